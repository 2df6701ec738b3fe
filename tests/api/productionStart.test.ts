/**
 * `npm start` as production runs it: the compiled server (dist/server/server.js, built by
 * npm run build) under plain `node`, no TypeScript loader. Without MONGODB_URI it refuses to start
 * with one line naming the variable and the README section (there is no embedded database to fall
 * back to); with it, it answers its health check and a server-rendered page.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/freePort';

const SERVER = 'dist/server/server.js';
const uri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
const dbName = `test_production_start_${process.pid}_${Date.now()}`;

/** The environment `npm start` sets, over this process's minus the database address. */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { MONGODB_URI: _unset, ...env } = process.env;
  return { ...env, NODE_ENV: 'production', MALLOC_MMAP_THRESHOLD_: '131072', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extra };
}

function start(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => ((stderr += d), (output += d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, stderr: () => stderr };
}

beforeAll(() => {
  if (!existsSync(SERVER)) throw new Error('no server build: run npm run build:site first');
});

describe('npm start (compiled server)', () => {
  it('refuses to start without MONGODB_URI: exit code 1 and one line naming the variable and the README section', async () => {
    const server = start(productionEnv({ PORT: String(await freePort()) }));
    const code = await server.exited;
    expect(code).toBe(1);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('MONGODB_URI');
    expect(lines[0]).toContain('README.md, Production');
  });

  describe('with MONGODB_URI', () => {
    let server: ReturnType<typeof start>;
    let base: string;
    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = start(productionEnv({ MONGODB_URI: uri, MONGODB_DB: dbName, PORT: String(port), PUBLIC_URL: base }));
      const deadline = Date.now() + 30_000;
      for (;;) {
        if (server.child.exitCode !== null) throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
        const up = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return;
        if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    afterAll(async () => {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      const client = await new MongoClient(uri).connect();
      await client.db(dbName).dropDatabase();
      await client.close();
    });

    it('answers the health check and renders a page on the server', async () => {
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const page = await fetch(`${base}/de`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/^<!doctype html>/i);
    });

    it('stops gracefully on SIGTERM (exit code 0)', async () => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });
  });
});
