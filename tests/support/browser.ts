/** Page helpers of the e2e project (Chromium itself is launched by the fixtures, tests/support/e2e.ts). */
import type { Page } from 'playwright';

/**
 * Mock mode only: MSW's worker unregisters itself when its last page unloads
 * (public/mockServiceWorker.js, CLIENT_CLOSED), and the next navigation of the same tab may race it
 * with the browser's update check of that registration. Chromium then logs this, and the page
 * registers the worker again. No page of the site or of production is involved.
 */
const MOCK_WORKER_UPDATE_RACE =
  /^Failed to update a ServiceWorker for scope \('[^']*'\) with script \('[^']*\/mockServiceWorker\.js'\): Not found$/;

/** Collects console errors and page errors, so a test can assert a clean page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !MOCK_WORKER_UPDATE_RACE.test(m.text()) && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
