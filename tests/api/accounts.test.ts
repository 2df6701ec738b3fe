/**
 * Staff accounts on the production API: per-account login throttling, the first admin
 * and the last one, tokens kept out of logs and links, single-use tokens that a typo does not burn
 * and that die together, password strength and the own-password change, canonical e-mails, the
 * users list's role filter.
 */
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../api/config';
import { weakSeedPassword } from '../../api/seed';
import { setupLinkIfNoAdmin } from '../../api/plugins/app/services';
import { ACCOUNT_UNDER_ATTACK, FREE_LOGIN_ATTEMPTS } from '../../src/contract/rules/loginThrottle';
import { api, login } from '../contract/target';
import { sentMails, startHarness, tokenFrom, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  // The tests speak as clients at different addresses: the harness believes X-Forwarded-For from itself.
  h = await startHarness('accounts', { TRUST_PROXY: '127.0.0.1' });
});
beforeEach(() => h.target.reset());
afterAll(() => h?.close());

const STRONG = 'Kaffeetasse-Blauwal-Regen';

async function invite(email: string, role = 'reception') {
  const admin = await login(h.target, 'admin');
  const r = await api(h.target, 'POST', '/api/v1/admin/users', { token: admin, body: { email, name: 'Neue Kollegin', role } });
  expect(r.status).toBe(201);
  const mail = (await sentMails(h)).find((m) => m.to === email.trim().toLowerCase())!;
  return { id: r.json.id as string, token: tokenFrom(mail.sealed.text) };
}

const signIn = (email: string, password: string, client: string) =>
  api(h.target, 'POST', '/api/auth/login', { body: { email, password }, headers: { 'X-Forwarded-For': client } });

describe('login throttling per account and client', () => {
  it('makes a guessing client wait, even with the right password, while a client that did not fail signs in', async () => {
    const { email, password } = h.target.credentials.admin;
    const guesser = '203.0.113.7';
    for (let i = 0; i < FREE_LOGIN_ATTEMPTS; i++) expect((await signIn(email, 'falsch-falsch', guesser)).status).toBe(401);
    const locked = await signIn(` ${email.toUpperCase()}`, password, guesser);
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: 'rate_limited', message: 'error.loginLocked' });
    // The admin, at the practice's own address, is not locked out by someone else's guesses.
    expect((await signIn(email, password, '198.51.100.20')).status).toBe(200);
    // Stored per instance-independent keys, with neither the e-mail nor the client's address.
    const stored = JSON.stringify(await h.db.collection('loginAttempts').find().toArray());
    expect(stored).not.toContain(email);
    expect(stored).not.toContain(guesser);
    // Once the guesser's wait is over, the right password works there too and clears its count.
    await h.db.collection('loginAttempts').updateMany({}, { $set: { nextAttemptAt: new Date(Date.now() - 1000) } });
    expect((await signIn(email, password, guesser)).status).toBe(200);
    expect(await h.db.collection('loginAttempts').countDocuments({ account: { $exists: true } })).toBe(0);
  });

  it('gives every client one free attempt once many clients guessed at an account, and shows admins the attempts', async () => {
    const { email, password } = h.target.credentials.editor;
    // Guesses spread over many addresses, one each: none of them waits by itself.
    for (let i = 0; i < ACCOUNT_UNDER_ATTACK; i++)
      expect((await signIn(email, 'falsch-falsch', `192.0.2.${i}`)).status).toBe(401);
    // Past that many, one wrong try makes a client wait (an IPv6 client by its /64 network) …
    expect((await signIn(email, 'falsch-falsch', '2001:db8:1:2::17')).status).toBe(401);
    expect((await signIn(email, 'falsch-falsch', '2001:db8:1:2:ffff::1')).status).toBe(429);
    // … and the editor, from a client that did not fail, still signs in.
    expect((await signIn(email, password, '198.51.100.30')).status).toBe(200);

    const admin = await login(h.target, 'admin');
    const users = (await api(h.target, 'GET', '/api/v1/admin/users', { token: admin })).json as {
      id: string;
      email: string;
      signInAttempts?: { attempts: number; waitingClients: number; lastAttemptAt: string };
    }[];
    const editor = users.find((u) => u.email === email)!;
    expect(editor.signInAttempts).toEqual({
      attempts: ACCOUNT_UNDER_ATTACK + 1, // the failed ones; the editor's own success does not count
      waitingClients: 1,
      lastAttemptAt: expect.any(String),
    });
    expect(users.find((u) => u.email === h.target.credentials.reception.email)!.signInAttempts).toBeUndefined();
    const one = (await api(h.target, 'GET', `/api/v1/admin/users/${editor.id}`, { token: admin })).json;
    expect(one.signInAttempts).toEqual(editor.signInAttempts);
    // Only admins see it: the users list is theirs alone.
    expect((await api(h.target, 'GET', '/api/v1/admin/users', { token: await login(h.target, 'editor') })).status).toBe(403);
  });

  it('throttles an unknown address exactly like an existing one', async () => {
    const answers = [];
    for (let i = 0; i <= FREE_LOGIN_ATTEMPTS; i++)
      answers.push(
        (await api(h.target, 'POST', '/api/auth/login', { body: { email: 'niemand@example.org', password: 'falsch-falsch' } }))
          .json,
      );
    expect(answers.slice(0, -1).every((a) => a.message === 'error.invalidCredentials')).toBe(true);
    expect(answers.at(-1)).toMatchObject({ code: 'rate_limited', message: 'error.loginLocked' });
  });

  it('counts simultaneous guesses: no more than the free attempts are checked', async () => {
    const { email } = h.target.credentials.editor;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => api(h.target, 'POST', '/api/auth/login', { body: { email, password: 'falsch-falsch' } })),
    );
    expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(FREE_LOGIN_ATTEMPTS);
    expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(12 - FREE_LOGIN_ATTEMPTS);
  });
});

