/**
 * The server side of previews (issue 23, item 6; behaviour/preview.ts issues and checks the links).
 * A preview renders the public page of a record with its draft in place of the live record: the
 * renderer's API transport (pageRenderer.ts) answers the one read that carries that record from
 * the draft while a preview render runs (AsyncLocalStorage: concurrent public renders see the API
 * as it is), and the HTML goes out without the site's scripts (the browser app would read the
 * live record again and route `/preview/…` to not-found) and with noindex.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { endpoint } from '../../src/contract/endpoints';
import type { PreviewPage } from '../../behaviour/preview';

export const previewOverlay = new AsyncLocalStorage<PreviewPage>();

const pathOf = (id: string, slug: string) => endpoint(id).path.replace(':slug', encodeURIComponent(slug));
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The draft's answer to `url`, when the preview running now reads its record through it. */
async function overlay(preview: PreviewPage, url: URL, real: () => Promise<Response>): Promise<Response | null> {
  const { resource, record } = preview;
  const slug = String(record.slug ?? '');
  if (resource === 'treatments' && url.pathname === pathOf('treatments.bySlug', slug)) return json({ data: record });
  if (resource === 'blog' && url.pathname === pathOf('blog.bySlug', slug)) return json({ data: record });
  if (resource === 'content' && url.pathname === endpoint('content.list').path && url.searchParams.get('page') === record.page) {
    const res = await real();
    if (!res.ok) return res;
    const { data } = (await res.json()) as { data: { id: string; order?: number }[] };
    const blocks = [...data.filter((b) => b.id !== record.id), record as unknown as { id: string; order?: number }];
    return json({ data: blocks.sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) });
  }
  return null;
}

export function withPreviewOverlay(transport: typeof fetch): typeof fetch {
  return async (input, init) => {
    const preview = previewOverlay.getStore();
    if (!preview) return transport(input, init);
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await overlay(preview, new URL(href, 'http://preview.invalid'), () => transport(input, init));
    return answer ?? transport(input, init);
  };
}

/** The rendered page as a preview: no scripts (no hydration over the draft), not for search engines. */
export const previewHtml = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace('<head>', '<head><meta name="robots" content="noindex, nofollow">');
