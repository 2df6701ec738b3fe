/**
 * What a page request costs before anything renders: the route resolver of the site
 * (src/lib/resolvePath.ts, the same function the router uses) decides from the path alone
 *   - redirects (no language, an unknown language, the legacy paths): answered at once, never cached;
 *   - paths that are no page: the one shared not-found page of the language;
 *   - every other path: its canonical page, the decoded path plus only the query parameters the
 *     screen reads (src/lib/pageSearch.ts), which is both the cache key and the URL rendered,
 *     so junk parameters and spellings of a path neither render again nor show in the HTML;
 * and then, knowing which slugs name records (planForContent), unknown slugs and blog categories
 * are no page of their own either.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../src/contract/constants';
import { canonicalSearch, requestedBlogCategory } from '../../src/lib/pageSearch';
import { decidePath, type Screen } from '../../src/lib/resolvePath';
import type { KnownSlugs } from './knownSlugs';

export type PagePlan =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      lang: LanguageCode;
      screen: Screen['screen'];
      key: string;
      url: string;
      /** The screen with its slug, and the blog list's category (the parameters that must name a record). */
      detail: Screen;
      category?: string | null;
      /** Set when the slug names no record (knownSlugs.ts): the key is the shared not-found page's. */
      unknown?: true;
    };

/** A path the resolver sends to the not-found page: rendered once per language for all of them. */
const NOT_FOUND_PATH = '/not/a/page/at/all';

/** The cache key of the shared not-found page of a language (and kind of screen that found nothing). */
export const notFoundKey = (lang: LanguageCode, screen: Screen['screen'] = 'notFound') => `page 404 ${lang} ${screen}`;

export function planPage(requestUrl: string): PagePlan {
  // Parsed as a path on a dummy origin: a request line like "//host/x" stays a path.
  const { pathname, search } = new URL(`http://page${requestUrl.startsWith('/') ? '' : '/'}${requestUrl}`);
  // The router's choice for a visitor without a stored language: the server has none.
  const decision = decidePath(pathname, DEFAULT_LANGUAGE);
  if (decision.kind === 'redirect') {
    // As the router answers them (src/site/routes/router.tsx): the start page's language is a default
    // (302, nothing kept); moved addresses are permanent (301) and keep their query.
    return pathname.replace(/\/+$/, '') === ''
      ? { kind: 'redirect', status: 302, location: decision.to }
      : { kind: 'redirect', status: 301, location: `${decision.to}${search}` };
  }
  const { lang, screen } = decision;
  if (screen.screen === 'notFound')
    return {
      kind: 'page',
      lang,
      screen: 'notFound',
      key: notFoundKey(lang),
      url: `/${lang}${NOT_FOUND_PATH}`,
      detail: screen,
    };
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return encodeURIComponent(decodeURIComponent(s));
      } catch {
        return encodeURIComponent(s);
      }
    });
  const query = new URLSearchParams(search);
  const url = `/${segments.join('/')}${canonicalSearch(screen, query)}`;
  const category = requestedBlogCategory(screen, query);
  return { kind: 'page', lang, screen: screen.screen, key: `page ${url}`, url, detail: screen, category };
}

/**
 * The plan once the content is known (knownSlugs.ts): a slug that names no record gets the shared
 * not-found page of its kind (rendered once, from whichever such URL comes first: the page names
 * nothing of its URL); a blog category that names none sends the visitor to the plain list (302:
 * the category may be created later), which is rendered and cached once, not per invented value.
 */
export function planForContent(plan: Extract<PagePlan, { kind: 'page' }>, slugs: KnownSlugs): PagePlan {
  if (plan.category && !slugs.isBlogCategory(plan.category))
    return { kind: 'redirect', status: 302, location: plan.url.split('?')[0]! };
  if (slugs.mayExist(plan.detail)) return plan;
  return { ...plan, key: notFoundKey(plan.lang, plan.screen), unknown: true };
}
