/**
 * Server rendering of the public site in production (issue 8). The Vite SSR build of
 * src/entry-server.tsx renders a URL with the site's own routes and queries; its API calls go to
 * this Fastify instance in-process (no socket, same validation and caches). The HTML of the
 * client build is the template, so the page links exactly the hashed assets the browser needs.
 *
 * Rendered pages are cached per URL (the language is the first path segment) in the public cache,
 * which every staff write clears: the next request after an edit renders the new content. Pages
 * whose reads failed for a passing reason (database down, timeout) are not cached.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as ServerEntryModule from '../../src/entry-server';
import type { CachedAnswer } from '../plugins/app/publicCache';
import { decodedBody, encodeBody, pickEncoding } from './encodedBody';
import { createPageAssets } from './pageAssets';

/** dist/server/entry-server.js is the build of src/entry-server.tsx: typed by its source. */
type ServerEntry = typeof ServerEntryModule;

type RenderedPage = CachedAnswer & { headers: Record<string, string> };

/** Kept with a cached page, turned into its CSP on every answer, never sent itself. */
const SCRIPT_HASHES = 'x-script-hashes';
const ROOT_PLACEHOLDER = /<div id="root">[\s\S]*?<\/div>/;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** API calls of the renderer, answered by Fastify in-process. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const type = res.headers['content-type'];
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: type ? { 'content-type': String(type) } : {},
    });
  };
}

/**
 * The hydration data is inline script: the page's content security policy allows exactly these
 * scripts by their hashes, so no 'unsafe-inline' and no per-request nonce (pages stay cacheable).
 */
const scriptHashes = (html: string) =>
  [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);

export async function createPageRenderer(
  app: FastifyInstance,
  { serverEntry, root }: { serverEntry: string; root: string },
) {
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  entry.setApiTransport(inProcessFetch(app));
  const shell = readFileSync(join(root, 'index.html'), 'utf8');
  const assets = createPageAssets(root);
  const origin = app.publicUrl;

  async function render(url: string, key: string, version: number): Promise<RenderedPage> {
    const result = await entry.render(url, origin);
    if (result.kind === 'redirect') {
      const page = { status: result.status, body: '', headers: { location: result.location } };
      app.publicCache.set(key, page, version);
      return page;
    }
    const body = assets.template
      .replace('<html lang="de">', `<html lang="${result.lang}">`)
      // The page's own head first: its title and the preload of its main image come before the styles.
      .replace('<meta name="viewport"', () => `${result.head}<meta name="viewport"`)
      .replace('</head>', () => `${assets.stylesFor(result.modules)}</head>`)
      .replace(ROOT_PLACEHOLDER, () => `<div id="root">${result.html}</div>`)
      .replace('</body>', () => `${assets.scriptsFor(result.modules)}</body>`);
    const headers = { 'content-language': result.lang, [SCRIPT_HASHES]: scriptHashes(body).join(' ') };
    // A page that is not cached goes out once: @fastify/compress compresses it on the way.
    if (!result.cacheable) return { status: result.status, body, headers };
    const page = { status: result.status, body: '', headers, encoded: await encodeBody(body) };
    // Not kept if staff changed content while it rendered (it may show the old content).
    app.publicCache.set(key, page, version);
    return page;
  }

  /**
   * Renders in flight per URL: many visitors of one uncached page wait for one render. A render
   * begun before staff changed content is not joined after the change.
   */
  const rendering = new Map<string, Promise<RenderedPage>>();
  function renderOnce(url: string, key: string) {
    const version = app.publicCache.version();
    const flight = `${version} ${key}`;
    let pending = rendering.get(flight);
    if (!pending) {
      pending = render(url, key, version).finally(() => rendering.delete(flight));
      rendering.set(flight, pending);
    }
    return pending;
  }

  /**
   * A cached page at once; an expired one too while its next copy renders in the background (so
   * expiry never makes a visitor wait, and pages expiring together do not pile up renders). Staff
   * writes empty the cache instead of expiring it: the next request after an edit renders anew.
   */
  async function renderPage(url: string): Promise<RenderedPage> {
    const key = `page ${url}`;
    const cached = app.publicCache.lookup(key);
    if (!cached?.answer.headers) return renderOnce(url, key);
    if (cached.stale) renderOnce(url, key).catch((err: unknown) => app.log.error({ err, url }, 'server rendering failed'));
    return cached.answer as RenderedPage;
  }

  return async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply) {
    let page: RenderedPage;
    try {
      page = await renderPage(request.url);
    } catch (err) {
      // The browser can still render the page itself: answer with the app shell, not an error.
      request.log.error({ err, url: request.url }, 'server rendering failed');
      return reply.code(200).header('Cache-Control', 'no-cache').type('text/html').send(shell);
    }
    const { [SCRIPT_HASHES]: hashes, ...headers } = page.headers;
    const csp = reply.getHeader('content-security-policy');
    if (hashes && typeof csp === 'string') reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' ${hashes}`));
    reply.code(page.status).headers(headers).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!page.encoded) return reply.send(page.body);
    reply.header('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // With Content-Encoding set, @fastify/compress leaves the answer as it is.
    return encoding ? reply.header('Content-Encoding', encoding).send(page.encoded[encoding]) : reply.send(decodedBody(page.encoded));
  };
}
