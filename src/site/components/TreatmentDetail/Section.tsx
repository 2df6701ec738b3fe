/**
 * One titled section of a treatment page; its id is the anchor the table of contents links to.
 * Sections stay unnamed on purpose: a named <section> becomes a region landmark, and a dozen
 * landmarks per page would drown the page's real ones. The headings carry the structure.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { sectionHeadingId, sectionId, sectionTitleId, type SectionKey } from './sections';
import styles from './TreatmentDetail.module.css';

export function Section({ name, children, className }: { name: SectionKey; children: ReactNode; className?: string }) {
  const intl = useIntl();
  const id = sectionId(name);
  return (
    <section id={id} className={[styles.section, className].filter(Boolean).join(' ')}>
      <h2 id={sectionTitleId(name)} className={styles.sectionTitle}>
        {intl.formatMessage({ id: sectionHeadingId(name) })}
      </h2>
      {children}
    </section>
  );
}
