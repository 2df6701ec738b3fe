/**
 * What serving a cached page costs beyond sending its bytes (part of npm run bench:load, README
 * "Benchmarks"): the production server's cached pages beside a bare Fastify route in a process of
 * its own (bench/bareServer.ts) that answers the same paths with the same headers and bytes, as
 * recorded from the production server. Both are driven in turns of BENCH_BARE_SECONDS (5 s) each,
 * four rounds, alternating which goes first, so both see the same machine; printed as requests per
 * second beside each other and the bare route's multiple of the served pages (goal ≤ 1.5).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../scripts/freePort';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const HEADERS = { 'user-agent': BROWSER, 'accept-encoding': 'br, gzip', accept: 'text/html' };
const CONNECTIONS = 50;
const ROUNDS = 4;
/** Headers of the connection, not of the answer: the bare server sets its own. */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** An answer's headers and bytes as sent (fetch would decompress them). */
function raw(url: string) {
  return new Promise<{ headers: NodeJS.Dict<string | string[]>; body: Buffer }>((resolve, reject) => {
    get(url, { headers: HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function drive(origin: string, pages: string[], seconds: number) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: pages.map((path) => ({ method: 'GET' as const, path, headers: HEADERS })),
  });
  return { perSecond: result.requests.average, errors: result.errors + result.non2xx };
}

export async function besideBareRoute(origin: string, allPages: string[], seconds = Number(process.env.BENCH_BARE_SECONDS ?? 5)) {
  const pages = allPages.slice(0, 50);
  // Each page as the production server sends it once cached: its second answer.
  const recorded: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const path of pages) {
    await raw(origin + path);
    const answer = await raw(origin + path);
    const headers = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name));
    recorded[path] = {
      headers: Object.fromEntries(headers.map(([name, value]) => [name, String(value)])),
      body: answer.body.toString('base64'),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'bare-route-'));
  const file = join(dir, 'pages.json');
  writeFileSync(file, JSON.stringify(recorded));
  const port = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bareServer.ts', file, String(port)], { stdio: 'inherit' });
  const bareOrigin = `http://127.0.0.1:${port}`;
  try {
    for (const deadline = Date.now() + 30_000; ; await sleep(200)) {
      const up = await fetch(bareOrigin + pages[0]).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error('the bare route did not start');
    }
    const figures = { served: [] as number[], bare: [] as number[], errors: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const turns: ['served' | 'bare', string][] = [
        ['served', origin],
        ['bare', bareOrigin],
      ];
      for (const [which, at] of round % 2 ? turns.reverse() : turns) {
        const { perSecond, errors } = await drive(at, pages, seconds);
        figures[which].push(perSecond);
        figures.errors += errors;
      }
    }
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const bytes = Object.values(recorded).reduce((sum, page) => sum + Buffer.from(page.body, 'base64').length, 0) / pages.length;
    return {
      served: mean(figures.served),
      bare: mean(figures.bare),
      rounds: figures,
      errors: figures.errors,
      pages: pages.length,
      bytes,
    };
  } finally {
    const exited = new Promise((resolve) => bare.once('exit', resolve));
    bare.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    rmSync(dir, { recursive: true, force: true });
  }
}
