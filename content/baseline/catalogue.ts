/**
 * The built-in catalogue as a fresh install ships it: the 32 treatments of content/catalogue,
 * without what they say about the demo team. The catalogue was written for the demo practice and
 * names its invented dentists and hygienist ("Den Bereich Parodontologie betreut Dr. Alexander
 * Wolf…"); a real practice must not go live with people who do not work there. So, per treatment:
 *
 * - `doctorName` of an invented person becomes 'Praxisteam' (the spec's neutral name);
 * - `expertInfo`, a personal note signed by one of them, is left out;
 * - in every other text the sentences naming one of them are left out, in each language on its
 *   own; a list item left empty goes; an SEO description left empty takes the short description.
 *
 * The owner, Dr. Katharina Berger, is the practice's own and stays. The demo seed keeps the
 * catalogue as written (mock mode and the demo show it unchanged). tests/unit/demoContent.test.ts
 * checks the result names nobody invented and still passes the contract.
 */
import { LANGUAGES, type Localized } from '../../src/contract/common';
import { Treatment } from '../../src/contract/entities/treatment';
import { catalogueRecords } from '../../src/catalogue';
import { mentionsDemoPerson } from '../demo/values';

const NEUTRAL_DOCTOR = 'Praxisteam';

// A full stop after these is no sentence end: titles (Dr., Dra., Prof.), common abbreviations, and
// single letters as in "z. B.", "d. h.".
const ABBREVIATION = /(?<!\p{L})(Dr|Dra|Prof|Nr|ca|bzw|vgl|inkl|ggf|evtl|St|Abs|Art|lit|\p{L})\.\s+/gu;
const HOLD = '\u0000';

/** The sentences of one paragraph, each with the blank that followed it. */
export function sentences(paragraph: string): string[] {
  const held = paragraph.replace(ABBREVIATION, (m) => m.replace(/\s+$/, HOLD));
  return held.split(/(?<=[.!?…»”"])\s+(?=[\p{Lu}\d„«"(—–-])/u).map((s) => s.replaceAll(HOLD, ' '));
}

/** The text without its sentences that name an invented person (paragraphs kept). */
export function withoutDemoSentences(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) =>
      sentences(p)
        .filter((s) => !mentionsDemoPerson(s))
        .join(' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

const isLocalized = (v: unknown): v is Localized =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { de?: unknown }).de === 'string';

/** Localized text without the demo sentences; undefined when the German text is left empty. */
function cleanLocalized(value: Localized): Localized | undefined {
  const out: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    const v = value[lang];
    if (typeof v === 'string') out[lang] = withoutDemoSentences(v);
  }
  return out.de ? (out as Localized) : undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !isLocalized(v);

/**
 * Walks a record: cleans every localized text; `undefined` = leave the field out. A list item goes
 * when it is left empty, or, for an item of several texts (a FAQ, a step), when one of them is.
 */
function clean(value: unknown): unknown {
  if (isLocalized(value)) return cleanLocalized(value);
  if (Array.isArray(value))
    return value
      .map((item) => {
        const c = clean(item);
        return isPlainObject(item) && Object.keys(c as object).length < Object.keys(item).length ? undefined : c;
      })
      .filter((v) => v !== undefined);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const c = clean(v);
      if (c !== undefined) out[k] = c;
    }
    return out;
  }
  return value;
}

type Record_ = ReturnType<typeof catalogueRecords>[number];

/** One catalogue treatment as a fresh install stores it (see the module comment). */
export function baselineTreatment(record: Record_): Record_ {
  const { detailedContent, doctorName, seo, ...rest } = record;
  const cleaned = clean(rest) as Omit<Record_, 'detailedContent' | 'doctorName' | 'seo'>;
  const details =
    detailedContent &&
    (() => {
      const { expertInfo, ...d } = detailedContent;
      const keepExpert = expertInfo && !LANGUAGES.some((l) => mentionsDemoPerson(expertInfo[l] ?? ''));
      return { ...(clean(d) as typeof d), ...(keepExpert ? { expertInfo } : {}) };
    })();
  const description = cleanLocalized(seo.description) ?? fitted(cleaned.shortDescription, 160);
  return Treatment.parse({
    ...cleaned,
    ...(details ? { detailedContent: details } : {}),
    ...(doctorName !== undefined ? { doctorName: mentionsDemoPerson(doctorName) ? NEUTRAL_DOCTOR : doctorName } : {}),
    seo: { ...seo, title: cleanLocalized(seo.title) ?? seo.title, description },
  });
}

/** A localized text cut to `max` characters at a word, per language (an SEO description's limit). */
function fitted(value: Localized, max: number): Localized {
  const fit = (s: string) => (s.length <= max ? s : `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);
  return Object.fromEntries(Object.entries(value).map(([l, s]) => [l, typeof s === 'string' ? fit(s) : s])) as Localized;
}

/** The catalogue of a fresh install, stamped with the time the migration stores it. */
export const baselineTreatments = (stampedAt: string) => catalogueRecords(stampedAt).map(baselineTreatment);
