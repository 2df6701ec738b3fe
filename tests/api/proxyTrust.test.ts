/**
 * Proxy trust: the rate limits count per client address, so the address must not be
 * whatever the client writes into X-Forwarded-For. The server is configured as production is
 * (NODE_ENV=production; production used to trust every peer's header); only TRUST_PROXY decides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, trustProxyOption } from '../../api/config';
import { api } from '../contract/target';
import { startHarness, type Harness } from './harness';

const LIMIT = 3;
const production = { NODE_ENV: 'production', RATE_LIMIT_LOGIN_PER_MIN: LIMIT, RATE_LIMIT_FORM_PER_MIN: LIMIT } as const;
/** A different invented client address per attempt, as the attack used. */
const forwardedFor = (i: number) => ({ 'X-Forwarded-For': `198.51.100.${i + 1}` });
// A new (unknown) e-mail address per attempt, so only the per-address limit can apply.
const wrongLogin = (i: number) => ({ email: `nobody-${i}@example.org`, password: 'falsch-falsch-falsch' });

describe('without TRUST_PROXY (the default), X-Forwarded-For is ignored', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('proxytrust_none', { ...production, TRUST_PROXY: undefined });
  });
  afterAll(() => h?.close());

  it('30 wrong logins from 30 invented addresses are limited after the limit, and the right password then too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await api(h.target, 'POST', '/api/auth/login', { body: wrongLogin(i), headers: forwardedFor(i) })).status);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual(Array(30 - LIMIT).fill(429));
    const right = await api(h.target, 'POST', '/api/auth/login', { body: h.target.credentials.admin, headers: forwardedFor(99) });
    expect(right.status).toBe(429);
    expect(right.json).toMatchObject({ code: 'rate_limited' });
  });

  it('a public form is limited per connection address too, whatever address the client claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const body = { email: `form-${i}@example.org`, consent: true };
      statuses.push((await api(h.target, 'POST', '/api/v1/newsletter', { body, headers: forwardedFor(i) })).status);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(201));
    expect(statuses.slice(LIMIT)).toEqual(Array(10 - LIMIT).fill(429));
  });
});

describe('behind a proxy named in TRUST_PROXY, the forwarded client address is used', () => {
  const budgets = async (h: Harness, path: string, body: (i: number) => object, client: string) => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await api(h.target, 'POST', path, { body: body(i), headers: { 'X-Forwarded-For': client } })).status);
    return statuses;
  };

  it('by address (nginx on the same host): two forwarded clients get separate login budgets', async () => {
    const h = await startHarness('proxytrust_addr', { ...production, TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await budgets(h, '/api/auth/login', wrongLogin, '203.0.113.10')).toEqual([401, 401, 401, 429]);
      // A client that prepends an invented address is still counted by the address the proxy saw.
      const spoofed = await api(h.target, 'POST', '/api/auth/login', {
        body: wrongLogin(50),
        headers: { 'X-Forwarded-For': '192.0.2.1, 203.0.113.10' },
      });
      expect(spoofed.status).toBe(429);
      expect(await budgets(h, '/api/auth/login', (i) => wrongLogin(100 + i), '203.0.113.20')).toEqual([401, 401, 401, 429]);
    } finally {
      await h.close();
    }
  });

  it('by hop count: two forwarded clients get separate form budgets', async () => {
    const h = await startHarness('proxytrust_hops', { ...production, TRUST_PROXY: '1' });
    try {
      const newsletter = (tag: string) => (i: number) => ({ email: `${tag}-${i}@example.org`, consent: true });
      expect(await budgets(h, '/api/v1/newsletter', newsletter('a'), '203.0.113.30')).toEqual([201, 201, 201, 429]);
      expect(await budgets(h, '/api/v1/newsletter', newsletter('b'), '203.0.113.40')).toEqual([201, 201, 201, 429]);
    } finally {
      await h.close();
    }
  });
});

describe('TRUST_PROXY configuration', () => {
  const load = (TRUST_PROXY?: string) => loadConfig({ TRUST_PROXY });

  it('trusts nobody when unset or empty, and refuses "trust everyone" and malformed entries', () => {
    expect(trustProxyOption(load().TRUST_PROXY)).toBe(false);
    expect(trustProxyOption(load('').TRUST_PROXY)).toBe(false);
    expect(trustProxyOption(load('0').TRUST_PROXY)).toBe(false);
    for (const bad of ['true', '*', '10.0.0.0/33', '127.0.0.1,evil.example', '::1/129'])
      expect(() => load(bad), bad).toThrow(/TRUST_PROXY/);
  });

  it('accepts addresses, CIDRs and proxy-addr range names', () => {
    expect(trustProxyOption(load('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback').TRUST_PROXY)).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });
});
