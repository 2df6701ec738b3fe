/**
 * Faults on the production build (served and server-rendered by Fastify, its database behind a
 * TCP proxy that a test can cut): while the database is away, public pages still arrive, show the
 * fixed error texts and fallbacks in place of the missing content and keep working in the
 * browser — no error screen, no page error; a message sent then fails with the form's text and
 * keeps what was typed. When the database returns, the same pages show their content again without
 * a restart, and the message can be sent.
 */
import type { Page } from 'playwright';
import de from '../../src/i18n/messages/de.json';
import en from '../../src/i18n/messages/en.json';
import { describe, expect, productionTestBehindProxy } from '../support/e2e';
import { field, openHydrated, withConsent } from '../support/site';

// The server reaches the database through the proxy (dbProxy), which a test cuts and restores.
const it = productionTestBehindProxy('faults_site');
it.override({ contextOptions: { viewport: { width: 1280, height: 900 } } });
it.beforeAll(async ({ sharedContext }) => {
  await withConsent(sharedContext, 'denied');
});

/**
 * Page errors and console errors a user's browser reports. Refused API calls are logged by
 * design (server errors are logged only; Chromium reports the failed request itself).
 */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    if (text.startsWith('Failed to load resource: the server responded with a status of 503')) return;
    if (text.startsWith('[api] 503 database_unavailable')) return;
    problems.push(`console: ${text}`);
  });
  return problems;
}

/** Server rendering waits for every read to fail (the 3 s server selection): allow for it. */
const NAVIGATION_TIMEOUT_MS = 60_000;

const open = async (page: Page, url: string) => (await openHydrated(page, url, NAVIGATION_TIMEOUT_MS))!.status();
const main = (page: Page) => page.getByRole('main');

let treatments: Page;
let veneers: Page;
let contact: Page;
const problems: string[][] = [];
const message = {
  name: 'Maria Muster',
  email: 'maria@example.org',
  subject: 'Rückruf während der Störung',
  message: 'Bitte rufen Sie mich wegen eines Termins zurück.',
};

describe('database outage on the public site', () => {
  it('while the database is away, pages show the spec texts and fallbacks, and a message fails keeping what was typed', async ({
    site,
    baseUrl,
    dbProxy,
    sharedContext: context,
  }) => {
    const { h } = site;
    dbProxy.cut();

    treatments = await context.newPage();
    problems.push(watch(treatments));
    // A page, not an error: 200 (or a 503 that still carries the page), never a 500 or a blank shell.
    expect([200, 503]).toContain(await open(treatments, `${baseUrl}/de/behandlungen`));
    await main(treatments).getByRole('heading', { level: 1, name: de['page.treatments.title'] }).waitFor();
    await main(treatments).getByText(de['error.treatmentsFailed']).waitFor();
    await main(treatments).getByRole('button', { name: de['app.retry'] }).waitFor();
    await treatments.getByRole('alert').getByText(de['error.practiceInfoFailed']).waitFor();

    veneers = await context.newPage();
    problems.push(watch(veneers));
    expect([200, 503]).toContain(await open(veneers, `${baseUrl}/en/treatments/veneers`));
    await main(veneers).getByText(en['error.treatmentFailed']).waitFor();
    await main(veneers).getByRole('button', { name: en['app.retry'] }).waitFor();
    await veneers.getByRole('alert').getByText(en['error.practiceInfoFailed']).waitFor();

    contact = await context.newPage();
    problems.push(watch(contact));
    expect([200, 503]).toContain(await open(contact, `${baseUrl}/de/kontakt`));
    // The contact data that ships with the site (the address; no number, which would be invented for
    // a practice that has not supplied one), and the fixed fallback hours (Monday 08:00–18:00).
    await main(contact).getByText('Oberföhringer Straße 188').waitFor();
    expect(await main(contact).locator('a[href^="tel:"]').count()).toBe(0);
    await main(contact)
      .getByText(/08:00.18:00/)
      .first()
      .waitFor();
    await field(contact, de['form.field.name']).fill(message.name);
    await field(contact, de['form.field.email']).fill(message.email);
    await field(contact, de['form.field.subject']).fill(message.subject);
    await field(contact, de['form.field.message']).fill(message.message);
    await main(contact).getByRole('button', { name: de['form.contact.submit'] }).click();
    await main(contact).getByText(de['form.contact.error']).waitFor({ timeout: NAVIGATION_TIMEOUT_MS });
    expect(await field(contact, de['form.field.subject']).inputValue()).toBe(message.subject);
    expect(await field(contact, de['form.field.message']).inputValue()).toBe(message.message);

    // Moving on inside the app (the browser now asks the API itself): the next page shows its own text.
    const team = await context.newPage();
    problems.push(watch(team));
    await open(team, `${baseUrl}/de/behandlungen`);
    await team.getByRole('navigation', { name: de['nav.main'] }).getByRole('link', { name: de['nav.team'], exact: true }).click();
    await team.waitForURL(/\/de\/team$/);
    await main(team).getByRole('heading', { level: 1, name: de['page.team.title'] }).waitFor();
    await main(team).getByText(de['error.teamFailed']).waitFor({ timeout: NAVIGATION_TIMEOUT_MS });
    await team.close();

    // No page fell back to the error screen, and the browser reported no error.
    for (const page of [treatments, veneers, contact])
      expect(await page.getByText(de['error.boundary.title']).or(page.getByText(en['error.boundary.title'])).count()).toBe(0);
    expect(problems.flat()).toEqual([]);
    expect(await h.db.collection('messages').countDocuments({ subject: message.subject })).toBe(0);
  }, 240_000);

  it('when the database returns, the same pages show their content again without a restart, and the message can be sent', async ({
    site,
    dbProxy,
  }) => {
    const { h } = site;
    dbProxy.restore();
    // The server finds its database again by itself; then no page may still show the outage.
    await expect
      .poll(async () => (await fetch(`${h.target.baseUrl}/api/health`)).status, { timeout: 60_000, interval: 500 })
      .toBe(200);

    // Reloading shows the content: the pages rendered during the outage were not cached.
    await treatments.reload({ timeout: NAVIGATION_TIMEOUT_MS });
    await main(treatments)
      .getByRole('link', { name: /Veneers/ })
      .first()
      .waitFor();
    expect(await treatments.getByText(de['error.treatmentsFailed']).count()).toBe(0);
    expect(await treatments.getByText(de['error.practiceInfoFailed']).count()).toBe(0);

    // The retry button of a page that failed loads the content in place.
    await main(veneers).getByRole('button', { name: en['app.retry'] }).click();
    await main(veneers).getByRole('heading', { level: 1, name: 'Veneers' }).waitFor({ timeout: NAVIGATION_TIMEOUT_MS });

    // The message typed during the outage is still there and goes out now.
    await main(contact).getByRole('button', { name: de['form.contact.submit'] }).click();
    await main(contact).getByText(de['form.contact.success']).waitFor({ timeout: NAVIGATION_TIMEOUT_MS });
    expect(await h.db.collection('messages').countDocuments({ subject: message.subject })).toBe(1);

    expect(problems.flat()).toEqual([]);
  }, 240_000);
});
