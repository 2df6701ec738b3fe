/**
 * Server rendering of the public site in production. The Vite SSR build of
 * src/site/entry-server.tsx renders a URL with the site's own routes and queries; its API calls go to
 * this Fastify instance in-process (no socket, same validation and caches). The HTML of the
 * client build is the template, so the page links exactly the hashed assets the browser needs.
 *
 * Rendered pages are cached per canonical page (pagePlan.ts: path plus the query parameters the
 * page reads) in the public cache, which every staff write clears: the next request after an edit
 * renders the new content. Pages whose reads failed for a passing reason (database down, timeout)
 * are not cached. Not-found pages are shared: one per language (and kind), and a URL whose data
 * turned out not to exist keeps only a small pointer to it. Renders go through a bounded queue
 * (renderQueue.ts): overload answers 503 with Retry-After, cached pages keep answering at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as ServerEntryModule from '../../src/site/entry-server';
import { messages } from '../../src/i18n/messages';
import { CONTENT_FRESH_MS } from '../../src/contract/constants';
import { STALE_MS, type CachedAnswer } from '../plugins/app/publicCache';

/**
 * How long a rendered page that shows nothing clock-bound is fresh. Content changes reach visitors
 * by clearing (every instance, at once), not by expiry, so this is long: each instance renders each
 * page again when it expires, and at a minute for all ~800 pages that took most of a core per
 * instance. Expired plus stale it is still younger than the browser's freshness of content reads
 * (CONTENT_FRESH_MS), so hydration asks the API for nothing again.
 */
const CONTENT_PAGE_TTL_MS = CONTENT_FRESH_MS - STALE_MS;
import { decodedBody, encodeBody, pickEncoding, refineLater } from './encodedBody';
import { createFrameData } from './frameData';
import { createPageAssets } from './pageAssets';
import { dependsOnSlugs, knownSlugs } from './knownSlugs';
import { notFoundKey, planForContent, planPage, type PagePlan } from './pagePlan';
import { createRenderQueue, RenderQueueFull } from './renderQueue';
import { ownScriptHashes } from './scriptHashes';
import { previewHtml, previewOverlay, withPreviewOverlay } from './preview';
import type { PreviewPage } from '../../behaviour/preview';
import { loggedPath } from '../requestLog';
import { searchable } from './searchIndexing';

/** dist/server/entry-server.js is the build of src/site/entry-server.tsx: typed by its source. */
type ServerEntry = typeof ServerEntryModule;

type RenderedPage = CachedAnswer & { headers: Record<string, string> };
type PageToRender = Extract<PagePlan, { kind: 'page' }>;

/** Kept with a cached page, turned into its CSP on every answer, never sent itself. */
const SCRIPT_HASHES = 'x-script-hashes';
/** Kept instead of a page for a URL whose page is a shared not-found page: its cache key. */
const SHARED_PAGE = 'x-shared-page';
const ROOT_PLACEHOLDER = /<div id="root">[\s\S]*?<\/div>/;
/** How long an overloaded server asks the visitor to wait, in seconds. */
const RETRY_AFTER_S = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts of the page renderer, for tests and monitoring. */
    pageRenderer: { renders: number; queue: () => { running: number; waiting: number; refused: number } };
  }
}

const loading = new Map<string, Promise<ServerEntry>>();

/**
 * The server build of the site, imported once per path. buildApp starts it before it connects to
 * the database, so the import's work overlaps the start's waits for MongoDB (part of a restart's
 * time until the instance is ready).
 */
export function loadServerEntry(serverEntry: string): Promise<ServerEntry> {
  let entry = loading.get(serverEntry);
  if (!entry) {
    entry = import(pathToFileURL(serverEntry).href) as Promise<ServerEntry>;
    // A failed early import is reported where the renderer awaits it, not as an unhandled rejection.
    entry.catch(() => {});
    loading.set(serverEntry, entry);
  }
  return entry;
}

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

