/** Helpers of the admin journeys (tests/e2e/admin*.test.ts): sign-in per role and API calls through the page. */
import type { Page } from 'playwright';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'Praxis-Demo-2026';
export const ACCOUNTS = {
  admin: 'admin@praxis-dr-berger.de',
  editor: 'redaktion@praxis-dr-berger.de',
  reception: 'empfang@praxis-dr-berger.de',
} as const;
export type Role = keyof typeof ACCOUNTS;

/** Signs in through the login form and waits for the dashboard (a tab already on the form stays there). */
export async function loginAs(page: Page, baseUrl: string, role: Role) {
  if (page.url() !== `${baseUrl}/admin/login`) await page.goto(`${baseUrl}/admin/login`);
  await page.locator('input[name=email]').fill(ACCOUNTS[role]);
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(`${baseUrl}/admin/dashboard`);
}

/**
 * Goes to an admin address as the admin's own links do: the address changes and the router renders
 * its screen, without loading the page again (a load in mock mode fetches some 430 modules).
 */
export async function openInAdmin(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState(history.state, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

/** A JSON call from inside the page (so the MSW worker of mock mode answers it), with the stored token. */
export async function api<T = any>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; auth?: boolean; headers?: Record<string, string> } = {},
) {
  return page.evaluate(
    async ({ path, method, body, auth, headers }) => {
      const token = localStorage.getItem('auth_token');
      const res = await fetch(path, {
        method: method ?? 'GET',
        headers: {
          'Content-Type': 'application/json',
          ...(auth && token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
    },
    {
      path,
      method: init.method,
      body: init.body,
      auth: init.auth ?? path.startsWith('/api/v1/admin'),
      headers: init.headers ?? {},
    },
  ) as Promise<{ status: number; body: T }>;
}

/**
 * Signs in through the API from inside the page and keeps the token where the admin keeps it
 * (auth_token), so later api() calls of this page are that role's, without opening the admin.
 */
export async function signInThroughApi(page: Page, role: Role) {
  const login = await api<{ data: { token: string } }>(page, '/api/auth/login', {
    method: 'POST',
    body: { email: ACCOUNTS[role], password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  await page.evaluate((token) => localStorage.setItem('auth_token', token), login.body.data.token);
}

/** Waits for the admin API call a save triggers (a bulk action is undoable: its call follows the undo delay). */
export const waitForAdminCall = (page: Page, method: string, path: string) =>
  page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path, { timeout: 20_000 });

/** The menu entries of the admin's sidebar, in order. */
export const menuEntries = (page: Page) =>
  page.locator('.RaMenu-open a, .RaMenu-closed a').evaluateAll((links) =>
    links.map((a) => {
      // The entry's name without the count of new items on its icon (the inbox badges).
      const copy = a.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.MuiBadge-badge').forEach((badge) => badge.remove());
      return (copy.textContent ?? '').trim();
    }),
  );

/**
 * What opening an admin page did before it settled (a visitor without a session bounced
 * between login and dashboard hundreds of times): the main frame's URL changes (framenavigated,
 * repeats of the same URL folded), the router's history entries (pushState/replaceState with a URL),
 * the /api/auth/ calls, and whether the admin's frame (layout) or the login form was ever on screen.
 * Call before page.goto.
 */
export async function watchAdminStart(page: Page) {
  await page.addInitScript(() => {
    type Seen = { history: string[]; layout: boolean; login: boolean };
    const seen: Seen = { history: [], layout: false, login: false };
    (window as unknown as { __adminStart: Seen }).__adminStart = seen;
    for (const k of ['pushState', 'replaceState'] as const) {
      const original = history[k].bind(history);
      history[k] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url != null) seen.history.push(new URL(String(url), location.href).pathname);
        return original(state, unused, url);
      };
    }
    new MutationObserver(() => {
      seen.layout ||= !!document.querySelector('.RaLayout-appFrame');
      seen.login ||= !!document.querySelector('input[name=password]');
    }).observe(document, { subtree: true, childList: true });
  });
  const urls: string[] = [];
  const authCalls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (urls.at(-1) !== path) urls.push(path);
  });
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/auth/')) authCalls.push(`${r.method()} ${pathname}`);
  });
  return {
    /** Paths the address bar showed, in order, without repeats: ['/admin', '/admin/login'] is one redirect. */
    urls,
    authCalls,
    async page() {
      return page.evaluate(
        () => (window as unknown as { __adminStart: { history: string[]; layout: boolean; login: boolean } }).__adminStart,
      );
    },
  };
}

/**
 * Opening the admin: a visitor without a session bounced between /admin/login and
 * /admin/dashboard hundreds of times before the login form stayed; now the auth check resolves once.
 * A session that ends while a form is open keeps the form and is renewed in a dialog. Shared with
 * the production build (tests/e2e/journeys/adminStart.test.ts).
 */
