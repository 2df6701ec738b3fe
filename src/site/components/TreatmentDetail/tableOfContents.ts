/**
 * Table of contents of a treatment page. The catalogue authors a list of headings
 * (detailedContent.tableOfContents) that summarise the page in their own words ("Kosten und
 * Festzuschuss", "Nachsorge und häufige Fragen") instead of naming sections, so each entry is
 * matched to the section it introduces by keywords of its German text (German is always present).
 * When an entry points at a section this treatment does not have, the authored list no longer
 * fits the page and the contents are derived from the sections that exist instead.
 */
import type { LanguageCode, Localized } from '../../../contract/common';
import type { Treatment } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { hasSection, presentSections, sectionHeadingId, sectionId, type SectionKey } from './sections';

export interface TocEntry {
  /** Anchor id of the section the entry links to. */
  id: string;
  label: string;
}

/**
 * Checked in page order, so an entry covering several topics links to the first of them.
 * The first two entries always introduce the treatment and who it is for.
 */
const KEYWORDS: [SectionKey, RegExp][] = [
  ['unsuitability', /vorsicht|abrat|abwart|zurückhaltend|grenzen|für wen nicht/],
  ['advantages', /vorteil/],
  ['process', /ablauf|so läuft|diagnose zur|schritt für schritt/],
  ['atAGlance', /kosten/],
  ['aftercare', /pflege|nachsorge|nach der|nach dem|danach|eingewöhnung|verhalten/],
  ['faq', /fragen/],
];

export function sectionOfHeading(heading: string, index: number): SectionKey {
  if (index === 0) return 'whatIsIt';
  if (index === 1) return 'suitability';
  const text = heading.toLocaleLowerCase('de');
  return KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'types';
}

function authoredEntries(t: Treatment, lang: LanguageCode): TocEntry[] | null {
  const headings: Localized[] = t.detailedContent?.tableOfContents ?? [];
  if (headings.length === 0) return null;
  const entries = headings.map((heading, i) => ({ key: sectionOfHeading(heading.de, i), label: localize(heading, lang) }));
  if (entries.some(({ key }) => !hasSection(t, key))) return null;
  return entries.map(({ key, label }) => ({ id: sectionId(key), label }));
}

export function tableOfContents(t: Treatment, lang: LanguageCode, heading: (messageId: string) => string): TocEntry[] {
  return (
    authoredEntries(t, lang) ?? presentSections(t).map((key) => ({ id: sectionId(key), label: heading(sectionHeadingId(key)) }))
  );
}
