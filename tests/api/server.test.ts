/** Integration tests of the production API on MongoDB that the mocks do not cover. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, login } from '../contract/target';
import { sentMails, startHarness, tokenFrom, type Harness } from './harness';
import { applicationForm } from '../support/applications';
import { updateBody } from '../support/records';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('server');
});
beforeEach(() => h.target.reset());
afterAll(() => h?.close());

describe('production API', () => {
  it('reports health with the database state and serves the OpenAPI docs', async () => {
    const health = await api(h.target, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.json.data).toMatchObject({ status: 'ok', database: 'up' });
    const docs = await api(h.target, 'GET', '/api/docs/json');
    expect(docs.json.openapi).toBe('3.1.0');
    expect(Object.keys(docs.json.paths)).toContain('/api/v1/appointments');
  });

  it('stores passwords hashed, never returns them, and rejects an expired session', async () => {
    const user = await h.db.collection('users').findOne({ role: 'admin' });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    const token = await login(h.target, 'admin');
    const users = await api(h.target, 'GET', '/api/v1/admin/users', { token });
    expect(JSON.stringify(users.json)).not.toContain('passwordHash');
    await h.db.collection('sessions').updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await api(h.target, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('invites a staff member who registers with the e-mailed token, once', async () => {
    const admin = await login(h.target, 'admin');
    const invited = await api(h.target, 'POST', '/api/v1/admin/users', {
      token: admin,
      body: { email: 'neu@example.org', name: 'Neue Kollegin', role: 'reception' },
    });
    expect(invited.status).toBe(201);
    expect(invited.json.status).toBe('invited');
    const mail = (await sentMails(h)).find((m) => m.to === 'neu@example.org')!;
    const invitationToken = tokenFrom(mail.sealed.text);
    const body = { invitationToken, email: 'neu@example.org', name: 'Neue Kollegin', password: 'ein-sicheres-passwort' };
    const reg = await api(h.target, 'POST', '/api/auth/register', { body });
    expect(reg.status).toBe(201);
    expect(reg.json.data.user).toMatchObject({ role: 'reception', status: 'active' });
    expect((await api(h.target, 'POST', '/api/auth/register', { body })).status).toBe(403);
  });

  it('resets a password with a one-hour single-use token and ends old sessions', async () => {
    const old = await login(h.target, 'editor');
    await api(h.target, 'POST', '/api/auth/forgot-password', { body: { email: h.target.credentials.editor.email } });
    const token = tokenFrom((await sentMails(h))[0].sealed.text);
    const tokenDoc = await h.db.collection('tokens').findOne({ kind: 'reset' });
    expect(tokenDoc!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect((await api(h.target, 'POST', '/api/auth/reset-password', { body: { token, password: 'zu-kurz' } })).status).toBe(400);
    expect(
      (await api(h.target, 'POST', '/api/auth/reset-password', { body: { token, password: 'ein-neues-langes-passwort' } }))
        .status,
    ).toBe(200);
    expect(
      (await api(h.target, 'POST', '/api/auth/reset-password', { body: { token, password: 'noch-ein-neues-passwort' } })).status,
    ).toBe(400);
    expect((await api(h.target, 'GET', '/api/auth/me', { token: old })).status).toBe(401);
    const relog = await api(h.target, 'POST', '/api/auth/login', {
      body: { email: h.target.credentials.editor.email, password: 'ein-neues-langes-passwort' },
    });
    expect(relog.status).toBe(200);
  });

  it('refuses operator objects and unknown fields on every public POST, never 500, storing nothing', async () => {
    const posts = [
      '/api/v1/contact',
      '/api/v1/newsletter',
      '/api/v1/appointments',
      '/api/auth/login',
      '/api/auth/forgot-password',
    ];
    const before = await Promise.all(['messages', 'newsletter', 'appointments'].map((c) => h.db.collection(c).countDocuments()));
    for (const path of posts)
      for (const body of [
        { email: { $gt: '' } },
        { email: 'a@example.org', extra: { $where: '1' } },
        [],
        'text',
        { name: 'x'.repeat(100_000) },
      ]) {
        const r = await api(h.target, 'POST', path, { body });
        expect(r.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(r.json.code).toBe('validation');
      }
    const after = await Promise.all(['messages', 'newsletter', 'appointments'].map((c) => h.db.collection(c).countDocuments()));
    expect(after).toEqual(before);
  });

  it('answers simultaneous subscriptions of one address alike, with one stored row', async () => {
    const body = { email: 'Gleichzeitig@example.org', consent: true, language: 'de' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => api(h.target, 'POST', '/api/v1/newsletter', { body })));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((r) => r.json.data.id)).size).toBe(1);
    expect(await h.db.collection('newsletter').countDocuments({ email: 'gleichzeitig@example.org' })).toBe(1);
  });

  it('keeps every answer 201 when many addresses are subscribed simultaneously, round after round', async () => {
    // 30 rounds of 16 simultaneous subscriptions of one address: before the atomic upsert, the test
    // database aborted a few in a hundred of them as a deadlock, and the patient read a 500.
    const statuses = new Map<number, number>();
    for (let round = 0; round < 30; round++) {
      const body = { email: `Runde${round}@example.org`, consent: true, language: 'fr' };
      const answers = await Promise.all(Array.from({ length: 16 }, () => api(h.target, 'POST', '/api/v1/newsletter', { body })));
      for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      expect(new Set(answers.map((r) => r.json.data?.id)).size, `round ${round}`).toBe(1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 201: 480 });
    const rows = await h.db
      .collection('newsletter')
      .find({ email: /^runde\d+@example\.org$/ })
      .toArray();
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.status === 'pending' && r.language === 'fr' && !('consent' in r) && !('website' in r))).toBe(true);
  });

  it('invalidates the cached contact data when staff change it', async () => {
    const first = await api(h.target, 'GET', '/api/v1/public/contact');
    const token = await login(h.target, 'editor');
    const fields = updateBody((await api(h.target, 'GET', '/api/v1/admin/contact/contact', { token })).json);
    await api(h.target, 'PUT', '/api/v1/admin/contact/contact', { token, body: { ...fields, phone_primary: '+49 89 000000' } });
    const second = await api(h.target, 'GET', '/api/v1/public/contact');
    expect(first.json.data.phone_primary).not.toBe('+49 89 000000');
    expect(second.json.data.phone_primary).toBe('+49 89 000000');
  });

  it('serves public content from its cache until staff change it', async () => {
    const first = await fetch(`${h.target.baseUrl}/api/v1/treatments/veneers`);
    const second = await fetch(`${h.target.baseUrl}/api/v1/treatments/veneers`);
    expect(second.headers.get('x-cache')).toBe('hit');
    const original = (await first.json()).data;
    const token = await login(h.target, 'editor');
    const { id, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = original;
    const put = await api(h.target, 'PUT', `/api/v1/admin/treatments/${id}`, {
      token,
      body: { ...fields, title: { ...fields.title, es: 'Carillas dentales' } },
    });
    expect(put.status).toBe(200);
    const after = await fetch(`${h.target.baseUrl}/api/v1/treatments/veneers`);
    expect(after.headers.get('x-cache')).toBeNull();
    expect((await after.json()).data.title.es).toBe('Carillas dentales');
  });

  it('stores a CV in GridFS and lets only reception and admin download it', async () => {
    const form = applicationForm(new Blob([new TextEncoder().encode('%PDF-1.7\nLebenslauf')]), 'cv.pdf', {
      firstName: 'Lea',
      email: 'lea@example.org',
      phone: '+49 151 0000000',
    });
    const created = await api(h.target, 'POST', '/api/v1/jobs/applications', { form });
    expect(created.status).toBe(201);
    const path = `/api/v1/admin/applications/${created.json.data.id}/cv`;
    expect((await api(h.target, 'GET', path)).status).toBe(401);
    expect((await api(h.target, 'GET', path, { token: await login(h.target, 'editor') })).status).toBe(403);
    const dl = await api(h.target, 'GET', path, { token: await login(h.target, 'admin') });
    expect(dl.status).toBe(200);
    expect(dl.text).toContain('Lebenslauf');
    expect(await h.db.collection('uploads.files').countDocuments()).toBe(1);
  });

  it('makes responsive variants of an uploaded image and serves them with long-lived caching and ETags', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)]), 'praxis.png');
    form.set('alt_de', 'Behandlungsraum');
    const token = await login(h.target, 'editor');
    const media = await api(h.target, 'POST', '/api/v1/admin/media', { token, form });
    expect(media.status).toBe(201);
    expect(media.json).toMatchObject({ width: 1200, height: 600, contentType: 'image/png', alt: { de: 'Behandlungsraum' } });
    // 480 and 960, and the original's own width (below 1600): a wide screen gets the whole picture, never an upscaled one.
    expect(media.json.variants.map((v: { width: number; format: string }) => `${v.width}${v.format}`).sort()).toEqual([
      '1200avif',
      '1200webp',
      '480avif',
      '480webp',
      '960avif',
      '960webp',
    ]);
    const res = await fetch(h.target.baseUrl + media.json.variants[0].url);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const etag = res.headers.get('etag')!;
    expect((await fetch(h.target.baseUrl + media.json.variants[0].url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('computes dashboard figures from the database', async () => {
    const token = await login(h.target, 'reception');
    const stats = await api(h.target, 'GET', '/api/v1/admin/dashboard-stats', { token });
    expect(stats.status).toBe(200);
    const newAppointments = await h.db.collection('appointments').countDocuments({ status: 'new' });
    expect(stats.json.newAppointments).toBe(newAppointments);
    // Completeness comes from the treatments, which reception may not list.
    const admin = await api(h.target, 'GET', '/api/v1/admin/dashboard-stats', { token: await login(h.target, 'admin') });
    expect(admin.json.translationCompleteness.de).toBe(100);
  });

  it('answers unknown API paths with the contract 404 body and sends security headers', async () => {
    const r = await api(h.target, 'GET', '/api/v1/nothing-here');
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ message: 'error.notFound', code: 'not_found' });
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(r.headers.get('x-request-id')).toBeTruthy();
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    // Contract answers carry the API header set: nothing in them may run or be framed or sniffed.
    const contact = await api(h.target, 'GET', '/api/v1/public/contact');
    expect(contact.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(contact.headers.get('x-content-type-options')).toBe('nosniff');
    const refused = await api(h.target, 'POST', '/api/v1/contact', { body: { name: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
