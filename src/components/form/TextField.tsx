/** A labelled single-line input (text, email, tel, date …) with hint and error wired for assistive tech. */
import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldTextProps } from './Field';
import styles from './Field.module.css';

export interface TextFieldProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, optional, id, className, type = 'text', ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.id} required={input.required} optional={optional}>
        {label}
      </FieldLabel>
      <input
        ref={ref}
        id={ids.id}
        type={type}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId)}
        {...input}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
