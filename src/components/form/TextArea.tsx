/** A labelled multi-line input with hint and error wired for assistive tech. */
import type { Ref, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldTextProps } from './Field';
import styles from './Field.module.css';

export interface TextAreaProps extends FieldTextProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, hint, error, optional, id, className, rows = 5, ref, ...textarea }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.id} required={textarea.required} optional={optional}>
        {label}
      </FieldLabel>
      <textarea
        ref={ref}
        id={ids.id}
        rows={rows}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId)}
        {...textarea}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
