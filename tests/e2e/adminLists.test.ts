/**
 * Admin lists: sort, filter, search and paging of the treatments; review moderation in bulk.
 * Empty lists say a correct sentence per resource in German and English. The website's
 * statistics: the route, the menu by role and the CSV download only a browser shows.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright';
import { inject } from 'vitest';
import { describe, expect, test as it } from '../support/e2e';
import { api, loginAs, openInAdmin, waitForAdminCall } from '../support/admin';
import { addDays, todayInBerlin } from '../../src/contract/constants';
import type { StatisticsReport } from '../../src/contract/entities/statistics';

const baseUrl = inject('baseUrl');
let page: Page;

// The tests continue one editor's session.
it.beforeAll(async ({ signIn }) => {
  page = await signIn('editor');
});

const slugs = () => page.locator('tbody tr td.column-slug').allTextContents();
const rowCount = () => page.locator('tbody tr').count();

describe('admin lists', () => {
  it('sorts, filters, searches and pages the treatments', async () => {
    await page.getByRole('menuitem', { name: 'Behandlungen' }).click();
    await page.getByText('1-25 von 32').waitFor();
    await expect.poll(rowCount).toBe(25);
    const ascending = await slugs();
    expect(ascending).toEqual([...ascending].sort());

    // Sort: the slug column again, descending (the API sorts; compare with its own answer).
    await page.locator('thead [data-field=slug]').click();
    await page.waitForURL(/order=DESC/);
    const all = await api<{ slug: string }[]>(
      page,
      `/api/v1/admin/treatments?sort=${encodeURIComponent('["slug","DESC"]')}&range=[0,4]`,
    );
    await expect.poll(async () => (await slugs())[0]).toBe(all.body[0].slug);

    // Paging: page 2 holds the last 7.
    await page.getByRole('button', { name: 'Zu Seite 2' }).click();
    await page.getByText('26-32 von 32').waitFor();
    await expect.poll(rowCount).toBe(7);

    // Filter by category (whitelisted filter), then search.
    await page.getByRole('combobox', { name: 'Kategorie' }).click();
    await page.getByRole('option', { name: 'Implantologie & Chirurgie' }).click();
    await page.waitForURL(/implantology/);
    const implantology = await api<unknown[]>(
      page,
      `/api/v1/admin/treatments?filter=${encodeURIComponent('{"category":"implantology"}')}`,
    );
    await expect.poll(rowCount).toBe(implantology.body.length);
    expect(await page.locator('tbody td.column-category').allTextContents()).toEqual(
      Array(implantology.body.length).fill('Implantologie & Chirurgie'),
    );

    await page.goto(`${baseUrl}/admin/treatments?filter=%7B%7D&page=1`);
    await page.getByText('1-25 von 32').waitFor();
    await page.getByPlaceholder('Suchen').fill('bleach');
    // The search waits 500 ms for typing to stop, then asks the API: more than poll's default 1 s on a busy machine.
    await expect.poll(slugs, { timeout: 5_000 }).toEqual(['bleaching']);
  });

  it('approves pending reviews in bulk', async () => {
    await page.goto(`${baseUrl}/admin/reviews?filter=${encodeURIComponent('{"status":"pending"}')}`);
    await page.getByText('1-3 von 3').waitFor();
    const pending = (
      await api<{ id: string; status: string }[]>(
        page,
        `/api/v1/admin/reviews?filter=${encodeURIComponent('{"status":"pending"}')}`,
      )
    ).body;
    expect(pending).toHaveLength(3);

    await page.getByRole('checkbox', { name: 'Alle auswählen' }).check();
    const saved = Promise.all(pending.map((r) => waitForAdminCall(page, 'PUT', `/api/v1/admin/reviews/${r.id}`)));
    await page.getByRole('button', { name: 'Freigeben' }).click();
    await page.getByRole('button', { name: 'Zurücksetzen' }).waitFor(); // undo is offered
    expect((await saved).map((r) => r.status())).toEqual([200, 200, 200]);

    const after = await api<{ id: string; status: string }[]>(
      page,
      `/api/v1/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ id: pending.map((r) => r.id) }))}`,
    );
    expect(after.body.map((r) => r.status)).toEqual(['approved', 'approved', 'approved']);
    const publicReviews = await api<{ data: { items: { id: string }[] } }>(page, '/api/v1/reviews');
    for (const r of pending) expect(publicReviews.body.data.items.map((i) => i.id)).toContain(r.id);
  });

  it('overrides a text of the website in one language', async () => {
    await page.getByRole('menuitem', { name: 'Texte der Website' }).click();
    const field = page.getByRole('textbox', { name: 'error.generic', exact: true });
    await field.fill('Da ist etwas schiefgegangen.');
    await page.getByRole('button', { name: /Speichern \(1\)/ }).click();
    await page.getByText('Gespeichert: 1 geändert, 0 zurückgesetzt.').waitFor();
    const overrides = await api<{ data: Record<string, string> }>(page, '/api/v1/translations?lang=de');
    expect(overrides.body.data['error.generic']).toBe('Da ist etwas schiefgegangen.');

    // A colleague saves the same text meanwhile: this save is refused, shows theirs, keeps the typing.
    await field.fill('Leider ist ein Fehler aufgetreten.');
    const theirs = await api(page, '/api/v1/admin/translations/batch', {
      method: 'POST',
      body: {
        language: 'de',
        entries: { 'error.generic': 'Etwas hat nicht geklappt.' },
        basedOn: { 'error.generic': 'Da ist etwas schiefgegangen.' },
      },
    });
    expect(theirs.status).toBe(200);
    await page.getByRole('button', { name: /Speichern \(1\)/ }).click();
    await page.getByTestId('ui-texts-conflict').getByText('Etwas hat nicht geklappt.', { exact: false }).waitFor();
    expect(await field.inputValue()).toBe('Leider ist ein Fehler aufgetreten.');
    const applied = waitForAdminCall(page, 'POST', '/api/v1/admin/translations/batch');
    await page.getByRole('button', { name: /Speichern \(1\)/ }).click(); // on theirs now
    expect((await applied).status()).toBe(200);
    const after = await api<{ data: Record<string, string> }>(page, '/api/v1/translations?lang=de');
    expect(after.body.data['error.generic']).toBe('Leider ist ein Fehler aufgetreten.');
  });
});

describe('website statistics', () => {
  it("open from the editor's menu with the API's figures, download as CSV for Excel, and stay closed to reception", async ({
    openContext,
  }) => {
    await page.getByRole('menuitem', { name: 'Statistik' }).click();
    await page.waitForURL(`${baseUrl}/admin/statistics`);
    // The page's default range, the last 30 days: its total as the API counts it (the demo year in mock mode).
    const today = todayInBerlin();
    const report = await api<StatisticsReport>(page, `/api/v1/admin/statistics?from=${addDays(today, -29)}&to=${today}`);
    expect(report.status).toBe(200);
    const total = report.body.totals.pageviews.toLocaleString('de-DE');
    await page.getByTestId('statistics-total-pageviews').getByText(total, { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statistik-${addDays(today, -29)}-${today}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFTag;Seitenaufrufe;Besucher (geschätzt);Terminanfragen;Nachrichten;Bewerbungen;Newsletter-Anmeldungen',
    );
    const first = report.body.days[0]!;
    expect(lines[1]).toBe(
      [first.date, first.pageviews, first.visitors, first.outcomes.appointment, first.outcomes.message].join(';') +
        `;${first.outcomes.application};${first.outcomes.newsletter}`,
    );
    expect(lines).toContain('Meistbesuchte Seiten');

    // Reception: no menu entry, and the address says access is denied.
    const receptionContext = await openContext();
    const reception = await receptionContext.newPage();
    await loginAs(reception, baseUrl, 'reception');
    await reception.getByRole('menuitem', { name: 'Terminanfragen' }).waitFor();
    expect(await reception.getByRole('menuitem', { name: 'Statistik' }).count()).toBe(0);
    await reception.goto(`${baseUrl}/admin/statistics`);
    await reception.getByText('Zugriff verweigert').waitFor();
    expect(await reception.getByTestId('statistics-total-pageviews').count()).toBe(0);
    await receptionContext.close();
  });
});

describe('empty admin lists', () => {
  /** The visible text of the list's empty state. */
  const emptyState = (p: Page) => p.getByTestId('list-empty');

  it('say a sentence of their own in German and English, and offer to create only to those who may', async ({ openContext }) => {
    // Delete every blog category (the editor may), in a context of its own: the other tests keep theirs.
    const editorContext = await openContext();
    const editor = await editorContext.newPage();
    await loginAs(editor, baseUrl, 'editor');
    const categories = await api<{ id: string }[]>(editor, '/api/v1/admin/blog-categories');
    for (const c of categories.body)
      expect((await api(editor, `/api/v1/admin/blog-categories/${c.id}`, { method: 'DELETE' })).status).toBe(200);

    await editor.goto(`${baseUrl}/admin/blog-categories`);
    await emptyState(editor).getByText('Noch keine Blogkategorien').waitFor();
    // react-admin's own sentence read "Noch kein Blogkategorien".
    expect(await editor.getByText(/Noch kein\b/).count()).toBe(0);
    await editor.getByRole('link', { name: 'Neue Kategorie anlegen' }).click();
    await editor.waitForURL(`${baseUrl}/admin/blog-categories/create`);

    await editor.goto(`${baseUrl}/admin/blog-categories`);
    await editor.getByRole('button', { name: 'Deutsch' }).click();
    await editor.getByRole('menuitem', { name: 'English' }).click();
    await emptyState(editor).getByText('No blog categories yet').waitFor();
    await editor.getByRole('link', { name: 'Add a category' }).waitFor();
    await editorContext.close();

    // The outbox is empty until a mail is queued; nobody creates mail by hand: a hint, no button.
    const adminContext = await openContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, baseUrl, 'admin');
    await admin.goto(`${baseUrl}/admin/outbox`);
    await emptyState(admin).getByText('Der Postausgang ist leer').waitFor();
    expect(await emptyState(admin).textContent()).toContain('Einladungen und Passwort-Links');
    expect(await emptyState(admin).getByRole('link').count()).toBe(0);
    await adminContext.close();
  });
});

