/**
 * The retention job: deletes every record whose period has passed (policies.ts), with
 * its files, in batches, and writes one deletion receipt per policy that deleted anything. Records
 * on legal hold are left alone until an admin releases them.
 *
 * `now` is the job's clock: the scheduler passes the real time, tests a later one (the clock moved
 * forward); nothing else in here reads the time. Running it again deletes nothing more: what was
 * deleted is gone, what was not due is still not due, and an empty run writes no receipt. A run cut
 * short (the instance stopped) leaves each record either whole or deleted with its files (the files
 * go first; deleting a file that is gone already is no error), and the next run finishes the rest.
 */
import type { DeletionReceipt, DueRecord, HoldableKind } from '../../src/contract/entities/retention';
import { RETENTION_PERIODS } from '../../src/contract/rules/retention';
import { newId } from '../ids';
import { deleteExpiredStatistics } from '../statisticsKeys';
import type { JobFaces } from '../context';
import type { Row, Store } from '../store';
import { POLICIES, keepMs, periodsInForce, type RetentionPolicy } from './policies';

export const RECEIPTS = 'retentionReceipts';
export const HOLDS = 'legalHolds';
/** Records read per query: a practice's yearly inbox is a few thousand, read a slice at a time. */
export const BATCH = 100;

const holdId = (kind: HoldableKind, recordId: string) => `${kind}-${recordId}`;

async function isHeld(store: Store, policy: RetentionPolicy, id: string) {
  return !!policy.holdable && !!(await store.collection(HOLDS).get(holdId(policy.holdable, id)));
}

/** Every record of `policy` due by `by`, a batch at a time (keyset pages by id). */
async function* dueRows(store: Store, policy: RetentionPolicy, keep: number, by: Date): AsyncGenerator<Row[]> {
  const latest = new Date(+by - keep);
  let after = '';
  for (;;) {
    const page = await store
      .collection(policy.collection)
      .find({ $and: [policy.candidates(latest), { id: { $gt: after } }] }, { id: 1 }, BATCH);
    if (!page.length) return;
    after = page[page.length - 1].id;
    yield page.filter((row) => {
      const start = policy.startOf(row);
      return !!start && +start + keep <= +by;
    });
    if (page.length < BATCH) return;
  }
}

/** Deletes what is due at `now`; returns the receipts written. */
export async function runRetention(
  { store, services }: Pick<JobFaces, 'store' | 'services'>,
  now: Date,
): Promise<DeletionReceipt[]> {
  const periods = await periodsInForce(store);
  const receipts: DeletionReceipt[] = [];
  for (const policy of POLICIES) {
    let count = 0;
    let files = 0;
    for await (const rows of dueRows(store, policy, keepMs(policy, periods), now))
      for (const row of rows) {
        if (await isHeld(store, policy, row.id)) continue;
        for (const fileId of policy.files?.(row) ?? []) {
          await services.files.remove(fileId);
          files++;
        }
        if (await store.collection(policy.collection).delete(row.id)) count++;
      }
    if (!count) continue;
    const receipt: DeletionReceipt = {
      id: newId(RECEIPTS),
      policy: policy.name,
      kind: policy.collection,
      count,
      files,
      period: { name: policy.period, value: periods[policy.period], unit: RETENTION_PERIODS[policy.period].unit },
      at: now.toISOString(),
    };
    await store.collection(RECEIPTS).insert(receipt);
    receipts.push(receipt);
  }
  await deleteExpiredStatistics(store, now);
  return receipts;
}

/** The records of persons the job deletes by `now + days` (held ones too, marked), soonest first. */
export async function upcomingDeletions(store: Store, now: Date, days: number): Promise<DueRecord[]> {
  const periods = await periodsInForce(store);
  const by = new Date(+now + days * 86_400_000);
  const out: DueRecord[] = [];
  for (const policy of POLICIES) {
    if (!policy.holdable) continue;
    const keep = keepMs(policy, periods);
    for await (const rows of dueRows(store, policy, keep, by))
      for (const row of rows)
        out.push({
          policy: policy.name,
          kind: policy.holdable,
          recordId: row.id,
          dueAt: new Date(+policy.startOf(row)! + keep).toISOString(),
          held: await isHeld(store, policy, row.id),
        });
  }
  return out.sort((a, b) => a.dueAt.localeCompare(b.dueAt));
}

/** Puts a record on legal hold or releases it; holding one that does not exist is refused (false). */
export async function setLegalHold(store: Store, kind: HoldableKind, recordId: string, hold: boolean, by: string) {
  const id = holdId(kind, recordId);
  if (!hold) {
    await store.collection(HOLDS).delete(id);
    return true;
  }
  if (!(await store.collection(kind).get(recordId))) return false;
  await store.collection(HOLDS).findOrInsert({ id }, { id, kind, recordId, at: new Date().toISOString(), by });
  return true;
}

export const receiptsNewestFirst = (store: Store) => store.collection(RECEIPTS).find({}, { at: -1 }, 200);
