/** The site's API client against the mock API: its headers, { data } unwrapping, 401 handling. */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFaults, mockServer, resetMockDb, setFault } from '../../mocks/node';
import { mockApiInNode } from '../support/mockApiInNode';
import { failing } from '../../mocks/handlers';
import { ApiRequestError, call } from '../../src/lib/api';

const store = mockApiInNode();
beforeEach(() => {
  store.clear();
  resetMockDb();
});

describe('api client', () => {
  it('sends the spec headers and reads data', async () => {
    store.set('language', 'ru');
    store.set('auth_token', 'abc');
    let seen: Headers | undefined;
    mockServer.use(
      http.get(
        '*/api/v1/languages',
        ({ request }) => ((seen = request.headers), HttpResponse.json({ data: [{ code: 'de', name: 'Deutsch' }] })),
      ),
    );
    expect(await call('languages.list')).toEqual([{ code: 'de', name: 'Deutsch' }]);
    expect(seen?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen?.get('accept-language')).toBe('ru');
    expect(seen?.get('authorization')).toBe('Bearer abc');
  });

  it('fills path parameters from the contract', async () => {
    const t = await call('treatments.bySlug', { params: { slug: 'zahnbrücke' } });
    expect(t.slug).toBe('zahnbrücke');
  });

  it('removes the stored token on 401', async () => {
    store.set('auth_token', 'expired');
    await expect(call('auth.me')).rejects.toMatchObject({ status: 401 });
    expect(store.has('auth_token')).toBe(false);
  });

  it('turns a forced failure into an ApiRequestError with the contract body', async () => {
    mockServer.use(failing('contact.public', 503));
    const err = await call('contact.public').catch((e) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 503, body: { code: 'database_unavailable' } });
  });

  it('honours faults set by id (the documented way to make any endpoint fail or be slow)', async () => {
    setFault('practice.info', { status: 500 });
    await expect(call('practice.info')).rejects.toMatchObject({ status: 500 });
    clearFaults();
    setFault('practice.info', { delayMs: 150 });
    const started = Date.now();
    await call('practice.info');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
