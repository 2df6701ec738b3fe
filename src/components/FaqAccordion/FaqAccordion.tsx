/**
 * Questions and answers as an accordion (WAI-ARIA APG): each question is a disclosure button inside
 * a heading, answers open independently (several may be open), and ↑/↓/Home/End move between the
 * questions. Closed answers stay in the DOM with `hidden`, so the page works without JavaScript
 * styling tricks and server-rendered markup matches.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../Icon/Icon';
import { Paragraphs } from '../TreatmentDetail/Paragraphs';
import styles from './FaqAccordion.module.css';

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

const NAVIGATION_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function FaqAccordion({ items, headingLevel = 3, defaultOpen = [] }: FaqAccordionProps) {
  const [open, setOpen] = useState(() => new Set(defaultOpen));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  if (items.length === 0) return null;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = NAVIGATION_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, items.length)]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={index} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(e) => onKeyDown(e, index)}
              >
                <span>{item.question}</span>
                <Icon name="chevronDown" className={styles.chevron} />
              </button>
            </Heading>
            <div id={panelId} className={styles.panel} hidden={!expanded}>
              <Paragraphs text={item.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
