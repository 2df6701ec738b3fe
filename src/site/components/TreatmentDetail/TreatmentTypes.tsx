import type { Treatment } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { Paragraphs } from './Paragraphs';
import { Section } from './Section';
import { hasSection } from './sections';
import styles from './TreatmentDetail.module.css';

/** The variants of a treatment (materials, techniques), each with its own explanation. */
export function TreatmentTypes({ treatment }: { treatment: Treatment }) {
  const lang = useLang();
  if (!hasSection(treatment, 'types')) return null;
  return (
    <Section name="types">
      <ul className={styles.types}>
        {treatment.detailedContent!.types!.map((type, i) => (
          <li key={i} className={styles.typeCard}>
            <h3 className={styles.itemTitle}>{localize(type.name, lang)}</h3>
            <Paragraphs text={localize(type.description, lang)} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
