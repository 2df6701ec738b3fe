/**
 * The official MongoDB driver. The client reconnects by itself when the database comes back
 * (with a watchdog for a driver fault that would keep it from doing so, below); while it is away,
 * requests fail fast (server selection 3 s) and answer 503.
 */
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { MongoClient, type Db, type ServerHeartbeatStartedEvent } from 'mongodb';

declare module 'fastify' {
  interface FastifyInstance {
    mongo: { client: MongoClient; db: Db };
  }
}

const CONNECT_TIMEOUT_MS = 3_000;
const HEARTBEAT_FREQUENCY_MS = 10_000;
/** Extra time a check may take on a busy machine before it counts as stuck. */
const STALL_MARGIN_MS = 4_000;
const RECONNECT_PAUSE_MS = 1_000;

/**
 * Watchdog for a driver fault (mongodb 7.8, tests/api/faults.test.ts): when the database drops its
 * connections under traffic, the server monitor can send its check on a socket the database has
 * just closed. The driver then waits for a 'drain' that never comes; the check never ends, the
 * server stays "unknown", and every operation fails server selection — the API would answer 503
 * until restarted, even with the database back. A check ends within about two connect timeouts
 * (connect and handshake; a streaming check waits up to the heartbeat frequency first), so one
 * running far longer is stuck: the client is closed and connected again (a new topology behind the
 * same Db and collection objects), retrying until the database answers.
 */
export function watchMonitor(client: MongoClient, log: FastifyBaseLogger) {
  const running = new Map<string, { since: number; limit: number }>();
  let recovering = false;
  let stopped = false;
  const started = (e: ServerHeartbeatStartedEvent) =>
    running.set(e.connectionId, {
      since: Date.now(),
      limit: (e.awaited ? HEARTBEAT_FREQUENCY_MS : 0) + 2 * CONNECT_TIMEOUT_MS + STALL_MARGIN_MS,
    });
  const ended = (e: { connectionId: string }) => running.delete(e.connectionId);
  client.on('serverHeartbeatStarted', started);
  client.on('serverHeartbeatSucceeded', ended);
  client.on('serverHeartbeatFailed', ended);

  async function reconnect() {
    recovering = true;
    running.clear();
    // Requests meanwhile fail as "not connected" / "topology closed": 503, as during the outage.
    await client.close().catch((err: unknown) => log.warn({ err }, 'closing the stalled database client failed'));
    while (!stopped) {
      try {
        await client.connect();
        running.clear(); // checks of the attempts that failed ended with their topology
        if (stopped)
          await client.close(); // the app closed meanwhile
        else log.info('database client reconnected');
        break;
      } catch (err) {
        log.warn({ err }, 'database still unreachable, retrying');
        await new Promise((r) => setTimeout(r, RECONNECT_PAUSE_MS));
      }
    }
    recovering = false;
  }

  const timer = setInterval(() => {
    if (recovering || stopped) return;
    const now = Date.now();
    const stuck = [...running.entries()].find(([, c]) => now - c.since > c.limit);
    if (!stuck) return;
    log.warn({ server: stuck[0], runningMs: now - stuck[1].since }, 'database monitor stalled: reconnecting the client');
    void reconnect();
  }, 1_000);
  timer.unref();

  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

export default fp<{ uri: string; dbName: string }>(
  async (app, { uri, dbName }) => {
    const client = new MongoClient(uri, {
      serverSelectionTimeoutMS: 3_000,
      connectTimeoutMS: CONNECT_TIMEOUT_MS,
      heartbeatFrequencyMS: HEARTBEAT_FREQUENCY_MS,
      maxPoolSize: 50,
      appName: 'praxis-api',
    });
    await client.connect();
    const stopWatching = watchMonitor(client, app.log);
    app.decorate('mongo', { client, db: client.db(dbName) });
    app.addHook('onClose', async () => {
      stopWatching();
      await client.close();
    });
  },
  { name: 'mongodb' },
);
