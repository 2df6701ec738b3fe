/**
 * What answers expose: staff identity in public answers and pages, patient and
 * applicant data on an editor's dashboard, links with other schemes than https,
 * UI-text overrides under names that are no message ids, and translation writes that left stale
 * pages in the cache. Production server with the built site, on MongoDB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/contract/endpoints';
import { seedCollections } from '../../content/demo';
import { staffUsers } from '../../content/demo/users';
import { api, login } from '../contract/target';
import { startHarness, type Harness } from './harness';
import { updateBody } from '../support/records';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('exposure', {}, { site: true });
});
afterAll(() => h?.close());

const fixtures = seedCollections();
const first = (collection: keyof typeof fixtures, visible: (r: Record<string, unknown>) => boolean = () => true) =>
  String((fixtures[collection] as Record<string, unknown>[]).find(visible)!.slug);
/** A real value for every path parameter of the public endpoints, so each answers with content. */
const PARAMS: Record<string, Record<string, string>> = {
  'treatments.bySlug': { slug: first('treatments') },
  'team.bySlug': { slug: first('team', (m) => !!m.published) },
  'blog.bySlug': { slug: first('blog', (p) => p.status === 'published') },
  'pages.bySlug': { slug: first('pages', (p) => !!p.published) },
  'jobs.bySlug': { slug: first('jobs', (j) => !!j.published) },
};
const QUERY: Record<string, string> = { 'content.list': '?page=home', 'seo.get': '?page=home' };
const staffEmails = staffUsers.map((u) => u.email.toLowerCase());

describe('public answers carry no staff identity', () => {
  it('no public GET of the endpoint table answers updatedBy or a staff address, also after staff edits', async () => {
    // Staff edit records every public answer is made of: each now names the admin in updatedBy.
    const token = await login(h.target, 'admin');
    const team = fixtures.team.find((m) => m.published)!;
    expect(
      (await api(h.target, 'PUT', `/api/v1/admin/team/${team.id}`, { token, body: { ...updateBody(team), order: team.order } }))
        .status,
    ).toBe(200);
    const hero = await api(h.target, 'GET', '/api/v1/admin/hero/hero', { token });
    expect((await api(h.target, 'PUT', '/api/v1/admin/hero/hero', { token, body: updateBody(hero.json) })).status).toBe(200);
    expect(await h.db.collection('team').countDocuments({ updatedBy: staffUsers.find((u) => u.role === 'admin')!.email })).toBe(
      1,
    );
    // A preview link of a treatment's draft: its token is the credential of `preview.open`, whose
    // answer is the draft as visitors would get it once published.
    const treatment = (await api(h.target, 'GET', `/api/v1/admin/treatments/${fixtures.treatments[0]!.id}`, { token })).json;
    const draft = await api(h.target, 'PUT', `/api/v1/admin/treatments/${treatment.id}/draft`, {
      token,
      body: updateBody(treatment),
    });
    expect(draft.status).toBe(200);
    const link = await api(h.target, 'POST', `/api/v1/admin/treatments/${treatment.id}/preview`, {
      token,
      body: { language: 'en' },
    });
    expect(link.status).toBe(200);
    PARAMS['preview.open'] = { token: String(link.json.url).split('/preview/')[1] };

    const reads = endpoints.filter((e) => e.access === 'public' && e.method === 'GET' && e.id !== 'media.file');
    expect(reads.length).toBeGreaterThan(20);
    for (const e of reads) {
      const path = e.path.replace(/:(\w+)/g, (_, name: string) => PARAMS[e.id]?.[name] ?? 'x') + (QUERY[e.id] ?? '');
      const r = await api(h.target, 'GET', path);
      expect(r.status, path).toBe(200);
      expect(r.text, path).not.toMatch(/updatedBy|createdBy/);
      for (const email of staffEmails) expect(r.text.toLowerCase(), `${path} names ${email}`).not.toContain(email);
    }
  });

  it('a rendered page (HTML and hydration data) names no staff member', async () => {
    const token = await login(h.target, 'admin');
    const team = fixtures.team.find((m) => m.published)!;
    await api(h.target, 'PUT', `/api/v1/admin/team/${team.id}`, { token, body: updateBody(team) });
    for (const path of ['/de', `/de/team/${team.slug}`, '/en/team']) {
      const res = await fetch(h.target.baseUrl + path);
      const html = (await res.text()).toLowerCase();
      expect(res.status, path).toBe(200);
      expect(html, path).not.toContain('updatedby');
      for (const email of staffEmails) expect(html, `${path} names ${email}`).not.toContain(email);
    }
  });
});

