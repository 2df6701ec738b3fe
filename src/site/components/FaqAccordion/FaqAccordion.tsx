/**
 * Questions and answers as the browser's own disclosures: each question is a `<summary>` holding
 * its heading, each answer the rest of its `<details>`. They open independently (several may be
 * open), with the keyboard (Enter, Space) and without any script, and the browser's find-in-page
 * opens the answer it finds text in. Screen readers hear each question as a collapsed or expanded
 * button that contains a heading. ↑/↓/Home/End move between the questions (questionKeys).
 *
 * Nothing here needs hydrating, so a served treatment page carries the answers once, as markup,
 * and no script for them (the accordion used to be an island whose props repeated them).
 */
import { Icon } from '../Icon/Icon';
import { Paragraphs } from '../TreatmentDetail/Paragraphs';
import styles from './FaqAccordion.module.css';
import { ACCORDION_ATTRIBUTE, moveBetweenQuestions } from './questionKeys';

export interface FaqItem {
  question: string;
  /** Plain text; blank lines separate paragraphs. */
  answer: string;
}

export interface FaqAccordionProps {
  items: FaqItem[];
  /** Level of the question headings, one below the section heading. */
  headingLevel?: 3 | 4;
  /** Indexes of the answers open at first. */
  defaultOpen?: number[];
}

export function FaqAccordion({ items, headingLevel = 3, defaultOpen = [] }: FaqAccordionProps) {
  const Heading = `h${headingLevel}` as const;
  if (items.length === 0) return null;
  return (
    <div className={styles.accordion} {...{ [ACCORDION_ATTRIBUTE]: '' }} onKeyDown={(event) => moveBetweenQuestions(event)}>
      {items.map((item, index) => (
        <details key={index} className={styles.item} open={defaultOpen.includes(index)}>
          <summary className={styles.question}>
            <Heading className={styles.heading}>{item.question}</Heading>
            <Icon name="chevronDown" className={styles.chevron} />
          </summary>
          <div className={styles.panel}>
            <Paragraphs text={item.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
