/**
 * The admin's session check (admin/authProvider.ts checkAuth) against the mock API: a refused
 * session signs out, a busy or unreachable server does not. react-admin signs out and leaves the
 * open screen whenever the check fails, so a 503 on a loaded server once ended the sessions of
 * two editors in the middle of their work.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockDb, setFault } from '../../mocks/node';
import { mockApiInNode } from '../support/mockApiInNode';
import { authProvider } from '../../admin/authProvider';
import { STORAGE_KEYS } from '../../src/i18n/locale';

const store = mockApiInNode();
beforeEach(async () => {
  store.clear();
  resetMockDb();
  await authProvider.login({ email: 'redaktion@praxis-dr-berger.de', password: 'Praxis-Demo-2026' });
  // A later check asks the server again (the answer of the sign-in is remembered for a minute).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 61_000);
});
afterEach(() => vi.useRealTimers());

describe('the admin session check', () => {
  it('keeps the session when the server is busy or unreachable', async () => {
    setFault('auth.me', { status: 503 });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(store.get(STORAGE_KEYS.authToken)).toBeTruthy();

    setFault('auth.me', { status: 500 });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(store.get(STORAGE_KEYS.authToken)).toBeTruthy();
  });

  it('ends the session the server refuses, and lets a valid one through', async () => {
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    setFault('auth.me', { status: 401 });
    vi.setSystemTime(Date.now() + 61_000);
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ status: 401 });
  });

  it('sends a tab without a token to the login', async () => {
    store.clear();
    await expect(authProvider.checkAuth({})).rejects.toBeTruthy();
  });
});
