/** A labelled multi-line input with hint and error wired for assistive tech. */
import type { Ref, TextareaHTMLAttributes } from 'react';
import { LabelledField, useLabelledControl, type FieldTextProps } from './Field';
import styles from './Field.module.css';

export interface TextAreaProps extends FieldTextProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ rows = 5, ref, ...props }: TextAreaProps) {
  const { frame, aria, control: textarea } = useLabelledControl(props);
  return (
    <LabelledField {...frame} required={textarea.required}>
      <textarea ref={ref} {...aria} rows={rows} className={`${styles.control} ${styles.textarea}`} {...textarea} />
    </LabelledField>
  );
}
