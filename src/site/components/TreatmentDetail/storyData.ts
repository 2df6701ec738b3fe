/**
 * Catalogue entries as stored records, for stories only (the site gets them through the API).
 * Before/after photos: the catalogue carries schematic illustrations for three treatments; real
 * photos must come from the practice.
 */
import { catalogueRecords } from '../../../../content/catalogue/catalogue';
import { toTreatmentSummary, type Treatment } from '../../../contract/entities/treatment';
import { categoriesOf, toView } from '../../../catalogue/store';

export const storyTreatments: Treatment[] = catalogueRecords('2025-01-15T09:00:00.000Z');
export const storySummaries = storyTreatments.map(toTreatmentSummary);
export const storyCategories = categoriesOf(storyTreatments.map(toView));

export function storyTreatment(slug: string): Treatment {
  const found = storyTreatments.find((t) => t.slug === slug);
  if (!found) throw new Error(`no catalogue treatment ${slug}`);
  return structuredClone(found);
}

/** A catalogue treatment with some of its fields replaced; `change` gets the entry, to keep what it does not replace. */
export function changedTreatment(slug: string, change: (t: Treatment) => Partial<Treatment>): Treatment {
  const t = storyTreatment(slug);
  return { ...t, ...change(t) };
}

export const storySummary = (slug: string) => toTreatmentSummary(storyTreatment(slug));

/** A sentence repeated into a text far longer than any authored one, to test wrapping and clamping. */
export const longText = (sentence: string, times: number) => Array.from({ length: times }, () => sentence).join(' ');

/** The headings of the sections that explain a fully written treatment, in page order (German). */
export const EXPLAINING_SECTIONS_DE = [
  'Worum geht es?',
  'Für wen geeignet?',
  'Wann nicht geeignet?',
  'Vorteile',
  'Varianten und Verfahren',
  'Ablauf der Behandlung',
  'Unser Rat',
  'Nach der Behandlung',
  'Häufige Fragen',
];
