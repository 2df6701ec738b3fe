import type { Treatment } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { Paragraphs } from './Paragraphs';
import { Section } from './Section';
import { hasSection } from './sections';
import styles from './TreatmentDetail.module.css';

/** The specialist's own view of the treatment (authored as a quote, signed in the text). */
export function ExpertInfo({ treatment }: { treatment: Treatment }) {
  const lang = useLang();
  if (!hasSection(treatment, 'expertInfo')) return null;
  return (
    <Section name="expertInfo">
      <blockquote className={styles.quote}>
        <Paragraphs text={localize(treatment.detailedContent!.expertInfo, lang)} />
      </blockquote>
    </Section>
  );
}
