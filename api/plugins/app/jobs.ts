/**
 * Background jobs on MongoDB with agenda: the jobs of behaviour/jobs.ts,
 * stored in the `agendaJobs` collection of the app's database, so they survive a restart; each run
 * is locked in the database (agenda's findAndLock), so of several instances exactly one runs it.
 * A failed run is retried after the job's delay; after its last retry it stays, failed, for admins
 * (Verwaltung → Fehlgeschlagene Aufträge) to retry.
 *
 * `app.jobs.runDue(advanceMs)` is for tests: it moves every job due within `advanceMs` to now, runs
 * what is due and waits until nothing due is left — the clock moved forward, as far as jobs can
 * tell. Production never calls it.
 */
import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda, InMemoryNotificationChannel, type Job, type JobWithId } from 'agenda';
import fp from 'fastify-plugin';
import { ObjectId } from 'mongodb';
import type { Services } from '../../../behaviour/context';
import type { JobName } from '../../../behaviour/jobData';
import { giveUpJob, JOBS, runJob } from '../../../behaviour/jobs';
import type { FailedJob } from '../../../src/contract/entities/mail';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Services['jobs'] & {
      /** Tests: runs every job due within `advanceMs` from now, and waits for them (and their follow-ups due by then). */
      runDue(advanceMs?: number): Promise<void>;
    };
  }
}

export const JOBS_COLLECTION = 'agendaJobs';
/** How often each instance looks for due jobs (jobs added by this instance start at once). */
const POLL_MS = 5_000;
/** A run that holds its lock longer is taken to have died with its instance, and runs again elsewhere. */
const LOCK_LIFETIME_MS = 5 * 60_000;
/** How long closing waits for runs in progress before it unlocks them for another instance. */
const DRAIN_MS = 10_000;

type JobDoc = {
  _id: ObjectId;
  name: string;
  data?: { key?: string; mailId?: string };
  failCount?: number | null;
  failReason?: string | null;
  failedAt?: Date | null;
  nextRunAt?: Date | null;
  lastFinishedAt?: Date | null;
  lockedAt?: Date | null;
};

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
/** Failed and not finished since: retrying (a next run is set) or given up (none). */
const isFailed = (d: JobDoc) => !!d.failedAt && (!d.lastFinishedAt || d.failedAt >= d.lastFinishedAt);

