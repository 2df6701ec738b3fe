/**
 * What follows a public submission once it is stored: a receipt to whoever sent it, in the
 * language they used the site in, and a notice to the staff configured for its kind and location
 * (admin settings → notifications; none configured: the practice's primary e-mail). Both are outbox
 * entries written before the request answers; jobs send them. One receipt per submission, and at
 * most RECEIPTS_PER_DAY to one address: the public forms' rate limit bounds what one client can
 * make the practice send, the cap what reaches a bystander whose address others type in.
 */
import { canonicalEmail, type LanguageCode } from '../src/contract/common';
import type { NotificationRecipients, NotifyKind } from '../src/contract/entities/mail';
import type { LocationKey } from '../src/contract/entities/practice';
import type { Services } from './context';
import { practiceForMail, sendMail, type MailRequest } from './mail/outbox';
import { takeRecipientSlot } from './mail/recipientCap';

const DAY_MS = 24 * 60 * 60_000;
import type { TemplateId } from './mail/templates';
import type { Store } from './store';

type Faces = { store: Store; services: Services };

/** Receipts (of any kind) one address gets in 24 hours; the submissions beyond are stored all the same. */
export const RECEIPTS_PER_DAY = 3;
type ReceiptTemplate = Extract<TemplateId, 'appointmentReceipt' | 'messageReceipt' | 'applicationReceipt'>;

/** Who hears of a new `kind` at `location`: the configured addresses, else the practice's primary e-mail. */
export async function staffRecipients({ store }: Faces, kind: NotifyKind, location: LocationKey): Promise<string[]> {
  const settings = await store.collection('settings').get('settings');
  const configured = (settings?.notifications as NotificationRecipients | undefined)?.[kind]?.[location] ?? [];
  if (configured.length) return [...new Set(configured.map(canonicalEmail))];
  const contact = await store.collection('contact').get('contact');
  return contact?.email_primary ? [String(contact.email_primary)] : [];
}

/** The record in the admin (behind its login): all a staff notice links to. */
export const adminRecordLink = (services: Services, kind: NotifyKind, id: string) =>
  `${services.publicUrl}/admin/${kind}/${encodeURIComponent(id)}`;

export interface Submission<T extends ReceiptTemplate> {
  kind: NotifyKind;
  id: string;
  location: LocationKey;
  createdAt: string;
  receipt: Omit<MailRequest<T>, 'language'> & { language: LanguageCode };
}

/** Writes the receipt and the staff notices of a stored submission to the outbox. */
export async function notifySubmission<T extends ReceiptTemplate>(faces: Faces, s: Submission<T>) {
  const practice = await practiceForMail(faces);
  if (await takeRecipientSlot(faces, 'receipt', s.receipt.to, RECEIPTS_PER_DAY, DAY_MS))
    await sendMail(faces, s.receipt, practice);
  for (const to of await staffRecipients(faces, s.kind, s.location))
    await sendMail(
      faces,
      {
        to,
        template: 'staffNotice',
        language: 'de',
        data: {
          kind: s.kind,
          location: s.location,
          receivedAt: s.createdAt,
          link: adminRecordLink(faces.services, s.kind, s.id),
        },
      },
      practice,
    );
}
