/**
 * The lifecycle every form shares (idle → submitting → success | error): runs the
 * owner's promise, resets the form on success, and on failure keeps every typed value and
 * places server errors with applyApiError.
 */
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyApiError, type ApplyOptions } from '../../common/formErrors';
import type { FormPhase } from './FormStatus';

export interface Submission {
  phase: FormPhase;
  /** i18n id of the message under the form. */
  message?: string;
  /** False when focus went to an invalid field instead of the message. */
  focusMessage: boolean;
}

export function useSubmission<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- context and output types do not matter here
  form: Pick<UseFormReturn<T, any, any>, 'reset' | 'setError'>,
  { success, ...options }: ApplyOptions<T> & { success: string },
) {
  const [state, setState] = useState<Submission>({ phase: 'idle', focusMessage: true });
  const { reset, setError } = form;

  const run = async (work: () => Promise<void>) => {
    setState({ phase: 'submitting', focusMessage: false });
    try {
      await work();
      reset();
      setState({ phase: 'success', message: success, focusMessage: true });
    } catch (error) {
      const applied = applyApiError(error, setError, options);
      setState({ phase: 'error', message: applied.message, focusMessage: !applied.onFields });
    }
  };

  return { ...state, run };
}
