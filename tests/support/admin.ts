/** Helpers of the admin journeys (tests/e2e/admin*.test.ts): sign-in per role and API calls through the page. */
import type { Page } from 'playwright';

export const DEMO_PASSWORD = 'Praxis-Demo-2026';
export const ACCOUNTS = {
  admin: 'admin@praxis-dr-berger.de',
  editor: 'redaktion@praxis-dr-berger.de',
  reception: 'empfang@praxis-dr-berger.de',
} as const;
export type Role = keyof typeof ACCOUNTS;

/** Signs in through the login form and waits for the dashboard. */
export async function loginAs(page: Page, baseUrl: string, role: Role) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.locator('input[name=email]').fill(ACCOUNTS[role]);
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(`${baseUrl}/admin/dashboard`);
}

/** A JSON call from inside the page (so the MSW worker of mock mode answers it), with the stored token. */
export async function api<T = any>(page: Page, path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}) {
  return page.evaluate(
    async ({ path, method, body, auth }) => {
      const token = localStorage.getItem('auth_token');
      const res = await fetch(path, {
        method: method ?? 'GET',
        headers: { 'Content-Type': 'application/json', ...(auth && token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
    },
    { path, method: init.method, body: init.body, auth: init.auth ?? path.startsWith('/api/v1/admin') },
  ) as Promise<{ status: number; body: T }>;
}

/** Waits for the admin API call a save triggers (edits are undoable: the call follows the undo delay). */
export const waitForAdminCall = (page: Page, method: string, path: string) =>
  page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path, { timeout: 20_000 });

/** The menu entries of the admin's sidebar, in order. */
export const menuEntries = (page: Page) =>
  page.locator('.RaMenu-open a, .RaMenu-closed a').evaluateAll((links) => links.map((a) => (a.textContent ?? '').trim()));
