/**
 * A preview renders a public page with one public read answered from the draft
 * (contract: PreviewRead). The same wrapper serves the server's renderer (api/ssr/preview.ts) and the
 * browser in mock mode (src/site/main.tsx): requests for that read get the draft's answer, every other
 * request goes out as usual. A read matches by its path and the query parameters it names.
 */
import type { PreviewRead } from './entities/editorial';

const hrefOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

export function isPreviewRead(read: PreviewRead, href: string): boolean {
  const url = new URL(href, 'http://preview.invalid');
  return url.pathname === read.path && Object.entries(read.query).every(([k, v]) => url.searchParams.get(k) === v);
}

export const previewAnswer = (read: PreviewRead) =>
  new Response(JSON.stringify(read.body), { status: 200, headers: { 'content-type': 'application/json' } });

/** `transport` with `read()`'s request (when there is a preview running) answered from the draft. */
export function withPreviewAnswer(transport: typeof fetch, read: () => PreviewRead | undefined): typeof fetch {
  return (input, init) => {
    const current = read();
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (current && method === 'GET' && isPreviewRead(current, hrefOf(input))) return Promise.resolve(previewAnswer(current));
    return transport(input, init);
  };
}
