/**
 * Drafts, versions, scheduled publishing and preview in production:
 * through the Fastify server on MongoDB with the built site, its server rendering and its page
 * cache. A draft never reaches the public page, its API answer or the cache; publishing does; a
 * version restores the page; a scheduled post appears at its time (the jobs' clock moved forward
 * with runDue) and not before; a preview is the draft as the page, only through a staff member's
 * live link, never cached, not indexed. Needs the built site (npm run build:site).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serializeRequest } from '../../api/requestLog';
import { api, login } from '../contract/target';
import { startHarness, type Harness } from './harness';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness('editorial', {}, { site: true });
});
afterAll(() => h?.close());
beforeEach(async () => {
  await h.target.reset();
  token = await login(h.target, 'editor');
});

const HOUR = 3_600_000;
const page = async (path: string) => {
  const res = await fetch(h.target.baseUrl + path, { redirect: 'manual' });
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const strip = ({ id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest }: Record<string, any>) => rest;
const call = async (method: string, path: string, body?: unknown, as = token) => {
  const r = await api(h.target, method, path, { token: as, body });
  return r;
};
const ok = async (method: string, path: string, body?: unknown) => {
  const r = await call(method, path, body);
  expect(r.status, r.text).toBeLessThan(300);
  return r.json;
};

async function publishedTreatment() {
  const [t] = await ok('GET', `/api/v1/admin/treatments?range=[0,0]&sort=["slug","ASC"]&filter={"published":true}`);
  return t as Record<string, any>;
}

describe('drafts never reach visitors', () => {
  it('keeps a saved draft off the public page, its API answer and the page cache until it is published', async () => {
    const t = await publishedTreatment();
    const path = `/de/behandlungen/${t.slug}`;
    expect((await page(path)).html).toContain(t.title.de);
    expect((await page(path)).headers.get('x-cache')).toBe('hit');

    const draftTitle = 'Entwurfstitel, noch nicht freigegeben';
    const state = await ok('PUT', `/api/v1/admin/treatments/${t.id}/draft`, {
      ...strip(t),
      title: { ...t.title, de: draftTitle },
    });
    expect(state.draft.changed).toEqual(['title.de']);

    for (let i = 0; i < 2; i++) {
      const shown = await page(path);
      expect(shown.status).toBe(200);
      expect(shown.html).toContain(t.title.de);
      expect(shown.html).not.toContain(draftTitle);
    }
    h.app.publicCache.clear(); // a fresh render too
    const fresh = await page(path);
    expect(fresh.headers.get('x-cache')).toBe('miss');
    expect(fresh.html).not.toContain(draftTitle);
    expect((await api(h.target, 'GET', `/api/v1/treatments/${t.slug}`)).json.data.title.de).toBe(t.title.de);
    // The admin's own record is the live one, too.
    expect((await ok('GET', `/api/v1/admin/treatments/${t.id}`)).title.de).toBe(t.title.de);

    const live = await ok('POST', `/api/v1/admin/treatments/${t.id}/publish`);
    expect(live.title.de).toBe(draftTitle);
    expect((await page(path)).html).toContain(draftTitle);
    expect((await api(h.target, 'GET', `/api/v1/treatments/${t.slug}`)).json.data.title.de).toBe(draftTitle);
    const after = await ok('GET', `/api/v1/admin/treatments/${t.id}/editorial`);
    expect(after.draft).toBeNull();
    expect(after.versions.map((v: any) => [v.number, v.action])).toEqual([
      [1, 'published'],
      [0, 'baseline'],
    ]);
    expect(after.versions[0]).toMatchObject({ by: h.target.credentials.editor.email, changed: ['title.de'] });
  });
});

describe('the page cache', () => {
  it('stays when a draft is saved or discarded, a preview link made or a schedule set, and empties on publish', async () => {
    const t = await publishedTreatment();
    const path = `/en/treatments/${t.slug}`;
    await page(path);
    const cached = async () => (await page(path)).headers.get('x-cache');
    expect(await cached()).toBe('hit');
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/draft`, { ...strip(t), title: { ...t.title, en: 'Draft only' } });
    expect(await cached()).toBe('hit');
    await ok('POST', `/api/v1/admin/treatments/${t.id}/preview`, { language: 'en' });
    expect(await cached()).toBe('hit');
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/schedule`, {
      publishAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      unpublishAt: null,
    });
    expect(await cached()).toBe('hit');
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/schedule`, { publishAt: null, unpublishAt: null });
    await ok('DELETE', `/api/v1/admin/treatments/${t.id}/draft`);
    expect(await cached()).toBe('hit');
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/draft`, { ...strip(t), title: { ...t.title, en: 'Now published' } });
    await ok('POST', `/api/v1/admin/treatments/${t.id}/publish`);
    const after = await page(path);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(after.html).toContain('Now published');
  });
});

describe('versions', () => {
  it('restores the page of an earlier version, as a new version that says where it came from', async () => {
    const t = await publishedTreatment();
    const path = `/en/treatments/${t.slug}`;
    for (const title of ['Second wording', 'Third wording']) {
      await ok('PUT', `/api/v1/admin/treatments/${t.id}/draft`, { ...strip(t), title: { ...t.title, en: title } });
      await ok('POST', `/api/v1/admin/treatments/${t.id}/publish`);
    }
    expect((await page(path)).html).toContain('Third wording');

    const restored = await ok('POST', `/api/v1/admin/treatments/${t.id}/versions/1/restore`);
    expect(restored.title.en).toBe('Second wording');
    const shown = await page(path);
    expect(shown.html).toContain('Second wording');
    expect(shown.html).not.toContain('Third wording');

    await ok('POST', `/api/v1/admin/treatments/${t.id}/versions/0/restore`);
    expect((await page(path)).html).toContain(t.title.en);
    const { versions } = await ok('GET', `/api/v1/admin/treatments/${t.id}/editorial`);
    expect(versions.slice(0, 2).map((v: any) => [v.number, v.action, v.restoredFrom, v.changed])).toEqual([
      [4, 'restored', 0, ['title.en']],
      [3, 'restored', 1, ['title.en']],
    ]);
  });

  it('keeps every one of simultaneous publishes, each with its own number, and empties the page cache', async () => {
    const t = await publishedTreatment();
    const path = `/de/behandlungen/${t.slug}`;
    await page(path);
    expect((await page(path)).headers.get('x-cache')).toBe('hit');
    const title = 'Gleichzeitig veröffentlicht';
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/draft`, { ...strip(t), title: { ...t.title, de: title } });
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('POST', `/api/v1/admin/treatments/${t.id}/publish`)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const shown = await page(path);
    expect(shown.headers.get('x-cache')).toBe('miss');
    expect(shown.html).toContain(title);
    const { versions } = await ok('GET', `/api/v1/admin/treatments/${t.id}/editorial`);
    expect(versions.map((v: any) => v.number)).toEqual([4, 3, 2, 1, 0]);
  });

  it('restores a version exactly: a field the version did not have is gone again', async () => {
    const all = await ok('GET', `/api/v1/admin/treatments?range=[0,99]&sort=["slug","ASC"]&filter={"published":true}`);
    const t = all.find((r: Record<string, any>) => r.physicianName === undefined) as Record<string, any>;
    expect(t).toBeDefined();
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/draft`, { ...strip(t), physicianName: 'Dr. Nachgetragen' });
    expect((await ok('POST', `/api/v1/admin/treatments/${t.id}/publish`)).physicianName).toBe('Dr. Nachgetragen');
    const restored = await ok('POST', `/api/v1/admin/treatments/${t.id}/versions/0/restore`);
    expect(restored).not.toHaveProperty('physicianName');
    const live = await ok('GET', `/api/v1/admin/treatments/${t.id}`);
    expect(strip(live)).toEqual(strip(t));
    expect(live.id).toBe(t.id);
    expect(live.createdAt).toBe(t.createdAt);
    expect(live.updatedBy).toBe(h.target.credentials.editor.email);
  });

  it('keeps a version of a direct save through the CRUD update as well', async () => {
    const t = await publishedTreatment();
    await ok('PUT', `/api/v1/admin/treatments/${t.id}`, { ...strip(t), title: { ...t.title, fr: 'Titre modifié' } });
    const { versions } = await ok('GET', `/api/v1/admin/treatments/${t.id}/editorial`);
    expect(versions[0]).toMatchObject({ number: 1, action: 'published', changed: ['title.fr'] });
  });
});

async function newPost(slug: string, title: string) {
  const [category] = await ok('GET', '/api/v1/admin/blog-categories?range=[0,0]');
  return (await ok('POST', '/api/v1/admin/blog', {
    slug,
    title: { de: title, en: '', fr: '', es: '', ru: '' },
    excerpt: { de: 'Kurz.', en: '', fr: '', es: '', ru: '' },
    body: { de: 'Text.', en: '', fr: '', es: '', ru: '' },
    categoryId: category.id,
    author: 'Praxisteam',
    status: 'draft',
    publishedAt: null,
    readingMinutes: 2,
  })) as Record<string, any>;
}

describe('scheduled publishing', () => {
  it('takes a schedule stored before schedules had versions as none: the panel’s first change applies', async () => {
    const t = await publishedTreatment();
    const unpublishAt = new Date(Date.now() + 48 * HOUR).toISOString();
    await h.db.collection<{ _id: string } & Record<string, unknown>>('contentSchedules').insertOne({
      _id: `treatments:${t.id}`,
      resource: 'treatments',
      recordId: t.id,
      publishAt: null,
      unpublishAt,
      by: 'redaktion@praxis-dr-berger.de',
    });
    const shown = await ok('GET', `/api/v1/admin/treatments/${t.id}/editorial`);
    expect(shown.schedule).toMatchObject({ unpublishAt, updatedAt: null });
    const set = await api(h.target, 'PUT', `/api/v1/admin/treatments/${t.id}/schedule`, {
      token,
      body: { publishAt: null, unpublishAt: null },
      headers: { 'If-None-Match': '*' },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.json.schedule).toMatchObject({ unpublishAt: null, updatedAt: expect.any(String) });
  });

  it('publishes a post at its time and not before, and unpublishes it at the end of its schedule', async () => {
    const title = 'Montagsbeitrag um acht Uhr';
    const post = await newPost('montagsbeitrag', title);
    const publishAt = new Date(Date.now() + 2 * HOUR).toISOString();
    const unpublishAt = new Date(Date.now() + 5 * HOUR).toISOString();
    const state = await ok('PUT', `/api/v1/admin/blog/${post.id}/schedule`, { publishAt, unpublishAt });
    expect(state.schedule).toMatchObject({ publishAt, unpublishAt });

    expect((await page('/de/blog/montagsbeitrag')).status).toBe(404);
    expect((await page('/de/blog')).html).not.toContain(title);
    await h.app.jobs.runDue(HOUR); // an hour later: not yet
    expect((await page('/de/blog/montagsbeitrag')).status).toBe(404);
    expect((await page('/de/blog')).html).not.toContain(title);

    await h.app.jobs.runDue(3 * HOUR); // past its time
    const shown = await page('/de/blog/montagsbeitrag');
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(title);
    expect((await page('/de/blog')).html).toContain(title);
    const after = await ok('GET', `/api/v1/admin/blog/${post.id}/editorial`);
    expect(after.schedule).toMatchObject({ publishAt: null, unpublishAt });
    expect(after.versions[0]).toMatchObject({ action: 'scheduled' });

    await h.app.jobs.runDue(6 * HOUR);
    expect((await page('/de/blog/montagsbeitrag')).status).toBe(404);
    expect((await page('/de/blog')).html).not.toContain(title);
  });

  it('does nothing when the staff member who set it may no longer publish by then', async () => {
    const post = await newPost('zeitplan-ohne-autor', 'Geplant von jemandem, der nicht mehr darf');
    await ok('PUT', `/api/v1/admin/blog/${post.id}/schedule`, {
      publishAt: new Date(Date.now() + HOUR).toISOString(),
      unpublishAt: null,
    });
    const admin = await login(h.target, 'admin');
    const [editor] = (await api(h.target, 'GET', '/api/v1/admin/users?filter={"role":"editor"}', { token: admin })).json;
    const moved = await api(h.target, 'PUT', `/api/v1/admin/users/${editor.id}`, {
      token: admin,
      body: { email: editor.email, name: editor.name, role: 'reception', status: 'active' },
    });
    expect(moved.status, moved.text).toBe(200);
    await h.app.jobs.runDue(2 * HOUR);
    expect((await page('/de/blog/zeitplan-ohne-autor')).status).toBe(404);
    // The schedule stays in the panel, its time past: an editor sees it did not happen.
    const state = await api(h.target, 'GET', `/api/v1/admin/blog/${post.id}/editorial`, { token: admin });
    expect(state.json.schedule.publishAt).not.toBeNull();
    expect(state.json.versions).toEqual([]);
  });

  it("takes a deleted record's draft, schedule, preview links and translation state along; its versions stay", async () => {
    const post = await newPost('geloeschter-beitrag', 'Gelöscht vor seiner Zeit');
    await ok('PUT', `/api/v1/admin/blog/${post.id}/draft`, { ...strip(post), title: { ...post.title, de: 'Entwurf davon' } });
    await ok('PUT', `/api/v1/admin/blog/${post.id}/schedule`, {
      publishAt: new Date(Date.now() + HOUR).toISOString(),
      unpublishAt: null,
    });
    const link = await ok('POST', `/api/v1/admin/blog/${post.id}/preview`, { language: 'de' });
    expect((await fetch(link.url)).status).toBe(200);
    await ok('PUT', `/api/v1/admin/blog/${post.id}`, { ...strip(post), excerpt: { ...post.excerpt, de: 'Anders.' } });
    const key = `blog:${post.id}`;
    const db = h.db;
    expect(await db.collection('translationVersions').countDocuments({ _id: key as never })).toBe(1);
    expect(await db.collection('contentVersions').countDocuments({ recordId: post.id })).toBe(2);

    await ok('DELETE', `/api/v1/admin/blog/${post.id}`);
    for (const name of ['contentDrafts', 'contentSchedules', 'translationVersions'])
      expect(await db.collection(name).countDocuments({ _id: key as never }), name).toBe(0);
    expect(await db.collection('previewLinks').countDocuments({ recordId: post.id })).toBe(0);
    expect((await fetch(link.url)).status).toBe(404);
    // Kept: what was public, when and on whose word (editorial.ts, versionedDelete).
    expect(await db.collection('contentVersions').countDocuments({ recordId: post.id })).toBe(2);

    await h.app.jobs.runDue(2 * HOUR);
    expect((await call('GET', `/api/v1/admin/blog/${post.id}`)).status).toBe(404);
    expect(await db.collection('blog').countDocuments({ _id: post.id })).toBe(0);
    expect((await page('/de/blog/geloeschter-beitrag')).status).toBe(404);
  });

  it('does nothing at the old time once the schedule was cleared', async () => {
    const t = await publishedTreatment();
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/schedule`, {
      publishAt: null,
      unpublishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/schedule`, { publishAt: null, unpublishAt: null });
    await h.app.jobs.runDue(2 * HOUR);
    expect((await page(`/de/behandlungen/${t.slug}`)).status).toBe(200);
  });

  it('refuses an end before the start', async () => {
    const t = await publishedTreatment();
    const r = await call('PUT', `/api/v1/admin/treatments/${t.id}/schedule`, {
      publishAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      unpublishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(r.status).toBe(400);
    expect(r.json.issues[0].path).toEqual(['unpublishAt']);
    // The same order written with another offset: 11:00+05:00 is 06:00Z, before a 10:00Z start.
    const day = new Date(Date.now() + 24 * HOUR).toISOString().slice(0, 10);
    const offset = await call('PUT', `/api/v1/admin/treatments/${t.id}/schedule`, {
      publishAt: `${day}T10:00:00Z`,
      unpublishAt: `${day}T11:00:00+05:00`,
    });
    expect(offset.status).toBe(400);
  });
});

describe('what goes live is checked as the form is', () => {
  it('refuses to publish a hidden draft of a treatment outside dentistry that names no physician', async () => {
    const t = await publishedTreatment();
    // Hidden, the rule does not apply: the draft is saved.
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/draft`, {
      ...strip(t),
      published: false,
      outsideDentistry: true,
      physicianName: undefined,
    });
    // Publishing would show it: refused with the form's message, and the page stays as it was.
    const r = await call('POST', `/api/v1/admin/treatments/${t.id}/publish`);
    expect(r.status).toBe(400);
    expect(r.json.issues).toContainEqual({ path: ['physicianName'], message: 'validation.physicianRequired' });
    const live = await ok('GET', `/api/v1/admin/treatments/${t.id}`);
    expect(live.outsideDentistry ?? false).toBe(false);
    expect((await page(`/de/behandlungen/${t.slug}`)).status).toBe(200);
    await ok('DELETE', `/api/v1/admin/treatments/${t.id}/draft`);
  });
});

describe('preview', () => {
  it('shows the draft as the public page in the language asked for, never cached, not indexed, without scripts', async () => {
    const t = await publishedTreatment();
    const draftTitle = 'Vorschau des englischen Entwurfs';
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/draft`, { ...strip(t), title: { ...t.title, en: draftTitle } });
    const link = await ok('POST', `/api/v1/admin/treatments/${t.id}/preview`, { language: 'en' });
    expect(link.url).toMatch(/\/preview\/[A-Za-z0-9_-]{20,}$/);

    const preview = await fetch(link.url);
    const html = await preview.text();
    expect(preview.status).toBe(200);
    expect(html).toContain(draftTitle);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('name="robots" content="noindex');
    expect(html).not.toMatch(/<script\b/);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toContain('noindex');
    expect(preview.headers.get('x-cache')).toBeNull();
    // The server's log line names the route, not the link's token.
    const logged = serializeRequest({ method: 'GET', url: new URL(link.url).pathname, host: 'x', ip: '127.0.0.1' } as never);
    expect(logged.url).toBe('/preview/…');

    // The public page, rendered after the preview, is the live one.
    h.app.publicCache.clear();
    expect((await page(`/en/treatments/${t.slug}`)).html).not.toContain(draftTitle);
    await fetch(link.url);
    expect((await page(`/en/treatments/${t.slug}`)).html).not.toContain(draftTitle);
  });

  it('answers nothing to a made-up link or the link of a staff member who was deactivated', async () => {
    const t = await publishedTreatment();
    expect((await fetch(`${h.target.baseUrl}/preview/${'x'.repeat(43)}`)).status).toBe(404);
    const link = await ok('POST', `/api/v1/admin/treatments/${t.id}/preview`, { language: 'de' });
    expect((await fetch(link.url)).status).toBe(200);
    const admin = await login(h.target, 'admin');
    const [editor] = (await api(h.target, 'GET', '/api/v1/admin/users?filter={"role":"editor"}', { token: admin })).json;
    const off = await api(h.target, 'PUT', `/api/v1/admin/users/${editor.id}`, {
      token: admin,
      body: { email: editor.email, name: editor.name, role: editor.role, status: 'deactivated' },
    });
    expect(off.status, off.text).toBe(200);
    const dead = await fetch(link.url);
    expect(dead.status).toBe(404);
    expect(await dead.text()).not.toContain(t.title.de);
  });
});

describe('what a preview link shows (preview.open, the read the browser renders in mock mode)', () => {
  it('is the public answer the page will have once published: no bookkeeping, images sized from the media library', async () => {
    const t = await publishedTreatment();
    const image = {
      src: '/api/v1/media/media-oberfoehring-exterior',
      alt: { de: 'Praxis', en: 'Practice', fr: '', es: '', ru: '' },
      isHero: true,
    };
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/draft`, {
      ...strip(t),
      title: { ...t.title, en: 'Previewed wording' },
      images: [image],
    });
    const link = await ok('POST', `/api/v1/admin/treatments/${t.id}/preview`, { language: 'en' });
    const token = link.url.split('/preview/')[1];
    const opened = await api(h.target, 'GET', `/api/v1/preview/${token}`);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const { path, language, read } = opened.json.data;
    expect([path, language]).toEqual([`/en/treatments/${t.slug}`, 'en']);
    expect(read.path).toBe(`/api/v1/treatments/${t.slug}`);
    expect(opened.text).not.toContain('updatedBy');
    expect(opened.text).not.toContain(h.target.credentials.editor.email);
    expect(read.body.data.images[0]).toMatchObject({ width: 800, height: 500 });

    await ok('POST', `/api/v1/admin/treatments/${t.id}/publish`);
    const published = (await api(h.target, 'GET', `/api/v1/treatments/${t.slug}`)).json;
    const withoutStamp = ({ updatedAt: _u, ...rest }: Record<string, any>) => rest;
    expect(withoutStamp(read.body.data)).toEqual(withoutStamp(published.data));
  });

  it('answers not found to a made-up token', async () => {
    expect((await api(h.target, 'GET', `/api/v1/preview/${'y'.repeat(43)}`)).status).toBe(404);
  });
});

describe('guessing preview links', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await startHarness('editorial-limit', { RATE_LIMIT_LOGIN_PER_MIN: 3 }, { site: true });
  });
  afterAll(() => limited?.close());

  it('is rate-limited per client like the login, on the page and on its API read', async () => {
    for (const base of ['/preview/', '/api/v1/preview/']) {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await fetch(`${limited.target.baseUrl}${base}${String(i).repeat(40)}`)).status);
      expect(statuses, base).toEqual([404, 404, 404, 429]);
    }
  });
});

describe('who may', () => {
  it('refuses the editorial endpoints to reception and to visitors', async () => {
    const t = await publishedTreatment();
    const reception = await login(h.target, 'reception');
    const draft = { ...strip(t), title: { ...t.title, de: 'Von der Rezeption' } };
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/v1/admin/treatments/${t.id}/editorial`],
      ['PUT', `/api/v1/admin/treatments/${t.id}/draft`, draft],
      ['DELETE', `/api/v1/admin/treatments/${t.id}/draft`],
      ['POST', `/api/v1/admin/treatments/${t.id}/publish`],
      ['PUT', `/api/v1/admin/treatments/${t.id}/schedule`, { publishAt: null, unpublishAt: null }],
      ['POST', `/api/v1/admin/treatments/${t.id}/versions/0/restore`],
      ['POST', `/api/v1/admin/treatments/${t.id}/preview`, { language: 'de' }],
    ];
    for (const [method, path, body] of attempts) {
      expect((await call(method, path, body, reception)).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, body, '')).status, `${method} ${path}`).toBe(401);
    }
  });

  it('restores a version only under its own record and resource', async () => {
    const t = await publishedTreatment();
    await ok('PUT', `/api/v1/admin/treatments/${t.id}/draft`, { ...strip(t), title: { ...t.title, de: 'Geändert' } });
    await ok('POST', `/api/v1/admin/treatments/${t.id}/publish`);
    const [post] = await ok('GET', '/api/v1/admin/blog?range=[0,0]');
    const [other] = await ok('GET', `/api/v1/admin/treatments?range=[0,0]&filter={"published":true}&sort=["slug","DESC"]`);
    expect((await call('POST', `/api/v1/admin/treatments/${other.id}/versions/1/restore`)).status).toBe(404);
    expect((await call('POST', `/api/v1/admin/blog/${post.id}/versions/1/restore`)).status).toBe(404);
    expect((await ok('GET', `/api/v1/admin/treatments/${other.id}`)).title.de).toBe(other.title.de);
  });
});
