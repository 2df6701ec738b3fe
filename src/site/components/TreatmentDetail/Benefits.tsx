import type { Treatment } from '../../../contract/entities/treatment';
import { CheckList } from './CheckList';
import { Section } from './Section';
import { hasSection } from './sections';
import styles from './TreatmentDetail.module.css';

/** The short list of what a patient gains, set off as a box near the top of the page. */
export function Benefits({ treatment }: { treatment: Treatment }) {
  if (!hasSection(treatment, 'benefits')) return null;
  return (
    <Section name="benefits" className={styles.box}>
      <CheckList items={treatment.benefits} />
    </Section>
  );
}
