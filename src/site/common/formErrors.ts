/**
 * Server errors → react-hook-form. A 400 with field issues puts each message next to its field
 * (the messages are i18n ids, like the client's own validation); everything else becomes one
 * form-level message. Returns which message the form shows and whether fields got the errors
 * (then focus goes to the first invalid field rather than to the form message).
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { anyCatalogue } from '../../i18n/catalogues';
import { ApiRequestError } from '../../lib/api';

export interface AppliedError {
  /** i18n id of the form-level message. */
  message: string;
  /** True when at least one error was placed on a field. */
  onFields: boolean;
}

export interface ApplyOptions<T extends FieldValues> {
  /** Fields the form renders; issues for other paths become the form-level message. */
  fields: readonly Path<T>[];
  /** The form's own failure text (e.g. "Sorry, an error occurred while sending …"). */
  failure: string;
  /** Errors without issues that still belong to one field, by status (413/415 → the upload field). */
  statusFields?: Partial<Record<number, Path<T>>>;
}

const isKnownMessage = (id: unknown): id is string => typeof id === 'string' && id in anyCatalogue();
const fieldMessage = (id: unknown) => (isKnownMessage(id) ? id : 'validation.invalid');

export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, failure, statusFields = {} }: ApplyOptions<T>,
): AppliedError {
  if (!(error instanceof ApiRequestError)) return { message: failure, onFields: false };

  const statusField = statusFields[error.status];
  if (statusField) {
    setError(statusField, { type: 'server', message: fieldMessage(error.body.message) }, { shouldFocus: true });
    return { message: 'error.validation', onFields: true };
  }

  const issues = error.status === 400 ? (error.body.issues ?? []) : [];
  if (issues.length) {
    let placed = 0;
    let elsewhere: string | undefined;
    for (const issue of issues) {
      const path = issue.path.join('.') as Path<T>;
      if (fields.includes(path)) {
        setError(path, { type: 'server', message: fieldMessage(issue.message) }, { shouldFocus: placed === 0 });
        placed++;
      } else elsewhere ??= issue.message;
    }
    if (placed) return { message: 'error.validation', onFields: true };
    return { message: isKnownMessage(elsewhere) ? elsewhere : failure, onFields: false };
  }

  if (error.status === 429) return { message: 'error.rateLimited', onFields: false };
  // A conflict says what to do about it (e.g. "this time has just been taken"): shown as it is.
  if (error.status === 409 && isKnownMessage(error.body.message) && error.body.message !== 'error.duplicate')
    return { message: error.body.message, onFields: false };
  return { message: failure, onFields: false };
}
