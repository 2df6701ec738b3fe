/**
 * "Still loading" for screen and screen reader: a spinner plus text inside role="status", so
 * assistive technology announces it politely. 'page' fills the viewport while the app starts
 * (until it is initialised); 'inline' sits in the flow
 * where a section's data is on its way. With reduced motion the spinner stands still.
 */
import { useIntl } from 'react-intl';
import styles from './LoadingIndicator.module.css';

export interface LoadingIndicatorProps {
  variant?: 'page' | 'inline';
  /** Defaults to 'Wird geladen …' (app.loading). */
  label?: string;
  /** Only the spinner is seen; the label is still read out (for tight spots). */
  hideLabel?: boolean;
}

export function LoadingIndicator({ variant = 'inline', label, hideLabel = false }: LoadingIndicatorProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage({ id: 'app.loading' });
  return (
    <div role="status" className={`${styles.indicator} ${styles[variant]}`}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={hideLabel ? 'visually-hidden' : styles.label}>{text}</span>
    </div>
  );
}
