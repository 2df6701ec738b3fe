/**
 * npm run bench:load — a benchmark, not a test. After `npm run build` (the script does it), starts
 * the production server (`dist/server/server.js` as `npm start` runs it, NODE_ENV=production) in its own process
 * on a fresh, seeded database and drives mixed traffic at it with autocannon: 100 connections for
 * 60 s (BENCH_SECONDS to shorten), 90 % reads — server-rendered pages of every language, taken
 * from the server's own /sitemap.xml, and public API reads in every language — and 10 % form posts
 * (contact message, appointment request, newsletter); BENCH_PAGES_ONLY=1 sends pages alone. Prints throughput, p50/p95/p99 latency and
 * errors per kind of request and the bytes per answer as sent (compressed, headers included), checks that every submission answered 201 is in the database, and
 * prints the server's memory before and after the run. Then the statistics' cost: cached pages with
 * counting on beside off, in turns, and the bucket writes per instance and second
 * (bench/statisticsCost.ts; BENCH_STATISTICS=0 leaves it out). And the cached pages beside a bare
 * Fastify route that sends the same headers and bytes (bench/bareRoute.ts; goal: within 1.5 ×).
 *
 * Expectation: zero errors, zero lost submissions, memory back within 20 %
 * of its starting level. The script exits with status 1 when one of them is missed.
 * Posts in flight when autocannon stops have no answer; their rows are counted apart, not as lost.
 *
 * Why it is built this way:
 * - The server runs in a child process so its memory is its own (the load generator's sockets and
 *   latency records would otherwise be counted) and is read from /proc/<pid>/status (VmRSS).
 * - "Before" is read after a warm-up (every page and API read once, then 5 s of the same traffic)
 *   and 10 s of idling, "after" after the run and the same 10 s of idling: both with the caches
 *   filled and the code compiled, so the difference is what the run left behind, not a cold start.
 *   Both are read after a full garbage collection, as found and again after emptying the server's
 *   caches (rendered pages are large, and how many are cached at a given moment is chance).
 * - autocannon reports p97.5 but no p95, and no figures per kind of request: the script records
 *   every answer's latency itself and computes the percentiles from those.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../scripts/freePort';
import { productionEnv } from '../scripts/productionEnv';
import { PUBLIC_READS } from './publicReads';
import { statisticsCost } from './statisticsCost';
import { besideBareRoute } from './bareRoute';
import { LANGUAGES } from '../src/contract/common';
import { TREATMENT_TYPES, todayInBerlin } from '../src/contract/entities/appointment';
import { addDays, lastBookableDay } from '../src/contract/constants';
import { seededDatabase } from './database';

const uri = process.env.MONGODB_URI;
if (!uri) throw new Error('Set MONGODB_URI (npm run bench:load starts ../shared/mongo/start when available)');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = 100;
/** autocannon's default: an answer later than this counts as an error (a timeout). */
const TIMEOUT_S = 10;
const WARMUP_SECONDS = 5;
const IDLE_MS = 10_000;
const MEMORY_TOLERANCE = 0.2;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

// ── The server: seeded database, own process ──────────────────────────────────

const { client, db, dbName } = await seededDatabase(uri, 'load');

const port = Number(process.env.BENCH_PORT) || (await freePort());
const origin = `http://127.0.0.1:${port}`;

/**
 * Loaded into the server process before dist/server/server.js (the product itself is unchanged): asked over
 * the IPC channel, it collects garbage and answers with process.memoryUsage(). Reading memory after
 * a full collection compares what the server keeps, not how much garbage V8 had not yet collected.
 * When the benchmark goes away (Ctrl-C, a crash), the server shuts down instead of staying behind.
 */
const PROBE =
  "process.on('message', (m) => { if (m === 'memory') { globalThis.gc(); process.send(process.memoryUsage()); } });" +
  "process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));";
