/**
 * A labelled native select (keyboard, screen readers and mobile pickers work as users expect).
 * The optional placeholder is an empty first option, so "nothing chosen yet" is a real value the
 * form's schema can reject with its own message.
 */
import type { Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import { LabelledField, useLabelledControl, type FieldTextProps } from './Field';
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

export function SelectField({ options, placeholder, liveHint, ref, ...props }: SelectFieldProps) {
  const { frame, aria, control: select } = useLabelledControl(props);
  return (
    <LabelledField {...frame} required={select.required} liveHint={liveHint}>
      <div className={styles.selectWrap}>
        <select ref={ref} {...aria} className={`${styles.control} ${styles.select}`} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={20} className={styles.chevron} />
      </div>
    </LabelledField>
  );
}
