/**
 * Starts the site in mock mode (`npm run dev`'s own `vite`, in a process of its own) on a free port
 * for the e2e project and exposes its URL as E2E_BASE_URL. Its own process: the test files run side
 * by side and each page load in mock mode asks it for some 330 modules, which vitest's own process,
 * busy with the stories' server and the runs' bookkeeping, answered late. An already running server
 * can be reused with E2E_BASE_URL=http://localhost:5173.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/freePort';

let server: ChildProcess | undefined;

/** Waits until the dev server answers its page (it compiles the entry on the first request). */
async function answering(url: string, child: ChildProcess) {
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the mock-mode dev server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the mock-mode dev server did not answer ${url} within 120 s`);
}

export default async function setup(project: TestProject) {
  let baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) {
    const port = await freePort();
    server = spawn(
      process.execPath,
      ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, FORCE_COLOR: '0' },
      },
    );
    baseUrl = `http://127.0.0.1:${port}`;
    await answering(`${baseUrl}/de`, server);
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
