/** Mock mode end to end: the site starts offline against MSW and the language rules of spec §2 hold. */
import { watchErrors } from '../support/browser';
import { describe, expect, test as it } from '../support/e2e';

describe('mock mode', () => {
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
    const status = await page.evaluate(async () => {
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'redaktion@praxis-dr-berger.de', password: 'Praxis-Demo-2026' }),
      }).then((r) => r.json());
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${login.data.token}` };
      const contact = await fetch('/api/v1/admin/contact/contact', { headers }).then((r) => r.json());
      const { id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = contact;
      fields.opening_hours.saturday = ['09:00-12:00'];
      return (await fetch('/api/v1/admin/contact/contact', { method: 'PUT', headers, body: JSON.stringify(fields) })).status;
    });
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
    const { url, slug, live } = await page.evaluate(async () => {
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'redaktion@praxis-dr-berger.de', password: 'Praxis-Demo-2026' }),
      }).then((r) => r.json());
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${login.data.token}` };
      const [t] = await fetch('/api/v1/admin/treatments?range=[0,0]&sort=["slug","ASC"]&filter={"published":true}', {
        headers,
      }).then((r) => r.json());
      const { id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = t;
      fields.title = { ...fields.title, en: 'Draft wording shown in the preview' };
      await fetch(`/api/v1/admin/treatments/${t.id}/draft`, { method: 'PUT', headers, body: JSON.stringify(fields) });
      const link = await fetch(`/api/v1/admin/treatments/${t.id}/preview`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ language: 'en' }),
      }).then((r) => r.json());
      return { url: link.url as string, slug: t.slug as string, live: t.title.en as string };
    });
    await page.goto(`${baseUrl}${new URL(url, baseUrl).pathname}`);
    await page.getByRole('heading', { level: 1, name: 'Draft wording shown in the preview' }).waitFor();
    // The site's own layout around it: header navigation and footer.
    await page.getByRole('contentinfo').getByText('Leopoldstraße').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.goto(`${baseUrl}/en/treatments/${slug}`);
    await page.getByRole('heading', { level: 1, name: live }).waitFor();
    await page.goto(`${baseUrl}/preview/${'z'.repeat(43)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Draft wording shown in the preview').count()).toBe(0);
  });
});
