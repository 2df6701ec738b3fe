/**
 * Production serving of the built site (dist/client) on the API's port: hashed assets are
 * cached immutably, HTML never. Paths without a file are pages: public pages are rendered on the
 * server when the SSR build (dist/server) is there, admin pages get the admin's app shell.
 */
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { ApiError } from '../../../src/contract/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { FRAME_DATA_PATH } from '../../ssr/frameData';
import { createPageRenderer, loadServerEntry } from '../../ssr/pageRenderer';
import { openPreview } from '../../../behaviour/preview';
import { PREVIEW_PREFIX } from '../../../src/contract/constants';

/** Where the built site is: the client build, and beside it the server build of its pages. */
export function siteBuild(root = resolve('dist/client')) {
  return { root, serverEntry: resolve(root, '../server/entry-server.js') };
}

/** Starts importing the server build, if there is one (see loadServerEntry). */
export function preloadSite(root?: string) {
  const { serverEntry } = siteBuild(root);
  if (existsSync(serverEntry)) void loadServerEntry(serverEntry);
}

/**
 * Files of the build folder that production does not serve. Source maps (the browser builds write
 * them "hidden": no link from the scripts, kept on disk for reading error reports) would hand out
 * the whole source with its comments, the admin's included. MSW's worker runs only in mock mode
 * (dev server, Storybook); the build leaves it out (vite.config.ts), this refuses an older copy.
 */
const notServed = (path: string) => /\.map$/i.test(path) || /^\/mockServiceWorker\.js$/i.test(path);

export default fp<{
  root?: string;
  serverEntry?: string;
  renderConcurrency?: number;
  renderQueue?: number;
  /** Preview views per client and minute (the login's limit: a token is a credential to guess). */
  previewPerMinute?: number;
}>(
  async (
    app,
    { root = siteBuild().root, serverEntry = siteBuild(root).serverEntry, renderConcurrency, renderQueue, previewPerMinute = 10 },
  ) => {
    if (!existsSync(resolve(root, 'index.html'))) {
      app.log.warn({ root }, 'no built site found: run npm run build to serve the site');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build wrote brotli and gzip copies of every text asset (scripts/vite/precompress.ts).
      preCompressed: true,
      // Our own Cache-Control below (the plugin's default would override it with max-age=0).
      cacheControl: false,
      // Never public, even where a build left them in the served folder (see notServed).
      allowedPath: (path) => !notServed(path),
      setHeaders(reply, path) {
        reply.header('Cache-Control', /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const sendShell = (reply: FastifyReply, shell: string) =>
      reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(shell);
    const renderPage = existsSync(serverEntry)
      ? await createPageRenderer(app, { serverEntry, root, concurrency: renderConcurrency, maxWaiting: renderQueue })
      : null;
    if (!renderPage) app.log.warn({ serverEntry }, 'no server build found: public pages are rendered in the browser');
    const isAdminPath = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');
    // Not pages: API paths and file paths that no file answered keep their JSON 404.
    const isNotAPage = (url: string) => url.startsWith('/api/') || /\.[A-Za-z0-9]+$/.test(url.split('?')[0]!);
    // Previews of drafts: only with a live link of a staff member who may edit the record; never cached.
    // Rate-limited like the login, counted in MongoDB like every limit (security.ts): links cannot be guessed by flooding.
    app.get(
      `${PREVIEW_PREFIX}:token`,
      { config: { rateLimit: { max: previewPerMinute, timeWindow: '1 minute' } } },
      async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
        const preview = renderPage ? await openPreview(app, request.params.token) : null;
        if (!renderPage || !preview)
          return reply
            .code(404)
            .header('Cache-Control', 'no-store')
            .header('X-Robots-Tag', 'noindex')
            .send(new ApiError('not_found').toBody());
        return renderPage.sendPreview(reply, preview);
      },
    );
    // The data a frame-only page hydrates its frame with, beside the page (api/ssr/frameData.ts).
    if (renderPage)
      app.get(`${FRAME_DATA_PATH}:file`, (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) =>
        renderPage.sendFrameData(request, reply),
      );
    // A route (not the not-found handler), so compression and every other route hook apply.
    app.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
      if (isNotAPage(request.url)) return reply.callNotFound();
      if (isAdminPath(request.url))
        return sendShell(reply, existsSync(resolve(root, 'admin/index.html')) ? 'admin/index.html' : 'index.html');
      return renderPage ? renderPage(request, reply) : sendShell(reply, 'index.html');
    });
  },
  { name: 'site' },
);
