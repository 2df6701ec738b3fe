/** Helpers of the public-site browser tests, in mock mode (site.test.ts) and on the production build (tests/e2e/journeys/). */
import type { BrowserContext, Page } from 'playwright';
import { expect } from 'vitest';

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

/** The next Monday to Thursday after today: days with consultation hours in the seeded opening hours. */
export function nextConsultationDay() {
  const day = new Date();
  do day.setDate(day.getDate() + 1);
  while (day.getDay() === 0 || day.getDay() >= 5);
  return day.toISOString().slice(0, 10);
}

/**
 * On the booking form (labels from `messages`, the page's catalogue): picks the practice and the next
 * consultation day, and returns the time select once it offers that day's free times.
 */
export async function pickBookableDay(page: Page, messages: Record<string, string>, location: 'oberfoehring' | 'schwabing') {
  await page.getByRole('radio', { name: new RegExp(messages[`practice.location.${location}`]) }).check();
  await field(page, messages['form.booking.date']).fill(nextConsultationDay());
  const time = field(page, messages['form.booking.time']);
  await expect.poll(() => time.locator('option').count()).toBeGreaterThan(1);
  return time;
}
