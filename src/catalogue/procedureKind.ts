/**
 * What kind of procedure a treatment is, for search engines (schema.org): a surgical procedure
 * (implants, bone grafts, extractions, gum grafts), a diagnostic one (the caries risk test), a
 * noninvasive one (cleaning, fluoride, sealing, bleaching, aligners) or a therapeutic one (fillings,
 * root canals, crowns, dentures, periodontal therapy). Declared once per category, with the
 * treatments that differ from their category; a treatment staff add takes its category's kind.
 */
import type { TreatmentCategoryKey } from '../contract/entities/treatment';

export type ProcedureKind = 'surgical' | 'therapeutic' | 'diagnostic' | 'noninvasive';

const BY_CATEGORY: Record<TreatmentCategoryKey, ProcedureKind> = {
  aesthetic: 'noninvasive',
  implantology: 'surgical',
  periodontology: 'therapeutic',
  function_diagnostics: 'therapeutic',
  prosthetics: 'therapeutic',
  prophylaxis: 'noninvasive',
  conservative: 'therapeutic',
  relaxed: 'therapeutic',
};

/** Catalogue treatments (by slug) whose kind is not their category's. */
const BY_SLUG: Readonly<Record<string, ProcedureKind>> = {
  veneers: 'therapeutic',
  rezessionsdeckung: 'surgical',
  'parodontitis-knochenaufbau': 'surgical',
  'kariesrisiko-test': 'diagnostic',
};

export const procedureKind = (t: { slug: string; category: TreatmentCategoryKey }): ProcedureKind =>
  BY_SLUG[t.slug] ?? BY_CATEGORY[t.category];
