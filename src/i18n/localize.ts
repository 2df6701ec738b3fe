/**
 * Display of translatable content: current language, then de, then en, then any
 * non-empty value, then the given default.
 */
import type { LanguageCode, Localized } from '../contract/common';

export function localize(value: Partial<Localized> | undefined | null, lang: LanguageCode, fallback = ''): string {
  if (!value) return fallback;
  const order = [lang, 'de', 'en'] as const;
  for (const l of order) {
    const v = value[l];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  const any = Object.values(value).find((v) => typeof v === 'string' && v.trim() !== '');
  return (any as string | undefined) ?? fallback;
}
