/**
 * What search engines read (issue 8 §2): /robots.txt keeps the admin and the API out and points to
 * the sitemap; /sitemap.xml lists every public page in every language with its hreflang
 * alternates — published content only, built from the same canonical paths the pages declare.
 */
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type LanguageCode } from '../../src/contract/common';
import { treatmentCategories } from '../../src/catalogue/categories';
import { LOCATION_SLUGS } from '../../src/lib/paths';
import { canonicalPath } from '../../src/routes/canonicalPath';
import type { Screen } from '../../src/routes/resolvePath';

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

/** Every public screen whose content is published. */
export async function publicScreens(app: FastifyInstance): Promise<Screen[]> {
  const [treatments, team, posts] = await Promise.all([
    app.repos.treatments.find({ published: { $ne: false } }),
    app.repos.team.find({ published: true }),
    app.repos.blog.find({ status: 'published', publishedAt: { $lte: new Date().toISOString() } }),
  ]);
  const treatmentSlugs = treatments.map((t) => String(t.slug));
  const categories = treatmentCategories([...new Set(treatments.map((t) => t.category as never))]);
  return [
    ...STATIC_SCREENS,
    ...treatmentSlugs.map((slug): Screen => ({ screen: 'treatment', slug })),
    ...categories.map((c): Screen => ({ screen: 'service', slug: c.slug })),
    ...team.map((m): Screen => ({ screen: 'teamMember', slug: String(m.slug) })),
    ...posts.map((p): Screen => ({ screen: 'blogPost', slug: String(p.slug) })),
    ...LOCATION_SLUGS.flatMap((location): Screen[] => [
      { screen: 'location', location },
      ...treatmentSlugs.map((slug): Screen => ({ screen: 'locationService', location, slug })),
    ]),
  ];
}

export function sitemapXml(origin: string, screens: Screen[]): string {
  const url = (lang: LanguageCode, s: Screen) => `${origin}${canonicalPath(lang, s)}`;
  const entries = screens.flatMap((s) =>
    LANGUAGES.map((lang) => {
      const alternates = [...LANGUAGES.map((l) => [l, url(l, s)]), ['x-default', url('de', s)]]
        .map(([l, href]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${xml(url(lang, s))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function crawlerRoutes(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(app.publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const body = sitemapXml(app.publicUrl, await publicScreens(app));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
