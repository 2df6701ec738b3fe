/**
 * A labelled native select (keyboard, screen readers and mobile pickers work as users expect).
 * The optional placeholder is an empty first option, so "nothing chosen yet" is a real value the
 * form's schema can reject with its own message.
 */
import type { Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import { describedBy, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldTextProps } from './Field';
import styles from './Field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldTextProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  placeholder?: string;
  /** Announce hint changes (e.g. "loading times …" → "no free times"). */
  liveHint?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  hint,
  error,
  optional,
  id,
  className,
  options,
  placeholder,
  liveHint,
  ref,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.id} required={select.required} optional={optional}>
        {label}
      </FieldLabel>
      <div className={styles.selectWrap}>
        <select
          ref={ref}
          id={ids.id}
          className={`${styles.control} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && ids.hintId, error && ids.errorId)}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={20} className={styles.chevron} />
      </div>
      <FieldHint id={ids.hintId} live={liveHint}>
        {hint}
      </FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
