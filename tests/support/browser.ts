/** Page helpers of the e2e project (Chromium itself is launched by the fixtures, tests/support/e2e.ts). */
import type { Page } from 'playwright';

/** Collects console errors and page errors, so a test can assert a clean page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
