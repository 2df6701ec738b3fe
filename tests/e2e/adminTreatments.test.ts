/**
 * A treatment's life in the admin: create with a German and a Russian title, see it in the
 * public API, edit the Russian title, delete it; and a validation error from the server (a duplicate
 * slug) shown on its field. Two editors on one team member: the save of the older form is refused
 * and merged in the form, never written over the newer one.
 */
import type { Page } from 'playwright';
import { inject } from 'vitest';
import { describe, expect, test as it } from '../support/e2e';
import { clean } from '../../admin/lib/schema';
import { versionTag } from '../../src/contract/concurrency';
import { endpoint } from '../../src/contract/endpoints';
import { api, waitForAdminCall } from '../support/admin';

const baseUrl = inject('baseUrl');
let page: Page;

// The tests continue one editor's session.
it.beforeAll(async ({ signIn }) => {
  page = await signIn('editor');
});

const section = (name: string) => page.getByRole('tab', { name, exact: true }).click();

/** Fills the required fields of a new treatment (German texts, Russian title). */
async function fillNewTreatment(slug: string, titleDe: string, titleRu: string) {
  await page.goto(`${baseUrl}/admin/treatments/new`);
  await page.locator('input[name="title.de"]').fill(titleDe);
  await page.locator('#translatable-header-title-ru').click();
  await page.locator('input[name="title.ru"]').fill(titleRu);
  await page.locator('input[name=slug]').fill(slug);
  await section('Beschreibung');
  await page.locator('textarea[name="shortDescription.de"]').fill('Eine kurze Beschreibung der Testbehandlung.');
  await page.locator('textarea[name="longDescription.de"]').fill('Eine ausführliche Beschreibung der Testbehandlung.');
  await section('SEO');
  await page.locator('input[name="seo.title.de"]').fill(`${titleDe} in München`);
  await page.locator('textarea[name="seo.description.de"]').fill('Testbehandlung in der Zahnarztpraxis Dr. Berger in München.');
}

