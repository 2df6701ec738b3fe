/**
 * Vite in a process of its own on a free loopback port: the mock-mode bundle under `vite preview`
 * (tests/e2e/globalSetup.ts) or `npm run dev`'s dev server (tests/e2e/mockMode.test.ts). Its own
 * process, because vitest's, busy with the other projects, answered the browser's requests late.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/freePort';

export interface ViteServer {
  url: string;
  close(): Promise<void>;
}

/** Waits until the server answers a page (the dev server compiles the entry on the first request). */
async function answering(url: string, child: ChildProcess) {
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`vite exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`vite did not answer ${url} within 120 s`);
}

/** Starts `vite <args>` and resolves once it answers /de. */
export async function startVite(args: string[]): Promise<ViteServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', ...args, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      // Its config-loader notice is the same on every start.
      env: { ...process.env, FORCE_COLOR: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await answering(`${url}/de`, child);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close };
}
