/**
 * Language rules: the path's language wins, then the stored choice, the page's
 * lang attribute, the browser's language, and finally de. Values that look like script
 * injection are discarded before they are even compared.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../contract/constants';

export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ru: 'Русский',
};

/** Storage keys and persisted store names (renaming one would forget what visitors stored). */
export const STORAGE_KEYS = { language: 'language', authToken: 'auth_token' } as const;

const INJECTION = /[<>"'`]|javascript:|on\w+=|script/i;

export const isLanguage = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Normalises "de-AT", "EN", " fr " to a supported code; anything suspicious or unknown gives null. */
export function toLanguage(value: unknown): LanguageCode | null {
  if (typeof value !== 'string' || value.length > 35 || INJECTION.test(value)) return null;
  const code = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(code) ? code : null;
}

export interface LanguageSources {
  path?: string | null;
  stored?: string | null;
  documentLang?: string | null;
  browser?: readonly string[];
}

export function detectLanguage(s: LanguageSources): LanguageCode {
  return (
    toLanguage(s.path) ??
    toLanguage(s.stored) ??
    toLanguage(s.documentLang) ??
    (s.browser ?? []).map(toLanguage).find((l): l is LanguageCode => l !== null) ??
    DEFAULT_LANGUAGE
  );
}
