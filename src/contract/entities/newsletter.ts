/**
 * Newsletter subscription. Decision: double opt-in (DSGVO): a
 * subscription is pending until the address confirms it through the link mailed to it; only a
 * confirmed address is subscribed. Every newsletter mail carries an unsubscribe link that works
 * without login. The consent is kept with its proof (rules/newsletterConsent.ts).
 */
import { z } from 'zod';
import { AccountEmail, Id, IsoDateTime, LanguageCode, SpamTrap, Timestamps } from '../common';

export const NewsletterInput = z.strictObject({
  email: AccountEmail,
  language: LanguageCode.optional(),
  consent: z.literal(true, { error: 'validation.newsletter.consent' }),
  ...SpamTrap,
});
export type NewsletterInput = z.input<typeof NewsletterInput>;

export const NewsletterStatus = z.enum(['pending', 'confirmed', 'unsubscribed']);
export type NewsletterStatus = z.infer<typeof NewsletterStatus>;

export const NewsletterSubscription = z.object({
  id: Id,
  email: z.string(),
  language: LanguageCode,
  status: NewsletterStatus,
  /** The proof of consent (no IP address): when it was asked for, in which wording, when confirmed. */
  consentVersion: z.string().optional(),
  requestedAt: IsoDateTime.optional(),
  confirmedAt: IsoDateTime.nullable().optional(),
  unsubscribedAt: IsoDateTime.nullable().optional(),
  ...Timestamps,
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;

/** The token of a confirmation or unsubscribe link (random, base64url or a UUID). */
export const NewsletterLinkInput = z.strictObject({
  token: z
    .string()
    .min(16, 'validation.invalid')
    .max(200, 'validation.tooLong')
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid'),
});

/**
 * What a confirmation or unsubscribe link did, for the page that followed it: done now, done
 * before (the link is used again: the same page, nothing changes), expired (a confirmation older
 * than its days), or not a link of ours.
 */
export const NewsletterConfirmOutcome = z.enum(['confirmed', 'alreadyConfirmed', 'expired', 'invalid']);
export type NewsletterConfirmOutcome = z.infer<typeof NewsletterConfirmOutcome>;
export const NewsletterUnsubscribeOutcome = z.enum(['unsubscribed', 'alreadyUnsubscribed', 'invalid']);
export type NewsletterUnsubscribeOutcome = z.infer<typeof NewsletterUnsubscribeOutcome>;
