/**
 * Simultaneous "create unless it exists" requests on the production server: each key is
 * decided by a unique index in one write, never by a check followed by an insert, and a write the
 * database aborts under contention is tried again. So of simultaneous requests for one key exactly
 * one is stored, the others read the contract's 409, and nobody reads a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from '../contract/target';
import { startHarness, type Harness } from './harness';
import { updateBody } from '../support/records';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('concurrent_writes');
});
afterAll(() => h?.close());

const statuses = (answers: { status: number }[]) =>
  answers
    .map((a) => a.status)
    .sort()
    .join(' ');

describe('simultaneous writes of one key', () => {
  it('stores one job of a slug when several editors create it at once; the others get 409', async () => {
    const token = await login(h.target, 'editor');
    const fields = updateBody((await api(h.target, 'GET', '/api/v1/admin/jobs', { token })).json[0]);
    for (let round = 0; round < 10; round++) {
      const body = { ...fields, slug: `gleichzeitige-stelle-${round}` };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => api(h.target, 'POST', '/api/v1/admin/jobs', { token, body })),
      );
      expect(statuses(answers), `round ${round}`).toBe(['201', ...Array(7).fill('409')].join(' '));
      expect(answers.find((a) => a.status === 409)!.json).toMatchObject({ code: 'duplicate' });
      expect(await h.db.collection('jobs').countDocuments({ slug: body.slug })).toBe(1);
    }
  });

  it('invites an address once when the invitation is sent several times at once', async () => {
    const token = await login(h.target, 'admin');
    for (let round = 0; round < 10; round++) {
      const body = { email: `gleichzeitig${round}@example.org`, name: 'Neue Kollegin', role: 'reception' };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => api(h.target, 'POST', '/api/v1/admin/users', { token, body })),
      );
      expect(statuses(answers), `round ${round}`).toBe(['201', ...Array(7).fill('409')].join(' '));
      expect(await h.db.collection('users').countDocuments({ email: body.email })).toBe(1);
    }
  });
});
