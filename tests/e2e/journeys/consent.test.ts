/**
 * A visitor's cookie decisions on the production build: after 'Ablehnen' no analytics request is
 * made on any page, through full page loads and client-side navigation alike; after changing the
 * decision through 'Cookie-Einstellungen ändern' and accepting, the analytics script loads (with
 * the analytics id staff stored in the settings) and every route change sends a page view. Without
 * an analytics id there is nothing to consent to, and no banner asks.
 */
import type { Request } from 'playwright';
import de from '../../../src/i18n/messages/de.json';
import { describe, expect, productionTest, type ProductionSite } from '../../support/e2e';
import { openHydrated, pageViews } from '../../support/site';

const it = productionTest('journey_consent');
let site: ProductionSite;
it.beforeAll(({ site: started }) => {
  site = started;
});

/** Google's tag and measurement hosts: any request there is an analytics request. */
const isAnalytics = (r: Request) =>
  /(^|\.)(googletagmanager|google-analytics|analytics\.google)\.com$/.test(new URL(r.url()).hostname);

describe('a visitor deciding on cookies', () => {
  it('rejects, and no page makes an analytics request; later accepts through the footer, and page views are sent', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const analytics: string[] = [];
    const offSite: string[] = [];
    context.on('request', (r) => {
      if (isAnalytics(r)) analytics.push(r.url());
      else if (!r.url().startsWith(site.base) && !/^(data|blob):/.test(r.url())) offSite.push(r.url());
    });
    // The tag script is answered locally (no internet here); its requests are counted above.
    await context.route(/googletagmanager\.com/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '/* gtag stub */' }),
    );
    const page = await context.newPage();

    await openHydrated(page, `${site.base}/de`);
    const banner = page.getByRole('region', { name: de['cookieBanner.title'] });
    await banner.waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: de['cookieBanner.reject'], exact: true }).click();
    await banner.waitFor({ state: 'hidden' });

    // Client-side navigation through the site...
    await page.getByRole('navigation', { name: de['nav.main'] }).getByRole('link', { name: de['nav.contact'] }).click();
    await page.waitForURL(`${site.base}/de/kontakt`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Veneers' }).click();
    await page.waitForURL(`${site.base}/de/behandlungen/veneers`);
    // ...and full page loads, where the stored decision must hold before any script runs.
    for (const path of ['/de/blog', '/en/treatments', '/ru/team']) {
      await openHydrated(page, `${site.base}${path}`);
      expect(await banner.isVisible(), path).toBe(false);
    }
    await page.waitForTimeout(1_500); // past the banner delay: nothing appears, nothing is sent
    expect(analytics).toEqual([]);
    expect(offSite).toEqual([]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent')!).analytics)).toBe('denied');

    // Later: the footer link asks first, then clears the decision and reloads. (The treatments
    // list is the app: its links move on the client, and each move is a page view.)
    await openHydrated(page, `${site.base}/de/behandlungen`);
    await page.getByRole('button', { name: de['footer.cookieSettings'] }).click();
    await page.getByRole('heading', { name: de['footer.cookieReset.title'] }).waitFor();
    await page.getByRole('button', { name: de['footer.cookieReset.confirm'] }).click();
    await page.waitForLoadState('load');
    await banner.waitFor({ timeout: 10_000 });
    expect(analytics).toEqual([]);
    await page.getByRole('button', { name: de['cookieBanner.accept'], exact: true }).click();

    await expect.poll(() => analytics.length).toBe(1);
    expect(new URL(analytics[0]!).searchParams.get('id')).toBe('G-PRAXIS2026');
    await expect.poll(() => pageViews(page)).toEqual(['/de/behandlungen']);
    await page.getByRole('navigation', { name: de['nav.main'] }).getByRole('link', { name: de['nav.contact'] }).click();
    await page.waitForURL(`${site.base}/de/kontakt`);
    await expect.poll(() => pageViews(page)).toEqual(['/de/behandlungen', '/de/kontakt']);

    // The decision holds on the next visit: the script loads again without asking.
    await openHydrated(page, `${site.base}/en/blog`);
    await expect.poll(() => analytics.length).toBe(2);
    await expect.poll(() => pageViews(page)).toEqual(['/en/blog']);
    expect(await banner.isVisible()).toBe(false);
    await context.close();
  });

  it('is not asked at all while the practice has no analytics id: nothing to consent to', async () => {
    await site.h.db.collection('settings').updateOne({ _id: 'settings' as never }, { $set: { analyticsId: '' } });
    await site.h.app.contentChanges.announce(); // as a staff save does
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openHydrated(page, `${site.base}/de`);
    await page.waitForTimeout(1_500); // past the banner's delay
    expect(await page.getByRole('region', { name: de['cookieBanner.title'] }).count()).toBe(0);
    await context.close();
  });
});
