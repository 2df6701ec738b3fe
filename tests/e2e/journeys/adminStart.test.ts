/**
 * Opening the admin on the production build: without a session the login form comes after
 * one redirect (it bounced about 1,400 times for 8–12 s before), signed-in staff go straight to the
 * dashboard, an expired session goes to the login once. The same checks run in mock mode
 * (tests/e2e/adminAuth.test.ts).
 */
import { adminStartChecks } from '../../support/admin';
import { describe, productionTest } from '../../support/e2e';

const it = productionTest('journey_admin_start');

describe('opening the admin on the production build', () => {
  adminStartChecks(it);
});
