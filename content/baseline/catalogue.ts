/**
 * The built-in catalogue as a fresh install ships it: the 32 treatments of content/catalogue,
 * without what they say about the demo team. The catalogue was written for the demo practice and
 * names its invented dentists and hygienist ("Den Bereich Parodontologie betreut Dr. Alexander
 * Wolf…"); a real practice must not go live with people who do not work there. So, per treatment:
 *
 * - `doctorName` of an invented person becomes 'Praxisteam', a name that points to no one;
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
import { catalogueRecords } from '../catalogue/catalogue';
import { filterLocalized, filterTexts, fitted, keptSentences, type SentenceFilter } from '../../src/catalogue/sentenceFilter';
import { mentionsDemoPerson } from '../demo/values';

const NEUTRAL_DOCTOR = 'Praxisteam';

const WITHOUT_DEMO_PEOPLE: SentenceFilter = { keep: (s) => !mentionsDemoPerson(s), emptyWhen: 'german' };

/** The text without its sentences that name an invented person (paragraphs kept). */
export const withoutDemoSentences = (text: string): string => keptSentences(text, 'de', WITHOUT_DEMO_PEOPLE.keep);

const cleanLocalized = (value: Localized) => filterLocalized(value, WITHOUT_DEMO_PEOPLE);
const clean = (value: unknown) => filterTexts(value, WITHOUT_DEMO_PEOPLE);

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

/** The catalogue of a fresh install, stamped with the time the migration stores it. */
export const baselineTreatments = (stampedAt: string) => catalogueRecords(stampedAt).map(baselineTreatment);
