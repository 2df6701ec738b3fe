/**
 * Mails that answer a person on the production build, received by a real
 * SMTP server (tests/support/smtp.ts): a visitor writes in French, reception answers from the
 * message in the admin, and the answer arrives in French with the reply kept in the message's
 * history; a reader subscribes to the newsletter in English, gets nothing but the confirmation mail
 * until the link in it is followed, and the unsubscribe link of the welcome mail works without login.
 */
import type { Page } from 'playwright';
import en from '../../../src/i18n/messages/en.json';
import fr from '../../../src/i18n/messages/fr.json';
import { NEWSLETTER_CONSENT_VERSION } from '../../../src/contract/rules/newsletterConsent';
import { loginAs } from '../../support/admin';
import { describe, expect, productionTest, type ProductionSite } from '../../support/e2e';
import { field, openHydrated, withConsent } from '../../support/site';
import { smtpSink, type SmtpSink } from '../../support/smtp';

const it = productionTest('journey_inbox_mail')
  // eslint-disable-next-line no-empty-pattern
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const smtp = await smtpSink();
    await smtp.listen();
    onCleanup(() => smtp.close());
    return smtp;
  })
  .extend('siteEnv', { scope: 'file' }, ({ smtp }) => ({ SMTP_URL: smtp.url }));

let site: ProductionSite;
let smtp: SmtpSink;
it.beforeAll(({ site: started, smtp: sink }) => {
  site = started;
  smtp = sink;
});

