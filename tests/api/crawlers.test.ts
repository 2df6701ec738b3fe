/**
 * robots.txt and sitemap.xml (issue 8 §2): every public page in every language with reciprocal
 * hreflang alternates, published content only, nothing the router would not serve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/common';
import { decidePath } from '../../src/routes/resolvePath';
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

    // Every page the spec lists, in every language.
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
    // The 31 published treatments: the vitamin-D infusions stay out until a physician is named (issue 18).
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
});
