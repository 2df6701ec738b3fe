/**
 * What search engines read: /robots.txt keeps the admin and the API out and points to
 * the sitemap; /sitemap.xml lists every public page in every language with its hreflang
 * alternates — published content only, built from the same canonical paths the pages declare.
 * A language staff hold back on a record with a page of its own (its visitors read the
 * German text) is neither listed nor an alternate of that page until it is released — the same
 * rule as the page's own head (src/site/features/seo/headTags.ts).
 *
 * The sitemap (over 600 KB for the demo practice) is built and compressed once and kept in the public
 * cache like a rendered page: building it took 70-100 ms a request, and crawlers and floods fetch it
 * often. Staff changes (a hold or release included) clear it on every instance, so the next fetch
 * shows them (the answer's max-age aside); a post dated later joins within the cache's minute.
 */
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type LanguageCode } from '../../src/contract/common';
import { treatmentCategories } from '../../src/catalogue/categories';
import { LOCATION_SLUGS, offeredAt } from '../../src/lib/paths';
import type { LocationKey } from '../../src/contract/entities/practice';
import { canonicalPath } from '../../src/lib/canonicalPath';
import type { Screen } from '../../src/lib/resolvePath';
import { heldByRecord } from '../../behaviour/translationState';
import type { CachedAnswer } from '../plugins/app/publicCache';
import { searchable } from '../ssr/searchIndexing';
import { decodedBody, encodeBody, pickEncoding, refineLater } from '../ssr/encodedBody';

/** A page of the sitemap and the languages it is not offered in (held back). */
export interface SitemapPage {
  screen: Screen;
  held?: LanguageCode[];
}

const STATIC_SCREENS: Screen[] = [
  { screen: 'home' },
  { screen: 'treatments' },
  { screen: 'services' },
  { screen: 'team' },
  { screen: 'practice' },
  { screen: 'contact' },
  { screen: 'booking' },
  { screen: 'blog' },
  { screen: 'about' },
  { screen: 'careers' },
  { screen: 'privacy' },
  { screen: 'imprint' },
  { screen: 'accessibility' },
  { screen: 'emergency' },
];

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public screen whose content is published, with the languages held back of its record. */
export async function publicScreens(app: FastifyInstance): Promise<SitemapPage[]> {
  const [treatments, team, posts, held] = await Promise.all([
    app.repos.treatments.find({ published: { $ne: false } }),
    app.repos.team.find({ published: true }),
    app.repos.blog.find({ status: 'published', publishedAt: { $lte: new Date().toISOString() } }),
    Promise.all((['treatments', 'team', 'blog', 'about'] as const).map((e) => heldByRecord(app.store, e))),
  ]);
  const [heldTreatments, heldTeam, heldPosts, heldAbout] = held;
  const categories = treatmentCategories([...new Set(treatments.map((t) => t.category))]);
  const page = (screen: Screen, languages?: LanguageCode[]): SitemapPage => ({ screen, held: languages });
  return [
    ...STATIC_SCREENS.map((s) => page(s, s.screen === 'about' ? heldAbout.get('about') : undefined)),
    ...treatments.map((t) => page({ screen: 'treatment', slug: String(t.slug) }, heldTreatments.get(t.id))),
    ...categories.map((c) => page({ screen: 'service', slug: c.slug })),
    ...team.map((m) => page({ screen: 'teamMember', slug: String(m.slug) }, heldTeam.get(m.id))),
    ...posts.map((p) => page({ screen: 'blogPost', slug: String(p.slug) }, heldPosts.get(p.id))),
    ...LOCATION_SLUGS.flatMap((location) => [
      page({ screen: 'location', location }),
      ...treatments
        .filter((t) => offeredAt(location, t as { locations?: LocationKey[] }))
        .map((t) => page({ screen: 'locationService', location, slug: String(t.slug) }, heldTreatments.get(t.id))),
    ]),
  ];
}

export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const url = (lang: LanguageCode, s: Screen) => `${origin}${canonicalPath(lang, s)}`;
  const entries = pages.flatMap(({ screen: s, held = [] }) => {
    const offered = LANGUAGES.filter((l) => !held.includes(l));
    return offered.map((lang) => {
      const alternates = [...offered.map((l) => [l, url(l, s)]), ['x-default', url('de', s)]]
        .map(([l, href]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${xml(url(lang, s))}</loc>\n${alternates}\n  </url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const SITEMAP_KEY = 'crawlers sitemap.xml';

export async function crawlerRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(app.publicUrl)),
  );
  /** One build at a time per state of the content: simultaneous first fetches wait for the same one. */
  let building: { version: number; done: Promise<CachedAnswer> } | undefined;
  const build = () => {
    const version = app.publicCache.version();
    if (building?.version !== version) {
      // While search engines are kept away (searchIndexing.ts) the sitemap lists nothing.
      const done = Promise.all([publicScreens(app), searchable(app)])
        .then(([pages, indexed]) => encodeBody(sitemapXml(app.publicUrl, indexed ? pages : [])))
        .then((encoded) => {
          const answer = { status: 200, body: '', encoded };
          app.publicCache.set(SITEMAP_KEY, answer, version); // not if staff changed content meanwhile
          return answer;
        })
        .finally(() => {
          if (building?.done === done) building = undefined;
        });
      building = { version, done };
    }
    return building.done;
  };
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const cached = app.publicCache.get(SITEMAP_KEY);
    if (cached?.encoded) refineLater(cached.encoded);
    const { encoded } = cached ?? (await build());
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('x-cache', cached ? 'hit' : 'miss')
      .header('vary', 'Accept-Encoding');
    // With Content-Encoding set, @fastify/compress leaves the answer as it is.
    return encoding ? reply.header('content-encoding', encoding).send(encoded![encoding]) : reply.send(decodedBody(encoded!));
  });
}
