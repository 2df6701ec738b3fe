/**
 * Admin sign-in and roles in mock mode: each demo role signs in and sees only its menu
 * entries; forbidden pages are guarded; failures show the server's message; the admin's routes and
 * deep links work; a 401 returns to the login. Opening /admin settles at once.
 */
import { adminStartChecks, api, loginAs, menuEntries, openInAdmin } from '../support/admin';
import { describe, expect, test as it } from '../support/e2e';

describe('admin sign-in and roles', () => {
  it('redirects /admin to the login, signs in, lands on /admin/dashboard and keeps a deep link across a reload', async ({
    page,
    baseUrl,
  }) => {
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/admin/login`);
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await loginAs(page, baseUrl, 'admin');
    expect(await page.evaluate(() => typeof localStorage.getItem('auth_token'))).toBe('string');
    await page.getByText('neue Terminanfragen').waitFor();
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/admin/dashboard`);

    await page.goto(`${baseUrl}/admin/treatments/veneers/edit`);
    await page.locator('input[name=slug]').waitFor();
    await page.reload();
    await expect(page.locator('input[name=slug]').inputValue()).resolves.toBe('veneers');
    expect(page.url()).toBe(`${baseUrl}/admin/treatments/veneers/edit`);

    await openInAdmin(page, '/admin/contact');
    await expect(page.locator('input[name=phone_primary]').inputValue()).resolves.toBe('+49 89 95 45 67 80');
    // Admin screens opened cold (the dev server compiles each on first use): a busy machine needs more than 60 s.
  }, 150_000);

  it('admin sees everything, including users and settings', async ({ page, baseUrl }) => {
    await loginAs(page, baseUrl, 'admin');
    const menu = await menuEntries(page);
    for (const entry of [
      'Terminanfragen',
      'Behandlungen',
      'Mediathek',
      'Kontaktdaten',
      'Benutzer',
      'Einstellungen',
      'Postausgang',
      'Übersetzungsstand',
    ])
      expect(menu).toContain(entry);
    await openInAdmin(page, '/admin/settings');
    await page.locator('input[name=analyticsId]').waitFor();

    // Logout revokes the token on the server and returns to the login.
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL(`${baseUrl}/admin/login`);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    const me = await page.evaluate(
      (t) => fetch('/api/auth/me', { headers: { Authorization: `Bearer ${t}` } }).then((r) => r.status),
      token,
    );
    expect(me).toBe(401);
  });

  it('editor sees the content but neither the inbox nor users or settings, and is kept out of them', async ({
    page,
    baseUrl,
  }) => {
    await loginAs(page, baseUrl, 'editor');
    const menu = await menuEntries(page);
    for (const entry of [
      'Behandlungen',
      'Team',
      'Blog',
      'Bewertungen',
      'Mediathek',
      'SEO',
      'Startseite: Ärztin',
      'Inhaltsblöcke',
      'Über uns',
      'Kontaktdaten',
      'Stellenanzeigen',
    ])
      expect(menu).toContain(entry);
    for (const entry of ['Terminanfragen', 'Nachrichten', 'Bewerbungen', 'Benutzer', 'Einstellungen'])
      expect(menu).not.toContain(entry);
    // Dashboard: only what the role may open.
    await page.getByText('Bewertungen zur Freigabe').first().waitFor();
    expect(await page.getByText('neue Terminanfragen').count()).toBe(0);

    // Typed addresses are kept out as links are (the full load of one is checked for reception below).
    await openInAdmin(page, '/admin/users');
    await page.getByText('Zugriff verweigert').waitFor();
    await openInAdmin(page, '/admin/settings');
    await page.getByText('Zugriff verweigert').waitFor();
    expect(await page.locator('input[name=analyticsId]').count()).toBe(0);
  });

  it('reception sees the inbox only; content pages and their buttons are closed', async ({ page, baseUrl }) => {
    await loginAs(page, baseUrl, 'reception');
    const menu = await menuEntries(page);
    expect(menu).toEqual(expect.arrayContaining(['Übersicht', 'Terminanfragen', 'Nachrichten', 'Bewerbungen', 'Newsletter']));
    for (const entry of ['Behandlungen', 'Team', 'Mediathek', 'Kontaktdaten', 'Benutzer', 'Übersetzungsstand'])
      expect(menu).not.toContain(entry);
    await page.getByText('neue Terminanfragen').waitFor();

    await page.goto(`${baseUrl}/admin/treatments`);
    await page.getByText('Zugriff verweigert').waitFor();
    await openInAdmin(page, '/admin/treatments/new');
    await page.getByText('Zugriff verweigert').waitFor();
    // Applications come from the career page: no create button for anyone.
    await openInAdmin(page, '/admin/applications');
    await page.getByText('Laura Beispiel').waitFor();
    expect(await page.getByRole('link', { name: 'Erstellen' }).count()).toBe(0);
  });

  it('shows the server message on a failed login; after a 401 it asks to sign in again, or goes to the login', async ({
    page,
    baseUrl,
  }) => {
    await page.goto(`${baseUrl}/admin/login`);
    await page.locator('input[name=email]').fill('admin@praxis-dr-berger.de');
    await page.locator('input[name=password]').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('E-Mail-Adresse oder Passwort ist falsch.');

    await loginAs(page, baseUrl, 'editor');
    // The session ends on the server (e.g. expired): the next call answers 401.
    await api(page, '/api/auth/logout', { method: 'POST', auth: true });
    // The next call (a refetch, or opening the treatments) meets the 401: the screen stays and a
    // dialog asks to sign in again; its other button leads to the login page.
    await page
      .getByRole('menuitem', { name: 'Behandlungen' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const dialog = page.getByRole('dialog', { name: 'Bitte erneut anmelden' });
    await dialog.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await dialog.getByRole('button', { name: 'Zur Anmeldeseite' }).click();
    await page.waitForURL(`${baseUrl}/admin/login`);
  });

  it('lets staff change their own password from the user menu, and keeps the form usable after a wrong current password', async ({
    page,
    baseUrl,
  }) => {
    await loginAs(page, baseUrl, 'reception');
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Passwort ändern' }).click();
    await page.waitForURL(`${baseUrl}/admin/password`);
    const fill = async (current: string, next: string) => {
      await page.locator('input[name=currentPassword]').fill(current);
      await page.locator('input[name=password]').fill(next);
      await page.locator('input[name=confirm]').fill(next);
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
    };
    await fill('nicht-das-passwort', 'Zahnseide-Morgenrot-Isar-2026');
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('Das aktuelle Passwort ist falsch.');
    // The error leaves the form ready for the next try.
    expect(await page.getByRole('button', { name: 'Passwort speichern' }).isEnabled()).toBe(true);
    await fill('Praxis-Demo-2026', 'Zahnseide-Morgenrot-Isar-2026');
    await page.getByRole('status').getByText('Ihr Passwort wurde geändert.').waitFor();
  });

  it('switches the admin to English and offers forgot- and reset-password screens', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.waitForURL(`${baseUrl}/admin/forgot-password`);
    // The URL changes before React swaps the screens (the navigation is a transition), and the
    // login form has an e-mail field too: typing before the new form is there went into the old one
    // (CI was once that slow).
    const send = page.getByRole('button', { name: 'Link senden' });
    await send.waitFor();
    await page.locator('input[name=email]').fill('niemand@example.com');
    await send.click();
    await page.getByText('Wenn ein Konto mit dieser Adresse besteht').waitFor();

    await page.goto(`${baseUrl}/admin/reset-password?token=abgelaufen`);
    await page.locator('input[name=password]').fill('ein-neues-passwort-2026');
    await page.locator('input[name=confirm]').fill('ein-neues-passwort-2026');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('Der Link ist ungültig oder abgelaufen.');

    await openInAdmin(page, '/admin/login');
    await loginAs(page, baseUrl, 'admin');
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('new appointment requests').waitFor();
    await page.getByRole('menuitem', { name: 'Treatments' }).click();
    await page.getByRole('columnheader', { name: 'Category' }).waitFor();
  });
});

describe('opening the admin in mock mode', () => {
  adminStartChecks(it);
});
