/** A labelled single-line input (text, email, tel, date …) with hint and error wired for assistive tech. */
import type { InputHTMLAttributes, Ref } from 'react';
import { LabelledField, useLabelledControl, type FieldTextProps } from './Field';
import styles from './Field.module.css';

export interface TextFieldProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ type = 'text', ref, ...props }: TextFieldProps) {
  const { frame, aria, control: input } = useLabelledControl(props);
  return (
    <LabelledField {...frame} required={input.required}>
      <input ref={ref} {...aria} type={type} className={styles.control} {...input} />
    </LabelledField>
  );
}
