/**
 * Who is responsible for a treatment, in words that do not claim more than is true (issue 18):
 * "Behandlung durch Dr. …" for every dentist, and the specialist title ("Fachzahnärztin für
 * Oralchirurgie") only when one is stored for that person. 'Praxisteam' in the catalogue is shown
 * in the visitor's language.
 */
import type { IntlShape } from 'react-intl';
import type { LanguageCode, Localized } from '../../contract/common';
import { localize } from '../../i18n/localize';

const PRACTICE_TEAM = 'Praxisteam';

/** The responsible person's name as the page shows it. */
export const responsibleName = (intl: IntlShape, doctorName: string | undefined) =>
  !doctorName || doctorName === PRACTICE_TEAM ? intl.formatMessage({ id: 'treatment.practiceTeam' }) : doctorName;

export function responsibleLabel(
  intl: IntlShape,
  treatment: { doctorName?: string; doctorSpecialty?: Localized },
  lang: LanguageCode,
): string {
  if (!treatment.doctorName || treatment.doctorName === PRACTICE_TEAM)
    return intl.formatMessage({ id: 'treatment.treatedByTeam' });
  const name = treatment.doctorName;
  const title = localize(treatment.doctorSpecialty, lang);
  return title
    ? intl.formatMessage({ id: 'treatment.treatedBySpecialist' }, { name, title })
    : intl.formatMessage({ id: 'treatment.treatedBy' }, { name });
}
