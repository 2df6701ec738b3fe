/**
 * Which treatment type of the booking form (checkup, cleaning, filling, …) a treatment of
 * the catalogue stands for, so a booking link from a treatment page preselects it. The
 * request also carries the page's slug, so reception sees the very treatment; the type is what the
 * form and the day view group by. Treatments without an obvious type are a consultation.
 */
import type { TreatmentType } from '../contract/entities/appointment';

const BY_SLUG: Record<string, TreatmentType> = {
  bleaching: 'whitening',
  aligner: 'orthodontics',
  implantologie: 'implant',
  zahnimplantate: 'implant',
  'knochenaufbau-implantate': 'implant',
  sinuslift: 'implant',
  wurzelbehandlung: 'rootCanal',
  kariesbehandlung: 'filling',
  kunststoffüllung: 'filling',
  goldinlay: 'filling',
  keramikinlays: 'filling',
  zahnkrone: 'crown',
  teilkronen: 'crown',
  prophylaxe: 'cleaning',
  'professionelle-zahnreinigung': 'cleaning',
  fluoridierung: 'checkup',
  zahnversiegelung: 'checkup',
  'kariesrisiko-test': 'checkup',
};

/** By category where the slug says nothing (staff may add treatments). */
const BY_CATEGORY: Record<string, TreatmentType> = {
  prophylaxis: 'cleaning',
  implantology: 'implant',
  conservative: 'filling',
};

export const bookingTypeOf = (t: { slug: string; category: string }): TreatmentType =>
  BY_SLUG[t.slug] ?? BY_CATEGORY[t.category] ?? 'consultation';
