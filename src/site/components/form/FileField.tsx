/**
 * File upload field: a native file input (keyboard and screen readers work as usual) dressed as
 * a button, the chosen file's name and size, a remove button and, while uploading, a <progress>
 * with its percentage. Checking the file is the form's job (see fileProblem), so the form's
 * schema stays the one place that decides what is valid.
 */
import { useCallback, useEffect, useRef, type Ref } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Button, buttonClass } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { describedBy, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldTextProps } from './Field';
import fieldStyles from './Field.module.css';
import styles from './FileField.module.css';

export type FileProblem = 'tooLarge' | 'wrongType';

/** What is wrong with a chosen file, judged by size and by the input's accept list (extensions or MIME types). */
export function fileProblem(file: File, { maxBytes, accept }: { maxBytes: number; accept: string }): FileProblem | null {
  if (file.size > maxBytes) return 'tooLarge';
  const tokens = accept
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (!tokens.length) return null;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const matches = (t: string) =>
    t.startsWith('.') ? name.endsWith(t) : t.endsWith('/*') ? type.startsWith(t.slice(0, -1)) : type === t;
  return tokens.some(matches) ? null : 'wrongType';
}

const MEGABYTE = 1024 * 1024;

/** Sizes as people read them: "840 kB", "1,2 MB" (binary units, like the 5 MB limit). */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  return bytes < MEGABYTE
    ? intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
    : intl.formatNumber(bytes / MEGABYTE, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

export interface FileFieldProps extends FieldTextProps {
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  id?: string;
  className?: string;
  name?: string;
  accept?: string;
  required?: boolean;
  disabled?: boolean;
  /** Upload progress 0..1; the progress bar shows while it is set. */
  progress?: number;
  ref?: Ref<HTMLInputElement>;
}

export function FileField({
  label,
  hint,
  error,
  optional,
  value,
  onChange,
  onBlur,
  id,
  className,
  name,
  accept,
  required,
  disabled,
  progress,
  ref,
}: FileFieldProps) {
  const intl = useIntl();
  const ids = useFieldIds(id);
  const fileLineId = `${ids.id}-file`;
  const progressId = `${ids.id}-progress`;
  const input = useRef<HTMLInputElement | null>(null);

  // A file input cannot be controlled; clear it by hand when the form resets the value.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);

  const setRefs = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );

  const remove = () => {
    onChange(null);
    input.current?.focus();
  };

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel id={ids.labelId} required={required} optional={optional}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className={styles.picker}>
        <input
          ref={setRefs}
          id={ids.id}
          type="file"
          name={name}
          accept={accept}
          required={required}
          disabled={disabled}
          className={styles.input}
          aria-labelledby={ids.labelId}
          aria-describedby={describedBy(hint && ids.hintId, fileLineId, error && ids.errorId)}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
          onBlur={onBlur}
        />
        <label htmlFor={ids.id} className={buttonClass({ variant: 'secondary', className: styles.pick })}>
          <Icon name="upload" size={18} />
          <FormattedMessage id={value ? 'form.file.replace' : 'form.file.choose'} />
        </label>
        {value && !disabled && progress === undefined && (
          <Button variant="ghost" onClick={remove}>
            <Icon name="close" size={18} />
            <FormattedMessage id="form.file.remove" />
          </Button>
        )}
      </div>
      <p id={fileLineId} className={value ? styles.file : styles.noFile}>
        {value ? (
          <>
            <Icon name="file" size={18} className={styles.fileIcon} />
            <span>
              <FormattedMessage
                id="form.file.selected"
                values={{ name: <span className={styles.fileName}>{value.name}</span>, size: formatFileSize(intl, value.size) }}
              />
            </span>
          </>
        ) : (
          <FormattedMessage id="form.file.none" />
        )}
      </p>
      {progress !== undefined && (
        <div className={styles.progressRow}>
          <label htmlFor={progressId} className={styles.progressLabel}>
            <FormattedMessage id="form.file.progress" />
          </label>
          <progress id={progressId} className={styles.progress} max={1} value={progress} />
          <span className={styles.percent} aria-hidden="true">
            {intl.formatNumber(progress, { style: 'percent' })}
          </span>
        </div>
      )}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
