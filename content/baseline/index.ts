/**
 * Baseline content: what ships with the product and a fresh install needs to serve the whole
 * public site without inventing anything. The server stores each record once, where it
 * is missing, at every start (api/migrations.ts); it never overwrites what staff changed.
 *
 * - the treatment catalogue, without the demo team (catalogue.ts);
 * - practice info: name and the two locations (practice.ts);
 * - the singletons staff edit: contact (contact.ts), settings (settings.ts), doctor intro (hero.ts),
 *   about page (about.ts), each with what is known and the rest empty;
 * - the legal record: the statutory facts every Bavarian dental practice shares (LEGAL_BASELINE of
 *   src/contract/rules/legal.ts), the practice's own facts empty; the legal pages are generated from it.
 *
 * Empty means "to be supplied by the practice": the site hides what is empty (no call link without
 * a number, no letter without its text, no slot without opening hours), the legal pages leave out a
 * missing fact, and the admin lists what is missing (Verwaltung → Rechtliche Angaben).
 */
import { baselineAboutPage } from './about';
import { baselineTreatments } from './catalogue';
import { baselineContact } from './contact';
import { baselineDoctorIntro } from './hero';
import { baselinePracticeInfo } from './practice';
import { baselineSettings } from './settings';
import { LEGAL_BASELINE } from '../../src/contract/rules/legal';
import { catalogue } from '../catalogue/catalogue';

/** Who stored a baseline record (`updatedBy`), until staff change it. */
export const BASELINE_AUTHOR = 'baseline';

type Row = { id: string } & Record<string, unknown>;

/** Every baseline record by collection, stamped with the time it is stored. */
export function baselineRecords(now: string): Record<string, Row[]> {
  const stamp = { createdAt: now, updatedAt: now, updatedBy: BASELINE_AUTHOR };
  return structuredClone({
    treatments: baselineTreatments(now).map((t) => ({ ...t, ...stamp })),
    practice: [{ id: 'info', ...baselinePracticeInfo }],
    contact: [{ ...baselineContact, ...stamp }],
    settings: [{ ...baselineSettings, ...stamp }],
    hero: [{ ...baselineDoctorIntro, ...stamp }],
    about: [{ ...baselineAboutPage, ...stamp }],
    legal: [{ id: 'legal', ...LEGAL_BASELINE, ...stamp }],
  });
}

/**
 * The id of every baseline record by collection, without building the records: a start that finds
 * them all applied (every start but the first and those of a release that adds one) builds none.
 * Building the catalogue's records costs seconds of CPU on a busy machine, which an instance
 * restarted under traffic spent before it was ready. Must name what baselineRecords builds
 * (tests/unit/demoContent.test.ts).
 */
export function baselineRecordIds(): Record<string, string[]> {
  return {
    treatments: catalogue.map((t) => t.id),
    practice: ['info'],
    contact: [baselineContact.id],
    settings: [baselineSettings.id],
    hero: [baselineDoctorIntro.id],
    about: [baselineAboutPage.id],
    legal: ['legal'],
  };
}
