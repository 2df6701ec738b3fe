/**
 * Background jobs in the browser (and in the node mocks of the contract tests): there is no agenda
 * here, so the jobs of behaviour/jobs.ts run in memory. A job due now runs at once, inside the call
 * that added it (its failure never fails that call); a later one waits in the `backgroundJobs`
 * collection until a request finds it due (mocks/handlers/runtime.ts runs due jobs first). Retries,
 * their delays and the failed state follow the same definitions as on the server, so the admin's
 * failed jobs show the same. Repeating jobs (the mail sweep) do not run here: nothing is stranded in memory.
 */
import { newId } from '../behaviour/ids';
import type { JobFaces, Services } from '../behaviour/context';
import type { JobName } from '../behaviour/jobData';
import { giveUpJob, JOBS, runJob } from '../behaviour/jobs';
import type { FailedJob } from '../src/contract/entities/mail';
import { MemoryCollection } from './memoryStore';

interface JobRow {
  id: string;
  name: JobName;
  data: Record<string, unknown>;
  key?: string;
  nextRunAt: string | null;
  failCount: number;
  failedAt: string | null;
  failReason: string | null;
  [field: string]: unknown;
}

// Not 'jobs': that is the job postings' collection. Only the mocks have it, so its rows are typed here.
const backgroundJobs = new MemoryCollection<JobRow>('backgroundJobs');
const jobs = () => backgroundJobs;

export function mockJobs(faces: () => JobFaces): Services['jobs'] & { runDue(): Promise<void> } {
  async function run(row: JobRow) {
    const job = JOBS[row.name];
    try {
      await runJob(row.name, faces(), row.data);
      await jobs().delete(row.id);
    } catch (err) {
      const failCount = row.failCount + 1;
      const retry = failCount <= job.retries;
      await jobs().update(row.id, {
        failCount,
        failedAt: new Date().toISOString(),
        failReason: String((err as Error)?.message ?? err).slice(0, 200),
        nextRunAt: retry ? new Date(Date.now() + job.retryDelayMs(failCount)).toISOString() : null,
      });
      if (!retry) await giveUpJob(row.name, faces(), row.data)?.catch(() => undefined);
    }
  }

  return {
    async add(name, data, { at, key } = {}) {
      if (key && (await jobs().count({ name, key }))) return;
      const row: JobRow = {
        id: newId('jobs'),
        name,
        data: data as Record<string, unknown>,
        ...(key ? { key } : {}),
        nextRunAt: (at ?? new Date()).toISOString(),
        failCount: 0,
        failedAt: null,
        failReason: null,
      };
      await jobs().insert(row);
      if (!at || at <= new Date()) await run(row);
    },
    cancel: (name, key) => jobs().deleteWhere({ name, key, nextRunAt: { $ne: null } }),
    async failed() {
      const rows = await jobs().find({ failedAt: { $ne: null } }, { failedAt: -1 });
      return rows.map((r): FailedJob => ({
        id: r.id,
        name: r.name,
        state: r.nextRunAt ? 'retrying' : 'failed',
        attempts: r.failCount,
        lastError: r.failReason ?? '',
        failedAt: r.failedAt,
        nextRunAt: r.nextRunAt,
        ...(typeof r.data.mailId === 'string' ? { mailId: r.data.mailId } : {}),
      }));
    },
    async retry(id) {
      const row = await jobs().findOne({ id, failedAt: { $ne: null } });
      if (!row) return false;
      const fresh = { ...row, failCount: 0, nextRunAt: new Date().toISOString() };
      await jobs().update(id, { failCount: 0, nextRunAt: fresh.nextRunAt });
      await run(fresh);
      return true;
    },
    async runDue() {
      const due = await jobs().find({ nextRunAt: { $ne: null, $lte: new Date().toISOString() } });
      for (const row of due) await run(row);
    },
  };
}
