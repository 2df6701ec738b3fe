/**
 * The retention policies, all in one place: for each kind of personal data, which
 * records it covers, when their clock starts, which period (settings → retention, bounds and
 * defaults in src/contract/rules/retention.ts) runs from then, and which files go with them. The
 * retention job (./job.ts) deletes what is due; the admin's upcoming list and the privacy policy
 * read the same periods.
 *
 * Each policy has a store filter `candidates(latest)` that finds every record whose clock started
 * at or before `latest` (a superset where the start is computed per record), and `startOf(row)`,
 * the exact start: a record is due once start + period has passed. Timestamps of the inbox records
 * are ISO strings; those of the logs (audit, consent) are Dates, as their writers store them.
 */
import type { HoldableKind, RetentionPolicyName } from '../../src/contract/entities/retention';
import {
  periodDays,
  retentionInForce,
  type RetentionPeriodName,
  type RetentionPeriods,
} from '../../src/contract/rules/retention';
import type { Filter, Row, Store } from '../store';

export interface RetentionPolicy {
  name: RetentionPolicyName;
  /** The collection its records live in. */
  collection: string;
  /** Set for the records of a person: an admin may hold them, reception sees them coming. */
  holdable?: HoldableKind;
  period: RetentionPeriodName;
  /** Records whose clock started at or before `latest` (possibly more; startOf decides). */
  candidates(latest: Date): Filter;
  /** When the record's clock started; null: it does not run (yet). */
  startOf(row: Row): Date | null;
  /** GridFS files deleted with the record (before it: a run cut short leaves no orphan). */
  files?(row: Row): string[];
}

const iso = (d: Date) => d.toISOString();
const at = (v: unknown): Date | null => {
  if (v instanceof Date) return v;
  if (typeof v !== 'string' || !v) return null;
  const d = new Date(v);
  return Number.isNaN(+d) ? null : d;
};

const DECIDED = ['rejected', 'hired'];

/** When the application got its current (deciding) status: the latest history entry that set it. */
function decidedAt(row: Row): Date | null {
  const history = (row.history as { at: string; status: string }[] | undefined) ?? [];
  const event = [...history].reverse().find((e) => e.status === row.status);
  return at(event?.at) ?? at(row.updatedAt);
}

export const POLICIES: readonly RetentionPolicy[] = [
  {
    name: 'applications.decided',
    collection: 'applications',
    holdable: 'applications',
    period: 'applicationDecidedMonths',
    // The decision comes after the application, so it came in no later than `latest`.
    candidates: (latest) => ({ status: { $in: DECIDED }, submittedAt: { $lte: iso(latest) } }),
    startOf: decidedAt,
    files: (row) => [(row.cv as { fileId?: string } | undefined)?.fileId].filter((f): f is string => !!f),
  },
  {
    name: 'applications.undecided',
    collection: 'applications',
    holdable: 'applications',
    period: 'applicationUndecidedMonths',
    candidates: (latest) => ({ status: { $nin: DECIDED }, submittedAt: { $lte: iso(latest) } }),
    startOf: (row) => at(row.submittedAt),
    files: (row) => [(row.cv as { fileId?: string } | undefined)?.fileId].filter((f): f is string => !!f),
  },
  {
    name: 'messages',
    collection: 'messages',
    holdable: 'messages',
    period: 'contactMessageMonths',
    candidates: (latest) => ({
      $or: [{ answeredAt: { $lte: iso(latest) } }, { answeredAt: { $exists: false }, createdAt: { $lte: iso(latest) } }],
    }),
    startOf: (row) => at(row.answeredAt) ?? at(row.createdAt),
  },
  {
    name: 'appointments',
    collection: 'appointments',
    holdable: 'appointments',
    period: 'appointmentRequestMonths',
    // The appointment's day (a date: the period runs from its end), else the request's time.
    candidates: (latest) => ({
      $or: [
        { 'scheduled.date': { $lte: iso(latest).slice(0, 10) } },
        { scheduled: { $exists: false }, createdAt: { $lte: iso(latest) } },
      ],
    }),
    startOf: (row) => {
      const day = (row.scheduled as { date?: string } | undefined)?.date;
      return day ? new Date(`${day}T23:59:59.999Z`) : at(row.createdAt);
    },
  },
  {
    name: 'newsletter.pending',
    collection: 'newsletter',
    holdable: 'newsletter',
    period: 'newsletterPendingDays',
    candidates: (latest) => ({ status: 'pending', createdAt: { $lte: iso(latest) } }),
    startOf: (row) => at(row.requestedAt) ?? at(row.createdAt),
  },
  {
    // Delivered mail from its delivery; held (no SMTP) or failed mail from its writing; queued mail
    // is still being delivered and waits. (The outbox's TTL index removes it after 30 days anyway.)
    name: 'outbox',
    collection: 'outbox',
    period: 'outboxDays',
    candidates: (latest) => ({
      $or: [
        { status: 'sent', sentAt: { $lte: iso(latest) } },
        { status: { $in: ['held', 'failed'] }, createdAt: { $lte: iso(latest) } },
      ],
    }),
    startOf: (row) => (row.status === 'sent' ? at(row.sentAt) : at(row.createdAt)),
  },
  {
    name: 'auditLog',
    collection: 'auditLog',
    period: 'auditLogMonths',
    candidates: (latest) => ({ at: { $lte: latest } }),
    startOf: (row) => at(row.at),
  },
  {
    name: 'consentLog',
    collection: 'consentLog',
    period: 'consentLogMonths',
    candidates: (latest) => ({ at: { $lte: latest } }),
    startOf: (row) => at(row.at),
  },
];

const DAY_MS = 86_400_000;
/** How long a policy keeps its records, in ms, under the periods in force. */
export const keepMs = (policy: RetentionPolicy, periods: RetentionPeriods) =>
  periodDays(policy.period, periods[policy.period]) * DAY_MS;

/** The periods in force: settings → retention, the defaults for any not saved. */
export async function periodsInForce(store: Store): Promise<RetentionPeriods> {
  const settings = await store.collection('settings').get('settings');
  return retentionInForce(settings?.retention as Partial<RetentionPeriods> | undefined);
}
