/**
 * An outbox entry as it is stored, apart from the outbox's work (outbox.ts) so the store's map of
 * collections (../collections.ts) can name it without importing what imports the store.
 */
import type { LanguageCode } from '../../src/contract/common';
import type { OutboxStatus } from '../../src/contract/entities/mail';
import type { Row } from '../rows';
import type { MailContent } from './content';
import type { TemplateId } from './templates';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text content (an .ics file); binary attachments are not needed yet. */
  content: string;
}

/** An outbox entry as stored (the admin's answer shows a part of it: OutboxMessage). */
export interface OutboxRow extends Row {
  to: string;
  subject: string;
  text: string;
  content: MailContent;
  kind: TemplateId;
  language: LanguageCode;
  status: OutboxStatus;
  attachments?: MailAttachment[];
  createdAt: string;
  sentAt: string | null;
  expiresAt: Date | null;
  /** The mail with its live account link, for delivery only (never in an answer). */
  sealed?: { text: string; content: MailContent };
  /** When the sealed copy goes at the latest (its link's expiry). */
  sealedUntil?: Date;
}
