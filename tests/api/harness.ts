/**
 * A Fastify server on its own MongoDB database (MONGODB_URI), seeded from the fixtures, listening
 * on a free loopback port. Each test file gets its own database, dropped at the end. With `site`
 * it also serves the built site (dist/client, server-rendered through dist/server) as production
 * does, with its public URL set to the address it listens on.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MongoClient, type Db } from 'mongodb';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../api/app';
import { freePort } from '../../scripts/freePort';
import { loadConfig, type Config } from '../../api/config';
import { seedDatabase, setPassword } from '../../api/seed';
import { practiceImages, practiceInfo, seedCollections } from '../../content/demo';
import { DEMO_PASSWORD, staffUsers } from '../../content/demo/users';
import type { ContractTarget } from '../contract/target';

export interface Harness {
  app: FastifyInstance;
  db: Db;
  client: MongoClient;
  target: ContractTarget;
  close(): Promise<void>;
}

const email = (role: string) => staffUsers.find((u) => u.role === role)!.email;
let passwordHashes: Record<string, string> | undefined;

/**
 * DocumentDB (the test database) now and then loses track of a collection while other test files
 * create and drop their databases ("Could not get collection from cache after creating the
 * collection", "The specified collection '…' cannot be found"); the same seed succeeds a moment
 * later. Production never drops databases.
 */
const isCollectionCacheRace = (err: unknown) =>
  /Unable to create the specified collection|The specified collection '[^']*' cannot be found/.test(
    String((err as Error)?.message),
  );

/**
 * Empties the database for the next seed. The first time it is dropped (a leftover of an aborted
 * run goes with it); after that every collection is emptied but kept, so a test's server never
 * meets a collection that was dropped and created again under it — the moment DocumentDB's
 * collection cache can miss (a session just written read back as absent, an index build failing).
 */
const emptied = new WeakSet<Db>();
async function empty(db: Db) {
  if (!emptied.has(db)) {
    await db.dropDatabase();
    emptied.add(db);
    return;
  }
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  await Promise.all(collections.filter((c) => !c.name.startsWith('system.')).map((c) => db.collection(c.name).deleteMany({})));
}

/** The mails written so far, newest first. Some are written by a job after the answer (forgot-password's): what is queued runs first. */
export async function sentMails(h: Harness) {
  await h.app.jobs.runDue();
  return h.db.collection('outbox').find().sort({ createdAt: -1 }).toArray();
}

/** The token of the link in a mail's text (an invitation, a password reset). */
export const tokenFrom = (text: string) => text.match(/token=([A-Za-z0-9_-]+)/)![1];

export async function reseed(db: Db) {
  for (let attempt = 1; ; attempt++) {
    try {
      await empty(db);
      await seedDatabase(
        db,
        // Without the demo's year of statistics (tests/api/statistics.test.ts counts its own): a megabyte less per reseed.
        { collections: { ...seedCollections(), statistics: [] } as never, practiceInfo, practiceImages },
        { withInbox: true, users: true },
      );
      break;
    } catch (err) {
      if (attempt >= 4 || !isCollectionCacheRace(err)) throw err;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
  // Hash the demo password once per process; scrypt is deliberately slow.
  if (!passwordHashes) {
    passwordHashes = {};
    for (const u of staffUsers) {
      await setPassword(db, u.id, DEMO_PASSWORD);
      passwordHashes[u.id] = (await db.collection('users').findOne({ _id: u.id as never }))!.passwordHash;
    }
  } else
    for (const [id, hash] of Object.entries(passwordHashes))
      await db.collection('users').updateOne({ _id: id as never }, { $set: { passwordHash: hash } });
}

export async function startHarness(
  name: string,
  overrides: Partial<Config> = {},
  opts: { site?: boolean; logStream?: DestinationStream; jobClock?: () => Date } = {},
): Promise<Harness> {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI is not set (npm test starts the test database)');
  if (opts.site && !existsSync('dist/server/entry-server.js')) throw new Error('no server build: run npm run build:site first');
  const dbName = `test_${name}_${process.pid}_${Date.now()}`;
  const port = opts.site ? await freePort() : 0;
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error' },
    {
      MONGODB_URI: uri,
      MONGODB_DB: dbName,
      RATE_LIMIT_FORM_PER_MIN: 10_000,
      RATE_LIMIT_LOGIN_PER_MIN: 10_000,
      // Every test's requests come from one address; the cap per client has tests of its own.
      BOOKING_REQUESTS_PER_CLIENT_PER_DAY: 10_000,
      // The server shares its event loop with the test's own work, and the suite runs its files side
      // by side: a lag of a second is the machine, not the server. Shedding load has tests of its
      // own (abuse.test.ts sets 100 ms).
      MAX_EVENT_LOOP_DELAY_MS: 60_000,
      ...(opts.site ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
      ...overrides,
    },
  );
  const client = await new MongoClient(uri).connect();
  const db = client.db(dbName);
  await reseed(db);
  const app = await buildApp(config, {
    ...(opts.site ? { serveSite: true, siteRoot: resolve('dist/client') } : {}),
    logStream: opts.logStream,
    jobClock: opts.jobClock,
  });
  const address = await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    db,
    client,
    target: {
      name: 'Fastify on MongoDB',
      baseUrl: address,
      // The database is reseeded behind the API's back, so its caches are dropped too.
      reset: async () => {
        await reseed(db);
        // As after a staff write: every cache of the server (pages, answers, contact data, whether
        // search engines may index) forgets what the seed replaced.
        await app.contentChanges.announce();
      },
      settle: () => app.jobs.runDue(),
      credentials: {
        admin: { email: email('admin'), password: DEMO_PASSWORD },
        editor: { email: email('editor'), password: DEMO_PASSWORD },
        reception: { email: email('reception'), password: DEMO_PASSWORD },
      },
    },
    async close() {
      await app.close();
      await db.dropDatabase();
      await client.close();
    },
  };
}
