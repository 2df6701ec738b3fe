/**
 * Walks any content object and reports every Localized text or LocalizedList that is empty in a
 * language. Used by the catalogue checks, the completeness table and the dashboard figure.
 */
import { LANGUAGES, type LanguageCode } from '../contract/common';

export type Gap = { path: string; language: LanguageCode };

const isLocalizedLike = (v: unknown): v is Record<string, unknown> =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  'de' in v &&
  Object.keys(v).every((k) => (LANGUAGES as readonly string[]).includes(k));

/** Calls visit(path, language, filled) for every language slot of every localized value. */
export function walkLocalized(
  value: unknown,
  visit: (path: string, language: LanguageCode, filled: boolean) => void,
  path = '',
): void {
  if (isLocalizedLike(value)) {
    for (const lang of LANGUAGES) {
      const v = value[lang];
      const filled = Array.isArray(v)
        ? v.length > 0 && v.every((x) => typeof x === 'string' && x.trim() !== '')
        : typeof v === 'string' && v.trim() !== '';
      visit(path, lang, filled);
    }
    return;
  }
  if (Array.isArray(value)) value.forEach((v, i) => walkLocalized(v, visit, `${path}[${i}]`));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walkLocalized(v, visit, path ? `${path}.${k}` : k);
}

export function localizedGaps(value: unknown): Gap[] {
  const gaps: Gap[] = [];
  walkLocalized(value, (path, language, filled) => {
    if (!filled) gaps.push({ path, language });
  });
  return gaps;
}

/** Share (0-100, one decimal) of filled language slots over many records, per language (dashboard figure). */
export function completenessByLanguage(records: unknown[]): Record<LanguageCode, number> {
  const filled = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<LanguageCode, number>;
  const total = { ...filled };
  for (const r of records)
    walkLocalized(r, (_path, language, ok) => {
      total[language]++;
      if (ok) filled[language]++;
    });
  return Object.fromEntries(LANGUAGES.map((l) => [l, total[l] ? Math.round((filled[l] / total[l]) * 1000) / 10 : 100])) as Record<
    LanguageCode,
    number
  >;
}
