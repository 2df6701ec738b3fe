/**
 * The practice claims of the built-in catalogue: every language finds the same sentences, a fresh
 * install publishes none of them (nor a word the wording guard flags, in any language), and a claim
 * staff confirm is shown again without a reseed.
 */
import { describe, expect, it } from 'vitest';
import { baselineTreatments } from '../../content/baseline/catalogue';
import { claimFilter, withoutUnconfirmedClaims } from '../../src/catalogue/claimFilter';
import { sentences } from '../../src/catalogue/sentenceFilter';
import { LANGUAGES, type LanguageCode } from '../../src/contract/common';
import { Treatment } from '../../src/contract/entities/treatment';
import { checkWording, type WordingRuleId } from '../../src/contract/rules/healthAdvertising';
import { claimsIn, PRACTICE_CLAIM_IDS } from '../../src/contract/rules/practiceClaims';

/** The wording rules about the practice's qualifications, promised painlessness and outcome figures. */
const GUARDED = new Set<WordingRuleId>(['qualification', 'painless', 'unsourcedFigure']);

const baseline = baselineTreatments('2026-01-01T00:00:00.000Z');
const published = (confirmed?: string[]) => baseline.map((t) => withoutUnconfirmedClaims(t, claimFilter(confirmed)));

/** Every text of a record per language, keywords included, with where it stands. */
function texts(value: unknown, at = ''): [LanguageCode, string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const lang = LANGUAGES.find((l) => l === key);
    if (lang && typeof v === 'string') return [[lang, v, at] as [LanguageCode, string, string]];
    if (lang && Array.isArray(v)) return v.map((w) => [lang, String(w), at] as [LanguageCode, string, string]);
    return texts(v, `${at}.${key}`);
  });
}

describe('practice claims in the built-in catalogue', () => {
  it('are found in the same sentences in all five languages', () => {
    for (const t of baseline) {
      const counts = Object.fromEntries(LANGUAGES.map((l) => [l, [] as string[]]));
      for (const [lang, text, at] of texts(t))
        if (!at.includes('keywords'))
          for (const s of text.split(/\n\s*\n/).flatMap(sentences))
            counts[lang]!.push(...claimsIn(s, lang).map((c) => `${at} ${c}`));
      for (const lang of LANGUAGES) expect(counts[lang]!.sort(), `${t.id} ${lang}`).toEqual(counts.de!.sort());
    }
  });

  it('are published nowhere by a fresh install, and the wording guard finds nothing there', () => {
    const fresh = published();
    const found = fresh.flatMap((t) =>
      texts(t).flatMap(([lang, text, at]) => [
        ...claimsIn(text, lang).map((c) => `${t.id}${at} ${lang}: claim ${c}`),
        ...checkWording(text, lang)
          .filter((w) => GUARDED.has(w.rule))
          .map((w) => `${t.id}${at} ${lang}: ${w.rule} "${w.match}"`),
      ]),
    );
    expect(found).toEqual([]);
    for (const t of fresh) expect(Treatment.safeParse(t).success, t.id).toBe(true);
  });

  it('show once confirmed, without a reseed; all confirmed is the catalogue as stored', () => {
    const prophylaxis = (confirmed?: string[]) => JSON.stringify(published(confirmed).find((t) => t.id === 'prophylaxe'));
    expect(prophylaxis()).not.toContain('Dentalhygienikerin');
    expect(prophylaxis(['dentalHygienist'])).toContain('Dentalhygienikerin');
    expect(published([...PRACTICE_CLAIM_IDS])).toEqual(baseline);
  });
});
