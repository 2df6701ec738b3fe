/**
 * The query parameters a screen reads: the blog list's category and page, nothing on any other
 * screen. One source of truth for the page (BlogPage) and for the server's page cache, whose key is
 * the canonical page (api/ssr/pageRenderer.ts): any other parameter (tracking tags, junk) shows the
 * same page, so it must not make a new render or cache entry (issue 15 §2).
 */
import type { Screen } from './resolvePath';

export const blogPageParam = (v: unknown) => Math.max(1, Math.min(1000, Number.parseInt(String(v ?? '1'), 10) || 1));
export const blogCategoryParam = (v: unknown) => (typeof v === 'string' && /^[a-z0-9-]{1,120}$/.test(v) ? v : null);

/** The blog list's query string (`?category=…&page=…`, defaults left out), in one fixed order. */
export function blogSearch(page: number, category: string | null): string {
  const q = new URLSearchParams();
  if (category) q.set('category', category);
  if (page > 1) q.set('page', String(page));
  return q.size ? `?${q}` : '';
}

/** The query string of the screen's canonical page: only the parameters it reads, normalised. */
export function canonicalSearch(screen: Screen, search: URLSearchParams): string {
  if (screen.screen !== 'blog') return '';
  return blogSearch(blogPageParam(search.get('page') ?? undefined), blogCategoryParam(search.get('category')));
}
