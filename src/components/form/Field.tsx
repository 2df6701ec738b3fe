/**
 * The parts every form field shares: ids that tie label, hint and error to the control, the
 * label with its required/optional marker, and the hint and error lines under the control.
 */
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../Icon/Icon';
import styles from './Field.module.css';

export interface FieldTextProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated error text; its presence marks the control invalid. */
  error?: string;
  /** Shows "(optional)" after the label; required fields get their asterisk from `required`. */
  optional?: boolean;
}

export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? `field${generated.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return { id: base, labelId: `${base}-label`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** aria-describedby from the ids of the lines that are actually shown (`shown && id`). */
export const describedBy = (...ids: unknown[]) =>
  ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ') || undefined;

/** The asterisk is for sighted users; screen readers hear "required" from the control itself. */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      {' *'}
    </span>
  );
}

export function FieldLabel({
  htmlFor,
  id,
  required,
  optional,
  children,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  optional?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      {children}
      {required && <RequiredMark />}
      {optional && !required && (
        <>
          {' '}
          <span className={styles.optional}>
            <FormattedMessage id="form.optional" />
          </span>
        </>
      )}
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} id={id} className={styles.label}>
      {content}
    </label>
  ) : (
    <span id={id} className={styles.label}>
      {content}
    </span>
  );
}

export function FieldHint({ id, children, live }: { id: string; children?: ReactNode; live?: boolean }) {
  if (!children && !live) return null;
  return (
    <p id={id} className={styles.hint} aria-live={live ? 'polite' : undefined}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.error}>
      <Icon name="alert" size={16} className={styles.errorIcon} />
      <span>{children}</span>
    </p>
  );
}

/** The note every form with required fields carries (what the asterisk means). */
export function RequiredFieldsNote() {
  return (
    <p className={styles.note}>
      <FormattedMessage id="form.requiredLegend" />
    </p>
  );
}