export async function createPageRenderer(
  app: FastifyInstance,
  {
    serverEntry,
    root,
    concurrency = 2,
    maxWaiting = 16,
  }: { serverEntry: string; root: string; concurrency?: number; maxWaiting?: number },
) {
  const entry = await loadServerEntry(serverEntry);
  // Preview renders (preview.ts) see their draft through the same transport; every other render sees the API as it is.
  entry.setApiTransport(withPreviewOverlay(inProcessFetch(app)));
  const shell = readFileSync(join(root, 'index.html'), 'utf8');
  const assets = createPageAssets(root);
  const origin = app.publicUrl;
  const queue = createRenderQueue({ concurrency, maxWaiting });
  const stats = { renders: 0, queue: queue.stats };
  app.decorate('pageRenderer', stats);

  const frameData = createFrameData(app, { make: (lang) => entry.frameView(lang, origin), ttlMs: CONTENT_PAGE_TTL_MS });

  /**
   * The page's HTML: the client build's template with the rendered markup, head, styles and loader.
   * A frame-only page links its frame data (`frameUrl`, frameData.ts) or, without one, carries it.
   */
  function toHtml(result: Extract<Awaited<ReturnType<ServerEntry['render']>>, { kind: 'page' }>, url: string, frameUrl?: string) {
    const loader = assets.loaderFor(result.scriptModules, result.entry, frameUrl);
    const frameScript = frameUrl ? '' : (result.frameData ?? '');
    const page = assets.template
      .replace('<html lang="de">', `<html lang="${result.lang}">`)
      // The page's own head first: its title and the preload of its main image come before the styles.
      .replace('<meta name="viewport"', () => `${result.head}<meta name="viewport"`)
      .replace(
        ROOT_PLACEHOLDER,
        () => `<div id="root" data-server-rendered${frameUrl ? ` data-frame="${frameUrl}"` : ''}>${result.html}</div>`,
      )
      .replace('</body>', () => `${frameScript}${loader ? `<script>${loader}</script>` : ''}</body>`);
    // Last: the styles are pruned to the classes of the whole page.
    const body = assets.withStyles(page, result.modules, result.entry);
    const { hashes, foreign } = ownScriptHashes(body, [...result.scripts, loader]);
    if (foreign.length)
      app.log.warn(
        { url, scripts: foreign.length },
        'rendered page holds inline scripts the renderer did not emit: not allowed by its CSP',
      );
    return { body, hashes };
  }

  async function render(plan: PageToRender, version: number): Promise<RenderedPage> {
    stats.renders++;
    // Until the legal minimum is complete search engines are kept away (searchIndexing.ts); asked
    // beside the render, so it adds no wait, and kept with the page.
    const [result, indexed] = await Promise.all([entry.render(plan.url, origin), searchable(app)]);
    if (result.kind === 'redirect') {
      const page = { status: result.status, body: '', headers: { location: result.location } };
      app.publicCache.set(plan.key, page, version);
      return page;
    }
    // A page whose reads failed (it is not cached) carries its frame's data: its fallbacks are not the language's.
    const frameUrl =
      result.cacheable && result.frameJson ? await frameData.linkFor(result.lang, result.frameJson, version) : undefined;
    const { body, hashes } = toHtml(result, plan.url, frameUrl);
    const headers = {
      'content-language': result.lang,
      [SCRIPT_HASHES]: hashes.join(' '),
      ...(indexed ? {} : { 'x-robots-tag': 'noindex' }),
    };
    // A page that is not cached goes out once: @fastify/compress compresses it on the way.
    if (!result.cacheable) return { status: result.status, body, headers };
    // What this page rendered last time (a stale entry is still there): unchanged, its copies are kept.
    const sharedKey = result.status === 404 && plan.screen !== 'notFound' ? notFoundKey(plan.lang, plan.screen) : undefined;
    const previous = app.publicCache.lookup(sharedKey ?? plan.key)?.answer.encoded;
    const page = { status: result.status, body: '', headers, encoded: await encodeBody(body, previous) };
    const ttl = result.clockBound ? undefined : CONTENT_PAGE_TTL_MS;
    // Not kept if staff changed content while it rendered (it may show the old content).
    // A slug taken for unknown that showed a page after all (a record created a moment ago, its
    // change not seen here yet) goes out once and is not kept as the shared not-found page.
    if (plan.unknown && result.status !== 404) return { status: result.status, body, headers };
    if (sharedKey) {
      // Data that does not exist: the page is the shared one of its kind. A slug known to name no
      // record asked for it directly (planForContent); one whose record shows nothing (a draft)
      // keeps a pointer of a few hundred bytes, so a flood of such slugs evicts no real page.
      app.publicCache.set(sharedKey, page, version, ttl);
      if (plan.key !== sharedKey)
        app.publicCache.set(plan.key, { status: 404, body: '', headers: { [SHARED_PAGE]: sharedKey } }, version, ttl);
    } else app.publicCache.set(plan.key, page, version, ttl);
    return page;
  }

  /**
   * Renders in flight per page: many visitors of one uncached page wait for one render, which waits
   * for its turn in the queue. A render begun before staff changed content is not joined after it.
   */
  const rendering = new Map<string, Promise<RenderedPage>>();
  function renderOnce(plan: PageToRender) {
    const version = app.publicCache.version();
    const flight = `${version} ${plan.key}`;
    let pending = rendering.get(flight);
    if (!pending) {
      pending = queue.run(() => render(plan, version)).finally(() => rendering.delete(flight));
      rendering.set(flight, pending);
    }
    return pending;
  }

  /** The cached page of a key, following a not-found pointer to its shared page. */
  function cachedPage(key: string) {
    const cached = app.publicCache.lookup(key);
    if (!cached?.answer.headers) return undefined;
    const shared = cached.answer.headers[SHARED_PAGE];
    if (!shared) return cached;
    const page = app.publicCache.lookup(shared);
    return page?.answer.headers ? { answer: page.answer, stale: cached.stale || page.stale } : undefined;
  }

  /**
   * A cached page at once; an expired one too while its next copy renders in the background (so
   * expiry never makes a visitor wait, and pages expiring together do not pile up renders). Staff
   * writes empty the cache instead of expiring it: the next request after an edit renders anew.
   */
  async function pageFor(plan: PageToRender): Promise<{ page: RenderedPage; hit: boolean }> {
    const cached = cachedPage(plan.key);
    if (!cached) return { page: await renderOnce(plan), hit: false };
    if (cached.stale)
      renderOnce(plan).catch((err: unknown) => {
        // A full queue skips the refresh: the expired copy serves until a turn is free.
        if (!(err instanceof RenderQueueFull)) app.log.error({ err, url: plan.url }, 'server rendering failed');
      });
    return { page: cached.answer as RenderedPage, hit: true };
  }

  /**
   * A staff member's preview of a draft: rendered like the public page, with the draft
   * in place of the live record (preview.ts), through the same queue, never cached, not indexed.
   */
  async function sendPreview(reply: FastifyReply, preview: PreviewPage) {
    // Before the render: an answer that fails (a full queue, an error) is not stored or indexed either.
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer');
    let result: Awaited<ReturnType<typeof entry.render>>;
    try {
      result = await queue.run(() => previewOverlay.run(preview, () => entry.render(preview.path, origin)));
    } catch (err) {
      if (!(err instanceof RenderQueueFull)) throw err;
      const text = messages[preview.language]['error.databaseUnavailable'];
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_S))
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${preview.language}"><meta charset="utf-8"><title>${text}</title><p>${text}</p></html>`,
        );
    }
    reply.type('text/html; charset=utf-8');
    if (result.kind === 'redirect') return reply.code(404).send(previewHtml(shell));
    return reply
      .code(result.status)
      .header('content-language', result.lang)
      .send(previewHtml(toHtml(result, '/preview').body));
  }

  const slugs = knownSlugs(app);
  /** The plan once it is known whether its slug or category names a record (as before if that cannot be read). */
  async function planWithContent(plan: PagePlan): Promise<PagePlan> {
    if (plan.kind !== 'page' || !dependsOnSlugs(plan.detail, plan.category)) return plan;
    const known = await slugs();
    return known ? planForContent(plan, known) : plan;
  }

  return Object.assign(sendRenderedPage, { sendPreview, sendFrameData: frameData.send });

  async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply) {
    const plan = await planWithContent(planPage(request.url));
    if (plan.kind === 'redirect')
      return reply.code(plan.status).header('Cache-Control', 'no-cache').redirect(plan.location, plan.status);
    let answer: { page: RenderedPage; hit: boolean };
    try {
      answer = await pageFor(plan);
    } catch (err) {
      if (err instanceof RenderQueueFull) {
        // Cheap on purpose: no render, no catalogue lookup beyond one string.
        const text = messages[plan.lang]['error.databaseUnavailable'];
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_S))
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="${plan.lang}"><meta charset="utf-8"><meta name="robots" content="noindex"><title>${text}</title><p>${text}</p></html>`,
          );
      }
      // The browser can still render the page itself: answer with the app shell, not an error.
      request.log.error({ err, url: loggedPath(request.url) }, 'server rendering failed');
      return reply.code(200).header('Cache-Control', 'no-cache').type('text/html').send(shell);
    }
    const { page, hit } = answer;
    // Counted in memory, written later (api/plugins/app/statistics.ts): the answer waits for nothing.
    app.statistics.pageView(request, { path: plan.url.split('?')[0]!, lang: plan.lang, status: page.status });
    const { [SCRIPT_HASHES]: hashes, ...headers } = page.headers;
    const csp = reply.getHeader('content-security-policy');
    if (hashes && typeof csp === 'string')
      reply.header('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' ${hashes}`));
    reply
      .code(page.status)
      .headers(headers)
      .header('x-cache', hit ? 'hit' : 'miss')
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8');
    if (!page.encoded) return reply.send(page.body);
    if (hit) refineLater(page.encoded);
    reply.header('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // With Content-Encoding set, @fastify/compress leaves the answer as it is.
    return encoding
      ? reply.header('Content-Encoding', encoding).send(page.encoded[encoding])
      : reply.send(decodedBody(page.encoded));
  }
}
