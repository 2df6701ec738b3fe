/**
 * Leaving sentences out of a record's texts, language by language: what the fresh install's catalogue
 * does with sentences naming the demo team (content/baseline/catalogue.ts) and what the public answers
 * do with unconfirmed practice claims (claimFilter.ts). Paragraphs are kept; a list item left empty
 * goes, and so does an item of several texts (a FAQ, a step) when one of them is left empty.
 */
import { LANGUAGES, type LanguageCode, type Localized } from '../contract/common';

// A full stop after these is no sentence end: titles (Dr., Dra., Prof.), common abbreviations, and
// single letters as in "z. B.", "d. h.".
const ABBREVIATION = /(?<!\p{L})(Dr|Dra|Prof|Nr|ca|bzw|vgl|inkl|ggf|evtl|St|Abs|Art|lit|\p{L})\.\s+/gu;
const HOLD = '\u0000';

/** The sentences of one paragraph, each with the blank that followed it. */
export function sentences(paragraph: string): string[] {
  const held = paragraph.replace(ABBREVIATION, (m) => m.replace(/\s+$/, HOLD));
  return held.split(/(?<=[.!?…»”"])\s+(?=[\p{Lu}\d„«"(—–-])/u).map((s) => s.replaceAll(HOLD, ' '));
}

export type KeepSentence = (sentence: string, language: LanguageCode) => boolean;

/** The text without the sentences `keep` refuses (paragraphs kept). */
export function keptSentences(text: string, language: LanguageCode, keep: KeepSentence): string {
  return text
    .split(/\n\s*\n/)
    .map((p) =>
      sentences(p)
        .filter((s) => keep(s, language))
        .join(' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

const isLocalized = (v: unknown): v is Localized =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { de?: unknown }).de === 'string';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !isLocalized(v);

/**
 * When a localized text counts as left empty (and goes): `german` when its German text is empty (the
 * other languages fall back to German); `any` when any language that had a text is left without one,
 * so that no language falls back to a sentence another language left out.
 */
export type EmptyWhen = 'german' | 'any';

export interface SentenceFilter {
  keep: KeepSentence;
  emptyWhen: EmptyWhen;
}

/** Localized text without the refused sentences; undefined when it counts as left empty. */
export function filterLocalized(value: Localized, { keep, emptyWhen }: SentenceFilter): Localized | undefined {
  const out: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    const v = value[lang];
    if (typeof v !== 'string') continue;
    out[lang] = keptSentences(v, lang, keep);
    if (emptyWhen === 'any' && v.trim() && !out[lang]) return undefined;
  }
  return out.de ? (out as Localized) : undefined;
}

/** Walks a record: filters every localized text; `undefined` = leave the field out (see the module comment). */
export function filterTexts(value: unknown, filter: SentenceFilter): unknown {
  if (isLocalized(value)) return filterLocalized(value, filter);
  if (Array.isArray(value))
    return value
      .map((item) => {
        const c = filterTexts(item, filter);
        return isPlainObject(item) && Object.keys(c as object).length < Object.keys(item).length ? undefined : c;
      })
      .filter((v) => v !== undefined);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const c = filterTexts(v, filter);
      if (c !== undefined) out[k] = c;
    }
    return out;
  }
  return value;
}

/** A localized text cut to `max` characters at a word, per language (an SEO description's limit). */
export function fitted(value: Localized, max: number): Localized {
  const fit = (s: string) => (s.length <= max ? s : `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);
  return Object.fromEntries(Object.entries(value).map(([l, s]) => [l, typeof s === 'string' ? fit(s) : s])) as Localized;
}
