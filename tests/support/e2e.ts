/**
 * The e2e project's browser lifecycle as vitest fixtures, so no test file launches or closes
 * Chromium itself: a fixture is set up for the first test that names it and torn down by vitest
 * after the test (scope 'test') or after the file's last test (scope 'file'), failing or not.
 *
 *   test('…', async ({ page, baseUrl }) => …)          a fresh context and tab for this test
 *   test('…', async ({ sharedPage: page }) => …)       one tab for the whole file, for tests that
 *                                                     continue one another (a signed-in session)
 *   test.override({ contextOptions: { viewport } })   viewport etc. of every context of the file
 */
import type { BrowserContext, BrowserContextOptions } from 'playwright';
import { inject, test as base } from 'vitest';
import { startHarness } from '../api/harness';
import { launch } from './browser';

export const test = base
  /** The site in mock mode (tests/e2e/globalSetup.ts). */
  .extend('baseUrl', { scope: 'file' }, () => inject('baseUrl'))
  .extend('contextOptions', { scope: 'file' }, (): BrowserContextOptions => ({}))
  // vitest reads a fixture's dependencies from its destructuring pattern, so "none" is an empty one.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launch();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('sharedContext', { scope: 'file' }, async ({ browser, contextOptions }, { onCleanup }) => {
    const context = await browser.newContext(contextOptions);
    onCleanup(() => context.close());
    return context;
  })
  .extend('sharedPage', { scope: 'file' }, ({ sharedContext }) => sharedContext.newPage())
  .extend('context', async ({ browser, contextOptions }, { onCleanup }) => {
    const context = await browser.newContext(contextOptions);
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', ({ context }) => context.newPage())
  /** Further contexts a test opens (a second person, another viewport), all closed after it. */
  .extend('openContext', async ({ browser, contextOptions }, { onCleanup }) => {
    const opened: BrowserContext[] = [];
    onCleanup(async () => {
      await Promise.all(opened.map((c) => c.close()));
    });
    return async (options: BrowserContextOptions = {}) => {
      const context = await browser.newContext({ ...contextOptions, ...options });
      opened.push(context);
      return context;
    };
  });

export { expect, describe } from 'vitest';

/**
 * The production build served by Fastify on its own MongoDB database (named by the test file),
 * started for the file's first test that needs it and closed after its last; `baseUrl` is its
 * address (its PUBLIC_URL too), so checks shared with mock mode run unchanged.
 */
export const productionTest = (name: string) =>
  test
    .extend('site', { scope: 'file' }, async ({ browser }, { onCleanup }) => {
      const h = await startHarness(name, {}, { site: true });
      onCleanup(() => h.close());
      return { h, browser, base: h.target.baseUrl };
    })
    .extend('baseUrl', { scope: 'file' }, ({ site }) => site.base);
