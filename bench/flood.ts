/**
 * `npm run bench:flood` — a benchmark, not a test (render amplification). Starts the
 * production server (dist/server/server.js as `npm start` runs it, NODE_ENV=production, the built
 * site and server: run `npm run build` first) in its own process on a fresh, seeded database, then measures the latency of one cached
 * page twice: alone, and while 32 connections flood the server with URLs it has never seen
 * (unique junk query strings on real pages and unknown paths). Prints p50/p99 of the cached page
 * in both runs and what the flood got answered (200/404/503).
 *
 * Before the fix every flood URL was a full render, compression and page-cache entry: the cached
 * page waited behind them. After it, junk query strings hit the canonical page's entry, unknown
 * paths the shared 404, and renders are queued (overload answers 503), so the cached page stays fast.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../scripts/freePort';
import { productionEnv } from '../scripts/productionEnv';
import { seededDatabase } from './database';

const uri = process.env.MONGODB_URI;
if (!uri) throw new Error('Set MONGODB_URI');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const FLOOD_CONNECTIONS = 32;
const CACHED_PAGE = '/de/kontakt';

const { client, db, dbName } = await seededDatabase(uri, 'flood');
const port = Number(process.env.BENCH_PORT) || (await freePort());
const origin = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ['dist/server/server.js'], {
  env: {
    ...productionEnv({ port, publicUrl: origin, mongoUri: uri, dbName }),
    LOG_LEVEL: 'fatal',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {
    /* not listening yet */
  }
  if (i > 300) throw new Error('server did not start');
  await sleep(200);
}
// Warm the cached page (and the code paths) before measuring.
for (let i = 0; i < 20; i++) await (await fetch(origin + CACHED_PAGE, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();

const latencies = async (label: string, seconds: number) => {
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const t = performance.now();
    const res = await fetch(origin + CACHED_PAGE, { headers: { 'accept-encoding': 'br' } });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    await sleep(20);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`${label}: ${times.length} requests of ${CACHED_PAGE}, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${p(1)} ms`);
};

await latencies('cached page alone', 5);

let n = 0;
const statuses = new Map<number, number>();
const flood = autocannon({
  url: origin,
  connections: FLOOD_CONNECTIONS,
  duration: SECONDS,
  headers: { 'accept-encoding': 'br' },
  requests: [
    {
      setupRequest: (req) => {
        n++;
        const paths = ['/de/kontakt', '/en/blog', '/de/behandlungen', `/de/gibt-es-nicht-${n}`, `/en/x/y/z/${n}`];
        return { ...req, path: `${paths[n % paths.length]}?utm_source=${n}&junk=${Math.random()}` };
      },
      onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
    },
  ],
});
await sleep(1000);
await latencies(`cached page during a flood of unique URLs (${FLOOD_CONNECTIONS} connections)`, SECONDS - 2);
const result = await flood;
console.log(
  `flood: ${result.requests.total} requests, ${result.requests.average.toFixed(0)}/s, answers ${JSON.stringify(Object.fromEntries(statuses))}`,
);
stop();
await db.dropDatabase();
await client.close();
