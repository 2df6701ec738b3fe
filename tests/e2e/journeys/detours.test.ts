/**
 * A visitor off the happy path on the production build: an unknown path gets the not-found page
 * (HTTP 404), a legacy path is redirected by the server (301) to its language-prefixed page, and
 * pages whose data call fails in the browser show the fixed error texts and fallback contact
 * data, and recover when the call works again.
 */
import type { BrowserContext, Page, Route } from 'playwright';
import { ApiError } from '../../../src/contract/http';
import de from '../../../src/i18n/messages/de.json';
import { watchErrors } from '../../support/browser';
import { describe, expect, productionTest, type ProductionSite } from '../../support/e2e';
import { openHydrated, waitForHydration, withConsent } from '../../support/site';

const it = productionTest('journey_detours');
let site: ProductionSite;
let context: BrowserContext;
let page: Page;

it.beforeAll(async ({ site: started }) => {
  site = started;
  context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await withConsent(context, 'denied');
  page = await context.newPage();
});

/** The API's answer while its database is away (contract error body). */
const unavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify(new ApiError('database_unavailable').toBody()),
  });

describe('a visitor off the happy path', () => {
  it('opens an unknown path: the not-found page with its links, answered 404', async () => {
    const response = await openHydrated(page, `${site.base}/de/zahnfee`);
    expect(response!.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: de['notFound.title'] }).waitFor();
    await page.getByText(de['notFound.text']).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // Its links lead back into the site.
    await page.getByRole('main').locator('a[href="/de/kontakt"]').first().click();
    await page.waitForURL(`${site.base}/de/kontakt`);
  });

  it('opens a legacy path: the server redirects it permanently to the German page', async () => {
    const hops: string[] = [];
    page.on('response', (r) => r.request().isNavigationRequest() && hops.push(`${r.status()} ${new URL(r.url()).pathname}`));
    await openHydrated(page, `${site.base}/behandlungen/veneers`);
    page.removeAllListeners('response');
    expect(hops).toEqual(['301 /behandlungen/veneers', '200 /de/behandlungen/veneers']);
    await page.getByRole('heading', { level: 1, name: 'Veneers' }).waitFor();
  });

  // The contact data comes with every page (tap-to-call in the header and the floating bar),
  // so a later contact call cannot fail the contact page; its fallback while the data is missing on
  // the server (the fallback hours and address) is faults.test.ts's case.
  it('reaches the contact page while the contact call would fail: it needs no call and shows the stored data', async () => {
    const errors = watchErrors(page);
    const asked: string[] = [];
    await context.route('**/api/v1/public/contact', (route) => (asked.push(route.request().url()), unavailable(route)));
    await page.getByRole('navigation', { name: de['nav.main'] }).getByRole('link', { name: de['nav.contact'] }).click();
    await page.waitForURL(`${site.base}/de/kontakt`);
    // From a treatment page (its frame only hydrates) the link loaded the contact page, a frame page too.
    await waitForHydration(page);
    const main = page.getByRole('main');
    await main.getByText('Oberföhringer Straße 188').first().waitFor();
    await main.getByRole('link', { name: '+49 89 95 45 67 80' }).first().waitFor();
    await main.getByRole('link', { name: 'info@praxis-dr-berger.de' }).first().waitFor();
    // The stored hours (08:00–13:00, 14:00–19:00), not the fallback hours: the data arrived with the first page.
    expect(await main.getByRole('row', { name: /Montag/ }).textContent()).toMatch(/08:00.13:00/);
    await main.getByRole('button', { name: de['form.contact.submit'] }).waitFor();
    await context.unroute('**/api/v1/public/contact');
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens a treatment while its data call fails: the spec error text, then the page after a retry', async () => {
    // The treatment list is an app page (its search filters): from there the moves are the app's, on the client.
    await page.getByRole('navigation', { name: de['nav.main'] }).getByRole('button', { name: de['nav.treatments'] }).click();
    await page.getByRole('link', { name: /^Alle \d+ Behandlungen$/ }).click();
    await page.waitForURL(`${site.base}/de/behandlungen`);
    await waitForHydration(page);
    await context.route('**/api/v1/treatments/bleaching', unavailable);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bleaching' }).click();
    await page.waitForURL(`${site.base}/de/behandlungen/bleaching`);
    // The message is the page's heading (the page has no other without its data) and takes the focus.
    await page.getByRole('heading', { level: 1, name: de['error.treatmentFailed'] }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await context.unroute('**/api/v1/treatments/bleaching');
    await page.getByRole('main').getByRole('button', { name: de['app.retry'] }).click();
    await page.getByRole('heading', { level: 1, name: /Bleaching/ }).waitFor();
  });

  it('opens the blog while its data call fails: the error text instead of an empty list', async () => {
    await context.route('**/api/v1/blog?**', unavailable);
    await page.getByRole('navigation', { name: de['nav.main'] }).getByRole('link', { name: de['nav.blog'] }).click();
    await page.waitForURL(`${site.base}/de/blog`);
    await page.getByText(de['error.blogFailed']).waitFor({ timeout: 20_000 });
    await context.unroute('**/api/v1/blog?**');
  });
});
