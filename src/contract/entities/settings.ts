/**
 * Practice-wide settings (admin only): the external booking service and its tracking parameters,
 * the analytics id (loaded only with consent), the WhatsApp number (chat link from its digits)
 * and social links; who is notified of new appointment requests, messages and applications.
 */
import { z } from 'zod';
import { OptionalHttpsUrl, Timestamps, text } from '../common';
import { NotificationRecipients } from './mail';
import { RetentionPeriods } from '../rules/retention';
import { PracticeClaimId } from '../rules/practiceClaims';

/**
 * The booking addresses may be empty (a fresh install has no booking service): the
 * booking buttons then lead to the site's own appointment request page.
 */
const SettingsFields = {
  bookingUrl: OptionalHttpsUrl,
  bookingRequestUrl: OptionalHttpsUrl,
  bookingTracking: z.record(z.string().regex(/^[a-z_]{1,40}$/), text(120)),
  analyticsId: z.string().regex(/^(G-[A-Z0-9]{4,20})?$/, 'validation.analyticsId'),
  whatsappNumber: text(40),
  socialLinks: z.strictObject({
    facebook: OptionalHttpsUrl,
    instagram: OptionalHttpsUrl,
    youtube: OptionalHttpsUrl,
  }),
  /** Recipients of staff notices per inbox kind and location; missing = the practice's e-mail. */
  notifications: NotificationRecipients.optional(),
  /** How long each kind of personal data is kept (rules/retention.ts); missing = the defaults. */
  retention: RetentionPeriods.optional(),
  /**
   * The practice claims (rules/practiceClaims.ts) staff confirmed as true of this practice: only these
   * are stated on the public site; missing = none, as in a fresh install.
   */
  confirmedClaims: z.array(PracticeClaimId).max(PracticeClaimId.options.length).optional(),
};
export const Settings = z.object({ id: z.literal('settings'), ...SettingsFields, ...Timestamps });
export type Settings = z.infer<typeof Settings>;
export const SettingsInput = z.strictObject(SettingsFields);
