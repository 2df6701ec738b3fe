/**
 * A labelled group of native radio buttons (a fieldset with its legend), for a choice among a few
 * options that each need a line of explanation, e.g. the practice a booking is for with its
 * address. Native radios: arrow keys move between them, screen readers announce "1 of 2".
 * Register the group once with react-hook-form and pass the result as `field`: every radio gets it.
 */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldError, FieldLabel, useFieldIds } from './Field';
import styles from './Field.module.css';

export interface RadioOption {
  value: string;
  label: string;
  /** A second line under the label (an address). */
  hint?: ReactNode;
}

export interface RadioGroupFieldProps {
  legend: string;
  options: readonly RadioOption[];
  field: UseFormRegisterReturn;
  required?: boolean;
  /** Already translated error text; its presence marks the group invalid. */
  error?: string;
  id?: string;
  className?: string;
}

export function RadioGroupField({ legend, options, field, required, error, id, className }: RadioGroupFieldProps) {
  const ids = useFieldIds(id);
  return (
    <fieldset
      className={[styles.field, styles.radioGroup, className].filter(Boolean).join(' ')}
      aria-describedby={describedBy(error && ids.errorId)}
    >
      <legend className={styles.legend}>
        <FieldLabel required={required}>{legend}</FieldLabel>
      </legend>
      <div className={styles.radioOptions}>
        {options.map((o, i) => (
          <label key={o.value} className={styles.radioOption} htmlFor={`${ids.id}-${i}`}>
            <input
              id={`${ids.id}-${i}`}
              type="radio"
              value={o.value}
              className={styles.radio}
              required={required}
              aria-invalid={error ? true : undefined}
              // Named by its label alone; the address is its description, not part of its name.
              aria-labelledby={`${ids.id}-${i}-label`}
              aria-describedby={describedBy(o.hint && `${ids.id}-${i}-hint`, error && ids.errorId)}
              {...field}
            />
            <span className={styles.radioText}>
              <span id={`${ids.id}-${i}-label`} className={styles.radioLabel}>
                {o.label}
              </span>
              {o.hint && (
                <span id={`${ids.id}-${i}-hint`} className={styles.hint}>
                  {o.hint}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
}
