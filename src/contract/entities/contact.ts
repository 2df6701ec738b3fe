/** Contact data (a fixed set of fields, no others) and contact messages. */
import { z } from 'zod';
import {
  Email,
  Id,
  IsoDateTime,
  LIMITS,
  LanguageCode,
  Localized,
  OptionalEmail,
  OptionalHttpsUrl,
  SpamTrap,
  StaffStep,
  Timestamps,
  Weekday,
  requiredText,
  text,
} from '../common';

/** A time range "08:00-12:00"; each weekday has a list of them; an empty list means closed. */
export const TimeRange = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'validation.timeRange');

/**
 * Phone and e-mail may be empty: a fresh install ships the practice's address and structure but no
 * invented number or address; the site shows no call or mail link until staff enter them.
 */
export const ContactData = z.object({
  phone_primary: text(40),
  email_primary: OptionalEmail,
  address: requiredText(LIMITS.short),
  street: requiredText(LIMITS.name),
  house_number: requiredText(20),
  postal_code: requiredText(10),
  city: requiredText(LIMITS.name),
  opening_hours: z.record(Weekday, z.array(TimeRange).max(4)),
  social_media: z.object({
    facebook: OptionalHttpsUrl,
    instagram: OptionalHttpsUrl,
    youtube: OptionalHttpsUrl,
    whatsapp: text(40),
  }),
  legal_name: Localized,
  tax_id: text(40),
  registration_number: text(60),
});
export type ContactData = z.infer<typeof ContactData>;

/** The contact singleton in the admin: the same fields plus its id and bookkeeping. */
export const ContactRecord = ContactData.extend({ id: z.literal('contact'), ...Timestamps });
export const ContactInput = ContactData.strict();

export const ContactMessageInput = z.strictObject({
  name: z.string().trim().min(LIMITS.minName, 'validation.name.min').max(LIMITS.name, 'validation.tooLong'),
  email: Email,
  subject: requiredText(200),
  message: z.string().trim().min(10, 'validation.message.min').max(LIMITS.text, 'validation.tooLong'),
  ...SpamTrap,
});
export type ContactMessageInput = z.infer<typeof ContactMessageInput>;

/**
 * A reply of reception to a message: mailed to the sender in their language and kept in
 * the message's history. `by` is the staff member's name as it was when they replied.
 */
export const MessageReply = z.object({
  ...StaffStep,
  text: z.string(),
  /** The language the mail around the reply was written in (the sender's). */
  language: LanguageCode,
});
export type MessageReply = z.infer<typeof MessageReply>;

export const ContactMessage = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  note: z.string().optional(),
  /** The site's language the sender wrote in: their receipt and the replies are in it. */
  language: z.string().optional(),
  /** When reception last replied; absent while unanswered. */
  answeredAt: IsoDateTime.optional(),
  /** The replies, oldest first. */
  history: z.array(MessageReply).optional(),
  ...Timestamps,
});
export type ContactMessage = z.infer<typeof ContactMessage>;
/** Staff only change the read flag (and may add a note). */
export const ContactMessageUpdate = z.strictObject({ read: z.boolean(), note: text(LIMITS.text).optional() });
/**
 * A reply as reception types it: the text only. The mail adds greeting, closing and the practice's
 * signature in the sender's language, and quotes nothing of the message unless staff do.
 */
export const MessageReplyInput = z.strictObject({ text: requiredText(LIMITS.text) });
export type MessageReplyInput = z.infer<typeof MessageReplyInput>;