describe('treatments in the admin', () => {
  it('creates, edits and deletes a treatment with German and Russian texts, visible in the public API', async () => {
    const slug = 'testbehandlung-e2e';
    await fillNewTreatment(slug, 'Testbehandlung', 'Тестовое лечение');
    // The language tabs show which languages are filled.
    await section('Allgemein');
    await page.getByRole('tab', { name: 'Russisch: vollständig' }).first().waitFor();
    await page.getByRole('tab', { name: 'Französisch: leer' }).first().waitFor();

    const created = waitForAdminCall(page, 'POST', '/api/v1/admin/treatments');
    await page.getByRole('button', { name: 'Speichern' }).click();
    const record = await (await created).json();
    expect((await created).status()).toBe(201);
    await page.waitForURL(`${baseUrl}/admin/treatments/${record.id}`);
    // The URL changes before React swaps the create form for the edit form (the navigation is a
    // transition): typing then went into the create form, which was replaced by a clean edit form
    // (CI was once that slow). The edit form is the one with a delete button.
    await page.getByRole('button', { name: 'Löschen' }).waitFor();

    const shown = await api<{ data: { title: Record<string, string> } }>(page, `/api/v1/treatments/${slug}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.title).toMatchObject({ de: 'Testbehandlung', ru: 'Тестовое лечение' });

    // Edit the Russian title: a saved draft stays off the site, publishing puts it there.
    await page.locator('#translatable-header-title-ru').click();
    await page.locator('input[name="title.ru"]').fill('Тестовое лечение (новое)');
    const drafted = waitForAdminCall(page, 'PUT', `/api/v1/admin/treatments/${record.id}/draft`);
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    expect((await drafted).status()).toBe(200);
    const before = await api<{ data: { title: Record<string, string> } }>(page, `/api/v1/treatments/${slug}`);
    expect(before.body.data.title.ru).toBe('Тестовое лечение');
    const published = waitForAdminCall(page, 'POST', `/api/v1/admin/treatments/${record.id}/publish`);
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    expect((await published).status()).toBe(200);
    const edited = await api<{ data: { title: Record<string, string> } }>(page, `/api/v1/treatments/${slug}`);
    expect(edited.body.data.title.ru).toBe('Тестовое лечение (новое)');

    // The treatment-by-language view: German most complete, Russian started, French empty.
    await page.getByRole('menuitem', { name: 'Übersetzungsstand' }).click();
    const row = page.locator(`tr[data-slug="${slug}"]`);
    await row.waitFor();
    const [de, en, fr, es, ru] = (await row.locator('td').allTextContents()).slice(1).map((t) => parseFloat(t.replace(',', '.')));
    expect([en, fr, es]).toEqual([0, 0, 0]);
    expect(de).toBeGreaterThan(ru);
    expect(ru).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/admin/treatments/${record.id}/edit`);
    await page.locator('input[name=slug]').waitFor();
    const deleted = waitForAdminCall(page, 'DELETE', `/api/v1/admin/treatments/${record.id}`);
    await page.getByRole('button', { name: 'Löschen' }).click();
    expect((await deleted).status()).toBe(200);
    expect((await api(page, `/api/v1/treatments/${slug}`)).status).toBe(404);
    // A treatment's whole life over seven admin screens: 30 s on a quiet machine, near the
    // project's 60 s when the rest of the suite runs beside it.
  }, 150_000);

  it('shows a validation error from the server on its field', async () => {
    await fillNewTreatment('veneers', 'Veneers (Kopie)', 'Виниры (копия)');
    const refused = waitForAdminCall(page, 'POST', '/api/v1/admin/treatments');
    await page.getByRole('button', { name: 'Speichern' }).click();
    expect((await refused).status()).toBe(409);
    await section('Allgemein');
    const slugField = page.locator('.ra-input-slug');
    await slugField.getByText('Ein Eintrag mit diesem Wert existiert bereits.').waitFor();
    expect(page.url()).toContain('/admin/treatments/new');
  });

  it('rejects an empty German title in the form before calling the API', async () => {
    await page.goto(`${baseUrl}/admin/treatments/new`);
    await page.locator('input[name=slug]').fill('ohne-titel');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Dieses Feld ist erforderlich.').first().waitFor();
    expect(await page.locator('input[name="title.de"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#translatable-header-title-de').getAttribute('aria-label')).toBe('Deutsch: leer (Pflicht)');
    // The description section has errors too: its tab turns red.
    expect(await page.getByRole('tab', { name: 'Beschreibung', exact: true }).getAttribute('data-invalid')).toBe('true');
  });

  it('fits the edit screens with the editorial panel into a 390 px phone without sideways scrolling', async () => {
    // The treatment form once made the page 808 px wide at 390 px; blog, pages and content blocks share its panel.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['treatments/aligner', 'blog/post-01', 'pages/page-datenschutz', 'content/content-home-intro']) {
      await page.goto(`${baseUrl}/admin/${path}`);
      await page.getByRole('heading', { name: 'Versionen' }).waitFor();
      expect({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, width: 390 });
    }
  });
});

