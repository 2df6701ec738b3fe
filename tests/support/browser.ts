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

/**
 * The admin in a development build (npm run dev) only: react-admin 5's text inputs hand MUI both the
 * `InputProps` of MUI 5 and the `slotProps.input` of MUI 6 and later (ra-ui-materialui's
 * ResettableTextField). MUI 9 reads the second and passes the first on to its root element, so
 * React warns once; the input and its adornments (the password's show button) work.
 */
const REACT_ADMIN_LEGACY_INPUT_PROPS = /^React does not recognize the `%s` prop on a DOM element\..* InputProps inputprops$/;

/** Collects console errors and page errors, so a test can assert a clean page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const known = (text: string) => MOCK_WORKER_UPDATE_RACE.test(text) || REACT_ADMIN_LEGACY_INPUT_PROPS.test(text);
  page.on('console', (m) => m.type() === 'error' && !known(m.text()) && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