// The compiled server under plain `node`, as `npm start` runs it: the pid whose memory is read is
// the server's, and no TypeScript loader's memory is counted as the product's.
const server = spawn(
  process.execPath,
  ['--expose-gc', '--import', `data:text/javascript,${encodeURIComponent(PROBE)}`, 'dist/server/server.js'],
  {
    env: {
      ...productionEnv({ port, publicUrl: origin, mongoUri: uri, dbName }),
      // Errors only: a quiet server, but a failed render (answered 200 with the app shell) or a 500
      // still leaves a line, which the report counts.
      LOG_LEVEL: 'error',
      // All traffic comes from one address: the per-client limits of the forms (10/min) and the login
      // would answer nearly every post with 429 and measure the limiter instead of the server.
      RATE_LIMIT_FORM_PER_MIN: '1000000000',
      RATE_LIMIT_LOGIN_PER_MIN: '1000000000',
      // Likewise the appointment requests one client may send a day (3): past them every post is a 409.
      BOOKING_REQUESTS_PER_CLIENT_PER_DAY: '1000000000',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  },
);
const serverLog: string[] = [];
for (const stream of [server.stdout!, server.stderr!])
  createInterface({ input: stream }).on('line', (line) => serverLog.push(line));
let serverExit: string | null = null;
server.on('exit', (code, signal) => (serverExit = `exit code ${code ?? '-'}, signal ${signal ?? '-'}`));

async function stopServer() {
  if (serverExit !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]))) server.kill('SIGKILL');
}

/** Resident memory of the server process in MB, as the kernel counts it (VmRSS, or VmHWM: its peak). */
function residentMb(field: 'VmRSS' | 'VmHWM' = 'VmRSS') {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no ${field} in /proc/${server.pid}/status`);
  return Number(kb) / 1024;
}
/** The server's memory after a full garbage collection: resident (RSS) and V8 heap in use, MB. */
async function memory() {
  const usage = await new Promise<NodeJS.MemoryUsage>((resolve) => {
    server.once('message', (m) => resolve(m as NodeJS.MemoryUsage));
    server.send('memory');
  });
  // V8 gives the freed pages back on background threads after the collection: RSS settles ~1 s later.
  await sleep(2000);
  return { rss: residentMb(), heap: usage.heapUsed / 2 ** 20, external: usage.external / 2 ** 20 };
}

// ── The traffic ───────────────────────────────────────────────────────────────

type Kind = 'page' | 'api read' | 'post contact' | 'post appointment' | 'post newsletter';
const KINDS: Kind[] = ['page', 'api read', 'post contact', 'post appointment', 'post newsletter'];
const READS: Kind[] = ['page', 'api read'];
const POSTS: Kind[] = ['post contact', 'post appointment', 'post newsletter'];
/** Where each form's rows are stored (behaviour/public.ts; the id answered is the row's _id). */
const COLLECTION: Partial<Record<Kind, string>> = {
  'post contact': 'messages',
  'post appointment': 'appointments',
  'post newsletter': 'newsletter',
};
/**
 * 60 % pages, 30 % API reads, 10 % posts (a third to each form); with BENCH_PAGES_ONLY=1 pages
 * alone, the served pages' own throughput (cached pages are bound by their bytes).
 */
const WEIGHTS: [Kind, number][] = process.env.BENCH_PAGES_ONLY
  ? [['page', 100]]
  : [
      ['page', 60],
      ['api read', 30],
      ['post contact', 10 / 3],
      ['post appointment', 10 / 3],
      ['post newsletter', 10 / 3],
    ];

const perKind = <T>(make: () => T) => Object.fromEntries(KINDS.map((k) => [k, make()])) as Record<Kind, T>;
const newStats = () => ({
  /** Requests written to a socket: more than answered by those timed out or in flight at the stop. */
  sent: perKind(() => 0),
  answered: perKind(() => 0),
  /**
   * Answers autocannon could not read: after a timeout it reconnects but keeps its HTTP parser,
   * mid-way through the abandoned answer, and reports the next answer without a status.
   */
  unread: perKind(() => 0),
  ok: perKind(() => 0),
  statuses: perKind(() => new Map<number, number>()),
  latency: perKind((): number[] => []),
  /** Bytes received per kind, headers included, as sent (compressed), printed per answer. */
  bytes: perKind(() => 0),
  /** Non-2xx answers per status and request, with the first body: what went wrong where. */
  failures: new Map<string, { count: number; body: string }>(),
  /** Requests sent and not (yet) answered; what is left at the end timed out or was in flight. */
  pending: new Set<Sent>(),
});
/** What the script notes on autocannon's per-request context (a fresh object for every request). */
interface Sent {
  kind: Kind;
  label: string;
  /** ms since the run started */
  at: number;
}
type Stats = ReturnType<typeof newStats>;
/** Ids of every submission answered 201, per collection, over warm-up and run. */
const submitted: Record<string, string[]> = { messages: [], appointments: [], newsletter: [] };

async function serverWaitHealthy() {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
    if (serverExit !== null) break;
    const status = await fetch(`${origin}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
  }
  throw new Error(
    `the server did not answer /api/health (${serverExit ?? 'still running'}):\n${serverLog.slice(-20).join('\n')}`,
  );
}
const getData = async <T>(path: string) => ((await (await fetch(origin + path)).json()) as { data: T }).data;

