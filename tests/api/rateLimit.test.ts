/** Public forms are rate-limited per client (own server with a low limit, so other tests are unaffected). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../contract/target';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('ratelimit', { RATE_LIMIT_FORM_PER_MIN: 3, RATE_LIMIT_LOGIN_PER_MIN: 2 });
});
afterAll(() => h?.close());

describe('rate limits', () => {
  it('rate-limits public forms per client with 429 in the contract error shape', async () => {
    const body = { email: 'rate@example.org', consent: true };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await api(h.target, 'POST', '/api/v1/newsletter', { body })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await api(h.target, 'POST', '/api/v1/newsletter', { body });
    expect(limited.json).toMatchObject({ code: 'rate_limited', message: 'error.rateLimited' });
  });

  it('rate-limits the login', async () => {
    const body = { email: 'x@example.org', password: 'falsch' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api(h.target, 'POST', '/api/auth/login', { body })).status);
    expect(statuses).toEqual([401, 401, 429]);
  });
});
