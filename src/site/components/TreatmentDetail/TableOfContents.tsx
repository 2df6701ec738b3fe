/** In-page navigation to the sections this treatment has (see tableOfContents.ts for the entries). */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Treatment } from '../../../contract/entities/treatment';
import { useLang } from '../../intl/useLang';
import { tableOfContents } from './tableOfContents';
import styles from './TreatmentDetail.module.css';

export function TableOfContents({ treatment }: { treatment: Treatment }) {
  const intl = useIntl();
  const lang = useLang();
  const titleId = useId();
  const entries = tableOfContents(treatment, lang, (id) => intl.formatMessage({ id }));
  if (entries.length === 0) return null;

  return (
    <nav aria-labelledby={titleId} className={styles.toc}>
      <h2 id={titleId} className={styles.tocTitle}>
        {intl.formatMessage({ id: 'treatment.toc' })}
      </h2>
      <ol className={styles.tocList}>
        {entries.map((entry, i) => (
          <li key={i}>
            <a href={`#${entry.id}`} className={styles.tocLink}>
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
