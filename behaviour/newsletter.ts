/**
 * The newsletter's double opt-in, once for the server and the mocks.
 *
 * - Subscribing stores the address as `pending` with the proof of consent (wording version,
 *   language, time; no IP address) and mails a confirmation link. Only `confirmed` addresses are
 *   subscribed. The answer is the same for every address (new, pending, confirmed, unsubscribed):
 *   it tells no one whether an address is on the list.
 * - The form must not become a way to flood a mailbox: one confirmation mail per address per
 *   NEWSLETTER_RESEND_HOURS, however often and from wherever it is entered (the per-client rate
 *   limit of public forms bounds the number of addresses).
 * - The confirmation token is random, stored as its hash only, valid NEWSLETTER_CONFIRM_DAYS, and
 *   confirms once; used again it answers `alreadyConfirmed`.
 * - The unsubscribe token is random and per subscriber, kept (hidden from every answer) because
 *   every later newsletter mail must carry it again; a hash could not be put into a new mail.
 *   Unsubscribing needs no login and may be repeated (`alreadyUnsubscribed`).
 * - Links open the public pages with the token in the fragment (src/lib/paths.ts newsletterLink):
 *   browsers never send it, so no log or cache sees it. The pages post it here; opening a link
 *   changes nothing (mail scanners open links too).
 * Nothing here logs an address.
 */
import { countOutcome } from './statistics';
import type { Implementations } from '../src/contract/endpoints';
import type { LanguageCode } from '../src/contract/common';
import type { NewsletterConfirmOutcome, NewsletterUnsubscribeOutcome } from '../src/contract/entities/newsletter';
import {
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_CONSENT_VERSION,
  NEWSLETTER_RESEND_HOURS,
} from '../src/contract/rules/newsletterConsent';
import { newsletterLink } from '../src/lib/paths';
import { logNewsletterConsent } from './consentLog';
import type { Ctx } from './context';
import { newId } from './ids';
import { sendMail } from './mail/outbox';

const HOUR_MS = 60 * 60_000;
type Faces = Pick<Ctx, 'store' | 'services'>;

const subscriptions = ({ store }: Faces) => store.collection('newsletter');
const link = ({ services }: Faces, lang: LanguageCode, page: 'newsletterConfirm' | 'newsletterUnsubscribe', token: string) =>
  `${services.publicUrl}${newsletterLink(lang, page, token)}`;

/** The subscription's unsubscribe token (hidden from answers, so read with the hidden fields). */
async function unsubscribeLink(faces: Faces, id: string, lang: LanguageCode) {
  const row = await subscriptions(faces).findOne({ id }, { withHidden: true });
  return link(faces, lang, 'newsletterUnsubscribe', String(row?.unsubscribeToken));
}

/**
 * Mails a new confirmation link unless the address is confirmed already or had one within the
 * resend period. The claim is one atomic update, so of simultaneous sign-ups one mail goes out.
 */
async function requestConfirmation(faces: Faces, id: string, language: LanguageCode) {
  const now = new Date();
  const token = faces.services.tokens.create();
  const claimed = await subscriptions(faces).updateWhere(
    {
      id,
      status: { $ne: 'confirmed' },
      $or: [
        { confirmationSentAt: null },
        { confirmationSentAt: { $lte: new Date(+now - NEWSLETTER_RESEND_HOURS * HOUR_MS).toISOString() } },
      ],
    },
    {
      status: 'pending',
      language,
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      requestedAt: now.toISOString(),
      confirmedAt: null,
      unsubscribedAt: null,
      confirmationSentAt: now.toISOString(),
      confirmTokenHash: faces.services.tokens.hash(token),
      confirmExpiresAt: new Date(+now + NEWSLETTER_CONFIRM_DAYS * 24 * HOUR_MS).toISOString(),
      updatedAt: now.toISOString(),
    },
  );
  if (!claimed) return;
  const email = String(claimed.email);
  // The sign-up that asked for confirmation is the consent's first step (consent log).
  await logNewsletterConsent(faces, 'requested', claimed);
  await sendMail(faces, {
    to: email,
    template: 'newsletterConfirm',
    language,
    data: {
      confirmLink: link(faces, language, 'newsletterConfirm', token),
      unsubscribeLink: await unsubscribeLink(faces, id, language),
    },
  });
}