/**
 * Every screen of the admin's menu, as an admin sees it. The first test below checks that the menu
 * lists exactly these, so a new screen cannot miss the phone check; each screen is a test of its own,
 * so a slow screen has its own time and a failure names it.
 */
const MENU_SCREENS = [
  '/admin/dashboard',
  '/admin/statistics',
  '/admin/appointments',
  '/admin/appointment-calendar',
  '/admin/messages',
  '/admin/applications',
  '/admin/newsletter',
  '/admin/retention',
  '/admin/treatments',
  '/admin/team',
  '/admin/blog',
  '/admin/blog-categories',
  '/admin/reviews',
  '/admin/media',
  '/admin/jobs',
  '/admin/hero',
  '/admin/about',
  '/admin/contact',
  '/admin/content',
  '/admin/pages',
  '/admin/seo',
  '/admin/users',
  '/admin/settings',
  '/admin/legal',
  '/admin/outbox',
  '/admin/auditLog',
  '/admin/consentLog',
  '/admin/failed-jobs',
  '/admin/launch-checklist',
  '/admin/privacy-requests',
  '/admin/translations',
  '/admin/translation-cockpit',
  '/admin/ui-texts',
];

describe('every admin screen on a phone', () => {
  let admin: Page;
  it("lists these screens in the admin's menu", async ({ signIn }) => {
    admin = await signIn('admin');
    const screens = await admin
      .locator('.RaMenu-open a')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(screens).toEqual(MENU_SCREENS);
    await admin.setViewportSize({ width: 390, height: 844 });
  });

  // react-admin made its layout as wide as a list's table: the appointments' eight columns widened
  // the page to 721 px, and its calendar button sat off screen.
  it.for(MENU_SCREENS)('%s fits a 390 px screen: wide tables scroll inside their card, the page never sideways', async (path) => {
    await openInAdmin(admin, path);
    await admin.locator('#main-content').getByText(/\S/).first().waitFor();
    // The screen's data has arrived when no loading indicator is left (a bar with a value is a figure).
    await admin.waitForFunction(
      () => !document.querySelector('#main-content [role=progressbar]:not([aria-valuenow])'),
      undefined,
      {
        timeout: 20_000,
      },
    );
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
