/**
 * What a list shows when it has nothing to show: no search results, nothing published yet, or a
 * failed load. The error tone is announced at once (role="alert"); the neutral tone is announced
 * politely, because it usually follows the visitor's own typing.
 */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  icon?: IconName;
  title: string;
  text?: string;
  /** Usually a Button (reset filters, try again). */
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  /** Heading level of the title, to fit the page outline; 'p' where a heading would be noise. */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
  className?: string;
}

export function EmptyState({ icon, title, text, action, tone = 'neutral', titleAs: Title = 'h2', className }: EmptyStateProps) {
  return (
    <div
      className={[styles.empty, tone === 'error' && styles.error, className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className={styles.icon}>
        <Icon name={icon ?? (tone === 'error' ? 'alert' : 'info')} size={32} />
      </span>
      <Title className={styles.title}>{title}</Title>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
