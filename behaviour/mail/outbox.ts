/**
 * The durable outbox: every mail is first an entry of the `outbox` collection, written in
 * the request that stores the submission (after it), then sent by a job (jobs.ts, mail.deliver).
 * Without a way out (no SMTP_URL; the browser's mocks) it stays there for admins to read.
 *
 * Entries expire 30 days after they were sent (or given up, or, never sent, written): they hold
 * personal data. Until then nothing is lost: a queued entry has no expiry, and the sweep (jobs.ts,
 * mail.sweep) gives it a job if its own was never written.
 *
 * A mail whose link opens a staff account (a reset or an invitation) is stored twice: as staff see
 * it, with the link's token masked, and sealed, with the live link, for its delivery only. The
 * sealed copy is removed once the mail is sent or its link has expired, so neither the admin's
 * outbox screen nor the database or its backups hand anyone a way into someone else's account.
 */
import { Email, type LanguageCode } from '../../src/contract/common';
import type { LocationKey } from '../../src/contract/entities/practice';
import type { Services } from '../context';
import { newId } from '../ids';
import type { Store } from '../store';
import { plainText } from './content';
import { composeMail, type PracticeForMail, type TemplateData, type TemplateId } from './templates';
import type { MailAttachment, OutboxRow } from './outboxRow';

export const OUTBOX_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
/** A queued mail this old without a job is stranded (its job was never written). */
const STRANDED_MS = 2 * 60_000;

type Faces = { store: Store; services: Services };

export interface MailRequest<T extends TemplateId> {
  /**
   * The entry's id, when the caller must write a mail at most once (a reminder that a job run twice
   * would otherwise send twice): a second write with the same id fails as a duplicate.
   */
  id?: string;
  to: string;
  template: T;
  /** The recipient's language (the site's language they used); staff templates are German anyway. */
  language: LanguageCode;
  data: TemplateData[T];
  attachments?: MailAttachment[];
  /**
   * Set when `data.link` opens a staff account, to the moment the link expires: the outbox shows
   * the link masked and keeps the live one only until the mail is sent or this moment passes.
   */
  accountLinkUntil?: Date;
}

