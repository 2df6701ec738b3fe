/**
 * The frame of every public form: the required-fields note, the fields, the inline status and the
 * submit button whose text changes while sending. Native validation is off (noValidate) because
 * the contract's schema validates and shows its messages in the active language.
 */
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { RequiredFieldsNote } from './Field';
import { FormStatus } from './FormStatus';
import type { Submission } from './useSubmission';
import styles from './FormFrame.module.css';

/** className for a field that spans both columns. */
export const WIDE_FIELD = styles.wide;

export interface FormFrameProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submission: Submission;
  submitLabel: string;
  /** Button text while submitting (default "Wird gesendet …"). */
  busyLabel?: string;
  children: ReactNode;
  /** Fields side by side from the medium breakpoint (default 2), or always one column. */
  columns?: 1 | 2;
  'aria-label'?: string;
}

export function FormFrame({
  onSubmit,
  submission,
  submitLabel,
  busyLabel,
  children,
  columns = 2,
  'aria-label': ariaLabel,
}: FormFrameProps) {
  const intl = useIntl();
  const busy = submission.phase === 'submitting';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The button stays enabled (a disabled button would drop keyboard focus); repeated submits are ignored.
    if (busy) event.preventDefault();
    else onSubmit(event);
  };
  return (
    // method="post": should the browser ever send the form itself (no script, or a script that failed
    // to load), the typed personal data goes in a request body, not into the address, history and logs.
    <form method="post" noValidate onSubmit={submit} className={styles.form} aria-label={ariaLabel} aria-busy={busy}>
      <RequiredFieldsNote />
      <div className={columns === 2 ? `${styles.fields} ${styles.twoColumns}` : styles.fields}>{children}</div>
      <FormStatus
        phase={submission.phase}
        message={submission.message ? intl.formatMessage({ id: submission.message }) : undefined}
        focusOnShow={submission.focusMessage}
      />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? (busyLabel ?? intl.formatMessage({ id: 'form.submitting' })) : submitLabel}
        </Button>
      </div>
    </form>
  );
}
