/**
 * npm run bench:api — a benchmark, not a test. Starts the production API on a fresh, seeded
 * database and, with autocannon (50 connections, 10 s each), measures requests/s and p50/p99
 * latency of four calls next to a bare Fastify route measured in the same run.
 * Rate limits are lifted for the run (they would otherwise cap the POST at 10/min per client).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../api/app';
import { loadConfig } from '../api/config';
import { seededDatabase } from './database';

const uri = process.env.MONGODB_URI;
if (!uri) throw new Error('Set MONGODB_URI (npm run bench:api starts ../shared/mongo/start when available)');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const { client, dbName } = await seededDatabase(uri);

const config = loadConfig(
  { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
  {
    MONGODB_URI: uri,
    MONGODB_DB: dbName,
    RATE_LIMIT_FORM_PER_MIN: 1e9,
    RATE_LIMIT_LOGIN_PER_MIN: 1e9,
  },
);
const app = await buildApp(config);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const bare = Fastify();
bare.get('/bare', async () => ({ data: { ok: true } }));
const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });

// A stored submission per request: a contact message. (Appointment requests hold one free slot each,
// a few thousand in all, so a 10 s run would mostly measure the 409 for a taken slot.)
const message = JSON.stringify({
  name: 'Bench Mark',
  email: 'bench@example.org',
  subject: 'Frage zur Behandlung',
  message: 'Eine Nachricht aus dem Benchmark (bench:api).',
});

const run = (url: string, opts: Partial<autocannon.Options> = {}) =>
  autocannon({ url, connections: 50, duration: seconds, ...opts });

// KB per answer shows when a call is bound by bytes rather than by per-request work.
const kbPerAnswer = (r: autocannon.Result) => (r.throughput.average / Math.max(1, r.requests.average) / 1024).toFixed(1);
const rows: string[][] = [['call', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'KB/answer', 'bare req/s', 'ratio']];
const bareResult = await run(`${bareBase}/bare`);
for (const [name, url, opts] of [
  ['GET treatments (de)', `${base}/api/v1/treatments`, { headers: { 'accept-language': 'de' } }],
  ['GET contact', `${base}/api/v1/public/contact`, {}],
  ['GET blog list', `${base}/api/v1/blog`, {}],
  [
    'POST contact message',
    `${base}/api/v1/contact`,
    { method: 'POST', body: message, headers: { 'content-type': 'application/json' } },
  ],
] as const) {
  const r = await run(url, opts as Partial<autocannon.Options>);
  rows.push([
    name,
    r.requests.average.toFixed(0),
    String(r.latency.p50),
    String(r.latency.p99),
    String(r.errors + r.non2xx),
    kbPerAnswer(r),
    bareResult.requests.average.toFixed(0),
    (r.requests.average / bareResult.requests.average).toFixed(2),
  ]);
}
rows.push([
  'bare Fastify route',
  bareResult.requests.average.toFixed(0),
  String(bareResult.latency.p50),
  String(bareResult.latency.p99),
  String(bareResult.errors + bareResult.non2xx),
  kbPerAnswer(bareResult),
  '',
  '1.00',
]);
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '));

await app.close();
await bare.close();
await client.db(dbName).dropDatabase();
await client.close();
