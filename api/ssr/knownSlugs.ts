/**
 * Which slugs and blog categories name something a visitor can see, so a page request for one that
 * names nothing is answered with the shared not-found page of its kind before anything renders
 * (pagePlan.ts planForContent, pageRenderer.ts). A flood of invented slugs (`/en/blog/<random>`) or
 * categories then costs one render per language and kind instead of one each, and adds no cache
 * entry. Unpublished records count as nothing too: their slugs answer exactly as invented ones, so
 * neither the answer nor its cache state says that a draft exists.
 *
 * Visible means what the public endpoints show (behaviour/public.ts: the same filters). Read from
 * MongoDB once per state of the content: the public cache's version changes whenever staff change
 * content on any instance (contentChanges.ts); a blog post dated later is read again at its time.
 */
import type { FastifyInstance } from 'fastify';
import { VISIBLE_TEAM_MEMBER, VISIBLE_TREATMENT } from '../../behaviour/public';
import { treatmentCategories } from '../../src/catalogue/categories';
import type { Treatment } from '../../src/contract/entities/treatment';
import type { Screen } from '../../src/lib/resolvePath';

interface Slugs {
  treatments: Set<string>;
  team: Set<string>;
  blog: Set<string>;
  blogCategories: Set<string>;
  services: Set<string>;
}

/** What the page plan asks (pagePlan.ts planForContent). */
export interface KnownSlugs {
  /** Whether the screen's slug can name a record: false only when it certainly names none. */
  mayExist(screen: Screen): boolean;
  isBlogCategory(category: string): boolean;
}

/** The screens whose slug must name a record to show anything. */
const SLUG_SCREENS: ReadonlySet<Screen['screen']> = new Set([
  'treatment',
  'service',
  'locationService',
  'teamMember',
  'ownerAlias',
  'blogPost',
]);
/** Whether a page's plan depends on which slugs exist (the others need no look-up). */
export const dependsOnSlugs = (screen: Screen, category: string | null | undefined) =>
  SLUG_SCREENS.has(screen.screen) || !!category;

const knownOf = (slugs: Slugs): KnownSlugs => ({
  mayExist(screen) {
    switch (screen.screen) {
      case 'treatment':
        return slugs.treatments.has(screen.slug);
      case 'service':
        return slugs.services.has(screen.slug);
      case 'locationService':
        return slugs.treatments.has(screen.slug) || slugs.services.has(screen.slug);
      case 'teamMember':
      case 'ownerAlias':
        return slugs.team.has(screen.slug);
      case 'blogPost':
        return slugs.blog.has(screen.slug);
      default:
        return true;
    }
  },
  isBlogCategory: (category) => slugs.blogCategories.has(category),
});

export function knownSlugs(app: FastifyInstance) {
  const db = app.mongo.db;
  const slugsOf = async (collection: string, filter: Record<string, unknown> = {}) =>
    new Set((await db.collection(collection).distinct('slug', filter)).map(String));
  /** Published posts and, of those dated later, the earliest date: the slugs are read again then. */
  async function posts() {
    const now = new Date().toISOString();
    const rows = await db
      .collection('blog')
      .find({ status: 'published', publishedAt: { $ne: null } }, { projection: { slug: 1, publishedAt: 1 } })
      .toArray();
    const later = rows.map((r) => String(r.publishedAt)).filter((at) => at > now);
    return {
      slugs: new Set(rows.filter((r) => String(r.publishedAt) <= now).map((r) => String(r.slug))),
      until: later.length ? Date.parse(later.sort()[0]!) : Infinity,
    };
  }
  let current: { version: number; until: number; slugs: Promise<KnownSlugs> } | undefined;
  /** The slugs as the content is now; undefined when they cannot be read (the page then renders as before). */
  return async function slugs(): Promise<KnownSlugs | undefined> {
    const version = app.publicCache.version();
    if (current?.version !== version || Date.now() >= current.until) {
      const entry = { version, until: Infinity } as NonNullable<typeof current>;
      entry.slugs = Promise.all([
        slugsOf('treatments', VISIBLE_TREATMENT),
        db.collection<Pick<Treatment, 'category'>>('treatments').distinct('category', VISIBLE_TREATMENT),
        slugsOf('team', VISIBLE_TEAM_MEMBER),
        posts(),
        slugsOf('blog-categories'),
      ]).then(([treatments, categories, team, blog, blogCategories]) => {
        entry.until = blog.until;
        // As the services page names a category (treatments.categories: those with a visible treatment).
        const services = new Set(treatmentCategories(categories).map((c) => c.slug));
        return knownOf({ treatments, team, blog: blog.slugs, blogCategories, services });
      });
      current = entry;
      // A failed read is tried again by the next request, not kept.
      entry.slugs.catch(() => {
        if (current === entry) current = undefined;
      });
    }
    return current.slugs.catch(() => undefined);
  };
}
