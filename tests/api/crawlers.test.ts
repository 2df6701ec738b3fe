/**
 * robots.txt and sitemap.xml: every public page in every language with reciprocal
 * hreflang alternates, published content only, nothing the router would not serve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/common';
import { decidePath } from '../../src/lib/resolvePath';
import { api, login } from '../contract/target';
import { updateBody } from '../support/records';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('crawlers');
});
afterAll(async () => {
  await h.close();
});

const text = async (path: string) => {
  const res = await fetch(h.target.baseUrl + path);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

describe('crawlers', () => {
  it('keeps the admin and the API out of search engines and names the sitemap', async () => {
    const robots = await text('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  it('lists every public page in every language with reciprocal alternates and published content only', async () => {
    const sitemap = await text('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toContain('application/xml');
    const entries = [...sitemap.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => ({
      loc: /<loc>(.*?)<\/loc>/.exec(block)![1],
      alternates: Object.fromEntries([...block.matchAll(/hreflang="(.*?)" href="(.*?)"/g)].map(([, l, href]) => [l, href])),
    }));
    const locs = new Set(entries.map((e) => e.loc));
    expect(locs.size).toBe(entries.length);
    const origin = new URL(entries[0].loc).origin;
    const paths = [...locs].map((l) => new URL(l).pathname);

    // Every public page, in every language.
    for (const lang of LANGUAGES) {
      const seg = (de: string, other: string) => (lang === 'de' ? de : other);
      for (const p of [
        '',
        `/${seg('behandlungen', 'treatments')}`,
        `/${seg('kontakt', 'contact')}`,
        `/${seg('karriere', 'career')}`,
        '/team',
        '/blog',
        `/${seg('praxis', 'practice')}`,
        `/${seg('termin', 'appointment')}`,
        `/${seg('datenschutz', 'privacy')}`,
        `/${seg('impressum', 'imprint')}`,
        '/muenchen',
        '/muenchen-oberfoehring',
        '/muenchen-bogenhausen',
        `/${seg('behandlungen', 'treatments')}/veneers`,
        '/team/dr-katharina-berger',
        '/blog/zahnnotfall-was-tun',
        '/muenchen-bogenhausen/veneers',
        '/leistungen/implantology',
      ])
        expect(paths).toContain(encodeURI(`/${lang}${p}`));
    }
    // Nothing else: every entry is a page the router renders, and drafts stay out.
    for (const p of paths) expect(decidePath(decodeURI(p), 'de').kind).toBe('render');
    expect(paths.some((p) => p.includes('aligner-unsichtbare-zahnkorrektur'))).toBe(false);
    // The 31 published treatments: the vitamin-D infusions stay out until a physician is named.
    expect(paths.filter((p) => p.startsWith('/de/behandlungen/'))).toHaveLength(31);

    // Reciprocal hreflang: each entry names its five languages and x-default, and each of those
    // entries names it back.
    for (const e of entries) {
      expect(Object.keys(e.alternates).sort()).toEqual([...LANGUAGES, 'x-default'].sort());
      expect(Object.values(e.alternates)).toContain(e.loc);
      for (const href of Object.values(e.alternates)) {
        expect(href.startsWith(origin)).toBe(true);
        const other = entries.find((x) => x.loc === href)!;
        expect(Object.values(other.alternates)).toContain(e.loc);
      }
    }
  });

  it('builds the sitemap once, keeps it compressed like a page and builds it anew after a staff change', async () => {
    const fetchSitemap = async () => {
      const t0 = performance.now();
      const res = await fetch(`${h.target.baseUrl}/sitemap.xml`, { headers: { 'Accept-Encoding': 'br' } });
      const body = await res.text();
      return {
        ms: performance.now() - t0,
        cache: res.headers.get('x-cache'),
        encoding: res.headers.get('content-encoding'),
        body,
      };
    };
    h.app.publicCache.clear();
    const built = await fetchSitemap();
    const hits = [];
    for (let i = 0; i < 10; i++) hits.push(await fetchSitemap());
    const median = hits.map((r) => r.ms).sort((a, b) => a - b)[5]!;
    console.log(`sitemap.xml: first fetch ${built.ms.toFixed(0)} ms, then ${median.toFixed(1)} ms (median of 10)`);
    expect(built.cache).toBe('miss');
    expect(hits.map((r) => r.cache)).toEqual(Array(10).fill('hit'));
    expect(hits.every((r) => r.encoding === 'br' && r.body === built.body)).toBe(true);
    // A client without compression gets the same document.
    const plain = await fetch(`${h.target.baseUrl}/sitemap.xml`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(built.body);

    // Staff unpublish a team member: the next fetch builds it anew without them.
    const token = await login(h.target, 'admin');
    const member = (await api(h.target, 'GET', '/api/v1/admin/team', { token })).json.find(
      (m: { slug: string }) => m.slug === 'dr-katharina-berger',
    );
    expect(built.body).toContain('/team/dr-katharina-berger<');
    const put = await api(h.target, 'PUT', `/api/v1/admin/team/${member.id}`, {
      token,
      body: { ...updateBody(member), published: false },
    });
    expect(put.status).toBe(200);
    const after = await fetchSitemap();
    expect(after.cache).toBe('miss');
    expect(after.body).not.toContain('/team/dr-katharina-berger<');
    expect((await fetchSitemap()).cache).toBe('hit');
  });
});
