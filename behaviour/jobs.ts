/**
 * Background jobs, declared once: what each job does, how often it is
 * retried and how long it waits between tries. The server runs them with agenda on MongoDB
 * (api/plugins/app/jobs.ts: locked, so several instances run each job once; kept across restarts);
 * the browser's mocks run them in memory (mocks/jobs.ts). Both reach a job only through
 * `services.jobs.add(name, data, { at, key })`.
 *
 * What each job carries is declared in jobData.ts: ids only, no personal data.
 */
import type { JobFaces } from './context';
import type { JobData, JobName } from './jobData';
import { sendReminder } from './appointments';
import { sendResetLink } from './auth';
import { sendConfirmation } from './newsletter';
import { deliverQueuedMail, giveUpMail, removeExpiredAccountLinks, requeueStrandedMail } from './mail/outbox';
import { runRetention } from './retention/job';
import { runScheduled } from './editorial';

export interface JobDefinition<Data> {
  run(faces: JobFaces, data: Data): Promise<void>;
  /** Tries after the first; then the job counts as failed and waits for an admin's retry. */
  retries: number;
  /** Wait before the n-th retry (1-based). */
  retryDelayMs(attempt: number): number;
  /** After the last try failed. */
  onGiveUp?(faces: JobFaces, data: Data): Promise<void>;
  /** A job that repeats: every so many ms, one instance at a time (server only). */
  everyMs?: number;
}

const MINUTE = 60_000;
/** 30 s, 1 min, 2 min … up to an hour: 8 retries span about 2 hours of a mail server's outage. */
export const mailRetryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * MINUTE);

export const JOBS: { readonly [N in JobName]: JobDefinition<JobData<N>> } = {
  /** Sends one outbox entry through SMTP; a retry after a success sends nothing again. */
  'mail.deliver': {
    run: (faces, { mailId }) => deliverQueuedMail(faces, mailId),
    retries: 8,
    retryDelayMs: mailRetryDelayMs,
    onGiveUp: (faces, { mailId }) => giveUpMail(faces, mailId),
  },
  /**
   * The lookup-dependent half of forgot-password (auth.ts sendResetLink) and of the newsletter
   * sign-up (newsletter.ts sendConfirmation), after the answer: the requests do the same work for
   * every address, so their time tells nobody whether it has an account or a subscription.
   */
  'auth.resetLink': {
    run: (faces, { requestId }) => sendResetLink(faces, requestId),
    retries: 2,
    retryDelayMs: (attempt) => attempt * MINUTE,
  },
  'newsletter.confirmation': {
    run: (faces, data) => sendConfirmation(faces, data),
    retries: 2,
    retryDelayMs: (attempt) => attempt * MINUTE,
  },
  /**
   * The reminder of a confirmed appointment, the day before at the same time: added with
   * the appointment's id as its key when reception confirms, replaced when they move it, removed
   * when it ends. The run checks the record again and writes the mail at most once.
   */
  'appointment.remind': {
    run: (faces, data) => sendReminder(faces, data),
    retries: 3,
    retryDelayMs: (attempt) => attempt * 5 * MINUTE,
  },
  /**
   * Gives every queued mail a delivery job: one whose job could not be written after its outbox
   * entry was (the database went away between the two writes) is not stranded. A mail that already
   * has its job keeps it (jobs are unique per mail). First it removes the live account links whose
   * time is over from mails never sent (mail/outbox.ts).
   */
  'mail.sweep': {
    run: async (faces) => {
      await removeExpiredAccountLinks(faces);
      await requeueStrandedMail(faces);
    },
    retries: 0,
    retryDelayMs: () => MINUTE,
    everyMs: 5 * MINUTE,
  },
  /**
   * Deletes the personal data whose retention period has passed (retention/policies.ts),
   * hourly: a record goes within the hour its period ends. Idempotent; one receipt per policy and run.
   */
  'retention.run': {
    run: async (faces) => {
      await runRetention(faces, faces.now?.() ?? new Date());
    },
    retries: 2,
    retryDelayMs: () => 10 * MINUTE,
    everyMs: 60 * MINUTE,
  },
  /**
   * A scheduled publish or unpublish of a treatment, blog post, page or content block
   * (editorial.ts): added at its time with the record and action as its key, replaced when staff
   * change the schedule. The run acts only if the schedule still says this time.
   */
  'editorial.scheduled': {
    run: (faces, data) => runScheduled(faces, data),
    retries: 5,
    retryDelayMs: (attempt) => attempt * MINUTE,
  },
};

/**
 * A job's data as its store hands it back (agenda's document on the server, a row in the mocks):
 * untyped there, yet what `jobs.add` stored under that name, typed by JobData<N> when it was added.
 */
type StoredJobData = Record<string, unknown>;

/** Runs job `name` on the data its store kept for it. */
export const runJob = <N extends JobName>(name: N, faces: JobFaces, data: StoredJobData) =>
  JOBS[name].run(faces, data as JobData<N>);

/** The hook after the last failed try of job `name`, if it has one (undefined if not). */
export const giveUpJob = <N extends JobName>(name: N, faces: JobFaces, data: StoredJobData) =>
  JOBS[name]?.onGiveUp?.(faces, data as JobData<N>);
