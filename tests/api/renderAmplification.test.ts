/**
 * Render amplification: URLs the server has never seen must not each cost a server
 * render, compression and page-cache entry. Junk query parameters share the canonical page's
 * cached answer (and do not show in its HTML), unknown paths share one not-found page per
 * language, unknown slugs (and drafts' slugs) the one of their kind without a render or entry each,
 * unknown blog categories send the visitor to the plain list, and renders are queued: overload
 * answers 503 with Retry-After while cached pages keep answering. Needs the built site.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/i18n/messages';
import { startHarness, type Harness } from './harness';

let h: Harness;
let tight: Harness;
beforeAll(async () => {
  h = await startHarness('renderAmp', {}, { site: true });
  // One render at a time and one waiting: a burst of uncached pages overflows at once.
  tight = await startHarness('renderAmpQueue', { RENDER_CONCURRENCY: 1, RENDER_QUEUE: 1 }, { site: true });
});
afterAll(async () => {
  await h?.close();
  await tight?.close();
});

const get = async (path: string) => {
  const res = await fetch(h.target.baseUrl + path, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const title = (html: string) =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

describe('junk query parameters', () => {
  it('share the canonical page: 200 unique query strings add no render and no cache entry, and the HTML does not show them', async () => {
    const canonical = await get('/de/kontakt');
    expect(canonical.status).toBe(200);
    const renders = h.app.pageRenderer.renders;
    const { entries } = h.app.publicCache.size();
    for (let i = 0; i < 200; i++) {
      const page = await get(`/de/kontakt?utm_source=flood${i}&x${i}=${i}`);
      expect.soft(page.status).toBe(200);
      expect.soft(page.headers.get('x-cache')).toBe('hit');
      expect.soft(page.html).not.toContain(`flood${i}`);
      expect.soft(page.html).toBe(canonical.html);
    }
    expect(h.app.pageRenderer.renders).toBe(renders);
    expect(h.app.publicCache.size().entries).toBe(entries);
  });

  it('keeps the parameters the page reads: the blog list per category and page, in any order and spelling', async () => {
    const first = await get('/de/blog?page=2&utm_medium=x');
    expect(first.status).toBe(200);
    const renders = h.app.pageRenderer.renders;
    for (const variant of ['/de/blog?page=2', '/de/blog?junk=1&page=2', '/de/blog?page=02&junk=2']) {
      const page = await get(variant);
      expect.soft(page.headers.get('x-cache'), variant).toBe('hit');
    }
    // page=1 is the list's first page, the same as no page at all.
    await get('/de/blog');
    expect((await get('/de/blog?page=1&junk=3')).headers.get('x-cache')).toBe('hit');
    expect(h.app.pageRenderer.renders).toBe(renders + 1);
    // Another category is another page.
    const category = await get('/de/blog?category=vorsorge&junk=4');
    expect(category.headers.get('x-cache')).toBe('miss');
    expect((await get('/de/blog?junk=5&category=vorsorge')).headers.get('x-cache')).toBe('hit');
  });

  it('sends unknown categories to the plain list: 100 invented values add no render and no cache entry', async () => {
    await get('/en/blog');
    const renders = h.app.pageRenderer.renders;
    const { entries } = h.app.publicCache.size();
    for (let i = 0; i < 100; i++) {
      const page = await get(`/en/blog?category=no-such-category-${i}&page=${(i % 3) + 1}`);
      expect.soft(page.status).toBe(302);
      expect.soft(page.headers.get('location')).toBe('/en/blog');
    }
    expect(h.app.pageRenderer.renders).toBe(renders);
    expect(h.app.publicCache.size().entries).toBe(entries);
    expect((await get('/en/blog')).headers.get('x-cache')).toBe('hit');
  });
});

describe('public API reads', () => {
  const read = (path: string) =>
    fetch(h.target.baseUrl + path).then(async (r) => ({
      status: r.status,
      cache: r.headers.get('x-cache'),
      body: await r.text(),
    }));

  it('are cached by endpoint, validated query and language: unread parameters, order and spelling add no entry', async () => {
    const first = await read('/api/v1/team');
    expect(first.status).toBe(200);
    const { entries } = h.app.publicCache.size();
    for (let i = 0; i < 100; i++) {
      const junk = await read(`/api/v1/team?junk${i}=${i}`);
      expect.soft(junk.status).toBe(200);
      expect.soft(junk.cache).toBe('hit');
      expect.soft(junk.body).toBe(first.body);
    }
    expect(h.app.publicCache.size().entries).toBe(entries);

    expect((await read('/api/v1/blog?page=1&pageSize=2')).status).toBe(200);
    for (const variant of [
      '/api/v1/blog?pageSize=2&page=1',
      '/api/v1/blog?page=01&pageSize=2',
      '/api/v%31/blog?pageSize=2&page=1',
    ])
      expect.soft((await read(variant)).cache, variant).toBe('hit');
  });
});

describe('unknown paths', () => {
  it('answer one shared not-found page per language: 200 unknown paths render at most once per language', async () => {
    const renders = h.app.pageRenderer.renders;
    const { entries } = h.app.publicCache.size();
    for (let i = 0; i < 200; i++) {
      const [path, lang] = [
        [`/de/gibt/es/nicht/${i}`, 'de'],
        [`/en/no/such/page/${i}`, 'en'],
        [`/kein-pfad-${i}/mit/teilen`, 'de'],
        [`/fr/${i}/x/y/z`, 'fr'],
      ][i % 4] as [string, 'de' | 'en' | 'fr'];
      const page = await get(path);
      expect.soft(page.status, path).toBe(404);
      expect.soft(page.html, path).toContain(`<html lang="${lang}">`);
      expect.soft(title(page.html), path).toBe(messages[lang]['notFound.title']);
      expect.soft(page.html, path).not.toContain(path);
    }
    expect(h.app.pageRenderer.renders - renders).toBeLessThanOrEqual(3);
    expect(h.app.publicCache.size().entries - entries).toBeLessThanOrEqual(3);
  });

  it('unknown slugs of every kind share the not-found page of their kind: a flood renders once per kind and adds no entry per slug', async () => {
    const real = await get('/de/team');
    expect(real.status).toBe(200);
    const kinds: [prefix: string, text: string][] = [
      ['/de/praxis/team/niemand-', messages.de['notFound.teamMemberText']],
      ['/de/behandlungen/keine-', messages.de['notFound.treatmentText']],
      ['/en/blog/no-post-', messages.en['notFound.title']],
      ['/de/leistungen/keine-', messages.de['notFound.title']],
      ['/de/muenchen-oberfoehring/keine-', messages.de['notFound.title']],
      ['/de/kein-inhaber-', messages.de['notFound.title']],
    ];
    const renders = h.app.pageRenderer.renders;
    const before = h.app.publicCache.size();
    for (let i = 0; i < 25; i++)
      for (const [prefix, text] of kinds) {
        const page = await get(`${prefix}${i}`);
        expect.soft(page.status, prefix).toBe(404);
        expect.soft(page.html, prefix).toContain(text);
        expect.soft(page.html, prefix).not.toContain(`${prefix}${i}`);
      }
    // 150 unknown slugs: at most one render and one entry per kind (before: 150 renders, 156 entries).
    expect(h.app.pageRenderer.renders - renders).toBeLessThanOrEqual(kinds.length);
    expect(h.app.publicCache.size().entries - before.entries).toBeLessThanOrEqual(kinds.length);
    // Real pages of those kinds still show.
    for (const path of ['/de/behandlungen/implantologie', '/de/blog/zahnnotfall-was-tun', '/en/blog'])
      expect.soft((await get(path)).status, path).not.toBe(404);
  });

  it('answers the slug of a draft exactly as an invented one, so nothing tells that the draft exists', async () => {
    const invented = await get('/de/blog/gibt-es-nicht');
    const draft = await get('/de/blog/aligner-unsichtbare-zahnkorrektur');
    expect([invented.status, draft.status]).toEqual([404, 404]);
    expect(draft.headers.get('x-cache')).toBe('hit');
    expect(draft.html).toBe(invented.html);
  });

  it('redirects keep their query and status without rendering', async () => {
    const renders = h.app.pageRenderer.renders;
    const legacy = await get('/kontakt?utm_source=x');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/de/kontakt?utm_source=x');
    const start = await get('/');
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe('/de');
    expect(h.app.pageRenderer.renders).toBe(renders);
  });
});

describe('bounded rendering', () => {
  it('a burst of distinct uncached pages gets 503 with Retry-After beyond the queue, never a 500, while cached pages answer 200', async () => {
    const inject = (url: string) => tight.app.inject({ method: 'GET', url });
    expect((await inject('/de/kontakt')).statusCode).toBe(200);
    const paths = ['/de', '/en', '/fr', '/es', '/ru']
      .flatMap((l) => [`${l}`, `${l}/blog`, `${l}/team`, `${l}/kontakt`, `${l}/impressum`, `${l}/datenschutz`])
      .filter((p) => p !== '/de/kontakt');
    const burst = await Promise.all([...paths.map(inject), inject('/de/kontakt'), inject('/de/kontakt?junk=1')]);
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    const refused = burst.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect.soft(r.headers['retry-after']).toMatch(/^\d+$/);
      expect.soft(r.headers['cache-control']).toBe('no-store');
    }
    // The cached page never waited for a turn.
    expect(burst.at(-2)!.statusCode).toBe(200);
    expect(burst.at(-1)!.statusCode).toBe(200);
    expect(tight.app.pageRenderer.queue().refused).toBe(refused.length);
    // The overload passes: a refused page renders once there is room.
    const retry = await inject(paths[burst.findIndex((r) => r.statusCode === 503)]!);
    expect([200, 404]).toContain(retry.statusCode);
  });

  it('answers 503 in the language of the page', async () => {
    const paths = ['/en/blog?page=2', '/en/blog?page=3', '/en/blog?page=4', '/en/blog?page=5', '/en/blog?page=6'];
    const burst = await Promise.all(paths.map((url) => tight.app.inject({ method: 'GET', url })));
    const refused = burst.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.body).toContain(messages.en['error.databaseUnavailable']);
  });
});

describe('page lifetime', () => {
  it('keeps a content page four minutes and a page showing the opening status one minute, then refreshes each in the background', async () => {
    const treatment = '/de/behandlungen/implantologie';
    const home = '/de'; // shows "open now" / "opens at …"
    for (const path of [treatment, home]) expect((await get(path)).status).toBe(200);
    const renders = h.app.pageRenderer.renders;
    // Only the clock moves: the server's timers and the database driver keep running as they are.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 90_000 });
    try {
      expect((await get(treatment)).headers.get('x-cache')).toBe('hit');
      expect((await get(home)).headers.get('x-cache')).toBe('hit'); // expired: answered, renders anew
      await vi.waitFor(() => expect(h.app.pageRenderer.renders).toBe(renders + 1), { timeout: 60_000, interval: 50 });
      expect((await get(treatment)).headers.get('x-cache')).toBe('hit');
      expect(h.app.pageRenderer.renders).toBe(renders + 1); // the treatment page was not rendered again

      vi.setSystemTime(Date.now() + 3 * 60_000); // four and a half minutes after its render
      expect((await get(treatment)).headers.get('x-cache')).toBe('hit');
      await vi.waitFor(() => expect(h.app.pageRenderer.renders).toBe(renders + 2), { timeout: 60_000, interval: 50 });
    } finally {
      vi.useRealTimers();
    }
  }, 180_000);
});
