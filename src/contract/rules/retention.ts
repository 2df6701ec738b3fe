/**
 * How long the site's personal data is kept: one source for what the privacy
 * policy promises and what the retention job (behaviour/retention/) enforces.
 *
 * `RETENTION_PERIODS` are the periods admins may change (settings → retention), each with its safe
 * default and the bounds an admin cannot go beyond: not so short that a record vanishes while it is
 * still being worked on (or, for applications, before the AGG § 15 (4) two-month claim period has
 * passed), not so long that the promise of Art. 5 (1) (e) GDPR becomes empty. The privacy policy
 * states the periods in force; without saved settings the defaults are in force.
 *
 * `RETENTION` are fixed facts the policy states but the job does not enforce: log lines are deleted
 * by the host's log rotation, analytics data by Google's setting, patient and tax records live
 * outside this site.
 */
import { z } from 'zod';

export const RETENTION = {
  /** Server log lines (shortened IP address, path, status): deleted after this many days. */
  serverLogDays: 14,
  /**
   * The longest data retention Google Analytics offers (its two choices are 2 and 14 months). The
   * practice sets it in its Google account, not here, so the policy states it as the upper bound.
   */
  analyticsMonths: 14,
  /** Patient records after the end of treatment (§ 630f Abs. 3 BGB). */
  patientRecordYears: 10,
  /** Tax-relevant documents (§ 147 AO). */
  taxRecordYears: 10,
} as const;

/**
 * The job counts a month as 30 days: it then deletes a day or four before a calendar month would
 * have ended, never after the period the policy states (day 181 after a decision is always past
 * "6 months").
 */
export const DAYS_PER_MONTH = 30;

interface Period {
  unit: 'months' | 'days';
  default: number;
  min: number;
  max: number;
}
const months = (d: number, min: number, max: number): Period => ({ unit: 'months', default: d, min, max });
const days = (d: number, min: number, max: number): Period => ({ unit: 'days', default: d, min, max });

export const RETENTION_PERIODS = {
  /** Applications and their CV after the decision (rejected or hired): AGG § 15 (4) two months plus a margin. */
  applicationDecidedMonths: months(6, 3, 12),
  /** Applications on which no decision was recorded, after they came in. */
  applicationUndecidedMonths: months(12, 6, 24),
  /** Contact messages after reception's last reply (or, unanswered, after they came in). */
  contactMessageMonths: months(12, 1, 36),
  /** Appointment requests after the appointment's date (or, never given a date, after the request). */
  appointmentRequestMonths: months(12, 1, 36),
  /** Newsletter sign-ups never confirmed (the confirmation link lasts 7 days). */
  newsletterPendingDays: days(30, 7, 90),
  /** Mails in the outbox after their delivery (or, never delivered, after they were written); at most 30: the outbox's TTL index (behaviour/mail/outbox.ts) removes them then in any case. */
  outboxDays: days(30, 7, 30),
  /** Entries of the staff audit log. */
  auditLogMonths: months(24, 6, 120),
  /** Entries of the consent log: consent must stay provable while it is relied on and a claim may follow (§ 195 BGB: 3 years). */
  consentLogMonths: months(36, 12, 120),
} as const satisfies Record<string, Period>;

export type RetentionPeriodName = keyof typeof RETENTION_PERIODS;
export const RETENTION_PERIOD_NAMES = Object.keys(RETENTION_PERIODS) as RetentionPeriodName[];

const bounded = (p: Period) => z.number().int().min(p.min).max(p.max);

/** The periods as admins save them (settings.retention); every one within its bounds. */
export const RetentionPeriods = z.strictObject(
  Object.fromEntries(RETENTION_PERIOD_NAMES.map((n) => [n, bounded(RETENTION_PERIODS[n])])) as {
    [N in RetentionPeriodName]: z.ZodNumber;
  },
);
export type RetentionPeriods = z.infer<typeof RetentionPeriods>;

export const DEFAULT_RETENTION = Object.fromEntries(
  RETENTION_PERIOD_NAMES.map((n) => [n, RETENTION_PERIODS[n].default]),
) as RetentionPeriods;

/** The periods in force: the saved ones, the default for any not saved (or out of bounds: an old record). */
export function retentionInForce(saved: Partial<Record<RetentionPeriodName, unknown>> | undefined | null): RetentionPeriods {
  const out = { ...DEFAULT_RETENTION };
  for (const n of RETENTION_PERIOD_NAMES) {
    const v = saved?.[n];
    if (bounded(RETENTION_PERIODS[n]).safeParse(v).success) out[n] = v as number;
  }
  return out;
}

/** A period in days (months counted as DAYS_PER_MONTH). */
export const periodDays = (name: RetentionPeriodName, value: number) =>
  RETENTION_PERIODS[name].unit === 'months' ? value * DAYS_PER_MONTH : value;
