/**
 * Opening the admin on the production build (issue 16): without a session the login form comes after
 * one redirect (it bounced about 1,400 times for 8–12 s before), signed-in staff go straight to the
 * dashboard, an expired session goes to the login once. The same checks run in mock mode
 * (tests/e2e/adminAuth.test.ts).
 */
import type { BrowserContext } from 'playwright';
import { afterEach, describe } from 'vitest';
import { adminStartChecks } from '../../support/admin';
import { productionSiteFor } from '../../support/productionSite';

const site = productionSiteFor('journey_admin_start');
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe('opening the admin on the production build', () => {
  adminStartChecks(
    () => site.base,
    async () => {
      context = await site.browser.newContext();
      return context.newPage();
    },
  );
});
