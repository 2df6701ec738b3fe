/**
 * Staff changes, told to every instance (README.md, "Several instances"). Each instance keeps public
 * answers and rendered pages in its own memory (publicCache.ts) and the contact record for a while
 * (services.ts); a staff write on one instance must empty those caches on all of them, within 1 s.
 *
 * One counter in MongoDB says how often staff changed content: the version document
 * `contentVersion/content`. The instance that took the write empties its own caches at once and
 * increments the counter; every other instance notices the new value and empties its caches:
 * - through a **change stream** on the counter, where the deployment has them (a replica set, as
 *   production and Atlas run; a sharded cluster's mongos): pushed, within milliseconds;
 * - otherwise (a standalone server, as the tests' database) by **polling** the counter every
 *   POLL_MS: one findOne by _id.
 * Which one is decided at start from the server's `hello` (mechanismFor); a change stream that
 * cannot be opened (no privilege for it, a server that lacks them) falls back to polling.
 *
 * Nothing public can write the counter: it is not a resource of the contract, and only staff
 * writes (api/routes/runtime.ts, the behaviour's clearPublicCache) call announce().
 */
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeStream, ChangeStreamDocument, Collection } from 'mongodb';

export const CONTENT_VERSION_COLLECTION = 'contentVersion';
const ID = 'content';
/** How often an instance without change streams reads the counter (a change shows within this). */
export const POLL_MS = 250;
/** Pause before a change stream that ended is opened again (meanwhile the counter is read once). */
const REOPEN_MS = 1_000;

export type ChangeMechanism = 'change-stream' | 'polling';

/**
 * Change streams need an oplog: a replica set member answers `hello` with its set's name, a mongos
 * with msg 'isdbgrid'. A standalone server (and the DocumentDB stand-in of the tests) has neither.
 */
export function mechanismFor(hello: { setName?: unknown; msg?: unknown }): ChangeMechanism {
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid' ? 'change-stream' : 'polling';
}

interface VersionDoc {
  _id: string;
  version: number;
  changedAt: Date;
}

/**
 * The counter's value a change-stream event carries: the inserted document, or the field the
 * increment set. Undefined when the event does not say (a replaced or deleted document): the
 * caller then empties its caches anyway.
 */
export function versionOf(event: ChangeStreamDocument<VersionDoc>): number | undefined {
  if (event.operationType === 'insert' || event.operationType === 'replace') return event.fullDocument?.version;
  if (event.operationType === 'update') {
    const v = event.updateDescription.updatedFields?.version;
    return typeof v === 'number' ? v : undefined;
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentChanges: {
      /** How this instance hears of other instances' changes. */
      readonly mechanism: ChangeMechanism;
      /**
       * Staff changed content: empties this instance's caches at once and tells the others. Never
       * throws: the change itself is stored; if the counter cannot be written, it is retried in the
       * background (meanwhile other instances show the old content at most until their caches expire).
       */
      announce(): Promise<void>;
      /** Runs on every change, own and others' (the caches to empty register here). */
      onChange(listener: () => void): void;
    };
  }
}

function listenersOf(log: FastifyBaseLogger) {
  const listeners: (() => void)[] = [];
  return {
    add: (l: () => void) => void listeners.push(l),
    run() {
      for (const l of listeners)
        try {
          l();
        } catch (err) {
          log.error({ err }, 'emptying a cache after a content change failed');
        }
    },
  };
}

