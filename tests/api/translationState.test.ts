/**
 * Translation state of content on Fastify and MongoDB: a changed German
 * title makes the other four languages outdated, saving one makes it current, a check marks it
 * current without changing it, and a held-back language sends its visitors the German text (the
 * server-rendered /ru/… page) and lists the page as showing fallback. Needs the built site
 * (npm test builds it first: npm run build:site).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationOverview, TranslationStatusRow } from '../../src/contract/entities/translationState';
import { api, login } from '../contract/target';
import { startHarness, type Harness } from './harness';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness('translationState', {}, { site: true });
  token = await login(h.target, 'editor');
});
afterAll(async () => {
  await h?.close();
});

type Treatment = { id: string; slug: string; title: Record<string, string> } & Record<string, unknown>;
const editable = ({ id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...t }: Treatment) => t;

const firstTreatment = async (): Promise<Treatment> => {
  const r = await api(h.target, 'GET', `/api/v1/admin/treatments?sort=${encodeURIComponent('["slug","ASC"]')}&range=[0,0]`, {
    token,
  });
  return r.json[0];
};
const save = async (t: Treatment) => {
  const r = await api(h.target, 'PUT', `/api/v1/admin/treatments/${t.id}`, { token, body: editable(t) });
  expect(r.status, r.text).toBe(200);
  return r.json as Treatment;
};
const titleStates = async (id: string) => {
  const r = await api(h.target, 'GET', `/api/v1/admin/translations/status?entity=treatments&id=${id}`, { token });
  expect(r.status, r.text).toBe(200);
  return Object.fromEntries(
    (r.json as TranslationStatusRow[]).filter((row) => row.field === 'title').map((row) => [row.language, row]),
  );
};
const h1Of = (html: string) =>
  (/<main\b[\s\S]*?<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('translation state of content', () => {
  it('marks the other four languages outdated when the German title changes, and one current once it is saved', async () => {
    const t = await firstTreatment();
    const before = await titleStates(t.id);
    for (const l of ['de', 'en', 'fr', 'es', 'ru']) expect(before[l]!.state, l).toBe('current');

    const oldTitle = t.title.de!;
    const changed = await save({ ...t, title: { ...t.title, de: `${oldTitle} (neu)` } });
    let states = await titleStates(t.id);
    expect(states.de!.state).toBe('current');
    expect(states.de!.currentVersion).toBe(2);
    for (const l of ['en', 'fr', 'es', 'ru']) {
      expect(states[l]!.state, l).toBe('outdated');
      expect(states[l]!.sourceVersion, l).toBe(1);
      // Side by side: the German text then and now.
      expect(states[l]!.sourceThen).toBe(oldTitle);
      expect(states[l]!.source).toBe(`${oldTitle} (neu)`);
    }
    // Other fields were not touched: still current.
    const all = (await api(h.target, 'GET', `/api/v1/admin/translations/status?entity=treatments&id=${t.id}`, { token }))
      .json as TranslationStatusRow[];
    expect(all.filter((r) => r.field !== 'title' && r.state === 'outdated')).toEqual([]);

    await save({ ...changed, title: { ...changed.title, en: `${changed.title.en} (new)` } });
    states = await titleStates(t.id);
    expect(states.en!.state).toBe('current');
    expect(states.en!.sourceVersion).toBe(2);
    for (const l of ['fr', 'es', 'ru']) expect(states[l]!.state, l).toBe('outdated');

    // Checked without a change: current, the text as it was.
    const checked = await api(h.target, 'POST', '/api/v1/admin/translations/status/check', {
      token,
      body: { entity: 'treatments', id: t.id, field: 'title', language: 'fr' },
    });
    expect(checked.status, checked.text).toBe(200);
    expect(checked.json).toMatchObject({ state: 'current', sourceVersion: 2, text: t.title.fr });
    expect((await titleStates(t.id)).fr!.state).toBe('current');

    const overview = (await api(h.target, 'GET', '/api/v1/admin/translations/overview', { token })).json as TranslationOverview;
    const cell = (l: string) => overview.matrix.find((m) => m.entity === 'treatments' && m.language === l)!;
    expect(cell('ru').outdated).toBeGreaterThanOrEqual(1);
    expect(cell('en').outdated).toBe(0);
  });

  it('sends visitors of a held-back language the German text and lists the page as showing fallback', async () => {
    const t = await firstTreatment();
    const path = `/ru/treatments/${t.slug}`;
    const ruBefore = h1Of(await (await fetch(h.target.baseUrl + path)).text());
    expect(ruBefore).toBe(t.title.ru);

    const held = await api(h.target, 'PUT', '/api/v1/admin/translations/hold', {
      token,
      body: { entity: 'treatments', id: t.id, language: 'ru', held: true },
    });
    expect(held.status, held.text).toBe(200);
    expect(held.json.held).toEqual(['ru']);

    const page = await fetch(h.target.baseUrl + path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(h1Of(html)).toBe(t.title.de);
    expect(html).not.toContain(t.title.ru!);
    // The public API answers without the held language; the others keep theirs.
    const answer = (await api(h.target, 'GET', `/api/v1/treatments/${t.slug}`)).json.data;
    expect(answer.title.ru).toBeUndefined();
    expect(answer.title.en).toBe(t.title.en);

    const states = await titleStates(t.id);
    expect(states.ru).toMatchObject({ state: 'fallback', held: true, fallbackLanguage: 'de' });
    const overview = (await api(h.target, 'GET', '/api/v1/admin/translations/overview', { token })).json as TranslationOverview;
    expect(overview.fallbackPages).toContainEqual(
      expect.objectContaining({ entity: 'treatments', id: t.id, language: 'ru', held: true, path, fallbackLanguages: ['de'] }),
    );
    expect(overview.fallbackPages.some((p) => p.id === t.id && p.language === 'en')).toBe(false);

    // Released: the Russian title is back.
    await api(h.target, 'PUT', '/api/v1/admin/translations/hold', {
      token,
      body: { entity: 'treatments', id: t.id, language: 'ru', held: false },
    });
    expect(h1Of(await (await fetch(h.target.baseUrl + path)).text())).toBe(t.title.ru);
  });

  it('leaves a held-back language out of the sitemap and the hreflang alternates until it is released', async () => {
    const t = await firstTreatment();
    const de = `/de/behandlungen/${t.slug}`;
    const ru = `/ru/treatments/${t.slug}`;
    const sitemap = async () => (await fetch(`${h.target.baseUrl}/sitemap.xml`)).text();
    const headLinks = async (path: string) => {
      const html = await (await fetch(h.target.baseUrl + path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      return {
        alternates: [...head.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map((m) => /hreflang="([^"]+)"/i.exec(m[0])?.[1]),
        canonical: /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(head)?.[1] ?? '',
      };
    };
    const entryOf = (xml: string, path: string) =>
      [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!).find((b) => new RegExp(`<loc>[^<]*${path}</loc>`).test(b));

    // Before (and so cached): Russian is advertised.
    expect((await headLinks(de)).alternates).toContain('ru');
    expect(entryOf(await sitemap(), ru)).toBeDefined();

    await api(h.target, 'PUT', '/api/v1/admin/translations/hold', {
      token,
      body: { entity: 'treatments', id: t.id, language: 'ru', held: true },
    });
    const xml = await sitemap();
    expect(entryOf(xml, ru)).toBeUndefined();
    expect(entryOf(xml, de)).toBeDefined();
    expect(entryOf(xml, de)).not.toContain('hreflang="ru"');
    expect(entryOf(xml, de)).toContain('hreflang="en"');
    // Other pages keep their Russian.
    expect(xml).toMatch(/<loc>[^<]*\/ru\/[^<]*<\/loc>/);
    // The German page (cached before the hold) no longer names the Russian one; the Russian page,
    // which shows the German text, names the German page canonical.
    expect((await headLinks(de)).alternates).toEqual(['de', 'en', 'fr', 'es', 'x-default']);
    const held = await headLinks(ru);
    expect(held.alternates).not.toContain('ru');
    expect(held.canonical).toMatch(new RegExp(`${de}$`));

    await api(h.target, 'PUT', '/api/v1/admin/translations/hold', {
      token,
      body: { entity: 'treatments', id: t.id, language: 'ru', held: false },
    });
    expect(entryOf(await sitemap(), ru)).toContain('hreflang="ru"');
    expect((await headLinks(de)).alternates).toContain('ru');
    expect((await headLinks(ru)).canonical).toMatch(new RegExp(`${ru}$`));
  });

  it('lets no visitor or receptionist read or change translation states', async () => {
    expect((await api(h.target, 'GET', '/api/v1/admin/translations/status?entity=treatments')).status).toBe(401);
    const reception = await login(h.target, 'reception');
    expect((await api(h.target, 'GET', '/api/v1/admin/translations/overview', { token: reception })).status).toBe(403);
    const hold = { entity: 'treatments', id: 'x', language: 'ru', held: true };
    expect((await api(h.target, 'PUT', '/api/v1/admin/translations/hold', { token: reception, body: hold })).status).toBe(403);
    // German is the source: it can be neither held back nor checked; unknown resources are refused.
    expect(
      (await api(h.target, 'PUT', '/api/v1/admin/translations/hold', { token, body: { ...hold, language: 'de' } })).status,
    ).toBe(400);
    expect((await api(h.target, 'GET', '/api/v1/admin/translations/status?entity=users', { token })).status).toBe(400);
    expect(
      (await api(h.target, 'PUT', '/api/v1/admin/translations/hold', { token, body: { ...hold, entity: 'media' } })).status,
    ).toBe(400);
    expect((await api(h.target, 'PUT', '/api/v1/admin/translations/hold', { token, body: hold })).status).toBe(404);
  });
});
