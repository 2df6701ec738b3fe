/**
 * The e2e project's browser lifecycle as vitest fixtures, so no test file launches or closes
 * Chromium itself: a fixture is set up for the first test that names it and torn down by vitest
 * after the test (scope 'test') or after the file's last test (scope 'file'), failing or not.
 *
 *   test('…', async ({ page, baseUrl }) => …)          a fresh context and tab for this test
 *   test('…', async ({ sharedPage: page }) => …)       one tab for the whole file, for tests that
 *                                                     continue one another (a signed-in session)
 *   test.override({ contextOptions: { viewport } })   viewport etc. of every context of the file
 *   page = await signIn('editor')                      the admin signed in as a role, in a context of
 *                                                     its own that the next signIn of the file closes
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright';
import { inject, test as base } from 'vitest';
import { startHarness, type Harness } from '../api/harness';
import { loginAs, type Role } from './admin';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startTcpProxy } from './tcpProxy';

export const test = base
  /** The site in mock mode (tests/e2e/globalSetup.ts). */
  .extend('baseUrl', { scope: 'file' }, () => inject('baseUrl'))
  .extend('contextOptions', { scope: 'file' }, (): BrowserContextOptions => ({}))
  // vitest reads a fixture's dependencies from its destructuring pattern, so "none" is an empty one.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
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
  })
  /**
   * Signs in to the admin (mock mode) as a role in a new context and returns its tab. The tests of
   * a file continue that session until the next signIn, which closes it: one person at a time.
   */
  .extend('signIn', { scope: 'file' }, ({ browser, baseUrl, contextOptions }, { onCleanup }) => {
    let current: BrowserContext | undefined;
    onCleanup(() => current?.close());
    return async (role: Role) => {
      await current?.close();
      current = await browser.newContext(contextOptions);
      const page = await current.newPage();
      await loginAs(page, baseUrl, role);
      return page;
    };
  });

export { expect, describe } from 'vitest';

export interface ProductionSite {
  h: Harness;
  browser: Browser;
  /** The server's address, e.g. http://127.0.0.1:41234 (its PUBLIC_URL too). */
  base: string;
}

/**
 * The production build served by Fastify on its own MongoDB database (named by the test file),
 * started for the file's first test that needs it and closed after its last; `baseUrl` is its
 * address (its PUBLIC_URL too), so checks shared with mock mode run unchanged. `siteEnv` is what
 * the server's environment adds (productionTestBehindProxy sets its database address).
 */
export const productionTest = (name: string) =>
  test
    .extend('siteEnv', { scope: 'file' }, (): Record<string, string> => ({}))
    .extend('site', { scope: 'file' }, async ({ browser, siteEnv }, { onCleanup }): Promise<ProductionSite> => {
      const h = await startHarness(name, siteEnv, { site: true });
      onCleanup(() => h.close());
      return { h, browser, base: h.target.baseUrl };
    })
    .extend('baseUrl', { scope: 'file' }, ({ site }) => site.base);

/**
 * The production build whose server reaches MongoDB through a loopback TCP proxy that a test can
 * cut (`dbProxy.cut()`, the database "stops" for this server only) and restore; the harness seeds
 * and drops the database directly. The proxy closes after the server.
 */
export const productionTestBehindProxy = (name: string) =>
  productionTest(name)
    // eslint-disable-next-line no-empty-pattern
    .extend('dbProxy', { scope: 'file' }, async ({}, { onCleanup }) => {
      const direct = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017');
      const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 27017));
      onCleanup(() => proxy.close());
      return proxy;
    })
    .extend('siteEnv', { scope: 'file' }, ({ dbProxy }) => ({
      MONGODB_URI: `mongodb://127.0.0.1:${dbProxy.port}/?directConnection=true`,
    }));
