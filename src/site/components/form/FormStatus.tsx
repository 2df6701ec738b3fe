/**
 * The inline message of a form: "sending …" while submitting, the success text, or the error text.
 * Success and error come into view and take focus when they appear (unless the form sent focus to
 * an invalid field instead), so every visitor lands on the outcome of what they just did.
 */
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { revealAndFocus } from '../../common/revealAndFocus';
import { Icon, type IconName } from '../Icon/Icon';
import styles from './FormStatus.module.css';

export type FormPhase = 'idle' | 'submitting' | 'success' | 'error';

export interface FormStatusProps {
  phase: FormPhase;
  /** Translated text; submitting and error have defaults. */
  message?: string;
  /** Move focus to the message when success or error appears. */
  focusOnShow?: boolean;
}

const ICONS: Record<Exclude<FormPhase, 'idle'>, IconName> = { submitting: 'clock', success: 'check', error: 'alert' };

export function FormStatus({ phase, message, focusOnShow = true }: FormStatusProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Centred: clear of the fixed header and of the phone's bottom bar, where a sighted visitor
    // looks after pressing "send" (the confirmation stayed below the fold).
    if (focusOnShow && (phase === 'success' || phase === 'error')) revealAndFocus(box.current, { block: 'center' });
  }, [phase, message, focusOnShow]);

  if (phase === 'idle') return null;
  const text =
    message ??
    (phase === 'submitting' ? intl.formatMessage({ id: 'form.submitting' }) : intl.formatMessage({ id: 'error.generic' }));
  return (
    <div
      ref={box}
      role={phase === 'error' ? 'alert' : 'status'}
      tabIndex={phase === 'submitting' ? undefined : -1}
      className={`${styles.status} ${styles[phase]}`}
    >
      <Icon name={ICONS[phase]} size={22} className={styles.icon} />
      <p className={styles.text}>{text}</p>
    </div>
  );
}