/** A test API whose tests get a fresh tab and the site's address (tests/support/e2e.ts, mock mode or production). */
type PageTest = (name: string, fn: (fixtures: { page: Page; baseUrl: string }) => Promise<void>, timeout?: number) => void;

export function adminStartChecks(it: PageTest) {
  it('shows a visitor without a session the login form after one redirect, without showing the admin frame', async ({
    page,
    baseUrl,
  }) => {
    const start = await watchAdminStart(page);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await page.waitForTimeout(500); // a bounce would go on after the form first appeared
    const seen = await start.page();
    // Production: one entry; development: React's StrictMode runs the logout effect twice (same URL).
    // The old code wrote some 470 (mock mode) or 1,400 (production) entries here.
    expect(seen.history.length).toBeLessThanOrEqual(2);
    expect(new Set(seen.history)).toEqual(new Set(['/admin/login']));
    expect(start.urls).toEqual(['/admin', '/admin/login']);
    expect(seen.layout).toBe(false);
    expect(start.authCalls).toEqual([]); // no token: nothing to ask the server
  });

  it('returns to the deep link asked for after signing in', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/admin/treatments/veneers/edit`);
    await page.waitForURL(`${baseUrl}/admin/login`);
    await page.locator('input[name=email]').fill(ACCOUNTS.editor);
    await page.locator('input[name=password]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${baseUrl}/admin/treatments/veneers/edit`);
    await expect(page.locator('input[name=slug]').inputValue()).resolves.toBe('veneers');
  });

  it('takes signed-in staff to the dashboard without showing the login form', async ({ page: first, baseUrl }) => {
    await loginAs(first, baseUrl, 'reception');
    const page = await first.context().newPage();
    const start = await watchAdminStart(page);
    await page.goto(`${baseUrl}/admin`);
    await page.getByText('neue Terminanfragen').waitFor();
    const seen = await start.page();
    expect(start.urls).toEqual(['/admin', '/admin/dashboard']);
    expect(seen.login).toBe(false);
    expect(start.authCalls).toEqual(['GET /api/auth/me']);
  });

  it('sends an expired session to the login once', async ({ page: first, baseUrl }) => {
    await loginAs(first, baseUrl, 'reception');
    // The server forgets the session; the browser keeps its token.
    expect((await api(first, '/api/auth/logout', { method: 'POST', body: {}, auth: true })).status).toBe(200);
    const page = await first.context().newPage();
    const start = await watchAdminStart(page);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await page.waitForTimeout(500);
    const seen = await start.page();
    expect(seen.history.length).toBeLessThanOrEqual(2);
    expect(new Set(seen.history)).toEqual(new Set(['/admin/login']));
    expect(start.urls).toEqual(['/admin', '/admin/login']);
    expect(seen.layout).toBe(false);
    expect(start.authCalls).toEqual(['GET /api/auth/me']);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  it('keeps a form whose session ends while it is open: signing in again in a dialog, the save goes through', async ({
    page,
    baseUrl,
  }) => {
    await loginAs(page, baseUrl, 'editor');
    const [member] = (await api<{ id: string }[]>(page, '/api/v1/admin/team?range=[0,0]')).body;
    await page.goto(`${baseUrl}/admin/team/${member!.id}`);
    const position = page.locator('input[name="position.de"]');
    await position.fill('Zahnärztin (nach der Pause)');
    // The session ends on the server (expired, or ended from another device); the tab still has its token.
    expect((await api(page, '/api/auth/logout', { method: 'POST', body: {}, auth: true })).status).toBe(200);

    const refused = waitForAdminCall(page, 'PUT', `/api/v1/admin/team/${member!.id}`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    expect((await refused).status()).toBe(401);
    const dialog = page.getByRole('dialog', { name: 'Bitte erneut anmelden' });
    await dialog.waitFor();
    // No page change: the same screen, with what was typed.
    expect(new URL(page.url()).pathname).toBe(`/admin/team/${member!.id}`);
    expect(await position.inputValue()).toBe('Zahnärztin (nach der Pause)');
    expect(await dialog.getByLabel('E-Mail-Adresse').inputValue()).toBe(ACCOUNTS.editor);

    await dialog.getByLabel('Passwort').fill('falsch-falsch-falsch');
    await dialog.getByRole('button', { name: 'Anmelden und weiterarbeiten' }).click();
    await dialog.getByRole('alert').waitFor(); // a wrong password says so and keeps the dialog
    await dialog.getByLabel('Passwort').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Anmelden und weiterarbeiten' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const saved = waitForAdminCall(page, 'PUT', `/api/v1/admin/team/${member!.id}`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);
    const stored = await api<{ position: { de: string } }>(page, `/api/v1/admin/team/${member!.id}`);
    expect(stored.body.position.de).toBe('Zahnärztin (nach der Pause)');
    // Two sign-ins, a refused one (the login throttle slows it on purpose) and two saves: 12 s on a
    // quiet machine, past the project's 60 s once when the suite's other files ran beside it.
  }, 120_000);
}
