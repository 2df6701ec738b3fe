/**
 * Who is responsible for a treatment, in words that do not claim more than is true:
 * "Behandlung durch Dr. …" for every dentist, and the specialist title ("Fachzahnärztin für
 * Oralchirurgie") only when one is stored for that person. 'Praxisteam' in the catalogue is shown
 * in the visitor's language.
 */
import type { IntlShape } from 'react-intl';
import type { LanguageCode, Localized } from '../../../contract/common';
import { localize } from '../../../i18n/localize';

const PRACTICE_TEAM = 'Praxisteam';

/** Whether a treatment names the practice team, not a person (the catalogue's neutral name). */
export const isPracticeTeam = (doctorName: string | undefined) => !doctorName || doctorName === PRACTICE_TEAM;

/** The responsible person's name as the page shows it. */
export const responsibleName = (intl: IntlShape, doctorName: string | undefined) =>
  isPracticeTeam(doctorName) ? intl.formatMessage({ id: 'treatment.practiceTeam' }) : doctorName;

export function responsibleLabel(
  intl: IntlShape,
  treatment: { doctorName?: string; doctorSpecialty?: Localized },
  lang: LanguageCode,
): string {
  if (isPracticeTeam(treatment.doctorName) || !treatment.doctorName) return intl.formatMessage({ id: 'treatment.treatedByTeam' });
  const name = treatment.doctorName;
  const title = localize(treatment.doctorSpecialty, lang);
  return title
    ? intl.formatMessage({ id: 'treatment.treatedBySpecialist' }, { name, title })
    : intl.formatMessage({ id: 'treatment.treatedBy' }, { name });
}