describe('first admin and last admin', () => {
  it('never lets anonymous visitors register, even with no staff user at all; the setup token works once', async () => {
    await h.db.collection('users').deleteMany({});
    const body = { email: 'eindringling@example.org', name: 'Eindringling', password: STRONG };
    const answers = await Promise.all(Array.from({ length: 10 }, () => api(h.target, 'POST', '/api/auth/register', { body })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(403));
    expect(await h.db.collection('users').countDocuments()).toBe(0);

    const earlier = (await setupLinkIfNoAdmin(h.app))!; // e.g. logged by an earlier start or another instance
    const link = (await setupLinkIfNoAdmin(h.app))!;
    expect(link).toMatch(/\/admin\/register#token=/);
    const stored = await h.db.collection('tokens').findOne({ kind: 'setup' });
    expect(String(stored!._id)).not.toContain(tokenFrom(link)); // stored hashed
    const first = { invitationToken: tokenFrom(link), email: 'Chefin@Example.org', name: 'Die Chefin', password: STRONG };
    const [a, b] = await Promise.all([
      api(h.target, 'POST', '/api/auth/register', { body: first }),
      api(h.target, 'POST', '/api/auth/register', { body: { ...first, email: 'zweite@example.org' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 403]);
    const admins = await h.db.collection('users').find({ role: 'admin' }).toArray();
    expect(admins).toHaveLength(1);
    expect(await setupLinkIfNoAdmin(h.app)).toBeNull(); // an active admin exists now
    // The other setup link is worthless now: it would have made a second admin.
    const late = await api(h.target, 'POST', '/api/auth/register', {
      body: { ...first, invitationToken: tokenFrom(earlier), email: 'spaeter@example.org' },
    });
    expect(late.status).toBe(403);
    expect(await h.db.collection('users').countDocuments({ role: 'admin' })).toBe(1);
    expect(await h.db.collection('tokens').countDocuments({ kind: 'setup' })).toBe(0);
  });

  it('refuses to demote, deactivate or delete the last active admin, and allows it once another admin exists', async () => {
    const token = await login(h.target, 'admin');
    const me = (await api(h.target, 'GET', '/api/auth/me', { token })).json.data;
    const input = { email: me.email, name: me.name, role: me.role };
    for (const change of [{ role: 'editor' }, { status: 'deactivated' }]) {
      const r = await api(h.target, 'PUT', `/api/v1/admin/users/${me.id}`, { token, body: { ...input, ...change } });
      expect(r.status).toBe(403);
      expect(r.json.message).toBe('error.lastAdmin');
    }
    const del = await api(h.target, 'DELETE', `/api/v1/admin/users/${me.id}`, { token });
    expect(del.status).toBe(403);
    expect(del.json.message).toBe('error.lastAdmin');
    expect(await h.db.collection('users').findOne({ _id: me.id })).toMatchObject({ role: 'admin', status: 'active' });

    const editor = (await h.db.collection('users').findOne({ role: 'editor' }))!;
    const promoted = await api(h.target, 'PUT', `/api/v1/admin/users/${editor._id}`, {
      token,
      body: { email: editor.email, name: editor.name, role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    expect(
      (await api(h.target, 'PUT', `/api/v1/admin/users/${me.id}`, { token, body: { ...input, role: 'editor' } })).status,
    ).toBe(200);
  });
});

describe('reset and invitation tokens', () => {
  it("never shows an account link's token on the outbox screen, and drops it from the database when it expires", async () => {
    const { token } = await invite('zugang@example.org');
    await api(h.target, 'POST', '/api/auth/forgot-password', { body: { email: h.target.credentials.editor.email } });
    const reset = tokenFrom((await sentMails(h))[0].sealed.text);
    const admin = await login(h.target, 'admin');
    const screen = await api(h.target, 'GET', '/api/v1/admin/outbox', { token: admin });
    const shown = (screen.json as { kind: string; text: string }[]).filter((m) => m.kind !== 'messageReceipt');
    expect(shown.map((m) => m.kind).sort()).toEqual(['invitation', 'passwordReset']);
    for (const m of shown) {
      expect(m.text).toMatch(/\/admin\/(register|reset-password)#token=…/);
      expect(m.text).not.toContain(token);
      expect(m.text).not.toContain(reset);
    }
    for (const m of shown)
      expect(
        JSON.stringify(
          (await api(h.target, 'GET', `/api/v1/admin/outbox/${(m as never as { id: string }).id}`, { token: admin })).json,
        ),
      ).not.toMatch(new RegExp(`${token}|${reset}`));
    // Nor does the export of what is stored about the address (Art. 15) hand an admin the live link.
    const exported = await fetch(`${h.target.baseUrl}/api/v1/admin/privacy/export?email=zugang%40example.org`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(exported.status).toBe(200);
    const document = strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))['export.json']!);
    expect(document).toContain('#token=…');
    expect(document).not.toContain(token);
    // Without a mail server the mails stay held; once their links have expired the sweep removes them.
    await h.db
      .collection('outbox')
      .updateMany({ sealedUntil: { $exists: true } }, { $set: { sealedUntil: new Date(Date.now() - 1000) } });
    await h.app.jobs.add('mail.sweep', {}); // its run every few minutes, now
    await h.app.jobs.runDue();
    const stored = JSON.stringify(await h.db.collection('outbox').find().toArray());
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(reset);
    expect(stored).toContain('#token=…'); // the mail itself is still there for staff to see
  });

  it('ends every other reset link of the user when one is used', async () => {
    const { email } = h.target.credentials.editor;
    await api(h.target, 'POST', '/api/auth/forgot-password', { body: { email } });
    await api(h.target, 'POST', '/api/auth/forgot-password', { body: { email } });
    const [newer, older] = (await sentMails(h)).map((m) => tokenFrom(m.sealed.text));
    expect((await api(h.target, 'POST', '/api/auth/reset-password', { body: { token: newer, password: STRONG } })).status).toBe(
      200,
    );
    const r = await api(h.target, 'POST', '/api/auth/reset-password', { body: { token: older, password: `${STRONG}-2` } });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('error.invalidToken');
  });

  it('lets an invitee retry after a typo in the e-mail; the invitation is used up only by the success', async () => {
    const { token } = await invite('neu@example.org');
    const body = { invitationToken: token, email: 'nue@example.org', name: 'Neue Kollegin', password: STRONG };
    expect((await api(h.target, 'POST', '/api/auth/register', { body })).status).toBe(403);
    expect(
      (
        await api(h.target, 'POST', '/api/auth/register', {
          body: { ...body, password: 'password1234', email: 'neu@example.org' },
        })
      ).status,
    ).toBe(400);
    expect((await api(h.target, 'POST', '/api/auth/register', { body: { ...body, email: 'Neu@Example.org ' } })).status).toBe(
      201,
    );
    expect((await api(h.target, 'POST', '/api/auth/register', { body: { ...body, email: 'neu@example.org' } })).status).toBe(403);
  });

  it('keeps tokens out of the request log and mails links with the token in the fragment; outbox entries expire', async () => {
    const { token } = await invite('log@example.org');
    expect((await sentMails(h))[0].sealed.text).toContain('/admin/register#token=');
    await api(h.target, 'POST', '/api/auth/forgot-password', { body: { email: h.target.credentials.editor.email } });
    expect((await sentMails(h))[0].sealed.text).toContain('/admin/reset-password#token=');
    expect((await sentMails(h))[0].expiresAt).toBeInstanceOf(Date);
    const indexes = await h.db.collection('outbox').indexes();
    expect(indexes.find((i) => i.key.expiresAt)?.expireAfterSeconds).toBe(0);

    // Old mails still link with ?token=: such a request must not write its token to the log.
    const lines: string[] = [];
    const logStream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const config = loadConfig(
      { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info' },
      { MONGODB_URI: process.env.MONGODB_URI, MONGODB_DB: h.db.databaseName },
    );
    const app = await buildApp(config, { serveSite: true, siteRoot: resolve('dist/client'), logStream } as never);
    try {
      for (const path of [`/admin/register?token=${token}`, `/admin/reset-password?token=${token}`])
        expect((await app.inject({ method: 'GET', url: path })).statusCode).toBeLessThan(500);
    } finally {
      await app.close();
    }
    expect(lines.join('\n')).toContain('/admin/reset-password');
    expect(lines.join('\n')).not.toContain(token);
  });
});

describe('passwords', () => {
  it("counts the practice's own words as known: refused on reset, and for the seed's admin", async () => {
    await api(h.target, 'POST', '/api/auth/forgot-password', { body: { email: h.target.credentials.editor.email } });
    const token = tokenFrom((await sentMails(h))[0].sealed.text);
    const info = (await h.db.collection('practice').findOne({ _id: 'info' as never }))!;
    const street = String(info.locations[0].street).replace(/\s+/g, '');
    const owner = String(info.name)
      .split(/\s+/)
      .find((w) => w.length > 4 && !/praxis/i.test(w))!;
    for (const password of ['Passwort123!', 'Zahnarzt2026!', 'Praxis-München-1', `${street}2026!`, `Dr${owner}2026!`]) {
      const r = await api(h.target, 'POST', '/api/auth/reset-password', { body: { token, password } });
      expect(r.status, password).toBe(400);
      expect(r.json.issues, password).toEqual([{ path: ['password'], message: 'validation.password.weak' }]);
      expect(await weakSeedPassword(h.db, password, ['admin@example.org', 'Admin'])).toBe('validation.password.weak');
    }
    expect(await weakSeedPassword(h.db, STRONG, ['admin@example.org', 'Admin'])).toBeNull();
    expect((await api(h.target, 'POST', '/api/auth/reset-password', { body: { token, password: STRONG } })).status).toBe(200);
  });

  it('refuses weak passwords with a helpful message on reset and registration', async () => {
    await api(h.target, 'POST', '/api/auth/forgot-password', { body: { email: h.target.credentials.reception.email } });
    const token = tokenFrom((await sentMails(h))[0].sealed.text);
    const weak = await api(h.target, 'POST', '/api/auth/reset-password', { body: { token, password: 'password1234' } });
    expect(weak.status).toBe(400);
    expect(weak.json.issues).toEqual([{ path: ['password'], message: 'validation.password.weak' }]);
    // The weak attempt did not use up the link.
    expect((await api(h.target, 'POST', '/api/auth/reset-password', { body: { token, password: STRONG } })).status).toBe(200);
  });

  it('lets staff change their own password: current one required, strength checked, other sessions end', async () => {
    const { email, password } = h.target.credentials.reception;
    const other = await login(h.target, 'reception');
    const mine = await login(h.target, 'reception');
    const wrong = await api(h.target, 'POST', '/api/auth/password', {
      token: mine,
      body: { currentPassword: 'falsch', newPassword: STRONG },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.issues[0]).toEqual({ path: ['currentPassword'], message: 'error.wrongPassword' });
    const weak = await api(h.target, 'POST', '/api/auth/password', {
      token: mine,
      body: { currentPassword: password, newPassword: 'password1234' },
    });
    expect(weak.json.issues[0]).toEqual({ path: ['newPassword'], message: 'validation.password.weak' });
    expect(
      (await api(h.target, 'POST', '/api/auth/password', { body: { currentPassword: password, newPassword: STRONG } })).status,
    ).toBe(401);
    expect(
      (
        await api(h.target, 'POST', '/api/auth/password', {
          token: mine,
          body: { currentPassword: password, newPassword: STRONG },
        })
      ).status,
    ).toBe(200);
    expect((await api(h.target, 'GET', '/api/auth/me', { token: mine })).status).toBe(200);
    expect((await api(h.target, 'GET', '/api/auth/me', { token: other })).status).toBe(401);
    expect((await api(h.target, 'POST', '/api/auth/login', { body: { email, password: STRONG } })).status).toBe(200);
  });
});

describe('staff e-mails and the users list', () => {
  it('stores one canonical e-mail on every write path, unique', async () => {
    const admin = await login(h.target, 'admin');
    const editor = (await h.db.collection('users').findOne({ role: 'editor' }))!;
    const r = await api(h.target, 'PUT', `/api/v1/admin/users/${editor._id}`, {
      token: admin,
      body: { email: '  Neue.Redaktion@Praxis-Dr-Berger.DE ', name: editor.name, role: 'editor' },
    });
    expect(r.status).toBe(200);
    expect((await h.db.collection('users').findOne({ _id: editor._id }))!.email).toBe('neue.redaktion@praxis-dr-berger.de');
    const login2 = await api(h.target, 'POST', '/api/auth/login', {
      body: { email: 'NEUE.Redaktion@praxis-dr-berger.de', password: h.target.credentials.editor.password },
    });
    expect(login2.status).toBe(200);
    const clash = await api(h.target, 'PUT', `/api/v1/admin/users/${editor._id}`, {
      token: admin,
      body: { email: h.target.credentials.admin.email.toUpperCase(), name: editor.name, role: 'editor' },
    });
    expect(clash.status).toBe(409);
    const invited = await api(h.target, 'POST', '/api/v1/admin/users', {
      token: admin,
      body: { email: 'EMPFANG@praxis-dr-berger.de', name: 'Doppelt', role: 'reception' },
    });
    expect(invited.status).toBe(409);
    await api(h.target, 'POST', '/api/v1/newsletter', { body: { email: ' Leserin@Example.org', consent: true, language: 'de' } });
    expect(await h.db.collection('newsletter').findOne({ email: 'leserin@example.org' })).not.toBeNull();
  });

  it('filters the users list by role', async () => {
    const admin = await login(h.target, 'admin');
    const r = await api(h.target, 'GET', `/api/v1/admin/users?filter=${encodeURIComponent(JSON.stringify({ role: 'editor' }))}`, {
      token: admin,
    });
    expect(r.status).toBe(200);
    expect(r.json.length).toBeGreaterThan(0);
    expect(r.json.every((u: { role: string }) => u.role === 'editor')).toBe(true);
  });
});