/** Waits until `address` has received `count` mails (the outbox's job sends them by itself). */
async function mailsTo(address: string, count: number) {
  await expect.poll(() => smtp.to(address).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  return smtp.to(address);
}

/** The link of a newsletter page in a mail's text (the token travels in the fragment). */
const linkIn = (text: string, path: string) => new RegExp(`https?://[^\\s)]+${path}#token=[\\w-]+`).exec(text)?.[0];

describe('a reply to a message', () => {
  const sender = { name: 'Claire Martin', email: 'claire.martin@example.org', subject: 'Facture de septembre' };

  it('reaches the sender in French, and the admin keeps it in the message’s history', async ({ openContext }) => {
    const visitor = await openContext({ viewport: { width: 1280, height: 900 } });
    await withConsent(visitor, 'denied');
    const page = await visitor.newPage();
    await openHydrated(page, `${site.base}/fr/contact`);
    await field(page, fr['form.field.name']).fill(sender.name);
    await field(page, fr['form.field.email']).fill(sender.email);
    await field(page, fr['form.field.subject']).fill(sender.subject);
    await field(page, fr['form.field.message']).fill('Pourriez-vous me renvoyer la facture de septembre ? Merci.');
    await page.getByRole('button', { name: fr['form.contact.submit'] }).click();
    await page.getByText(fr['form.contact.success']).waitFor();
    const [receipt] = await mailsTo(sender.email, 1);
    expect(receipt!.subject).toBe('Nous avons bien reçu votre message');
    const stored = (await site.h.db.collection('messages').findOne({ email: sender.email }))!;

    // Reception answers from the message's record.
    const staff = await (await openContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await loginAs(staff, site.base, 'reception');
    await staff.goto(`${site.base}/admin/messages/${stored._id}`);
    const replies = staff.getByRole('region', { name: 'Antworten' });
    await replies.getByText('Noch nicht beantwortet.').waitFor();
    // The form says where the answer goes and in which language the frame around it is.
    await replies.getByText(/Die Antwort geht per E-Mail an claire\.martin@example\.org\..*auf Französisch/).waitFor();
    const text = 'Bonjour Madame Martin,\n\nnous vous renvoyons la facture aujourd’hui par courrier.';
    await replies.getByRole('textbox', { name: 'Ihre Antwort' }).fill(text);
    await replies.getByRole('button', { name: 'Antwort senden' }).click();
    await staff.getByText('Antwort an claire.martin@example.org verschickt').waitFor();

    const [, reply] = await mailsTo(sender.email, 2);
    expect(reply!.subject).toBe('Réponse à votre message');
    expect(reply!.html).toMatch(/<html[^>]* lang="fr"/);
    expect(reply!.text).toContain('Bonjour Madame Martin,');
    expect(reply!.text).toContain('nous vous renvoyons la facture aujourd’hui par courrier.');
    expect(reply!.text).toMatch(/Elif Yılmaz\s+L’équipe du cabinet/); // signed by whoever answered
    expect(reply!.text).not.toContain('Pourriez-vous'); // the message itself is not quoted

    // The history shows who answered when and in which language, and the box is empty again.
    const history = replies.getByRole('list', { name: 'Bisherige Antworten' }).getByRole('listitem');
    await expect.poll(() => history.count()).toBe(1);
    expect(await history.first().textContent()).toMatch(/^Elif Yılmaz am .+ \(auf Französisch\)Bonjour Madame Martin,/);
    expect(await replies.getByRole('textbox', { name: 'Ihre Antwort' }).inputValue()).toBe('');
    // The list shows it answered.
    await staff.goto(`${site.base}/admin/messages`);
    const row = staff.locator('tbody tr', { hasText: sender.subject });
    await row.waitFor();
    await expect.poll(() => row.locator('td').last().textContent()).not.toBe('–');
  });
});

describe('the newsletter’s double opt-in', () => {
  const email = 'reader.three@example.org';
  let page: Page;

  it('mails only the confirmation link until it is followed, then welcomes with an unsubscribe link that works', async ({
    openContext,
  }) => {
    const visitor = await openContext({ viewport: { width: 390, height: 844 } });
    await withConsent(visitor, 'denied');
    page = await visitor.newPage();
    await openHydrated(page, `${site.base}/en/blog`);
    await field(page, en['form.field.email']).fill(email);
    await page.getByRole('main').getByRole('checkbox').check();
    await page.getByRole('button', { name: en['form.newsletter.submit'] }).click();
    await page.getByText(en['form.newsletter.success']).waitFor();

    const [confirmation] = await mailsTo(email, 1);
    expect(confirmation!.subject).toBe('Please confirm your newsletter subscription');
    const confirmLink = linkIn(confirmation!.text, '/en/newsletter-confirm')!;
    expect(confirmLink.startsWith(`${site.base}/en/newsletter-confirm#token=`)).toBe(true);
    // Not yet subscribed: stored as pending with the consent's version, and nothing else is mailed.
    expect(await site.h.db.collection('newsletter').findOne({ email })).toMatchObject({
      status: 'pending',
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      language: 'en',
    });

    // Opening the link changes nothing (mail scanners open links); the button confirms.
    await openHydrated(page, confirmLink);
    await page.getByRole('heading', { name: en['newsletterLink.confirm.ready.title'] }).waitFor();
    expect((await site.h.db.collection('newsletter').findOne({ email }))!.status).toBe('pending');
    await page.getByRole('button', { name: en['newsletterLink.confirm.action'] }).click();
    await page.getByRole('heading', { name: en['newsletterLink.confirm.confirmed.title'] }).waitFor();
    expect(await site.h.db.collection('newsletter').findOne({ email })).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.any(String),
    });

    const [, welcome] = await mailsTo(email, 2);
    expect(welcome!.subject).toBe('Your newsletter subscription is confirmed');
    const unsubscribeLink = linkIn(welcome!.text, '/en/newsletter-unsubscribe')!;
    expect(welcome!.html).toContain(unsubscribeLink.replace(/^https?:\/\/[^/]+/, ''));

    // The confirmation link followed again (from the mail: a new tab) changes nothing and mails nothing.
    page = await visitor.newPage();
    await openHydrated(page, confirmLink);
    await page.getByRole('button', { name: en['newsletterLink.confirm.action'] }).click();
    await page.getByRole('heading', { name: en['newsletterLink.confirm.alreadyConfirmed.title'] }).waitFor();

    // Unsubscribing needs no login: a fresh browser follows the link from the welcome mail.
    const elsewhere = await (await openContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await openHydrated(elsewhere, unsubscribeLink);
    await elsewhere.getByRole('button', { name: en['newsletterLink.unsubscribe.action'] }).click();
    await elsewhere.getByRole('heading', { name: en['newsletterLink.unsubscribe.unsubscribed.title'] }).waitFor();
    expect(await site.h.db.collection('newsletter').findOne({ email })).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: expect.any(String),
    });
    expect(smtp.to(email)).toHaveLength(2);

    // Reception sees the proof of consent in the admin's list.
    const staff = await (await openContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await loginAs(staff, site.base, 'reception');
    await staff.goto(`${site.base}/admin/newsletter`);
    const row = staff.locator('tbody tr', { hasText: email });
    await row.waitFor();
    await expect
      .poll(() => row.locator('td').allTextContents())
      .toEqual([
        '',
        email,
        'Englisch',
        'Abgemeldet',
        expect.not.stringMatching(/^–$/),
        expect.not.stringMatching(/^–$/),
        expect.not.stringMatching(/^–$/),
        NEWSLETTER_CONSENT_VERSION,
      ]);
  });
});