/** newsletter.confirmation, the job a sign-up queued (the address is read from its row: job data carries ids only). */
export const sendConfirmation = (
  faces: Faces,
  { subscriptionId, language }: { subscriptionId: string; language: LanguageCode },
) => requestConfirmation(faces, subscriptionId, language);

export const newsletterImpls = {
  'newsletter.subscribe': async (ctx) => {
    // The address is canonical already (the contract's AccountEmail): one row per address, written
    // by one atomic upsert, so simultaneous sign-ups of one address share it.
    const { email } = ctx.body;
    const language = ctx.body.language ?? ctx.lang;
    const now = new Date().toISOString();
    const row = await subscriptions(ctx).findOrInsert(
      { email },
      {
        id: newId('newsletter'),
        email,
        language,
        status: 'pending',
        consentVersion: NEWSLETTER_CONSENT_VERSION,
        requestedAt: now,
        confirmedAt: null,
        unsubscribedAt: null,
        confirmationSentAt: null,
        unsubscribeToken: ctx.services.tokens.create(),
        createdAt: now,
        updatedAt: now,
        updatedBy: null,
      },
    );
    // Whether a link is mailed depends on the row (confirmed, or mailed within the resend period):
    // a job decides it after the answer, so the answer's time does not say it either.
    await ctx.services.jobs.add('newsletter.confirmation', { subscriptionId: row.id, language });
    // No status: it would say whether the address was confirmed before.
    return { id: row.id };
  },

  'newsletter.confirm': async (ctx) => {
    const hash = ctx.services.tokens.hash(ctx.body.token);
    const now = new Date().toISOString();
    const confirmed = await subscriptions(ctx).updateWhere(
      { confirmTokenHash: hash, status: 'pending', confirmExpiresAt: { $gt: now } },
      { status: 'confirmed', confirmedAt: now, updatedAt: now },
    );
    let outcome: NewsletterConfirmOutcome;
    if (confirmed) {
      await logNewsletterConsent(ctx, 'confirmed', confirmed);
      const language = confirmed.language as LanguageCode;
      await sendMail(ctx, {
        to: String(confirmed.email),
        template: 'newsletterWelcome',
        language,
        data: { unsubscribeLink: await unsubscribeLink(ctx, confirmed.id, language) },
      });
      await countOutcome(ctx, 'newsletter', language, { sentFromPage: false });
      outcome = 'confirmed';
    } else {
      // A link of an unsubscribed address confirms nothing: it must sign up (and confirm) anew.
      const status = (await subscriptions(ctx).findOne({ confirmTokenHash: hash }))?.status;
      outcome = status === 'confirmed' ? 'alreadyConfirmed' : status === 'pending' ? 'expired' : 'invalid';
    }
    return { outcome };
  },

  'newsletter.unsubscribe': async (ctx) => {
    const token = ctx.body.token;
    const now = new Date().toISOString();
    const done = await subscriptions(ctx).updateWhere(
      { unsubscribeToken: token, status: { $ne: 'unsubscribed' } },
      { status: 'unsubscribed', unsubscribedAt: now, updatedAt: now },
    );
    if (done) await logNewsletterConsent(ctx, 'unsubscribed', done);
    let outcome: NewsletterUnsubscribeOutcome = 'unsubscribed';
    if (!done) outcome = (await subscriptions(ctx).count({ unsubscribeToken: token })) ? 'alreadyUnsubscribed' : 'invalid';
    return { outcome };
  },
} satisfies Partial<Implementations<Ctx>>;
