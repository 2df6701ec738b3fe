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

type LabelledProps = FieldTextProps & { id?: string; className?: string };

/**
 * A labelled control's props, split: `frame` for LabelledField (label, hint, error …), `aria` for
 * the control (its id and what ties it to label, hint and error), and the control's own `control`.
 */
export function useLabelledControl<P extends LabelledProps>({ label, hint, error, optional, id, className, ...control }: P) {
  const ids = useFieldIds(id);
  return {
    frame: { ids, label, hint, error, optional, className },
    aria: {
      id: ids.id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(hint && ids.hintId, error && ids.errorId),
    },
    control,
  };
}

/**
 * The frame of a labelled control (text field, text area, select): the label tied to the control,
 * the control itself (`children`), then the hint and the error.
 */
export function LabelledField({
  ids,
  label,
  hint,
  error,
  optional,
  required,
  liveHint,
  className,
  children,
}: FieldTextProps & {
  ids: ReturnType<typeof useFieldIds>;
  required?: boolean;
  /** The hint is announced as it changes (a select whose choices depend on another field). */
  liveHint?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.id} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {children}
      <FieldHint id={ids.hintId} live={liveHint}>
        {hint}
      </FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
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
