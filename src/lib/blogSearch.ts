/**
 * The blog list's query parameters (category and page), read and written the same way by the page
 * (BlogPage) and by the canonical page address the server caches by (src/lib/pageSearch.ts).
 */
export const blogPageParam = (v: unknown) => Math.max(1, Math.min(1000, Number.parseInt(String(v ?? '1'), 10) || 1));
export const blogCategoryParam = (v: unknown) => (typeof v === 'string' && /^[a-z0-9-]{1,120}$/.test(v) ? v : null);

/** The blog list's query string (`?category=…&page=…`, defaults left out), in one fixed order. */
export function blogSearch(page: number, category: string | null): string {
  const q = new URLSearchParams();
  if (category) q.set('category', category);
  if (page > 1) q.set('page', String(page));
  return q.size ? `?${q}` : '';
}
