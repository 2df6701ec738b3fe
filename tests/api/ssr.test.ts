/**
 * Server rendering in production: the built site on Fastify and MongoDB answers every
 * public page as complete HTML (what a crawler or a visitor without JavaScript gets), unknown paths
 * with a real 404, legacy and language redirects with real HTTP redirects, and a staff edit shows
 * on the next request. Needs the built site (npm test builds it first: npm run build:site).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/common';
import { messages } from '../../src/i18n/messages';
import { api, login } from '../contract/target';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('ssr', {}, { site: true });
});
afterAll(async () => {
  await h?.close();
});

const get = async (path: string) => {
  const res = await fetch(h.target.baseUrl + path, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const mainOf = (html: string) => /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
const h1Of = (html: string) => text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(mainOf(html))?.[1] ?? '');
/** The address of a frame-only page's frame data (api/ssr/frameData.ts). */
const frameAddressOf = (html: string) => /<div id="root" data-server-rendered data-frame="([^"]+)">/.exec(html)?.[1];
const locsOfSitemap = async () =>
  [...(await get('/sitemap.xml')).html.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);

describe('server-rendered pages', () => {
  // One test per language: all sitemap pages in one test took 25-30 s and timed out under load.
  let sitemap: string[] = [];
  it('lists more than 40 pages per language in the sitemap', async () => {
    sitemap = await locsOfSitemap();
    for (const lang of LANGUAGES)
      expect(sitemap.filter((p) => p.startsWith(`/${lang}/`) || p === `/${lang}`).length).toBeGreaterThan(40);
  });
  it.each(LANGUAGES)(
    'answers every public %s page of the sitemap with its heading and content in the HTML',
    async (language) => {
      const paths = (sitemap.length ? sitemap : (sitemap = await locsOfSitemap())).filter((p) => p.split('/')[1] === language);
      expect(paths.length).toBeGreaterThan(40);
      const notFoundTitles = new Set(LANGUAGES.map((l) => messages[l]['notFound.title']));
      const loading = new Set(LANGUAGES.map((l) => messages[l]['app.loading']));
      for (const path of paths) {
        const page = await get(path);
        const lang = path.split('/')[1];
        expect.soft(page.status, path).toBe(200);
        expect.soft(page.html, path).toContain(`<html lang="${lang}">`);
        const heading = h1Of(page.html);
        expect.soft(heading, `${path} has its main heading`).not.toBe('');
        expect.soft(notFoundTitles.has(heading), `${path} is not the not-found page`).toBe(false);
        // Content beyond the heading, not a loading indicator.
        expect.soft(text(mainOf(page.html)).length, path).toBeGreaterThan(heading.length + 40);
        expect.soft(loading.has(text(mainOf(page.html))), path).toBe(false);
        // The head is in <head>: one title, the canonical address of this very page.
        const head = page.html.slice(0, page.html.indexOf('</head>'));
        expect.soft(head.match(/<title>/g), path).toHaveLength(1);
        expect.soft(head, path).toContain(`<link rel="canonical" href="${h.target.baseUrl}${path}"`);
        // React's hydration props are no HTML attributes (the W3C validator flags each one).
        expect.soft(page.html, path).not.toMatch(/suppressHydrationWarning/i);
      }
      // About 80 first renders per language: seconds when the machine is free, minutes on a busy CI
      // machine (30 s was too little there), so the time allowed is generous and nothing timed is asserted.
    },
    240_000,
  );

  it('renders the page in the language of its path', async () => {
    const de = await get('/de/kontakt');
    const en = await get('/en/contact');
    expect(h1Of(de.html)).toBe(messages.de['page.contact.title']);
    expect(h1Of(en.html)).toBe(messages.en['page.contact.title']);
    expect(de.headers.get('content-language')).toBe('de');
  });

  it('answers unknown paths and unknown slugs with 404 and the not-found page', async () => {
    const cases: [string, string][] = [
      ['/de/diese-seite-gibt-es-nicht', messages.de['notFound.title']],
      ['/en/treatments/no-such-treatment', messages.en['error.treatmentNotFound']],
      ['/ru/team/no-such-person', messages.ru['error.teamMemberNotFound']],
      ['/fr/blog/no-such-post/extra', messages.fr['notFound.title']],
    ];
    for (const [path, title] of cases) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(h1Of(page.html), path).toBe(title);
      expect(page.html, path).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('redirects with real HTTP redirects: the start page (302), unknown languages, legacy paths and moved categories (301)', async () => {
    const cases: [string, number, string][] = [
      ['/', 302, '/de'],
      ['/xx/kontakt', 301, '/de/kontakt'],
      ['/behandlungen', 301, '/de/behandlungen'],
      ['/kontakt?utm_source=flyer', 301, '/de/kontakt?utm_source=flyer'],
      // The category for anxious patients moved from …/alternative (read as alternative medicine).
      ['/en/leistungen/alternative', 301, '/en/leistungen/relaxed'],
      ['/de/muenchen-oberfoehring/alternative?utm_source=flyer', 301, '/de/muenchen-oberfoehring/relaxed?utm_source=flyer'],
      ['/leistungen/alternative', 301, '/de/leistungen/relaxed'],
    ];
    for (const [path, status, to] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      const location = new URL(res.headers.get('location')!, h.target.baseUrl);
      expect(location.pathname + location.search, path).toBe(to);
    }
  });

  it('carries the data for hydration and allows exactly its inline scripts in the content security policy', async () => {
    // The treatment list hydrates as the app (its search filters), so its page carries the router's data.
    const page = await get('/de/behandlungen');
    expect(page.html).toContain('$_TSR');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).not.toContain("'unsafe-inline'; script");
    const inline = [...page.html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, s]) => s!,
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const source of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  });

  it('links the frame data of a page that hydrates only its frame: one file per language and state of the content, cached for good', async () => {
    const [team, home, english, list] = await Promise.all(['/de/team', '/de', '/en/team', '/de/behandlungen'].map(get));
    const address = frameAddressOf(team.html)!;
    expect(address).toMatch(/^\/frame\/de\.[\w-]{16}\.json$/);
    expect(frameAddressOf(home.html)).toBe(address);
    expect(frameAddressOf(english.html)).toMatch(/^\/frame\/en\.[\w-]{16}\.json$/);
    expect(team.html).not.toContain('id="frame-data"');
    // The treatment list hydrates as the app: it carries the router's data instead.
    expect(frameAddressOf(list.html)).toBeUndefined();

    const file = await fetch(h.target.baseUrl + address, { headers: { 'accept-encoding': 'br' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const view = (await file.json()) as {
      phone: string;
      footerTreatments: { title: Record<string, string> }[];
      locations: unknown[];
    };
    expect(view.phone).toMatch(/^\+49/);
    expect(view.locations).toHaveLength(2);
    // In the page's language only.
    expect(Object.keys(view.footerTreatments[0]!.title)).toEqual(['de']);

    // An address of no state the server holds: today's data, not to be kept under that name.
    const other = await fetch(`${h.target.baseUrl}/frame/de.AAAAAAAAAAAAAAAA.json`);
    expect(other.headers.get('cache-control')).toBe('no-cache');
    expect(await other.json()).toEqual(view);
    for (const wrong of [
      '/frame/xx.AAAAAAAAAAAAAAAA.json',
      '/frame/de.short.json',
      '/frame/de..json',
      '/frame/de.AAAAAAAAAAAAAAAA.js',
    ])
      expect((await fetch(h.target.baseUrl + wrong)).status, wrong).toBe(404);
  });

  it('inlines only the style rules of classes in its markup, each stylesheet followed by a disabled link to all of it', async () => {
    const { default: postcss } = await import('postcss');
    /** The selectors of each rule whose classes (outside :not(), :is(), :where(), :has()) are not all in the markup. */
    const unusedRules = (css: string, inHtml: Set<string>) => {
      const unused: string[] = [];
      postcss.parse(css).walkRules((rule) => {
        const used = rule.selectors.some((one) => {
          let selector = one;
          for (let before = ''; before !== selector;)
            [before, selector] = [selector, selector.replace(/:(not|is|where|has)\([^()]*\)/g, '')];
          return [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) => inHtml.has(name!));
        });
        if (!used) unused.push(rule.selector);
      });
      return unused;
    };
    for (const path of ['/de', '/de/team', '/en/blog/zahnnotfall-was-tun']) {
      const { html } = await get(path);
      const inHtml = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) => value!.split(/\s+/)));
      // Each file's used rules, and its link (a frame page links none of the files only its content uses).
      const styles = [
        ...html.matchAll(/<style>([\s\S]*?)<\/style>(?:<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" disabled>)?/g),
      ];
      expect(styles.length, path).toBeGreaterThan(3);
      let leftOut = 0;
      for (const [, inline, href] of styles) {
        expect
          .soft(unusedRules(inline!, inHtml), `${path}: rules of ${href ?? 'a content file'} for classes not in the page`)
          .toEqual([]);
        if (!href) continue;
        const whole = await fetch(h.target.baseUrl + href);
        expect(whole.status, href).toBe(200);
        const wholeCss = await whole.text();
        leftOut += unusedRules(wholeCss, inHtml).length;
        // The build wrote the design tokens in as values (scripts/vite/designTokens.ts), so no file
        // depends on another's :root arriving first.
        expect.soft(wholeCss.match(/var\(--(color|space|font|radius|shadow)-[\w-]+\)/g), href).toBeNull();
      }
      // And the page declares on :root only the properties something in it still names: the motion
      // durations (a media query changes them) and what a style attribute names, not the sixty-odd tokens.
      const declared = [...html.matchAll(/:root\{([^}]*)\}/g)].flatMap(([, body]) =>
        [...body!.matchAll(/(--[\w-]+):/g)].map((m) => m[1]),
      );
      const inAttributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].flatMap(([, value]) =>
        [...value!.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]),
      );
      expect(new Set(declared), path).toEqual(
        new Set(['--duration-fast', '--duration-base', '--duration-slow', ...inAttributes]),
      );
      // The site header's open mobile menu, its dialogs' contents…: the whole files have rules the served markup does not use.
      expect(leftOut, path).toBeGreaterThan(20);
    }
  });

  it("answers a cached page in the encoding the client takes, compressed when rendered (soon at brotli's finest) and sent as stored", async () => {
    const { request } = await import('node:http');
    const { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } = await import('node:zlib');
    const raw = (acceptEncoding?: string) =>
      new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
        const req = request(
          `${h.target.baseUrl}/en/treatments/veneers`,
          { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                vary: String(res.headers.vary),
                bytes: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    const plain = await raw();
    expect(plain.encoding).toBeUndefined();
    expect(h1Of(plain.bytes.toString())).toBe('Veneers');
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    // About a quarter of the HTML (its repeated markup compresses well; its text less so).
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    // Soon the stored copy is brotli's finest, and from then on every request gets those bytes.
    const finest = brotliCompressSync(plain.bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.bytes.length,
      },
    });
    await expect.poll(async () => (await raw('br')).bytes.equals(finest), { timeout: 20_000 }).toBe(true);
    expect((await raw('br')).bytes.equals(finest)).toBe(true);
    const gz = await raw('br;q=0, gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.bytes).equals(plain.bytes)).toBe(true);
  });

  it('shows a staff edit of a treatment title on the next request', async () => {
    const path = '/de/behandlungen/veneers';
    const before = await get(path);
    expect(h1Of(before.html)).toBe('Veneers');
    const token = await login(h.target, 'editor');
    const { data: record } = await (await fetch(`${h.target.baseUrl}/api/v1/treatments/veneers`)).json();
    const { id, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = record;
    const put = await api(h.target, 'PUT', `/api/v1/admin/treatments/${id}`, {
      token,
      body: { ...fields, title: { ...fields.title, de: 'Veneers aus Keramik' } },
    });
    expect(put.status).toBe(200);
    const after = await get(path);
    expect(h1Of(after.html)).toBe('Veneers aus Keramik');
    // The structured data of the page too (it names the procedure by its title).
    expect(after.html).toContain('"name":"Veneers aus Keramik"');
  });

  it("makes a frame's data anew after a staff write, also where no page asked for it first", async () => {
    // The footer names veneers: its title is part of the frame's data.
    const before = frameAddressOf((await get('/de/team')).html)!;
    const token = await login(h.target, 'editor');
    const { data: record } = await (await fetch(`${h.target.baseUrl}/api/v1/treatments/veneers`)).json();
    const { id, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = record;
    const title = `Veneers ${Date.now()}`;
    const put = await api(h.target, 'PUT', `/api/v1/admin/treatments/${id}`, {
      token,
      body: { ...fields, title: { ...fields.title, de: title } },
    });
    expect(put.status).toBe(200);
    // A page rendered before the write asks by the old address: today's data, not kept under it.
    const old = await fetch(h.target.baseUrl + before);
    expect(old.headers.get('cache-control')).toBe('no-cache');
    const json = await old.text();
    expect(json).toContain(title);
    // The new address is the digest of the new data, cached for good, and the pages link it.
    const address = `/frame/de.${createHash('sha256').update(json).digest('base64url').slice(0, 16)}.json`;
    expect(address).not.toBe(before);
    expect((await fetch(h.target.baseUrl + address)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(frameAddressOf((await get('/de/team')).html)).toBe(address);
  });
});
