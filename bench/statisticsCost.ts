/**
 * What the website's own statistics cost (part of npm run bench:load, README "Benchmarks"): cached
 * pages served by two production servers started side by side, one counting (STATISTICS=on) and
 * one not (STATISTICS=off), driven in turns of BENCH_STATISTICS_SECONDS (5 s) each, four rounds,
 * so both see the same machine load; printed as requests per second beside each other. While the
 * counting server is driven, its day document is read every 100 ms: each change of its page views
 * is one bucket write (one $inc upsert, api/plugins/app/statistics.ts), so writes per second of
 * the instance are counted from the database, not from the server's own word.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import { seedDatabase } from '../api/seed';
import { practiceImages, practiceInfo, seedCollections } from '../content/demo';
import { todayInBerlin } from '../src/contract/constants';
import { freePort } from '../scripts/freePort';
import { productionEnv } from '../scripts/productionEnv';

/** A phone's browser: the statistics count browsers only (bots and agents naming none are skipped). */
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CONNECTIONS = 50;
const ROUNDS = 4;

interface Server {
  mode: 'on' | 'off';
  origin: string;
  child: ChildProcess;
  dbName: string;
}

async function start(uri: string, client: MongoClient, mode: 'on' | 'off'): Promise<Server> {
  const dbName = `bench_statistics_${mode}_${Date.now()}`;
  await seedDatabase(client.db(dbName), {
    collections: { ...seedCollections(), statistics: [] } as never,
    practiceInfo,
    practiceImages,
  });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...productionEnv({ port, publicUrl: origin, mongoUri: uri, dbName }), LOG_LEVEL: 'error', STATISTICS: mode },
    stdio: 'ignore',
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { mode, origin, child, dbName };
  }
  child.kill('SIGKILL');
  throw new Error(`the server with STATISTICS=${mode} did not start`);
}

/** Requests per second of cached pages against `server` for `seconds`. */
async function drive(server: Server, pages: string[], seconds: number) {
  const result = await autocannon({
    url: server.origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: pages.map((path) => ({
      method: 'GET' as const,
      path,
      headers: { 'user-agent': BROWSER, 'accept-encoding': 'br, gzip', referer: 'https://www.google.com/' },
    })),
  });
  return { perSecond: result.requests.average, errors: result.errors + result.non2xx };
}

export async function statisticsCost(uri: string, pages: string[], seconds = Number(process.env.BENCH_STATISTICS_SECONDS ?? 5)) {
  const client = await new MongoClient(uri).connect();
  const servers: Server[] = [];
  try {
    servers.push(await start(uri, client, 'on'), await start(uri, client, 'off'));
    const sample = pages.slice(0, 50);
    // Every page cached on both before anything is measured.
    for (const server of servers) for (const path of sample) await (await fetch(server.origin + path)).arrayBuffer();
    const days = client.db(servers[0]!.dbName).collection('statistics');
    const figures = { on: [] as number[], off: [] as number[], errors: 0, writes: 0, countedSeconds: 0 };
    // Turns alternate (on, off; off, on; …), so neither always meets the machine right after the other's run.
    for (let round = 0; round < ROUNDS; round++)
      for (const server of round % 2 ? [...servers].reverse() : servers) {
        let watching = server.mode === 'on';
        let last: unknown = (await days.findOne({ _id: todayInBerlin() as never }))?.pageviews;
        const watcher = (async () => {
          while (watching) {
            await sleep(100);
            const now = (await days.findOne({ _id: todayInBerlin() as never }))?.pageviews;
            if (now !== last) figures.writes++;
            last = now;
          }
        })();
        const { perSecond, errors } = await drive(server, sample, seconds);
        // The flush after the run's last views belongs to this turn too.
        if (watching) await sleep(5500);
        watching = false;
        await watcher;
        figures[server.mode].push(perSecond);
        figures.errors += errors;
        if (server.mode === 'on') figures.countedSeconds += seconds + 5.5;
      }
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const counted = (await days.findOne({ _id: todayInBerlin() as never }))?.pageviews ?? 0;
    return {
      on: mean(figures.on),
      off: mean(figures.off),
      rounds: { on: figures.on, off: figures.off },
      errors: figures.errors,
      writesPerSecond: figures.writes / figures.countedSeconds,
      counted: Number(counted),
    };
  } finally {
    for (const server of servers) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      await client.db(server.dbName).dropDatabase();
    }
    await client.close();
  }
}
