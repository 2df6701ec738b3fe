/**
 * Starts the site in mock mode (the same `vite` as `npm run dev`) on a free port for the e2e
 * project and exposes its URL as E2E_BASE_URL. An already running server can be reused with
 * E2E_BASE_URL=http://localhost:5173.
 */
import type { TestProject } from 'vitest/node';
import { createServer, type ViteDevServer } from 'vite';

let server: ViteDevServer | undefined;

export default async function setup(project: TestProject) {
  let baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) {
    server = await createServer({ configFile: 'vite.config.ts', server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
    await server.listen();
    baseUrl = server.resolvedUrls!.local[0].replace(/\/$/, '');
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    await server?.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
