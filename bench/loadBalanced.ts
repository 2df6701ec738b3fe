/**
 * npm run bench:load:proxy — a benchmark, not a test. After the build (the script does
 * it), runs the same traffic through nginx (deploy/nginx.conf, as tests/api/loadBalancer.test.ts
 * runs it) twice in one run: in front of 1 instance of the production server, then in front of 3,
 * all on one seeded database, and prints both and the ratio.
 *
 * The traffic is the read side of bench:load: server-rendered pages of every language from the
 * sitemap (2 in 3 requests) and public API reads (1 in 3) in every language, 16 connections for 30 s each
 * (BENCH_SECONDS, BENCH_CONNECTIONS), after every instance has been asked every page once (each
 * instance has its own page cache: the run measures warm instances, not first renders). Posts are
 * left out: they measure the database, which every instance shares, not the instances.
 *
 * Then it kills one of 3 instances under traffic and starts it again, and prints how long until it is
 * ready and back in nginx's rotation, beside a bare Fastify server's start (see restartFigures).
 *
 * Beside req/s it prints the CPU each part used per answer (the instances together, nginx, the load
 * generator, the whole machine, from /proc) and how many answers came from the instances' caches
 * (x-cache): whether more instances cost more per answer, or the machine simply has no core left.
 *
 * What to expect: throughput grows with the cores the instances can use. nginx, the load generator
 * (this process) and the database run on the same machine, so on 2 cores 3 instances cannot be 3
 * times 1; the figures show what the balancer costs and what another process buys on that machine.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../scripts/freePort';
import { productionEnv } from '../scripts/productionEnv';
import { PUBLIC_READS } from './publicReads';
import { startNginx } from '../scripts/nginx';
import { LANGUAGES } from '../src/contract/common';
import { seededDatabase } from './database';

const uri = process.env.MONGODB_URI ?? '';
if (!uri) throw new Error('Set MONGODB_URI (npm run bench:load:proxy starts ../shared/mongo/start when available)');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/**
 * Fewer than bench:load's 100: on a small machine more connections only make the instances shed
 * load (503 with Retry-After once the event loop lags a second), which measures the shedding.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SETTLE_SECONDS = 5;

const { client, db, dbName } = await seededDatabase(uri, 'proxy');

const running: ChildProcess[] = [];

/** `npm start`'s process on `port`, as behind the proxy in production; resolves once it is ready. */
async function startInstance(port: number, publicUrl: string) {
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...productionEnv({ port, publicUrl, mongoUri: uri, dbName }),
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_SECRET: 'bench-load-proxy-secret-of-32-characters',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.push(child);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited (${child.exitCode})`);
    if (
      await fetch(`http://127.0.0.1:${port}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 150_000) throw new Error(`instance on ${port} did not start`);
    await sleep(100);
  }
  return { port, child, startMs: Date.now() - started };
}

// Interrupted (Ctrl-C): the instances stop too instead of staying behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const child of running) child.kill('SIGTERM');
    process.exit(130);
  });

async function stopAll() {
  await Promise.all(
    running.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }),
  );
}

/**
 * CPU time (ms) a process (and its children) used so far (utime + stime of /proc/<pid>/stat, in
 * clock ticks of 10 ms): what each part of the run costs per answer, not only how many answers came.
 */
function cpuMsOf(pid: number | undefined, withChildren = true): number {
  if (!pid) return 0;
  try {
    const own = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(own[11]) + Number(own[12]);
    if (!withChildren) return ticks * 10;
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
    return ticks * 10 + children.reduce((sum, child) => sum + cpuMsOf(child), 0);
  } catch {
    return 0; // gone meanwhile
  }
}

/** The whole machine's busy CPU time so far (ms), from /proc/stat: every process, the database's too. */
function machineBusyMs(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number) as number[];
  void idle;
  void iowait;
  return (user! + nice! + system! + irq! + softirq! + steal!) * 10;
}

interface Figures {
  instances: number;
  /** CPU ms per answer: the instances together, nginx, this load generator, everything on the machine. */
  cpuPerAnswer: { instances: number; nginx: number; generator: number; machine: number };
  startMs: number[];
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statuses: Map<number, number>;
  caches: Map<string, number>;
}

