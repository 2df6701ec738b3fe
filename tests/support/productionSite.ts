/**
 * The production build served by Fastify on its own MongoDB database, and a Chromium, for a test
 * file of journeys: started before the file's tests, closed after them (vitest hooks).
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { startHarness, type Harness } from '../api/harness';
import { launch } from './browser';

export interface ProductionSite {
  h: Harness;
  browser: Browser;
  /** The server's address, e.g. http://127.0.0.1:41234 (its PUBLIC_URL too). */
  base: string;
}

export function productionSiteFor(name: string): ProductionSite {
  const site = {} as ProductionSite;
  beforeAll(async () => {
    site.h = await startHarness(name, {}, { site: true });
    site.base = site.h.target.baseUrl;
    site.browser = await launch();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.h?.close();
  });
  return site;
}
