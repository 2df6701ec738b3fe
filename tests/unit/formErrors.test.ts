/** Server errors → react-hook-form: field issues at their fields, everything else one form message. */
import { describe, expect, it, vi } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../src/lib/api';
import { applyApiError } from '../../src/site/common/formErrors';

type Values = { email: string; phone: string; cv: File | null };
const fields = ['email', 'phone', 'cv'] as const;
const setup = () => vi.fn() as unknown as UseFormSetError<Values> & ReturnType<typeof vi.fn>;
/** What setError is called with to show `message` at `field`. */
const atField = (field: keyof Values, message: string, shouldFocus: boolean) =>
  [field, { type: 'server', message }, { shouldFocus }] as const;
const invalid = (issues: { path: (string | number)[]; message: string }[]) =>
  new ApiRequestError(400, { message: 'error.validation', code: 'validation', issues });

describe('applyApiError', () => {
  it('puts 400 issues at their fields and focuses only the first', () => {
    const setError = setup();
    const result = applyApiError(
      invalid([
        { path: ['email'], message: 'validation.email' },
        { path: ['phone'], message: 'validation.booking.phone' },
      ]),
      setError,
      { fields, failure: 'form.contact.error' },
    );
    expect(result).toEqual({ message: 'error.validation', onFields: true });
    expect(setError).toHaveBeenCalledTimes(2);
    expect(setError).toHaveBeenNthCalledWith(1, ...atField('email', 'validation.email', true));
    expect(setError).toHaveBeenNthCalledWith(2, ...atField('phone', 'validation.booking.phone', false));
  });

  it('replaces messages that are not catalogue ids, so no raw server text reaches the page', () => {
    const setError = setup();
    applyApiError(invalid([{ path: ['email'], message: 'Expected string, received number' }]), setError, {
      fields,
      failure: 'form.contact.error',
    });
    expect(setError).toHaveBeenCalledWith(...atField('email', 'validation.invalid', true));
  });

  it('shows issues of fields the form does not render as the form message (e.g. the spam trap)', () => {
    const setError = setup();
    const result = applyApiError(invalid([{ path: ['website'], message: 'validation.spam' }]), setError, {
      fields,
      failure: 'form.contact.error',
    });
    expect(result).toEqual({ message: 'validation.spam', onFields: false });
    expect(setError).not.toHaveBeenCalled();
  });

  it('falls back to the form failure for a 400 without usable issues', () => {
    const setError = setup();
    expect(
      applyApiError(invalid([{ path: [], message: 'whatever' }]), setError, { fields, failure: 'form.booking.error' }),
    ).toEqual({
      message: 'form.booking.error',
      onFields: false,
    });
    expect(
      applyApiError(new ApiRequestError(400, { message: 'error.validation', code: 'validation' }), setError, {
        fields,
        failure: 'form.booking.error',
      }),
    ).toEqual({ message: 'form.booking.error', onFields: false });
    expect(setError).not.toHaveBeenCalled();
  });

  it('maps statuses that belong to one field (413/415 → the upload) to that field', () => {
    const setError = setup();
    const result = applyApiError(
      new ApiRequestError(413, { message: 'validation.application.fileSize', code: 'too_large' }),
      setError,
      { fields, failure: 'form.application.error', statusFields: { 413: 'cv', 415: 'cv' } },
    );
    expect(result).toEqual({ message: 'error.validation', onFields: true });
    expect(setError).toHaveBeenCalledWith(...atField('cv', 'validation.application.fileSize', true));
  });

  it('turns server failures, network errors and unknown errors into the form failure', () => {
    const setError = setup();
    const opts = { fields, failure: 'form.contact.error' };
    expect(applyApiError(new ApiRequestError(500, { message: 'error.internal', code: 'internal' }), setError, opts).message).toBe(
      'form.contact.error',
    );
    expect(applyApiError(new ApiRequestError(0, { message: 'error.generic', code: 'network' }), setError, opts).message).toBe(
      'form.contact.error',
    );
    expect(applyApiError(new TypeError('boom'), setError, opts)).toEqual({ message: 'form.contact.error', onFields: false });
    expect(setError).not.toHaveBeenCalled();
  });

  it('says so when the visitor sent too much too fast (429)', () => {
    const result = applyApiError(new ApiRequestError(429, { message: 'error.rateLimited', code: 'rate_limited' }), setup(), {
      fields,
      failure: 'form.contact.error',
    });
    expect(result).toEqual({ message: 'error.rateLimited', onFields: false });
  });
});
