/**
 * Mail and background jobs as staff see them: the outbox (every mail the practice's
 * site writes, durable before it is sent), the recipients of staff notices, the failed jobs and
 * the counts of new inbox items behind the admin's menu badges.
 */
import { z } from 'zod';
import { Email, Id, IsoDateTime, LanguageCode } from '../common';
import { LocationKey } from './practice';

/**
 * queued: waiting for (or retrying) delivery through SMTP; sent: the mail server accepted it;
 * failed: every try failed (see failed jobs); held: no SMTP configured, readable here only.
 */
export const OutboxStatus = z.enum(['queued', 'sent', 'failed', 'held']);
export type OutboxStatus = z.infer<typeof OutboxStatus>;

/** A mail as written to the outbox (admins read it: Verwaltung → Postausgang). */
export const OutboxMessage = z.object({
  id: Id,
  to: Email,
  subject: z.string(),
  text: z.string(),
  /** The template it was made from (behaviour/mail/templates.ts). */
  kind: z.string().optional(),
  language: LanguageCode.optional(),
  status: OutboxStatus.optional(),
  createdAt: IsoDateTime,
  sentAt: IsoDateTime.nullable().optional(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

/** The inbox kinds that notify staff when the public submits one. */
export const NOTIFY_KINDS = ['appointments', 'messages', 'applications'] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

const Recipients = z.array(Email).max(10, 'validation.tooLong');
const PerLocation = z.strictObject(
  Object.fromEntries(LocationKey.options.map((l) => [l, Recipients])) as Record<LocationKey, typeof Recipients>,
);
/**
 * Who is told of a new submission, per kind and location; an empty list means the practice's
 * primary e-mail (contact data). Messages and unsolicited applications have no location: they go
 * to the main practice's recipients (rules/booking.ts DEFAULT_LOCATION), like a booking without one.
 */
export const NotificationRecipients = z.strictObject(
  Object.fromEntries(NOTIFY_KINDS.map((k) => [k, PerLocation])) as Record<NotifyKind, typeof PerLocation>,
);
export type NotificationRecipients = z.infer<typeof NotificationRecipients>;

/** retrying: failed, another try is scheduled; failed: the last try failed, only a retry by staff sends it. */
export const FailedJobState = z.enum(['retrying', 'failed']);
export const FailedJob = z.object({
  id: Id,
  /** The job's name (behaviour/jobs.ts), e.g. mail.deliver. */
  name: z.string(),
  state: FailedJobState,
  attempts: z.number().int().min(0),
  /** What went wrong, without personal data (an SMTP code, not the server's reply). */
  lastError: z.string(),
  failedAt: IsoDateTime.nullable(),
  nextRunAt: IsoDateTime.nullable(),
  /** The outbox entry a mail job delivers. */
  mailId: Id.optional(),
});
export type FailedJob = z.infer<typeof FailedJob>;

/** New (unhandled) items per inbox, for the admin's menu badges. */
export const InboxCounts = z.object({
  appointments: z.number().int().min(0),
  messages: z.number().int().min(0),
  applications: z.number().int().min(0),
});
export type InboxCounts = z.infer<typeof InboxCounts>;
