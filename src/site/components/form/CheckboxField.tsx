/**
 * A checkbox with a rich label (it may contain a link, e.g. to the privacy policy). Box and label
 * are siblings, so following the link never ticks the box by accident.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, FieldError, FieldHint, RequiredMark, useFieldIds } from './Field';
import styles from './Field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, hint, error, id, className, ref, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          id={ids.id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId)}
          {...input}
        />
        <label htmlFor={ids.id} className={styles.checkLabel}>
          {label}
          {input.required && <RequiredMark />}
        </label>
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
