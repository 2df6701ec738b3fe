/** Helpers of the public-site browser tests, in mock mode (site.test.ts) and on the production build (journeys/). */
import type { BrowserContext, Page } from 'playwright';

/** A form field of the page's main content by its exact label (the side widget has a 'Message' link too). */
export const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** Consent decided beforehand, so the banner stays out of tests about something else. */
export async function withConsent(context: BrowserContext, analytics: 'granted' | 'denied') {
  // Once per tab: a later reset (footer) must stay a reset after the reload.
  await context.addInitScript((a) => {
    if (sessionStorage.getItem('consent-seeded')) return;
    sessionStorage.setItem('consent-seeded', '1');
    localStorage.setItem('cookie-consent', JSON.stringify({ analytics: a, timestamp: new Date().toISOString(), version: '1.0' }));
  }, analytics);
}

/**
 * Waits until a server-rendered page is hydrated: the app marks <html data-app="ready"> (an
 * effect of its root, src/site/routes/router.tsx) and the page has its main heading. Before that, the server's markup is visible but clicks and typing would reach no handler (production
 * starts the page scripts only after the load event and the first paint).
 */
export const waitForHydration = (page: Page, timeout = 20_000) =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'ready' && !!document.querySelector('main h1'), undefined, {
    timeout,
  });

/** Opens a server-rendered page and waits until it is hydrated; returns the document's response. */
export async function openHydrated(page: Page, url: string, timeout = 20_000) {
  const response = await page.goto(url, { timeout });
  await waitForHydration(page, timeout);
  return response;
}

/** The window's analytics queue: gtag() calls as argument lists (the routed script is a stub). */
export const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => Array.from(a)));

/** The page paths of the page_view events sent so far. */
export const pageViews = async (page: Page) =>
  (await dataLayer(page))
    .filter((a) => a[0] === 'event' && a[1] === 'page_view')
    .map((a) => (a[2] as { page_path: string }).page_path);
