/** Playwright on Debian's Chromium for the e2e project. */
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Collects console errors and page errors, so a test can assert a clean page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
