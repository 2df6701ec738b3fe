/**
 * The sections of a treatment page in reading order: their anchor ids, headings and whether the
 * data has anything to show. One table, so the page, the derived table of contents and the anchors
 * of the authored table of contents can never disagree.
 */
import type { Treatment } from '../../../contract/entities/treatment';

export type SectionKey =
  | 'overview'
  | 'benefits'
  | 'atAGlance'
  | 'whatIsIt'
  | 'suitability'
  | 'unsuitability'
  | 'advantages'
  | 'types'
  | 'process'
  | 'beforeAfter'
  | 'expertInfo'
  | 'aftercare'
  | 'faq';

const hasText = (value: { de: string } | undefined) => Boolean(value?.de.trim());

const PRESENT: Record<SectionKey, (t: Treatment) => boolean> = {
  overview: (t) => hasText(t.longDescription),
  benefits: (t) => t.benefits.length > 0,
  atAGlance: (t) => Boolean(t.atAGlance),
  whatIsIt: (t) => hasText(t.detailedContent?.whatIsIt),
  suitability: (t) => hasText(t.detailedContent?.suitability),
  unsuitability: (t) => hasText(t.detailedContent?.unsuitability),
  advantages: (t) => Boolean(t.detailedContent?.advantages.length),
  types: (t) => Boolean(t.detailedContent?.types?.length),
  process: (t) => hasText(t.detailedContent?.processingSteps) || t.process.length > 0,
  beforeAfter: (t) => Boolean(t.beforeAfter?.length),
  expertInfo: (t) => hasText(t.detailedContent?.expertInfo),
  aftercare: (t) => t.aftercare.length > 0,
  faq: (t) => t.faqs.length > 0,
};

export const SECTION_ORDER = Object.keys(PRESENT) as SectionKey[];

/** Anchor ids stay the same in every language, so a shared link (#faq) works for everyone. */
export const sectionId = (key: SectionKey) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const sectionTitleId = (key: SectionKey) => `${sectionId(key)}-title`;

export const sectionHeadingId = (key: SectionKey) => `treatment.section.${key}`;

export const hasSection = (t: Treatment, key: SectionKey) => PRESENT[key](t);

export const presentSections = (t: Treatment) => SECTION_ORDER.filter((key) => PRESENT[key](t));
