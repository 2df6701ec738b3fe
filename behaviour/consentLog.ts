/**
 * The consent log: the proof that someone agreed, kept apart from the record it
 * concerns so it outlives an unsubscription. No IP address, no content: the subject (newsletter or
 * cookies), the step, the wording's version, the language, the time (`at`, a Date, by which the
 * retention job deletes old entries) and, for the newsletter, the subscription's id and the SHA-256
 * of its canonical address (the practice can check an address it is asked about against it).
 */
import type { ConsentEntry } from '../src/contract/entities/privacy';
import { BOOKING_CONSENT_VERSION } from '../src/contract/rules/booking';
import { CONSENT_VERSION } from '../src/contract/rules/cookieConsent';
import type { Ctx } from './context';
import { newId } from './ids';
import { addressHash } from './privacy';
import type { Row } from './store';

type Faces = Pick<Ctx, 'store'>;

/** A newsletter step of `subscription` (its row after the step). */
export async function logNewsletterConsent(
  { store }: Faces,
  event: Extract<ConsentEntry['event'], 'requested' | 'confirmed' | 'unsubscribed'>,
  subscription: Row,
) {
  await store.collection('consentLog').insert({
    id: newId('consent'),
    at: new Date(),
    subject: 'newsletter',
    event,
    version: String(subscription.consentVersion ?? ''),
    subscriptionId: subscription.id,
    addressHash: await addressHash(String(subscription.email)),
    language: (subscription.language as string | undefined) ?? null,
  });
}

/**
 * The entry saying since when the cookie banner's current wording asks visitors (the decision itself
 * stays in the browser: src/contract/rules/cookieConsent.ts). One per version: its id is the version's.
 */
export const cookieBannerVersionEntry = (now = new Date()) => ({
  id: `cookies-v${CONSENT_VERSION.replace(/[^A-Za-z0-9]/g, '_')}`, // ids are [A-Za-z0-9_-]
  at: now,
  subject: 'cookies' as const,
  event: 'versionShown' as const,
  version: CONSENT_VERSION,
  subscriptionId: null,
  addressHash: null,
  language: null,
});

/**
 * What a patient agreed to with an appointment request: the processing of their message's health
 * data, and reminder mails. One entry each, under the request's id and the address's hash, so the
 * proof outlives the request as the newsletter's does.
 */
export async function logAppointmentConsent({ store }: Faces, request: Row) {
  const events = [
    ...(request.healthDataConsent === true ? (['healthData'] as const) : []),
    ...(request.reminderOptIn === true ? (['reminders'] as const) : []),
  ];
  for (const event of events)
    await store.collection('consentLog').insert({
      id: newId('consent'),
      at: new Date(),
      subject: 'appointment',
      event,
      version: BOOKING_CONSENT_VERSION,
      subscriptionId: request.id,
      addressHash: await addressHash(String(request.email)),
      language: (request.language as string | undefined) ?? null,
    });
}
