/**
 * Treatments that need a specialist name the doctor in charge (spec §6). The catalogue writes
 * 'Praxisteam' where no single doctor is named; that word is shown in the visitor's language.
 */
import { useIntl } from 'react-intl';
import type { Treatment } from '../../contract/entities/treatment';
import { Icon } from '../Icon/Icon';
import styles from './TreatmentDetail.module.css';

const PRACTICE_TEAM = 'Praxisteam';

export function SpecialistBadge({ treatment }: { treatment: Pick<Treatment, 'isSpecialistRequired' | 'doctorName'> }) {
  const intl = useIntl();
  if (!treatment.isSpecialistRequired) return null;
  const name =
    !treatment.doctorName || treatment.doctorName === PRACTICE_TEAM
      ? intl.formatMessage({ id: 'treatment.practiceTeam' })
      : treatment.doctorName;
  return (
    <p className={styles.specialist}>
      <span className={styles.specialistIcon}>
        <Icon name="user" size={22} />
      </span>
      <span>
        <span className={styles.specialistLabel}>{intl.formatMessage({ id: 'treatment.specialistLabel' })}</span>
        <strong className={styles.specialistName}>{name}</strong>
      </span>
    </p>
  );
}
