/**
 * Retention as staff see it: what the retention job will delete soon, the legal holds
 * that keep a record past its period, and the receipts of what it deleted. A receipt carries no
 * personal data: which policy, how many records (and files), the period in force, when.
 */
import { z } from 'zod';
import { Id, IsoDateTime } from '../common';
import { RETENTION_PERIOD_NAMES } from '../rules/retention';

/** The policies of behaviour/retention/policies.ts: one kind of record, one clock, one period. */
export const RetentionPolicyName = z.enum([
  'applications.decided',
  'applications.undecided',
  'messages',
  'appointments',
  'newsletter.pending',
  'outbox',
  'auditLog',
  'consentLog',
]);
export type RetentionPolicyName = z.infer<typeof RetentionPolicyName>;

/** The records of a person an admin may hold past their period (a dispute, an authority's request). */
export const HoldableKind = z.enum(['applications', 'messages', 'appointments', 'newsletter']);
export type HoldableKind = z.infer<typeof HoldableKind>;

/** A record whose period ends within the window asked for; held ones are listed but not deleted. */
export const DueRecord = z.object({
  policy: RetentionPolicyName,
  kind: HoldableKind,
  recordId: Id,
  dueAt: IsoDateTime,
  held: z.boolean(),
});
export type DueRecord = z.infer<typeof DueRecord>;

export const UpcomingDeletionsQuery = z.strictObject({
  days: z.coerce.number().int().min(1).max(60).optional(),
});

export const DeletionReceipt = z.object({
  id: Id,
  policy: RetentionPolicyName,
  /** The collection the records were deleted from. */
  kind: z.string(),
  count: z.number().int().min(0),
  /** Files deleted with them (an application's CV in GridFS). */
  files: z.number().int().min(0),
  /** The period in force when they were deleted. */
  period: z.object({
    name: z.enum(RETENTION_PERIOD_NAMES as [string, ...string[]]),
    value: z.number().int(),
    unit: z.enum(['months', 'days']),
  }),
  at: IsoDateTime,
});
export type DeletionReceipt = z.infer<typeof DeletionReceipt>;

export const LegalHoldInput = z.strictObject({ kind: HoldableKind, recordId: Id, hold: z.boolean() });
export type LegalHoldInput = z.infer<typeof LegalHoldInput>;
export const LegalHoldState = z.object({ kind: HoldableKind, recordId: Id, held: z.boolean() });
