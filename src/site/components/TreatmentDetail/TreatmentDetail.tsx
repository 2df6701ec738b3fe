/**
 * A whole treatment page body: hero, table of contents and every section the data has, in the
 * order of sections.ts, closed by a call to request an appointment. Sections without data render
 * nothing, so no heading ever stands alone.
 */
import { useIntl } from 'react-intl';
import type { Localized } from '../../../contract/common';
import type { Treatment } from '../../../contract/entities/treatment';
import { RequestAppointmentButton } from '../BookingActions/BookingActions';
import { SpecialistBadge } from './SpecialistBadge';
import { TableOfContents } from './TableOfContents';
import { TreatmentHero } from './TreatmentHero';
import { TreatmentSections } from './TreatmentSections';
import styles from './TreatmentDetail.module.css';

export function TreatmentDetail({ treatment, doctorSpecialty }: { treatment: Treatment; doctorSpecialty?: Localized }) {
  const intl = useIntl();

  return (
    <article className={styles.page}>
      <TreatmentHero treatment={treatment}>
        <SpecialistBadge treatment={treatment} doctorSpecialty={doctorSpecialty} />
        <RequestAppointmentButton treatment={treatment.slug} />
      </TreatmentHero>

      <div className={styles.layout}>
        <div className={styles.sidebar}>
          <TableOfContents treatment={treatment} />
        </div>
        <div className={styles.content}>
          <TreatmentSections treatment={treatment} />

          <section className={styles.cta}>
            <h2 className={styles.ctaTitle}>{intl.formatMessage({ id: 'treatment.cta.title' })}</h2>
            <p>{intl.formatMessage({ id: 'treatment.cta.text' })}</p>
            <RequestAppointmentButton treatment={treatment.slug} />
          </section>
        </div>
      </div>
    </article>
  );
}
