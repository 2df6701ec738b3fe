/** Newsletter subscription (spec: endpoint only). Decision: double opt-in (DSGVO); consent is required. */
import { z } from 'zod';
import { AccountEmail, Id, LanguageCode, SpamTrap, Timestamps } from '../common';

export const NewsletterInput = z.strictObject({
  email: AccountEmail,
  language: LanguageCode.optional(),
  consent: z.literal(true, { error: 'validation.newsletter.consent' }),
  ...SpamTrap,
});
export type NewsletterInput = z.input<typeof NewsletterInput>;

export const NewsletterStatus = z.enum(['pending', 'confirmed', 'unsubscribed']);

export const NewsletterSubscription = z.object({
  id: Id,
  email: z.string(),
  language: LanguageCode,
  status: NewsletterStatus,
  ...Timestamps,
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;