export default fp<{ pollMs?: number; clock?: () => Date }>(
  async (app, { pollMs = POLL_MS, clock }) => {
    const db = app.mongo.db;
    const collection = db.collection<JobDoc>(JOBS_COLLECTION);
    const agenda = new Agenda({
      name: `api-${process.pid}`,
      backend: new MongoBackend({ mongo: db, collection: JOBS_COLLECTION }),
      // Jobs saved by this instance are picked up at once; other instances find them by polling.
      notificationChannel: new InMemoryNotificationChannel(),
      processEvery: pollMs,
      defaultLockLifetime: LOCK_LIFETIME_MS,
      maxConcurrency: 10,
      defaultConcurrency: 5,
    });
    // `clock` is the jobs' time (tests move it forward for the retention job); absent, the real time.
    const faces = () => ({ store: app.store, services: app.services, now: clock ?? (() => new Date()) });

    for (const [name, job] of Object.entries(JOBS) as [JobName, (typeof JOBS)[JobName]][]) {
      agenda.define(
        name,
        async (run: Job<Record<string, unknown>>) => {
          const { key: _key, ...data } = run.attrs.data ?? {};
          await runJob(name, faces(), data);
        },
        {
          // attempt is 1 for the first retry; null ends the retries (the job stays, failed).
          backoff: ({ attempt }) => (attempt <= job.retries ? job.retryDelayMs(attempt) : null),
          // A one-off job that succeeded leaves nothing behind; failed ones stay for the admins.
          removeOnComplete: !job.everyMs,
        },
      );
    }

    // The job's name, id and try, and the failure reason (a code: see mail.ts); never its data beyond ids.
    agenda.on('fail', (err: Error, run: Job) =>
      app.log.warn(
        { job: run.attrs.name, jobId: String(run.attrs._id), attempts: run.attrs.failCount, reason: err.message },
        'job failed',
      ),
    );
    agenda.on('retry exhausted', (err: Error, run: JobWithId) => {
      app.log.error({ job: run.attrs.name, jobId: String(run.attrs._id), reason: err.message }, 'job given up');
      const { key: _key, ...data } = (run.attrs.data ?? {}) as Record<string, unknown>;
      void giveUpJob(run.attrs.name as JobName, faces(), data)?.catch((e: unknown) =>
        app.log.warn({ err: e }, 'job give-up hook failed'),
      );
    });
    agenda.on('error', (err: Error) => app.log.warn({ reason: err.message }, 'job scheduler error'));

    await agenda.start();
    for (const [name, job] of Object.entries(JOBS))
      if ('everyMs' in job && job.everyMs) await agenda.every(job.everyMs, name, undefined, { skipImmediate: true });

    const toFailedJob = (d: JobDoc): FailedJob => ({
      id: String(d._id),
      name: d.name,
      state: d.nextRunAt ? 'retrying' : 'failed',
      attempts: d.failCount ?? 0,
      lastError: String(d.failReason ?? '').slice(0, 200),
      failedAt: iso(d.failedAt),
      nextRunAt: iso(d.nextRunAt),
      ...(d.data?.mailId ? { mailId: d.data.mailId } : {}),
    });

    /** Due jobs nobody is running. */
    const dueFilter = (by: Date) => ({ nextRunAt: { $ne: null, $lte: by }, lockedAt: null, disabled: { $ne: true } });

    app.decorate('jobs', {
      async add(name, data, options = {}) {
        const job = agenda.create(name, options.key ? { ...data, key: options.key } : data);
        job.schedule(options.at ?? new Date());
        if (options.key) job.unique({ name, 'data.key': options.key }, { insertOnly: true });
        await job.save();
      },
      cancel: (name, key) => agenda.cancel({ name, data: { key } }),
      async failed() {
        const docs = await collection
          .find({ failedAt: { $ne: null } })
          .sort({ failedAt: -1 })
          .limit(200)
          .toArray();
        return docs.filter(isFailed).map(toFailedJob);
      },
      async retry(id) {
        if (!/^[0-9a-f]{24}$/.test(id)) return false;
        const _id = new ObjectId(id);
        const doc = await collection.findOne({ _id });
        if (!doc || !isFailed(doc)) return false;
        // Only while nobody runs it and it is still this failure; the retries start afresh. The
        // next poll of any instance (at most POLL_MS) picks it up.
        const r = await collection.updateOne(
          { _id, lockedAt: null, failedAt: doc.failedAt },
          { $set: { nextRunAt: new Date(), failCount: 0 } },
        );
        return r.modifiedCount === 1;
      },
      async runDue(advanceMs = 0) {
        await collection.updateMany(dueFilter(new Date(Date.now() + advanceMs)), { $set: { nextRunAt: new Date() } });
        const deadline = Date.now() + 60_000;
        for (;;) {
          // agenda 6.2.6 has no public "scan now"; its processor's process() is what its poll timer calls
          // (a private field, read by name; its declaration has no type, this is the part used).
          const processor: { process(): Promise<void> } | undefined = agenda['jobProcessor'];
          await processor?.process();
          await new Promise((r) => setTimeout(r, 50));
          const busy = await collection.countDocuments({ $or: [dueFilter(new Date()), { lockedAt: { $ne: null } }] });
          if (!busy) return;
          if (Date.now() > deadline) throw new Error(`jobs still due or running after 60 s: ${busy}`);
        }
      },
    } satisfies FastifyJobs);

    // Closing: no new runs; runs in progress may finish for a while (a mail half sent is not sent
    // twice), then whatever this instance still holds is unlocked for another instance.
    app.addHook('onClose', async () => {
      // agenda's drain counts 'complete' events, but a one-off job leaves the running list only after
      // its removal (removeOnComplete), so drain alone waited out its whole timeout: watch the list.
      const idle = new AbortController();
      const watch = setInterval(() => {
        agenda.getRunningStats().then(
          (s) => s.runningJobs === 0 && idle.abort(),
          () => idle.abort(),
        );
      }, 100);
      await agenda.drain({ timeout: DRAIN_MS, signal: idle.signal });
      clearInterval(watch);
      await agenda.stop();
    });
  },
  { name: 'jobs', dependencies: ['mongodb', 'repositories'] },
);

type FastifyJobs = Services['jobs'] & { runDue(advanceMs?: number): Promise<void> };
