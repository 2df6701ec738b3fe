/**
 * Production serving of the built site (dist/client) on the API's port: hashed assets are
 * cached immutably, HTML never; unknown non-API paths get the app shell (client routing).
 */
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when a built site is served (see app.ts's not-found handler). */
    sendAppShell?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

export default fp<{ root?: string }>(
  async (app, { root = resolve('dist/client') }) => {
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
    if (!existsSync(resolve(root, 'index.html'))) {
      app.log.warn({ root }, 'no built site found: run npm run build to serve the site');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Our own Cache-Control below (the plugin's default would override it with max-age=0).
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Paths without a file are pages: the app shell answers and the client router takes over.
    app.decorate('sendAppShell', (request: FastifyRequest, reply: FastifyReply) => {
      const shell = request.url.startsWith('/admin') && existsSync(resolve(root, 'admin/index.html')) ? 'admin/index.html' : 'index.html';
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(shell);
    });
  },
  { name: 'site' },
);
