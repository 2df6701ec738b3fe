/**
 * Treatments flagged isSpecialistRequired name the dentist responsible. The label is
 * neutral ("Verantwortlich für diese Behandlung: Dr. …"); a specialist title ("Fachzahnärztin für
 * Oralchirurgie") is added only when one is stored for that person. A treatment outside
 * dentistry names its physician instead.
 */
import { useIntl } from 'react-intl';
import type { Localized } from '../../../contract/common';
import type { Treatment } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { Icon } from '../Icon/Icon';
import { responsibleName } from './responsible';
import styles from './TreatmentDetail.module.css';

export function SpecialistBadge({
  treatment,
  doctorSpecialty,
}: {
  treatment: Pick<Treatment, 'isSpecialistRequired' | 'doctorName' | 'physicianName'>;
  /** The responsible dentist's specialist title, if the team record has one. */
  doctorSpecialty?: Localized;
}) {
  const intl = useIntl();
  const lang = useLang();
  // A treatment outside dentistry names its physician (published only with one, rules in the contract).
  const physician = treatment.physicianName?.trim();
  if (!treatment.isSpecialistRequired && !physician) return null;
  const title = localize(doctorSpecialty, lang);
  return (
    <p className={styles.specialist}>
      <span className={styles.specialistIcon}>
        <Icon name="user" size={22} />
      </span>
      <span>
        <span className={styles.specialistLabel}>{intl.formatMessage({ id: 'treatment.specialistLabel' })}</span>
        <strong className={styles.specialistName}>{physician || responsibleName(intl, treatment.doctorName)}</strong>
        {title && <span className={styles.specialistLabel}>{title}</span>}
      </span>
    </p>
  );
}
