/** Mock mode end to end: the site starts offline against MSW and the language rules hold. */
import { api, signInThroughApi } from '../support/admin';
import { watchErrors } from '../support/browser';
import { describe, expect, test as it } from '../support/e2e';
import { updateBody } from '../support/records';
import { startVite } from '../support/viteServer';

describe('mock mode', () => {
  // The other mock-mode files load the built bundle (tests/e2e/globalSetup.ts): this is the README's
  // `npm run dev` itself, the site on Preact and the admin's own dev server inside it.
  it('runs under npm run dev: the site and the admin start against MSW without an error', async ({ page }) => {
    const dev = await startVite([]);
    try {
      const errors = watchErrors(page);
      await page.goto(`${dev.url}/de/kontakt`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('contentinfo').getByText('Leopoldstraße').waitFor();
      await page.goto(`${dev.url}/admin/login`);
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await dev.close();
    }
  }, 120_000);

  it('redirects / to /de and shows practice info and languages loaded through MSW', async ({ page, baseUrl }) => {
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/de`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Practice info (both locations) arrives from the mock API.
    await page.getByRole('contentinfo').getByText('Leopoldstraße').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(errors).toEqual([]);
  });

  it('takes the language from the path and stores it', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/en/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    // Stored by an effect after the render: polled, not read once.
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')]))
      .toEqual(['en', 'en']);
  });

  it('shows the spec message when practice info fails (?mock-fail)', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/de?mock-fail=practice.info:500`);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Praxisinformationen konnten nicht geladen werden');
  });

  it('keeps mock-mode changes across a reload and resets them with ?reset-mocks', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/de/kontakt`);
    await page.getByRole('main').getByText('Samstag').waitFor();
    await signInThroughApi(page, 'editor');
    const contact = (await api(page, '/api/v1/admin/contact/contact')).body;
    const fields = updateBody(contact);
    fields.opening_hours.saturday = ['09:00-12:00'];
    const { status } = await api(page, '/api/v1/admin/contact/contact', { method: 'PUT', body: fields });
    expect(status).toBe(200);
    await page.reload();
    await page.getByText('09:00–12:00').waitFor();
    await page.goto(`${baseUrl}/de/kontakt?reset-mocks`);
    await page.getByRole('main').getByText('Samstag').waitFor();
    expect(await page.getByText('09:00–12:00').count()).toBe(0);
  });

  it("shows a preview link of a draft in the site's own layout, not indexed, while the public page stays live", async ({
    page,
    baseUrl,
  }) => {
    await page.goto(`${baseUrl}/en?reset-mocks`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await signInThroughApi(page, 'editor');
    const [t] = (await api<any[]>(page, '/api/v1/admin/treatments?range=[0,0]&sort=["slug","ASC"]&filter={"published":true}'))
      .body;
    const draft = { ...updateBody(t), title: { ...t.title, en: 'Draft wording shown in the preview' } };
    expect((await api(page, `/api/v1/admin/treatments/${t.id}/draft`, { method: 'PUT', body: draft })).status).toBe(200);
    const { url } = (
      await api<{ url: string }>(page, `/api/v1/admin/treatments/${t.id}/preview`, { method: 'POST', body: { language: 'en' } })
    ).body;
    await page.goto(`${baseUrl}${new URL(url, baseUrl).pathname}`);
    await page.getByRole('heading', { level: 1, name: 'Draft wording shown in the preview' }).waitFor();
    // The site's own layout around it: header navigation and footer.
    await page.getByRole('contentinfo').getByText('Leopoldstraße').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.goto(`${baseUrl}/en/treatments/${t.slug}`);
    await page.getByRole('heading', { level: 1, name: t.title.en }).waitFor();
    await page.goto(`${baseUrl}/preview/${'z'.repeat(43)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Draft wording shown in the preview').count()).toBe(0);
  });
});
