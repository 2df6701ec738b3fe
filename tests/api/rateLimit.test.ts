/**
 * Public forms are rate-limited per client (own server with a low limit, so other tests are
 * unaffected); the counters live in MongoDB, so every instance of the server counts in the same place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { countRequest, RATE_LIMIT_COLLECTION, type Counter } from '../../api/plugins/external/rateLimitStore';
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

describe('rate-limit counters in MongoDB (shared by every instance)', () => {
  const counters = () => h.db.collection<Counter>(RATE_LIMIT_COLLECTION);
  const SECRET = 'a-shared-secret-of-at-least-32-characters';

  it('counts concurrent first requests of one client exactly, and starts a new window when the old one ended', async () => {
    const earlier = new Set((await counters().find().toArray()).map((d) => String(d._id)));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countRequest(counters(), SECRET, 'POST /x', '203.0.113.9', 60_000)),
    );
    // Every request is counted: the client's new counter holds 20.
    const added = (await counters().find().toArray()).filter((d) => !earlier.has(String(d._id)));
    expect(added.map((d) => d.count)).toEqual([20]);
    // Each request is answered its own count, 1 to 20, so a limit of 10 refuses the 10 over it. (With
    // an incrementing upsert, the test database under load answered several, once all 20, with 1.)
    const counts = results.map((r) => r.current).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // The window ended; the TTL monitor has not removed the counter yet (it runs about once a minute).
    await counters().updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1_000) } });
    expect((await countRequest(counters(), SECRET, 'POST /x', '203.0.113.9', 60_000)).current).toBe(1);
  });

  it('stores no client address, and the counters expire by a TTL index', async () => {
    await countRequest(counters(), SECRET, 'POST /y', '198.51.100.77', 60_000);
    const docs = await counters().find().toArray();
    expect(JSON.stringify(docs)).not.toContain('198.51.100');
    // Nor a plain hash of it: the 2^32 IPv4 addresses are hashed in minutes, so an unkeyed hash
    // would name the address to whoever holds a copy of the database.
    const plain = createHash('sha256').update('POST /y\n198.51.100.77').digest('base64url');
    expect(docs.map((d) => d._id)).not.toContain(plain);
    const indexes = await counters().indexes();
    expect(indexes.find((i) => i.key.expiresAt === 1)?.expireAfterSeconds).toBe(0);
  });

  it('counts one client as one on instances that share the secret, and apart under another secret', async () => {
    const count = (secret: string) => countRequest(counters(), secret, 'POST /z', '203.0.113.50', 60_000);
    expect((await count(SECRET)).current).toBe(1);
    expect((await count(SECRET)).current).toBe(2);
    expect((await count('another-secret-of-at-least-32-characters')).current).toBe(1);
  });
});