describe('the dashboard follows the role rules of its records', () => {
  it("an editor's dashboard has no patient or applicant names and no message subjects; reception's has them", async () => {
    const editor = await api(h.target, 'GET', '/api/v1/admin/dashboard-stats', { token: await login(h.target, 'editor') });
    expect(editor.status).toBe(200);
    expect(editor.json.latest).not.toHaveProperty('appointments');
    expect(editor.json.latest).not.toHaveProperty('messages');
    expect(editor.json.latest).not.toHaveProperty('applications');
    expect(editor.json).not.toHaveProperty('newAppointments');
    expect(editor.json).not.toHaveProperty('unreadMessages');
    expect(editor.json).not.toHaveProperty('newApplications');
    expect(editor.json.latest.reviews).toBeInstanceOf(Array);
    const text = editor.text;
    for (const r of [...fixtures.appointments, ...fixtures.applications]) expect(text).not.toContain(String(r.lastName));
    for (const m of fixtures.messages) expect(text).not.toContain(String(m.subject));

    const reception = await api(h.target, 'GET', '/api/v1/admin/dashboard-stats', { token: await login(h.target, 'reception') });
    expect(reception.status).toBe(200);
    expect(reception.json.latest.appointments.length).toBeGreaterThan(0);
    expect(reception.json.latest.messages.map((m: { label: string }) => m.label)).toContain(
      String(fixtures.messages.at(-1)!.subject),
    );
    expect(reception.json.newAppointments).toBe(await h.db.collection('appointments').countDocuments({ status: 'new' }));
    // Reviews are content (editors'): not on reception's dashboard.
    expect(reception.json.latest).not.toHaveProperty('reviews');
    expect(reception.json).not.toHaveProperty('pendingReviews');
  });
});

describe('links are https', () => {
  it('refuses javascript:, data: and protocol-relative links in the settings', async () => {
    const token = await login(h.target, 'admin');
    const settings = updateBody((await api(h.target, 'GET', '/api/v1/admin/settings/settings', { token })).json);
    for (const [field, value] of [
      ['facebook', 'javascript:alert(document.cookie)'],
      ['instagram', 'data:text/html,<script>alert(1)</script>'],
      ['youtube', '//evil.example/'],
      ['youtube', 'http://www.youtube.com/@praxis'],
    ]) {
      const r = await api(h.target, 'PUT', '/api/v1/admin/settings/settings', {
        token,
        body: { ...settings, socialLinks: { ...settings.socialLinks, [field]: value } },
      });
      expect(r.status, value).toBe(400);
      expect(r.json.issues).toContainEqual({ path: ['socialLinks', field], message: 'validation.url' });
    }
    const bad = await api(h.target, 'PUT', '/api/v1/admin/settings/settings', {
      token,
      body: { ...settings, bookingUrl: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    const ok = await api(h.target, 'PUT', '/api/v1/admin/settings/settings', {
      token,
      body: { ...settings, socialLinks: { ...settings.socialLinks, youtube: '' } },
    });
    expect(ok.status).toBe(200);
    expect((await api(h.target, 'GET', '/api/v1/settings')).json.data.socialLinks.youtube).toBe('');
  });
});

describe('UI-text overrides', () => {
  it('accept only message ids of the catalogue, 400 for __proto__, constructor and unknown ids', async () => {
    const token = await login(h.target, 'editor');
    for (const key of ['__proto__', 'constructor', 'toString', 'form.__proto__', 'nav.nothing.here']) {
      const one = await api(h.target, 'PUT', '/api/v1/admin/translations/field', {
        token,
        body: { language: 'de', key, value: 'x' },
      });
      expect(one.status, key).toBe(400);
      expect(one.json.code).toBe('validation');
      const batch = await api(h.target, 'POST', '/api/v1/admin/translations/batch', {
        token,
        raw: `{"language":"de","entries":{${JSON.stringify(key)}:"x"}}`,
      });
      expect(batch.status, key).toBe(400);
    }
    expect(await h.db.collection('translations').countDocuments()).toBe(0);
    const public_ = await api(h.target, 'GET', '/api/v1/translations?lang=de');
    expect(public_.json.data).toEqual({});
  });

  it('a translation write shows at once, not after the cached answer expires (the public cache is cleared)', async () => {
    const token = await login(h.target, 'editor');
    const id = 'form.booking.submit';
    const overrides = async () => (await api(h.target, 'GET', '/api/v1/translations?lang=de')).json.data;
    expect(await overrides()).toEqual({}); // now cached
    const put = await api(h.target, 'PUT', '/api/v1/admin/translations/field', {
      token,
      body: { language: 'de', key: id, value: 'Jetzt Wunschtermin senden' },
    });
    expect(put.status).toBe(200);
    expect(await overrides()).toEqual({ [id]: 'Jetzt Wunschtermin senden' });
    const removed = await api(h.target, 'POST', '/api/v1/admin/translations/batch', {
      token,
      body: { language: 'de', entries: { [id]: '' } },
    });
    expect(removed.json).toEqual({ updated: 0, removed: 1 });
    expect(await overrides()).toEqual({});
  });
});