try {
  await serverWaitHealthy();
  const atStart = await memory();

  // Every public page the server serves, in every language: what crawlers and visitors reach.
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
  const pageLanguages = new Set(pages.map((p) => p.split('/')[1]));
  if (LANGUAGES.some((l) => !pageLanguages.has(l)))
    throw new Error(`the sitemap lacks pages of some languages: ${[...pageLanguages]}`);
  const treatmentSlugs = (await getData<{ slug: string }[]>('/api/v1/treatments')).map((t) => t.slug);
  const blogSlugs = (await getData<{ items: { slug: string }[] }>('/api/v1/blog?pageSize=50')).items.map((p) => p.slug);
  // The slots the booking form offers from tomorrow on: future dates on opening days, valid times.
  const tomorrow = new Date(Date.parse(`${todayInBerlin()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  // The server gives each slot once: the whole booking horizon, in 31-day pages, each used once.
  const slots: { date: string; time: string; location: string; available: boolean }[] = [];
  for (let from = tomorrow; from <= lastBookableDay(); from = addDays(from, 31))
    slots.push(
      ...(await getData<typeof slots>(`/api/v1/contact/appointment-slots?from=${from}&days=31`)).filter((s) => s.available),
    );
  if (!slots.length) throw new Error('the server offers no appointment slots');
  let nextSlot = 0;
  // The public reads the site's pages make in the browser, each asked in every language below.
  const apiReads = [
    ...PUBLIC_READS,
    // Encoded as a browser sends them (some slugs have umlauts; raw, Node's parser answers 400).
    ...treatmentSlugs.map((s) => `/api/v1/treatments/${encodeURIComponent(s)}`),
    ...blogSlugs.map((s) => `/api/v1/blog/${encodeURIComponent(s)}`),
    `/api/v1/contact/appointment-slots?from=${tomorrow}&days=14`,
  ];

  const any = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  let serial = 0;
  /** One request of a kind, in a random language; posts have unique e-mails so each is a new row. */
  function request(kind: Kind): autocannon.Request {
    const lang = any(LANGUAGES);
    // As a browser sends them: compressing answers is part of the server's work, and so is counting
    // the page in the statistics (which skips clients that name no browser).
    const headers = { 'accept-language': lang, 'accept-encoding': 'br, gzip', 'user-agent': BROWSER };
    const post = (path: string, body: object): autocannon.Request => ({
      method: 'POST',
      path,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const email = `load-${process.pid}-${++serial}@example.org`;
    switch (kind) {
      case 'page':
        return { method: 'GET', path: any(pages), headers, body: undefined };
      case 'api read':
        return { method: 'GET', path: any(apiReads), headers, body: undefined };
      case 'post contact':
        return post('/api/v1/contact', {
          name: 'Lasttest Besucher',
          email,
          subject: 'Frage zur Behandlung',
          message: 'Eine Nachricht aus dem Lasttest (bench:load).',
        });
      case 'post appointment': {
        // Past the last free slot the server answers 409, which the report counts as an error.
        const slot = slots[nextSlot++ % slots.length]!;
        return post('/api/v1/appointments', {
          firstName: 'Last',
          lastName: 'Test',
          email,
          phone: `+49 89 ${1_000_000 + serial}`, // one person per request (at most 3 open requests each)
          treatmentType: any(TREATMENT_TYPES),
          preferredDate: slot.date,
          preferredTime: slot.time,
          location: slot.location,
          language: lang,
        });
      }
      case 'post newsletter':
        return post('/api/v1/newsletter', { email, language: lang, consent: true });
    }
  }
  function pickKind(): Kind {
    let r = Math.random() * 100;
    for (const [kind, weight] of WEIGHTS) if ((r -= weight) < 0) return kind;
    return 'page';
  }
  function record(stats: Stats, kind: Kind, label: string, status: number | undefined, body: string) {
    if (typeof status !== 'number') {
      stats.unread[kind]++;
      return;
    }
    stats.answered[kind]++;
    stats.statuses[kind].set(status, (stats.statuses[kind].get(status) ?? 0) + 1);
    if (status >= 200 && status < 300) stats.ok[kind]++;
    else {
      const key = `${status} ${label}`;
      const seen = stats.failures.get(key);
      if (seen) seen.count++;
      else stats.failures.set(key, { count: 1, body: body.slice(0, 200) });
    }
    const collection = COLLECTION[kind];
    if (collection && status === 201) submitted[collection]!.push((JSON.parse(body) as { data: { id: string } }).data.id);
  }

  /** One autocannon run of the mixed traffic: autocannon's result and the script's own figures. */
  async function drive(seconds: number) {
    const stats = newStats();
    // autocannon calls a request's onResponse and then, synchronously, emits 'response' with its
    // latency: the kind noted in the first is the kind of the latency in the second.
    let lastKind: Kind = 'page';
    const start = performance.now();
    const options: autocannon.Options = {
      url: origin,
      connections: CONNECTIONS,
      duration: seconds,
      timeout: TIMEOUT_S,
      // One entry built afresh for every request: the mix is random per request, not per connection.
      requests: [
        {
          setupRequest: (req, context) => {
            const kind = pickKind();
            const next = request(kind);
            const sent: Sent = Object.assign(context, {
              kind,
              label: `${next.method} ${next.path}`,
              at: performance.now() - start,
            });
            stats.sent[kind]++;
            stats.pending.add(sent);
            return { ...req, ...next };
          },
          onResponse: (status, body, context) => {
            const { kind, label } = context as Sent;
            stats.pending.delete(context as Sent);
            lastKind = kind;
            record(stats, kind, label, status, body);
          },
        },
      ],
    };
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(options, (err, r) => (err ? reject(err as Error) : resolve(r)));
      instance.on('response', (_client, _status, bytes, ms) => {
        stats.latency[lastKind].push(ms);
        stats.bytes[lastKind] += bytes;
      });
    });
    return { result, stats };
  }

  /** Every page and every API read in every language once, ten at a time: the caches as traffic leaves them. */
  async function visitAll() {
    const stats = newStats();
    const queue = [
      ...pages.map((path) => ['page', path, 'de'] as const),
      ...apiReads.flatMap((path) => LANGUAGES.map((lang) => ['api read', path, lang] as const)),
    ];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [kind, path, lang] = next;
          stats.sent[kind]++;
          const res = await fetch(origin + path, { headers: { 'accept-language': lang }, redirect: 'manual' });
          record(stats, kind, `GET ${path}`, res.status, await res.text());
        }
      }),
    );
    return stats;
  }

  // An admin whose one use is the product's own "clear cache" call, for a second memory reading
  // without the cached pages and answers. Those are up to 1000 entries: as found, memory depends on
  // how full the cache happens to be, and only the reading without them tells a leak from a cache.
  // Created as an operator does (README, Production: `npm run seed` with SEED_ADMIN_*), since a
  // fresh install lets no visitor register the first admin.
  // Random: the seed refuses a password made of guessable parts (a name, a pid, a time).
  const admin = { email: 'bench-load@example.org', password: randomBytes(24).toString('base64url') };
  const seeded = spawnSync(process.execPath, ['dist/server/seed.js'], {
    env: {
      ...productionEnv({ port, publicUrl: origin, mongoUri: uri, dbName }),
      SEED_ADMIN_EMAIL: admin.email,
      SEED_ADMIN_PASSWORD: admin.password,
    },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`could not create the admin for clearing caches: ${seeded.stderr}`);
  const register = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (register.status !== 200)
    throw new Error(`could not sign in the admin for clearing caches: ${register.status} ${await register.text()}`);
  const { token } = ((await register.json()) as { data: { token: string } }).data;
  async function memoryWithoutCaches() {
    const res = await fetch(`${origin}/api/v1/admin/translations/clear-cache`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`clear-cache answered ${res.status}`);
    return memory();
  }

  const seededRows = Object.fromEntries(
    await Promise.all(Object.keys(submitted).map(async (c) => [c, await db.collection(c).countDocuments()] as const)),
  );

  console.log(`server pid ${server.pid} on ${origin}, database ${dbName}`);
  console.log(
    `${pages.length} pages from the sitemap (${LANGUAGES.join(', ')}), ${apiReads.length} API reads × ${LANGUAGES.length} languages, ` +
      `${slots.length} appointment slots`,
  );
  console.log(
    `warm-up: every page and API read once, then ${WARMUP_SECONDS} s of the mix; idle ${IDLE_MS / 1000} s; ` +
      `run ${SECONDS} s at ${CONNECTIONS} connections; idle ${IDLE_MS / 1000} s …`,
  );
  const visited = await visitAll();
  const warmup = await drive(WARMUP_SECONDS);
  await sleep(IDLE_MS);
  const before = await memory();
  const beforeEmptied = await memoryWithoutCaches();
  // Filled again, so the run measures the server in its steady state rather than 100 connections
  // meeting a cold cache at once (a restart under full traffic is another scenario).
  await visitAll();
  const { result, stats } = await drive(SECONDS);
  await sleep(IDLE_MS);
  if (serverExit !== null)
    throw new Error(`the server stopped during the run (${serverExit}):\n${serverLog.slice(-20).join('\n')}`);
  const after = await memory();
  const afterEmptied = await memoryWithoutCaches();
  const peakMb = residentMb('VmHWM');

  // ── Lost submissions: every id answered 201 must be a row ───────────────────
  let answered201 = 0;
  let stored = 0;
  let storedUnanswered = 0;
  for (const [collection, ids] of Object.entries(submitted)) {
    answered201 += ids.length;
    for (let i = 0; i < ids.length; i += 1000) {
      stored += await db.collection(collection).countDocuments({ _id: { $in: ids.slice(i, i + 1000) as never[] } });
    }
    // Rows written whose 201 never reached the load generator (requests in flight when it stopped).
    storedUnanswered += (await db.collection(collection).countDocuments()) - seededRows[collection]! - ids.length;
  }
  const lost = answered201 - stored;
  const phases = [visited, warmup.stats, stats];
  const postsUnanswered = phases.reduce(
    (n, st) => n + POSTS.reduce((m, k) => m + st.sent[k] - st.answered[k] - st.unread[k], 0),
    0,
  );

  // ── Report ──────────────────────────────────────────────────────────────────
  const sum = (kinds: Kind[], f: (k: Kind) => number) => kinds.reduce((n, k) => n + f(k), 0);
  const percentile = (sorted: Float64Array, p: number) =>
    sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
  const ms = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(0));
  const row = (name: string, kinds: Kind[], statuses = '') => {
    const sorted = Float64Array.from(kinds.flatMap((k) => stats.latency[k])).sort();
    const answered = sum(kinds, (k) => stats.answered[k]);
    const ok = sum(kinds, (k) => stats.ok[k]);
    return [
      name,
      String(answered),
      (answered / result.duration).toFixed(0),
      answered ? (sum(kinds, (k) => stats.bytes[k]) / answered / 1024).toFixed(1) : '–',
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(percentile(sorted, 99)),
      ms(sorted.at(-1) ?? NaN),
      String(ok),
      String(answered - ok),
      String(sum(kinds, (k) => stats.unread[k])),
      statuses,
    ];
  };
  const rows = [
    ['requests', 'answers', 'req/s', 'KB/answer', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', '2xx', 'non-2xx', 'unread', 'statuses'],
    ...KINDS.map((k) =>
      row(
        k,
        [k],
        [...stats.statuses[k]]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' '),
      ),
    ),
    row('reads', READS),
    row('posts', POSTS),
    row('all', KINDS),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log();
  for (const r of rows)
    console.log(
      r
        .map((c, i) => (i === 0 || i === r.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
        .join('  ')
        .trimEnd(),
    );

  const answers = sum(KINDS, (k) => stats.answered[k]);
  const non2xx = answers - sum(KINDS, (k) => stats.ok[k]);
  const errors = result.errors + non2xx;
  const phaseErrors = (st: Stats) => sum(KINDS, (k) => st.answered[k] - st.ok[k]);
  // The server logs JSON (pino); other lines are Node's own warnings on stderr.
  const logLines = serverLog
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; time: number; msg: string });
  const otherOutput = serverLog.filter((line) => !line.startsWith('{'));
  // @fastify/compress logs a client that closed the connection mid-answer at error level: what
  // autocannon does when it stops and on a timeout (counted above). The rest are the server's errors.
  const logged = logLines.filter((l) => l.level >= 50);
  const serverErrors = logged.filter((l) => l.msg !== 'premature close');
  const change = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)} %`;
  const within = (a: number, b: number) => Math.abs(b - a) / a <= MEMORY_TOLERANCE;

  console.log();
  console.log(
    `run: ${result.duration} s, ${answers} answers, ${(answers / result.duration).toFixed(0)} req/s ` +
      `(autocannon: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} / p97.5 ${result.latency.p97_5} / p99 ${result.latency.p99} ms)`,
  );
  const unread = sum(KINDS, (k) => stats.unread[k]);
  console.log(
    `errors: ${errors} (connection errors ${result.errors - result.timeouts}, timeouts ${result.timeouts}, non-2xx ${non2xx}; ` +
      `besides, ${unread} answers after a timeout autocannon could not read); ` +
      `warm-up: ${phaseErrors(visited)} non-2xx of ${sum(KINDS, (k) => visited.answered[k])} visits, ` +
      `${warmup.result.errors + phaseErrors(warmup.stats)} errors in ${WARMUP_SECONDS} s of the mix (${sum(KINDS, (k) => warmup.stats.answered[k])} answers)`,
  );
  for (const [key, { count, body }] of [...stats.failures, ...warmup.stats.failures, ...visited.failures].slice(0, 10))
    console.log(`  ${count}× ${key}: ${body}`);
  // Sent longer than the timeout before the end and never answered: the timed-out ones.
  // When they were sent tells a stall of the whole server (one moment) from slow requests (spread).
  const timedOut = [...stats.pending].filter((p) => p.at < (result.duration - TIMEOUT_S) * 1000);
  if (timedOut.length) {
    const byKind = KINDS.map((k) => [k, timedOut.filter((p) => p.kind === k).length] as const).filter(([, n]) => n);
    const seconds = [...new Set(timedOut.map((p) => Math.floor(p.at / 1000)))].sort((a, b) => a - b);
    console.log(
      `  timed out: ${byKind.map(([k, n]) => `${n} ${k}`).join(', ')}; sent in second ${seconds.join(', ')} of the run; ` +
        `e.g. ${timedOut
          .slice(0, 3)
          .map((p) => p.label)
          .join(', ')}`,
    );
  }
  console.log(
    `server log: ${serverErrors.length} errors; ${logged.length - serverErrors.length} × "premature close" ` +
      '(autocannon closed a connection mid-answer: at its stops and on timeouts)',
  );
  for (const l of serverErrors.slice(0, 5)) console.log(`  ${l.msg}: ${JSON.stringify(l).slice(0, 300)}`);
  for (const line of otherOutput.slice(0, 5)) console.log(`  server output: ${line}`);
  console.log(
    `submissions answered 201: ${answered201}, stored: ${stored}, lost: ${lost} ` +
      `(warm-up included; ${postsUnanswered} posts timed out or were in flight at a stop, ${storedUnanswered} rows stored without a 201)`,
  );
  const mb = (v: number) => `${v.toFixed(0)} MB`;
  const memoryRows = [
    ['server memory, after a full GC', 'at start', 'before', 'after', 'change'],
    ['RSS, as found', mb(atStart.rss), mb(before.rss), mb(after.rss), change(before.rss, after.rss)],
    ['V8 heap used, as found', mb(atStart.heap), mb(before.heap), mb(after.heap), change(before.heap, after.heap)],
    ['RSS, caches emptied', '', mb(beforeEmptied.rss), mb(afterEmptied.rss), change(beforeEmptied.rss, afterEmptied.rss)],
    [
      'V8 heap used, caches emptied',
      '',
      mb(beforeEmptied.heap),
      mb(afterEmptied.heap),
      change(beforeEmptied.heap, afterEmptied.heap),
    ],
    [
      'external (buffers), caches emptied',
      '',
      mb(beforeEmptied.external),
      mb(afterEmptied.external),
      change(beforeEmptied.external, afterEmptied.external),
    ],
  ];
  const memoryWidths = memoryRows[0]!.map((_, i) => Math.max(...memoryRows.map((r) => r[i]!.length)));
  for (const r of memoryRows)
    console.log(r.map((c, i) => (i ? c.padStart(memoryWidths[i]!) : c.padEnd(memoryWidths[i]!))).join('  '));
  console.log(`peak RSS ${mb(peakMb)}`);
  // Cached pages beside a bare Fastify route sending the same bytes, in turns (bench/bareRoute.ts).
  console.log();
  const bare = await besideBareRoute(origin, pages);
  const multiple = bare.bare / bare.served;
  console.log(
    `cached pages (${bare.pages}, ${(bare.bytes / 1024).toFixed(1)} KB each as sent): served ${bare.served.toFixed(0)} req/s, ` +
      `a bare Fastify route sending the same bytes ${bare.bare.toFixed(0)} req/s: ${multiple.toFixed(2)} × ` +
      `(turns served: ${bare.rounds.served.map((v) => v.toFixed(0)).join(' ')}; bare: ${bare.rounds.bare.map((v) => v.toFixed(0)).join(' ')})`,
  );
  // The statistics' cost: cached pages with counting on beside off, in turns (bench/statisticsCost.ts).
  let statisticsOk = true;
  if (process.env.BENCH_STATISTICS !== '0') {
    console.log();
    const cost = await statisticsCost(uri, pages);
    console.log(
      `cached pages, statistics on: ${cost.on.toFixed(0)} req/s, off: ${cost.off.toFixed(0)} req/s ` +
        `(${(((cost.on - cost.off) / cost.off) * 100).toFixed(1)} %); ${cost.counted} views counted; ` +
        `bucket writes per instance: ${cost.writesPerSecond.toFixed(2)}/s ` +
        `(turns on: ${cost.rounds.on.map((v) => v.toFixed(0)).join(' ')}; off: ${cost.rounds.off.map((v) => v.toFixed(0)).join(' ')})`,
    );
    statisticsOk = cost.errors === 0 && cost.writesPerSecond < 1;
  }
  const checks: [string, boolean][] = [
    ['cached pages within 1.5 × a bare route sending the same bytes, no errors', multiple <= 1.5 && bare.errors === 0],
    ['statistics: no errors, bucket writes per instance below 1/s', statisticsOk],
    ['zero errors', errors === 0 && serverErrors.length === 0],
    ['zero lost submissions', lost === 0 && answered201 > 0],
    [`memory (RSS, as found) back within ${MEMORY_TOLERANCE * 100} % of its starting level`, within(before.rss, after.rss)],
    // What a leak would show: the heap the server keeps besides its caches.
    [
      `V8 heap without the caches back within ${MEMORY_TOLERANCE * 100} % of its starting level`,
      within(beforeEmptied.heap, afterEmptied.heap),
    ],
  ];
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  await stopServer();
  await db.dropDatabase();
  await client.close();
}