/** A link as staff see it in the outbox: where it leads, without the token that opens it. */
export const maskedLink = (link: string) => link.replace(/#token=.*$/, '#token=…');

/** One line, no control characters: a subject never starts a header of its own. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** The practice as mails name and sign it: practice info (name, locations) and contact data. */
export async function practiceForMail({ store }: Faces): Promise<PracticeForMail> {
  const [info, contact] = await Promise.all([
    store.collection('practice').get('info'),
    store.collection('contact').get('contact'),
  ]);
  const locations = (info?.locations ?? []) as {
    key: LocationKey;
    street: string;
    house_number: string;
    postal_code: string;
    city: string;
    phone: string;
  }[];
  const address = (p: Record<string, unknown>) => `${p.street} ${p.house_number}, ${p.postal_code} ${p.city}`;
  return {
    name: String(info?.name ?? 'Zahnarztpraxis'),
    address: contact ? address(contact) : '',
    phone: String(contact?.phone_primary ?? ''),
    email: String(contact?.email_primary ?? ''),
    locations: Object.fromEntries(locations.map((l) => [l.key, { address: address(l), phone: l.phone }])),
  };
}

/**
 * Writes a mail to the outbox and, where mail leaves the house, its delivery job; returns the
 * entry's id. Never talks to the mail server: call it after the submission is stored, before
 * answering. `practice` may be passed when one request writes several mails.
 */
export async function sendMail<T extends TemplateId>(
  faces: Faces,
  mail: MailRequest<T>,
  practice?: PracticeForMail,
): Promise<string> {
  // The contract validated every address already; checked again because a header is built from it.
  if (!Email.safeParse(mail.to).success || /[\r\n]/.test(mail.to)) throw new Error('mail: not an e-mail address');
  const practiceData = practice ?? (await practiceForMail(faces));
  const compose = (data: TemplateData[T]) => {
    const composed = composeMail(mail.template, mail.language, data, practiceData);
    composed.subject = oneLine(composed.subject);
    return composed;
  };
  const live = compose(mail.data);
  const link = (mail.data as { link?: unknown }).link;
  if (mail.accountLinkUntil && typeof link !== 'string') throw new Error('mail: an account link mail needs data.link');
  const content = mail.accountLinkUntil ? compose({ ...mail.data, link: maskedLink(String(link)) }) : live;
  const canSend = faces.services.mail.canSend;
  const now = new Date();
  const row: OutboxRow = {
    id: mail.id ?? newId('mail'),
    to: mail.to,
    subject: content.subject,
    text: plainText(content),
    content,
    kind: mail.template,
    language: mail.language,
    status: canSend ? 'queued' : 'held',
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
    createdAt: now.toISOString(),
    sentAt: null,
    // Held mail is as good as delivered (staff read it here); queued mail waits for its delivery.
    expiresAt: canSend ? null : new Date(+now + OUTBOX_DAYS * DAY_MS),
    ...(mail.accountLinkUntil ? { sealed: { text: plainText(live), content: live }, sealedUntil: mail.accountLinkUntil } : {}),
  };
  await faces.store.collection('outbox').insert(row);
  if (canSend) {
    try {
      await faces.services.jobs.add('mail.deliver', { mailId: row.id }, { key: row.id });
    } catch {
      // The entry is stored: the sweep gives it its job. The request that wrote it still succeeds.
    }
  }
  return row.id;
}

/** mail.deliver: sends a queued entry and marks it sent; one already sent or gone is left alone. */
export async function deliverQueuedMail({ store, services }: Faces, mailId: string) {
  const outbox = store.collection('outbox');
  // With the hidden fields: a mail with an account link is sent with its live copy.
  const row = await outbox.findOne({ id: mailId }, { withHidden: true });
  if (!row || row.status === 'sent' || row.status === 'held') return;
  await services.mail.deliver(row.sealed ? { ...row, ...row.sealed } : row);
  const now = new Date();
  await outbox.updateIf(
    mailId,
    {},
    {
      set: { status: 'sent', sentAt: now.toISOString(), expiresAt: new Date(+now + OUTBOX_DAYS * DAY_MS) },
      unset: ['sealed', 'sealedUntil'], // sent: the live link lives in the recipient's mailbox only
    },
  );
}

/** After the last try: the entry shows as failed and expires like a sent one (the job stays for a retry). */
export async function giveUpMail({ store }: Faces, mailId: string) {
  const row = await store.collection('outbox').get(mailId);
  if (!row || row.status === 'sent') return;
  await store.collection('outbox').update(mailId, { status: 'failed', expiresAt: new Date(Date.now() + OUTBOX_DAYS * DAY_MS) });
}

/** mail.sweep: live account links whose time is over leave the outbox (mail never sent, or given up). */
export async function removeExpiredAccountLinks({ store }: Faces) {
  const outbox = store.collection('outbox');
  const expired = await outbox.find({ sealedUntil: { $lte: new Date() } }, { createdAt: 1 }, 500);
  for (const row of expired) await outbox.unset(row.id, ['sealed', 'sealedUntil']);
}

/** mail.sweep: every queued entry older than a moment gets its delivery job (unique per mail: no duplicates). */
export async function requeueStrandedMail({ store, services }: Faces) {
  if (!services.mail.canSend) return;
  const stranded = await store
    .collection('outbox')
    .find({ status: 'queued', createdAt: { $lte: new Date(Date.now() - STRANDED_MS).toISOString() } }, { createdAt: 1 }, 500);
  for (const row of stranded) await services.jobs.add('mail.deliver', { mailId: row.id }, { key: row.id });
}
