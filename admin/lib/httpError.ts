/**
 * The contract's error body ({ message, code, issues }) as react-admin's HttpError: field issues
 * become `body.errors` (nested like the form values), which react-admin shows on each field.
 * Messages are i18n ids; the i18nProvider translates them.
 */
import { HttpError } from 'react-admin';
import type { ErrorBody } from '@/contract/common';
import { setAt } from './schema';

export function toHttpError(status: number, body: Partial<ErrorBody> | undefined | null): HttpError {
  const errors: Record<string, unknown> = {};
  for (const issue of body?.issues ?? []) {
    // Issues of the URL (params, query) belong to no form field.
    if (!issue.path.length || issue.path[0] === 'params' || issue.path[0] === 'query') continue;
    setAt(errors, issue.path, issue.message);
  }
  // A refused stale save (409 conflict) is an error of the form as a whole: the form stays as typed,
  // is not counted as saved (so leaving it still warns) and react-admin shows the message.
  if (body?.code === 'conflict') errors.root = { serverError: body.message ?? 'error.conflict' };
  const message = body?.message ?? (status === 0 ? 'error.generic' : 'ra.notification.http_error');
  return new HttpError(message, status, Object.keys(errors).length ? { ...body, errors } : (body ?? undefined));
}