describe('two editors, one record', () => {
  it('refuses the save of a form loaded before another save, keeps what was typed and merges field by field', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const [member] = (await api<Record<string, any>[]>(page, '/api/v1/admin/team?range=[0,0]&sort=["order","ASC"]')).body;
    await page.goto(`${baseUrl}/admin/team/${member.id}`);
    const position = page.locator('input[name="position.de"]');
    await expect.poll(() => position.inputValue()).toBe(member.position.de);

    await position.fill('Zahnärztin (A)');
    await page.locator('input[name=name]').fill(`${member.name} A`);
    // Editor B saves the same member meanwhile, from the version this form was loaded with.
    const theirs = await api(page, `/api/v1/admin/team/${member.id}`, {
      method: 'PUT',
      body: clean(endpoint('admin.team.update').body!, {
        ...member,
        position: { ...member.position, de: 'Praxisinhaberin (B)' },
      }),
      headers: { 'If-Match': versionTag(member.updatedAt) },
    });
    expect(theirs.status).toBe(200);
    // The screen fetches the record again (here its refresh button; a window regaining focus does the
    // same): what A typed stays, and so does the version A's form was loaded with.
    const refetched = page.waitForResponse(
      (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/v1/admin/team/${member.id}`,
    );
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await refetched;
    await page.waitForTimeout(300); // the form's reset follows the answer by a render
    expect(await position.inputValue()).toBe('Zahnärztin (A)');
    const refused = waitForAdminCall(page, 'PUT', `/api/v1/admin/team/${member.id}`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    expect((await refused).status()).toBe(409);
    const panel = page.getByRole('region', { name: 'Inzwischen von jemand anderem gespeichert' });
    const row = panel.getByTestId('conflict-row');
    await expect.poll(() => row.count()).toBe(1); // the name only A changed: no question
    await row.getByText('Zahnärztin (A)').waitFor();
    await row.getByText('Praxisinhaberin (B)').waitFor();
    await row.getByText(`Inzwischen gespeichert von Anna Petrova`, { exact: false }).waitFor();
    expect(await position.inputValue()).toBe('Zahnärztin (A)'); // nothing typed is lost
    // The refused save left the form unsaved: leaving it asks first (declined here, so it stays).
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('menuitem', { name: 'Behandlungen' }).click();
    expect(await asked).toContain('nicht gespeichert');
    expect(await position.inputValue()).toBe('Zahnärztin (A)');

    await row.getByRole('button', { name: 'Gespeicherte übernehmen' }).click();
    expect(await position.inputValue()).toBe('Praxisinhaberin (B)');
    const saved = waitForAdminCall(page, 'PUT', `/api/v1/admin/team/${member.id}`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);
    const stored = (await api<Record<string, any>>(page, `/api/v1/admin/team/${member.id}`)).body;
    expect([stored.name, stored.position.de]).toEqual([`${member.name} A`, 'Praxisinhaberin (B)']);
  });
  it('refuses a treatment draft saved on an older version and keeps the editor’s text when they keep theirs', async () => {
    const id = 'aligner';
    const treatment = (await api<Record<string, any>>(page, `/api/v1/admin/treatments/${id}`)).body;
    const { draft } = (await api<{ draft: { updatedAt: string } | null }>(page, `/api/v1/admin/treatments/${id}/editorial`)).body;
    await page.goto(`${baseUrl}/admin/treatments/${id}`);
    const title = page.locator('input[name="title.de"]');
    await page.getByRole('heading', { name: 'Versionen' }).waitFor();

    // Editor B saves a draft meanwhile, on the version this form shows.
    const theirs = await api(page, `/api/v1/admin/treatments/${id}/draft`, {
      method: 'PUT',
      body: clean(endpoint('admin.treatments.update').body!, { ...treatment, title: { ...treatment.title, de: 'Aligner (B)' } }),
      headers: { 'If-Match': versionTag(draft?.updatedAt ?? treatment.updatedAt) },
    });
    expect(theirs.status).toBe(200);

    await title.fill('Aligner (A)');
    const refused = waitForAdminCall(page, 'PUT', `/api/v1/admin/treatments/${id}/draft`);
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    expect((await refused).status()).toBe(409);
    const row = page.getByRole('region', { name: 'Inzwischen von jemand anderem gespeichert' }).getByTestId('conflict-row');
    await expect.poll(() => row.count()).toBe(1); // only the title: B changed nothing else
    await row.filter({ hasText: 'Aligner (B)' }).getByRole('button', { name: 'Meine behalten' }).click();
    expect(await title.inputValue()).toBe('Aligner (A)');
    const saved = waitForAdminCall(page, 'PUT', `/api/v1/admin/treatments/${id}/draft`);
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    expect((await saved).status()).toBe(200);
    const stored = (await api<{ draft: { data: { title: { de: string } } } }>(page, `/api/v1/admin/treatments/${id}/editorial`))
      .body;
    expect(stored.draft.data.title.de).toBe('Aligner (A)');
  });
});
