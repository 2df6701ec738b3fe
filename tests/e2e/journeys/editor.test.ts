/**
 * An editor on the production build: signs in, changes a treatment's Spanish title and the
 * practice's opening hours; the server-rendered public pages show both on the next reload (the
 * page cache is cleared by the writes). Users and settings stay closed to the editor, in the admin
 * and in the API behind it.
 */
import type { BrowserContext, Page } from 'playwright';
import { api, loginAs, waitForAdminCall } from '../../support/admin';
import { describe, expect, productionTest, type ProductionSite } from '../../support/e2e';
import { openHydrated, withConsent } from '../../support/site';

const it = productionTest('journey_editor');
let site: ProductionSite;
let visitor: Page;
let editorContext: BrowserContext;
let admin: Page;

it.beforeAll(async ({ site: started }) => {
  site = started;
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await withConsent(context, 'denied');
  visitor = await context.newPage();
  editorContext = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  admin = await editorContext.newPage();
});

const saturday = () => visitor.getByRole('main').getByRole('row', { name: /Sábado/ });

describe('an editor', () => {
  it('sees the public pages as they are before the change', async () => {
    // Visited first, so the rendered pages sit in the server's page cache when the editor saves.
    await openHydrated(visitor, `${site.base}/es/treatments/veneers`);
    await visitor.getByRole('heading', { level: 1, name: 'Carillas dentales' }).waitFor();
    await openHydrated(visitor, `${site.base}/es/contact`);
    expect(await saturday().textContent()).toContain('Cerrado');
  });

  it('changes the Spanish title of a treatment', async () => {
    await loginAs(admin, site.base, 'editor');
    await admin.getByRole('menuitem', { name: 'Behandlungen' }).click();
    await admin.getByRole('row').filter({ hasText: 'Veneers' }).first().click();
    await admin.locator('input[name="title.de"]').waitFor();
    const id = new URL(admin.url()).pathname.split('/').pop()!;
    await admin.locator('#translatable-header-title-es').click();
    await admin.locator('input[name="title.es"]').fill('Carillas de porcelana');
    // Saved as a draft, then published: what the editor's form does.
    const drafted = waitForAdminCall(admin, 'PUT', `/api/v1/admin/treatments/${id}/draft`);
    await admin.getByRole('button', { name: 'Entwurf speichern' }).click();
    expect((await drafted).status()).toBe(200);
    const published = waitForAdminCall(admin, 'POST', `/api/v1/admin/treatments/${id}/publish`);
    await admin.getByRole('button', { name: 'Veröffentlichen' }).click();
    expect((await published).status()).toBe(200);
  });

  it('changes the opening hours: Saturday morning opens', async () => {
    await admin.getByRole('menuitem', { name: 'Kontaktdaten' }).click();
    await admin.waitForURL(`${site.base}/admin/contact`);
    await admin.getByRole('switch', { name: 'Samstag geöffnet' }).check();
    await admin.getByLabel('Samstag Von 1').fill('09:00');
    await admin.getByLabel('Samstag Bis 1').fill('12:30');
    const saved = waitForAdminCall(admin, 'PUT', '/api/v1/admin/contact/contact');
    await admin.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);
  });

  it('sees both changes on the public pages after a reload', async () => {
    await openHydrated(visitor, `${site.base}/es/treatments/veneers`);
    await visitor.getByRole('heading', { level: 1, name: 'Carillas de porcelana' }).waitFor();
    await openHydrated(visitor, `${site.base}/es/contact`);
    expect(await saturday().textContent()).toMatch(/09:00.12:30/);
    // Other languages show the same hours; the German title is untouched.
    await openHydrated(visitor, `${site.base}/de/kontakt`);
    expect(
      await visitor
        .getByRole('main')
        .getByRole('row', { name: /Samstag/ })
        .textContent(),
    ).toMatch(/09:00.12:30/);
    await openHydrated(visitor, `${site.base}/de/behandlungen/veneers`);
    await visitor.getByRole('heading', { level: 1, name: 'Veneers' }).waitFor();
  });

  it('cannot open users or settings, neither in the admin nor through its API', async () => {
    expect(await admin.getByRole('menuitem', { name: 'Benutzer' }).count()).toBe(0);
    expect(await admin.getByRole('menuitem', { name: 'Einstellungen' }).count()).toBe(0);
    for (const path of ['/admin/users', '/admin/settings']) {
      await admin.goto(`${site.base}${path}`);
      await admin.getByText('Zugriff verweigert').waitFor();
    }
    expect(await admin.locator('input[name=analyticsId]').count()).toBe(0);
    expect((await api(admin, '/api/v1/admin/users')).status).toBe(403);
    expect((await api(admin, '/api/v1/admin/settings/settings')).status).toBe(403);
    const refused = await api(admin, '/api/v1/admin/settings/settings', { method: 'PUT', body: { analyticsId: 'G-EVIL000' } });
    expect(refused.status).toBe(403);
    expect((await site.h.db.collection('settings').findOne({}))!.analyticsId).toBe('G-PRAXIS2026');
  });
});
