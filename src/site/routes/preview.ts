/**
 * A preview link opened in the browser. In production the server renders
 * `/preview/<token>` itself, without scripts (api/ssr/preview.ts), so this runs only where the browser
 * renders the site: mock mode (`npm run dev`, the MSW face answers the API). It asks the API what the
 * link shows (`preview.open`), answers that page's one record read with the draft from then on
 * (src/contract/previewAnswer.ts, as the server's renderer does) and gives the router the page's path in
 * a memory history: the address bar keeps the link, the site's own router and layout render the page.
 * Unknown or expired links render the site's not-found page, as the router does for any unknown path.
 */
import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { PREVIEW_PREFIX } from '../../contract/constants';
import { call, setApiTransport } from '../../lib/api';
import { withPreviewAnswer } from '../../contract/previewAnswer';

/** The path and history the router starts with for a preview link, or null if the link shows nothing. */
export async function openPreviewHere(pathname: string): Promise<{ path: string; history: RouterHistory } | null> {
  const token = decodeURIComponent(pathname.slice(PREVIEW_PREFIX.length).split('/')[0] ?? '');
  const preview = await call('preview.open', { params: { token } }).catch(() => null);
  if (!preview) return null;
  setApiTransport(
    withPreviewAnswer(
      (input, init) => fetch(input, init),
      () => preview.read,
    ),
  );
  // Not for search engines, as the server's preview says with its meta tag and header.
  const robots = document.createElement('meta');
  robots.name = 'robots';
  robots.content = 'noindex, nofollow';
  document.head.append(robots);
  return { path: preview.path, history: createMemoryHistory({ initialEntries: [preview.path] }) };
}
