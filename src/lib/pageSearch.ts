/**
 * The query parameters a screen reads: the blog list's category and page, nothing on any other
 * screen. The server's page cache keys by the canonical page (api/ssr/pageRenderer.ts): any other
 * parameter (tracking tags, junk) shows the same page, so it must not make a new render or cache
 * entry. The blog page reads the same parameters through src/lib/blogSearch.ts.
 */
import { blogCategoryParam, blogPageParam, blogSearch } from './blogSearch';
import type { Screen } from './resolvePath';

/** The query string of the screen's canonical page: only the parameters it reads, normalised. */
export function canonicalSearch(screen: Screen, search: URLSearchParams): string {
  if (screen.screen !== 'blog') return '';
  return blogSearch(blogPageParam(search.get('page') ?? undefined), blogCategoryParam(search.get('category')));
}

/** The blog list's category of a request (null: none or not a slug); undefined on any other screen. */
export const requestedBlogCategory = (screen: Screen, search: URLSearchParams) =>
  screen.screen === 'blog' ? blogCategoryParam(search.get('category')) : undefined;
