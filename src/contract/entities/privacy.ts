/**
 * Data-subject requests, the audit log and the consent log.
 *
 * - Access and erasure by e-mail address (Art. 15, 17 GDPR): admins export everything stored about
 *   an address as one ZIP (`export.json` plus the CV files) and erase it everywhere; the erasure
 *   answers a receipt of kinds and counts, never the address or anything stored under it.
 * - The audit log: who (staff login) did what (created, changed, deleted, exported, erased) to which
 *   record (kind and id) and when, with the NAMES of the fields sent, never their content.
 * - The consent log: the newsletter's double opt-in steps and the cookie banner's wording version,
 *   without IP addresses; a subscription is named by its id and the SHA-256 of its address.
 *
 * Both logs keep their time as a Date in `at` (the retention job deletes old entries by it); the
 * answers carry it as an ISO string.
 */
import { z } from 'zod';
import { Email, Id, IsoDateTime } from '../common';
import { Role } from './staffUser';

/** A stored time: a Date in MongoDB (and in the mocks' memory), a string once the mocks' store went through JSON. */
export const StoredTime = z
  .union([z.date(), IsoDateTime])
  .transform((v) => (v instanceof Date ? v.toISOString() : v))
  .meta({ type: 'string', format: 'date-time' });

/** The address whose data an admin exports or erases (matched case-insensitively, exactly). */
export const PrivacyEmailQuery = z.strictObject({ email: Email });
export const PrivacyEraseInput = z.strictObject({ email: Email });

/** What an export or an erasure covers, in the order the receipt and the export list them. */
export const PRIVACY_KINDS = [
  'appointments',
  'messages',
  'applications',
  'cvFiles',
  'newsletter',
  'outbox',
  'consentLog',
] as const;
export const PrivacyKind = z.enum(PRIVACY_KINDS);
export type PrivacyKind = z.infer<typeof PrivacyKind>;

/** The receipt of an erasure: how many of each kind were removed, and when. No address, no content. */
export const ErasureReceipt = z.object({
  erasedAt: IsoDateTime,
  removed: z.record(PrivacyKind, z.number().int().min(0)),
  /** Kinds kept on purpose, with their counts (the consent log: the proof of consent, see behaviour/privacy.ts). */
  kept: z.partialRecord(PrivacyKind, z.number().int().min(0)),
});
export type ErasureReceipt = z.infer<typeof ErasureReceipt>;

export const AuditAction = z.enum(['created', 'changed', 'deleted', 'exported', 'erased']);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditEntry = z.object({
  id: Id,
  at: StoredTime,
  /** The acting staff member's login and id, as they were at the time. */
  user: z.string().nullable(),
  userId: z.string().nullable(),
  role: Role.nullable(),
  action: AuditAction,
  /** The kind of record (the admin resource, or the area: translations, jobs, privacy). */
  kind: z.string(),
  recordId: z.string().nullable(),
  /** The names of the fields sent, never their values. */
  fields: z.array(z.string()),
  /** The endpoint called (src/contract/endpoints.ts). */
  endpoint: z.string(),
  /** An erasure's or an export's counts per kind. */
  counts: z.record(z.string(), z.number().int()).optional(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const ConsentSubject = z.enum(['newsletter', 'cookies', 'appointment']);
/**
 * requested: signed up (wording shown); confirmed: clicked the mailed link; unsubscribed; versionShown: a banner wording went live;
 * healthData / reminders: an appointment request consented to its message's health data / asked for reminders.
 */
export const ConsentEvent = z.enum(['requested', 'confirmed', 'unsubscribed', 'versionShown', 'healthData', 'reminders']);

export const ConsentEntry = z.object({
  id: Id,
  at: StoredTime,
  subject: ConsentSubject,
  event: ConsentEvent,
  /** The wording's version the person saw (rules/newsletterConsent.ts, src/site/common/consentRecord.ts). */
  version: z.string(),
  /** The newsletter subscription's id, or the appointment request's. */
  subscriptionId: z.string().nullable().optional(),
  /** SHA-256 (hex) of the canonical address: proves an address consented without storing it twice. */
  addressHash: z.string().nullable().optional(),
  language: z.string().nullable().optional(),
});
export type ConsentEntry = z.infer<typeof ConsentEntry>;
