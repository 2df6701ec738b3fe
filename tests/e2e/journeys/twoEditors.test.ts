/**
 * Two staff members in two browsers on the production build, on the same record: a team member, the
 * contact data (a singleton), a treatment's draft and an appointment request. The second save of a
 * form loaded before the first is refused, never written over it; the second editor sees what was
 * saved meanwhile and by whom, merges, and saves again. Mock mode has the same checks with the other
 * save made through the API (tests/e2e/adminTreatments.test.ts, adminInbox.test.ts).
 */
import type { Page } from 'playwright';
import { api, loginAs, waitForAdminCall } from '../../support/admin';
import { describe, expect, productionTest, type ProductionSite } from '../../support/e2e';

const it = productionTest('journey_two_editors');
let site: ProductionSite;
/** Anna Petrova, editor. */
let anna: Page;
/** Dr. Katharina Berger, admin. */
let katharina: Page;

it.beforeAll(async ({ site: started }) => {
  site = started;
  const open = async () => (await site.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  [anna, katharina] = await Promise.all([open(), open()]);
  await loginAs(anna, site.base, 'editor');
  await loginAs(katharina, site.base, 'admin');
});

const save = async (page: Page, path: string, button = 'Speichern') => {
  const answer = waitForAdminCall(page, 'PUT', path);
  await page.getByRole('button', { name: button, exact: true }).click();
  return (await answer).status();
};
const conflictRows = (page: Page) =>
  page.getByRole('region', { name: 'Inzwischen von jemand anderem gespeichert' }).getByTestId('conflict-row');
/**
 * Opens the same screen in both browsers and waits until each shows the record. A load of the
 * admin takes 2-4 s here alone and passed 30 s in a CI run with the other files beside it.
 */
async function bothOpen(path: string, loaded: string) {
  for (const page of [anna, katharina]) {
    await page.goto(`${site.base}/admin/${path}`);
    await page.locator(loaded).waitFor({ timeout: 60_000 });
  }
}

// Each test opens the admin twice and saves three times: 9-16 s alone, past the project's 60 s under load.
describe('two staff members on one record, in two browsers', { timeout: 150_000 }, () => {
  it('team member: the older form is refused and merged; both changes are kept', async () => {
    const [member] = (await api<{ id: string; published: boolean }[]>(anna, '/api/v1/admin/team?range=[0,0]')).body;
    const path = `/api/v1/admin/team/${member!.id}`;
    await bothOpen(`team/${member!.id}`, 'input[name="position.de"]');

    await anna.locator('input[name="position.de"]').fill('Zahnärztin (geändert von Anna)');
    expect(await save(anna, path)).toBe(200);
    // Katharina's form still shows the position before Anna's save; she only switches "published".
    await katharina.locator('input[name=published]').click();
    expect(await save(katharina, path)).toBe(409);
    const row = conflictRows(katharina);
    await expect.poll(() => row.count()).toBe(1);
    await row.getByText('Inzwischen gespeichert von Anna Petrova', { exact: false }).waitFor();
    await row.getByText('Zahnärztin (geändert von Anna)').waitFor();
    expect(await katharina.locator('input[name=published]').isChecked()).toBe(!member!.published); // her change stays
    await row.getByRole('button', { name: 'Gespeicherte übernehmen' }).click();
    expect(await save(katharina, path)).toBe(200);

    const stored = (await api<{ position: { de: string }; published: boolean }>(anna, path)).body;
    expect([stored.position.de, stored.published]).toEqual(['Zahnärztin (geändert von Anna)', !member!.published]);
  });

  it('contact data (a singleton): a phone number and an e-mail changed at once both arrive', async () => {
    const path = '/api/v1/admin/contact/contact';
    await bothOpen('contact', 'input[name=phone_primary]');

    await anna.locator('input[name=phone_primary]').fill('+49 89 1234 5678');
    expect(await save(anna, path)).toBe(200);
    await katharina.locator('input[name=email_primary]').fill('praxis@beispiel-praxis.de');
    expect(await save(katharina, path)).toBe(409);
    const row = conflictRows(katharina);
    await expect.poll(() => row.count()).toBe(1);
    await row.getByText('+49 89 1234 5678').waitFor();
    await row.getByRole('button', { name: 'Gespeicherte übernehmen' }).click();
    expect(await save(katharina, path)).toBe(200);

    const stored = (await api<{ phone_primary: string; email_primary: string }>(anna, path)).body;
    expect([stored.phone_primary, stored.email_primary]).toEqual(['+49 89 1234 5678', 'praxis@beispiel-praxis.de']);
    // Her form now stands on her own save: changing it again is no conflict with herself.
    await katharina.locator('input[name=email_primary]').fill('empfang@beispiel-praxis.de');
    expect(await save(katharina, path)).toBe(200);
  });

  it("treatment draft: both change the title; the second keeps hers after seeing the first's, and neither discards nor schedules over the other unseen", async () => {
    const path = '/api/v1/admin/treatments/veneers/draft';
    await bothOpen('treatments/veneers', 'input[name="title.de"]');

    await anna.locator('input[name="title.de"]').fill('Veneers (Annas Fassung)');
    expect(await save(anna, path, 'Entwurf speichern')).toBe(200);
    await katharina.locator('input[name="title.de"]').fill('Veneers (Katharinas Fassung)');
    expect(await save(katharina, path, 'Entwurf speichern')).toBe(409);
    const row = conflictRows(katharina).filter({ hasText: 'Veneers (Annas Fassung)' });
    await row.getByRole('button', { name: 'Meine behalten' }).click();
    expect(await save(katharina, path, 'Entwurf speichern')).toBe(200);

    // Anna, whose panel still shows her own draft, discards it: Katharina's newer draft is not lost.
    const discarded = waitForAdminCall(anna, 'DELETE', path);
    await anna.getByRole('button', { name: 'Entwurf verwerfen' }).click();
    expect((await discarded).status()).toBe(409);
    await anna.getByText('Nicht verworfen: Dr. Katharina Berger hat den Entwurf', { exact: false }).waitFor();
    await expect.poll(() => anna.locator('input[name="title.de"]').inputValue()).toBe('Veneers (Katharinas Fassung)');

    // The schedule, set by both on panels that showed none: Katharina's is kept and shown to Anna.
    const schedulePath = '/api/v1/admin/treatments/veneers/schedule';
    await katharina.getByLabel('Veröffentlichen am').fill('2027-03-01T09:00');
    expect(await save(katharina, schedulePath, 'Zeitplan speichern')).toBe(200);
    await anna.getByLabel('Zurückziehen am').fill('2027-04-01T18:00');
    expect(await save(anna, schedulePath, 'Zeitplan speichern')).toBe(409);
    await anna.getByText('Zeitplan nicht gespeichert: Dr. Katharina Berger hat ihn', { exact: false }).waitFor();
    await anna.getByText('Wird veröffentlicht am 01.03.2027', { exact: false }).waitFor();
    expect(await anna.getByLabel('Zurückziehen am').inputValue()).toBe('2027-04-01T18:00'); // her entry stays

    const { draft } = (
      await api<{ draft: { data: { title: { de: string } } } }>(anna, '/api/v1/admin/treatments/veneers/editorial')
    ).body;
    expect(draft.data.title.de).toBe('Veneers (Katharinas Fassung)');
  });

  it('appointment request: a step that lost the race is not taken and says who moved the request', async () => {
    const reception = await (await site.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await loginAs(reception, site.base, 'reception');
    const filter = encodeURIComponent('{"status":"new"}');
    const [request] = (await api<{ id: string }[]>(reception, `/api/v1/admin/appointments?filter=${filter}&range=[0,0]`)).body;
    const path = `/api/v1/admin/appointments/${request!.id}/actions`;
    for (const page of [reception, katharina]) {
      await page.goto(`${site.base}/admin/appointments/${request!.id}`);
      await expect.poll(() => page.getByTestId('appointment-status').textContent()).toBe('Neu');
    }

    const taken = waitForAdminCall(reception, 'POST', path);
    await reception.getByRole('button', { name: 'Als kontaktiert markieren' }).click();
    expect((await taken).status()).toBe(200);
    // Katharina, on the request as it was before, declines it.
    await katharina.getByRole('button', { name: 'Ablehnen' }).click();
    const refused = waitForAdminCall(katharina, 'POST', path);
    await katharina.getByRole('dialog', { name: 'Anfrage ablehnen' }).getByRole('button', { name: 'Ablehnen' }).click();
    expect((await refused).status()).toBe(409);
    const lost = katharina.getByTestId('appointment-lost-race');
    await lost.getByText('Status jetzt: Kontaktiert', { exact: false }).waitFor();
    expect(await lost.textContent()).toContain('Elif Yılmaz');
    const stored = (await api<{ status: string }>(reception, `/api/v1/admin/appointments/${request!.id}`)).body;
    expect(stored.status).toBe('contacted'); // the decline was not applied, and no mail went out for it
    await reception.context().close();
  });
});