/** Every page and public read once on `origin`, eight at a time. */
async function visitAll(origin: string, pages: string[], reads: string[]) {
  const queue = [
    ...pages.map((path) => [path, 'de'] as const),
    ...reads.flatMap((path) => LANGUAGES.map((lang) => [path, lang] as const)),
  ];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        await (await fetch(origin + next[0], { headers: { 'accept-language': next[1] } })).arrayBuffer();
    }),
  );
}

async function run(count: number): Promise<Figures> {
  const listenPort = await freePort();
  const proxy = `http://127.0.0.1:${listenPort}`;
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const instances = await Promise.all(ports.map((p) => startInstance(p, proxy)));
  const nginx = await startNginx(listenPort, ports);
  try {
    const sitemap = await (await fetch(`${proxy}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
    const reads = PUBLIC_READS;
    // Each instance has its own caches: fill every one, directly, at the same time (one after the
    // other, the first one's pages would be older than the others' when the run starts).
    await Promise.all(instances.map(({ port }) => visitAll(`http://127.0.0.1:${port}`, pages, reads)));

    const statuses = new Map<number, number>();
    /** Page answers by the server's x-cache header: a miss is a render. */
    const caches = new Map<string, number>();
    const cpuNow = () => ({
      instances: instances.reduce((sum, i) => sum + cpuMsOf(i.child.pid), 0),
      nginx: cpuMsOf(nginx.process.pid),
      // Its own only: the instances and nginx are its children.
      generator: cpuMsOf(process.pid, false),
      machine: machineBusyMs(),
    });
    const any = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    /** The run's traffic through the proxy for `seconds`; `record` false: answers are not counted. */
    const drive = (seconds: number, record: boolean) =>
      new Promise<autocannon.Result>((resolve, reject) =>
        autocannon(
          {
            url: proxy,
            connections: CONNECTIONS,
            duration: seconds,
            requests: [
              {
                setupRequest: (req) => {
                  return {
                    ...req,
                    method: 'GET',
                    path: Math.random() < 2 / 3 ? any(pages) : any(reads),
                    // As a browser sends them: compressing answers is part of the work.
                    headers: { 'accept-encoding': 'br, gzip', 'accept-language': any(LANGUAGES) },
                  };
                },
                onResponse: (status, _body, _context, headers) => {
                  if (!record) return;
                  statuses.set(status, (statuses.get(status) ?? 0) + 1);
                  const cache = (headers as Record<string, string> | undefined)?.['x-cache'];
                  if (cache) caches.set(cache, (caches.get(cache) ?? 0) + 1);
                },
              },
            ],
          },
          (err, r) => (err ? reject(err as Error) : resolve(r)),
        ),
      );
    // Warming takes longer with more instances on the same cores: answers that expired meanwhile
    // (public reads after a minute) are refreshed by a few seconds of the same traffic, unmeasured,
    // so both runs measure instances in their steady state rather than the warm-up's age.
    await drive(SETTLE_SECONDS, false);
    const cpuBefore = cpuNow();
    const result = await drive(SECONDS, true);
    const cpuAfter = cpuNow();
    const perAnswer = (key: keyof typeof cpuAfter) => (cpuAfter[key] - cpuBefore[key]) / result.requests.total;
    const non2xx = [...statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0);
    return {
      instances: count,
      cpuPerAnswer: {
        instances: perAnswer('instances'),
        nginx: perAnswer('nginx'),
        generator: perAnswer('generator'),
        machine: perAnswer('machine'),
      },
      startMs: instances.map((i) => i.startMs),
      requests: result.requests.total,
      perSecond: result.requests.total / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx,
      errors: result.errors,
      statuses,
      caches,
    };
  } finally {
    await nginx.stop();
    await stopAll();
  }
}

/** Spawn to ready of a bare Fastify server with one route: what starting any Node server costs here. */
async function bareFastifyStartMs() {
  const port = await freePort();
  const source = `import('fastify').then(async ({ default: fastify }) => {
    const app = fastify();
    app.get('/health/ready', async () => ({ ready: true }));
    await app.listen({ host: '127.0.0.1', port: ${port} });
  })`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'inherit' });
  running.push(child);
  const started = Date.now();
  while (
    !(await fetch(`http://127.0.0.1:${port}/health/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await sleep(20);
  const ms = Date.now() - started;
  await stopAll();
  return ms;
}

/**
 * The restart: 3 instances behind nginx under steady page traffic (8 clients); one is killed
 * (SIGKILL) and started again. Prints the time from the kill until the new process is ready, and
 * until nginx sends it traffic again (service complete: nginx's access log names the instance), beside
 * a bare Fastify server's start in the same run.
 */
async function restartFigures() {
  const bareMs = await bareFastifyStartMs();
  const listenPort = await freePort();
  const proxy = `http://127.0.0.1:${listenPort}`;
  const ports = await Promise.all(Array.from({ length: 3 }, () => freePort()));
  const instances = await Promise.all(ports.map((p) => startInstance(p, proxy)));
  const nginx = await startNginx(listenPort, ports, { accessLog: true });
  let traffic = true;
  const statuses = new Map<number, number>();
  const clients = Array.from({ length: 8 }, async (_, n) => {
    const paths = ['/de', '/en/contact', '/fr', '/api/v1/team?lang=de', '/api/v1/practice/info'];
    for (let i = n; traffic; i++) {
      const status = await fetch(proxy + paths[i % paths.length]).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  try {
    await sleep(2_000);
    const victim = instances[1]!;
    victim.child.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((r) => victim.child.once('exit', r));
    running.splice(running.indexOf(victim.child), 1);
    const restarted = await startInstance(victim.port, proxy);
    const readyMs = Date.now() - killedAt;
    const address = `127.0.0.1:${victim.port}`;
    let servingMs: number | undefined;
    while (servingMs === undefined && Date.now() - killedAt < 60_000) {
      const back = nginx
        .forwarded()
        .find((r) => r.at > killedAt + readyMs - 1_000 && r.upstream.endsWith(address) && r.status < 500);
      if (back) servingMs = Math.max(back.at - killedAt, readyMs);
      else await sleep(50);
    }
    traffic = false;
    await Promise.all(clients);
    console.log(
      `\nrestart of 1 of 3 instances under traffic (SIGKILL, then npm start's process again): ready ${(readyMs / 1000).toFixed(1)} s ` +
        `after the kill (its start alone: ${(restarted.startMs / 1000).toFixed(1)} s), in nginx's rotation again after ` +
        `${servingMs === undefined ? 'more than 60 s' : `${(servingMs / 1000).toFixed(1)} s`}; a bare Fastify server starts in ` +
        `${(bareMs / 1000).toFixed(1)} s on this machine; answers meanwhile: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
  } finally {
    traffic = false;
    await nginx.stop();
    await stopAll();
  }
}

try {
  console.log(
    `${availableParallelism()} cores; ${CONNECTIONS} connections for ${SECONDS} s through nginx (deploy/nginx.conf), ` +
      'pages (2/3) and public API reads (1/3), every instance warmed first',
  );
  const figures: Figures[] = [];
  for (const count of [1, 3]) {
    const f = await run(count);
    figures.push(f);
    console.log(
      `${count} instance${count > 1 ? 's' : ''}: ${f.perSecond.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
        `${f.requests} answers, non-2xx ${f.non2xx} (${[...f.statuses].map(([s, n]) => `${s}×${n}`).join(' ')}), ` +
        `errors ${f.errors}; started in ${f.startMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    const cpu = f.cpuPerAnswer;
    console.log(
      `  CPU per answer: instances ${cpu.instances.toFixed(2)} ms, nginx ${cpu.nginx.toFixed(2)} ms, load generator ` +
        `${cpu.generator.toFixed(2)} ms, whole machine ${cpu.machine.toFixed(2)} ms (the rest: database and other processes); ` +
        `pages from the cache: ${[...f.caches].map(([c, n]) => `${c}×${n}`).join(' ')}`,
    );
  }
  await restartFigures();
  const [one, three] = figures as [Figures, Figures];
  console.log(
    `\n3 instances / 1 instance: ${(three.perSecond / one.perSecond).toFixed(2)}× the throughput ` +
      `(p99 ${one.p99} → ${three.p99} ms)`,
  );
  if (figures.some((f) => f.errors || f.non2xx)) process.exitCode = 1;
} finally {
  await stopAll();
  await db.dropDatabase();
  await client.close();
}
