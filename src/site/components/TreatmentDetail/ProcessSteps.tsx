import type { Treatment } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { Paragraphs } from './Paragraphs';
import { Section } from './Section';
import { hasSection } from './sections';
import styles from './TreatmentDetail.module.css';

/** How the treatment goes: the narrative (processingSteps), then the steps in order. */
export function ProcessSteps({ treatment }: { treatment: Treatment }) {
  const lang = useLang();
  if (!hasSection(treatment, 'process')) return null;
  const narrative = localize(treatment.detailedContent?.processingSteps, lang);
  return (
    <Section name="process">
      {narrative && <Paragraphs text={narrative} />}
      {treatment.process.length > 0 && (
        <ol className={styles.steps}>
          {treatment.process.map((step, i) => (
            <li key={i} className={styles.step}>
              <h3 className={styles.itemTitle}>{localize(step.title, lang)}</h3>
              <Paragraphs text={localize(step.description, lang)} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