export default fp<{ mechanism?: ChangeMechanism | 'auto'; pollMs?: number }>(
  async (app, { mechanism: wanted = 'auto', pollMs = POLL_MS }) => {
    const versions = app.mongo.db.collection<VersionDoc>(CONTENT_VERSION_COLLECTION);
    const listeners = listenersOf(app.log);
    /** The newest counter value this instance has acted on. */
    let seen = (await versions.findOne({ _id: ID }, { projection: { version: 1 } }))?.version ?? 0;
    let closing = false;

    /** Empties the caches when the counter moved past what this instance has seen. */
    const observe = (version: number | undefined) => {
      if (version !== undefined && version <= seen) return;
      if (version !== undefined) seen = version;
      listeners.run();
    };
    const readCounter = async () => (await versions.findOne({ _id: ID }, { projection: { version: 1 } }))?.version ?? 0;

    let mechanism: ChangeMechanism = wanted === 'auto' ? mechanismFor(await app.mongo.db.admin().command({ hello: 1 })) : wanted;
    const observeEvent = (event: ChangeStreamDocument<VersionDoc>) => observe(versionOf(event));
    let stream: ChangeStream<VersionDoc> | null = null;
    if (mechanism === 'change-stream') {
      try {
        stream = await openStream(versions, observeEvent);
      } catch (err) {
        app.log.warn({ reason: (err as Error).message }, 'change streams are not available: polling the content version instead');
        mechanism = 'polling';
      }
    }

    let timer: NodeJS.Timeout | undefined;
    if (mechanism === 'polling') {
      let failing = false;
      const poll = async () => {
        try {
          observe(await readCounter());
          if (failing) app.log.info('content version readable again');
          failing = false;
        } catch (err) {
          // The database is away: no staff write can be stored meanwhile, so nothing is missed.
          if (!failing) app.log.warn({ reason: (err as Error).message }, 'reading the content version failed');
          failing = true;
        }
        if (!closing) timer = setTimeout(() => void poll(), pollMs);
      };
      timer = setTimeout(() => void poll(), pollMs);
    } else void follow(stream!);

    /** Reads the change stream until the app closes; one that ends (the database went away) is opened again. */
    async function follow(current: ChangeStream<VersionDoc>) {
      for (;;) {
        try {
          for await (const event of current) observeEvent(event);
        } catch (err) {
          if (!closing) app.log.warn({ reason: (err as Error).message }, 'content change stream ended; reopening');
        }
        await current.close().catch(() => undefined);
        for (;;) {
          if (closing) return;
          await new Promise((r) => setTimeout(r, REOPEN_MS));
          if (closing) return;
          try {
            current = stream = await openStream(versions, observeEvent);
            // Changes made while no stream was open are not in the new one: compare the counter.
            observe(await readCounter());
            break;
          } catch {
            // Still away: wait and try again.
          }
        }
      }
    }

    /** A failed counter write, retried until it succeeds or the app closes. */
    const retryAnnounce = (attempt: number) => {
      if (closing) return;
      setTimeout(
        () => {
          bump().catch(() => retryAnnounce(attempt + 1));
        },
        Math.min(500 * 2 ** attempt, 30_000),
      ).unref();
    };
    async function bump() {
      const doc = await versions.findOneAndUpdate(
        { _id: ID },
        { $inc: { version: 1 }, $set: { changedAt: new Date() } },
        { upsert: true, returnDocument: 'after', projection: { version: 1 } },
      );
      // Own change: this instance emptied its caches already. Skipped only if no other change came
      // between (then the counter moved by more than one and the next read empties them again).
      if (doc && doc.version === seen + 1) seen = doc.version;
    }

    app.decorate('contentChanges', {
      mechanism,
      onChange: listeners.add,
      async announce() {
        listeners.run();
        try {
          await bump();
        } catch (err) {
          app.log.warn({ reason: (err as Error).message }, 'telling other instances of a content change failed; retrying');
          retryAnnounce(0);
        }
      },
    });
    app.log.info({ mechanism }, 'content changes of other instances arrive by %s', mechanism);

    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      await stream?.close().catch(() => undefined);
    });
  },
  { name: 'content-changes', dependencies: ['mongodb'] },
);

/**
 * Opens the counter's change stream and makes sure the server accepted it: the aggregate that opens
 * it runs on the first read, so an unsupported or refused stream throws here, not later.
 */
async function openStream(versions: Collection<VersionDoc>, onEvent: (e: ChangeStreamDocument<VersionDoc>) => void) {
  const stream = versions.watch([{ $match: { 'documentKey._id': ID } }]);
  try {
    const first = await stream.tryNext();
    if (first) onEvent(first);
    return stream;
  } catch (err) {
    await stream.close().catch(() => undefined);
    throw err;
  }
}
