/**
 * A treatment as the public site may show it: without the sentences stating a practice claim the
 * practice has not confirmed (practiceClaims.ts), in every language. Applied when public answers are
 * served, not when the catalogue is stored, so that confirming a claim in the settings shows its
 * sentences at once (a settings save clears the public cache) and withdrawing it hides them again.
 */
import type { Localized, LocalizedList } from '../contract/common';
import { PRACTICE_CLAIM_IDS, statesUnconfirmed } from '../contract/rules/practiceClaims';
import { filterLocalized, filterTexts, fitted, type SentenceFilter } from './sentenceFilter';

const SEO_TITLE_MAX = 60;
const SEO_DESCRIPTION_MAX = 160;

/** The filter for one set of confirmed claims; null when all are confirmed (nothing to leave out). */
export function claimFilter(confirmed: readonly string[] | undefined): SentenceFilter | null {
  const set = new Set(confirmed ?? []);
  if (PRACTICE_CLAIM_IDS.every((id) => set.has(id))) return null;
  // A language left without a text where it had one takes the whole text out: no language may fall
  // back to another language's sentence stating the claim.
  return { keep: (s, lang) => !statesUnconfirmed(s, lang, set), emptyWhen: 'any' };
}

interface TreatmentTexts {
  title: Localized;
  shortDescription: Localized;
  seo?: { title: Localized; description: Localized; keywords: LocalizedList };
}

/** The record without unconfirmed claims; an SEO description left empty takes the short description. */
export function withoutUnconfirmedClaims<T extends TreatmentTexts>(treatment: T, filter: SentenceFilter | null): T {
  if (!filter) return treatment;
  const { seo, ...rest } = treatment;
  const cleaned = filterTexts(rest, filter) as Omit<T, 'seo'>;
  if (!seo) return cleaned as T;
  const keywords = Object.fromEntries(
    Object.entries(seo.keywords).map(([lang, words]) => [
      lang,
      (words ?? []).filter((w) => filter.keep(w, lang as keyof Localized)),
    ]),
  ) as LocalizedList;
  return {
    ...cleaned,
    seo: {
      title: filterLocalized(seo.title, filter) ?? fitted(cleaned.title, SEO_TITLE_MAX),
      description: filterLocalized(seo.description, filter) ?? fitted(cleaned.shortDescription, SEO_DESCRIPTION_MAX),
      keywords,
    },
  } as T;
}
