/**
 * A whole treatment page body: hero, table of contents and every section the data has, in the
 * order of sections.ts, closed by a call to request an appointment. Sections without data render
 * nothing, so no heading ever stands alone.
 */
import { useIntl } from 'react-intl';
import type { Localized } from '../../contract/common';
import type { Treatment } from '../../contract/entities/treatment';
import { RequestAppointmentButton } from '../BookingActions/BookingActions';
import { AdvantagesList } from './AdvantagesList';
import { Aftercare } from './Aftercare';
import { AtAGlance } from './AtAGlance';
import { Benefits } from './Benefits';
import { ExpertInfo } from './ExpertInfo';
import { ProcessSteps } from './ProcessSteps';
import { SpecialistBadge } from './SpecialistBadge';
import { TableOfContents } from './TableOfContents';
import { TreatmentBeforeAfter } from './TreatmentBeforeAfter';
import { TreatmentExplanation } from './TreatmentExplanation';
import { TreatmentFaq } from './TreatmentFaq';
import { TreatmentHero } from './TreatmentHero';
import { TreatmentOverview } from './TreatmentOverview';
import { TreatmentTypes } from './TreatmentTypes';
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
          <TreatmentOverview treatment={treatment} />
          <Benefits treatment={treatment} />
          <AtAGlance treatment={treatment} />
          <TreatmentExplanation treatment={treatment} />
          <AdvantagesList treatment={treatment} />
          <TreatmentTypes treatment={treatment} />
          <ProcessSteps treatment={treatment} />
          <TreatmentBeforeAfter treatment={treatment} />
          <ExpertInfo treatment={treatment} />
          <Aftercare treatment={treatment} />
          <TreatmentFaq treatment={treatment} />

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
