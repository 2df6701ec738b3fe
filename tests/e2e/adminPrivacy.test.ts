/**
 * Datenschutz-Anfragen in the admin: an admin downloads everything stored about an
 * address as one ZIP, erases it after typing the address again, reads the receipt and finds both
 * steps in the audit log. Reception is kept out.
 */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright';
import { inject } from 'vitest';
import { describe, expect, test as it } from '../support/e2e';
import { menuEntries } from '../support/admin';

const baseUrl = inject('baseUrl');
let page: Page;

describe('privacy requests', () => {
  it('exports an applicant’s data as a ZIP, erases it after the address is typed again and shows the receipt', async ({
    signIn,
  }) => {
    page = await signIn('admin');
    await page.getByRole('menuitem', { name: 'Datenschutz-Anfragen' }).click();
    const address = page.getByLabel('E-Mail-Adresse der anfragenden Person');
    await address.fill('Deniz.Probe@example.com');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Auskunft herunterladen (ZIP)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^datenauskunft-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const data = JSON.parse(strFromU8(zip['export.json']!));
    expect(data.applications.map((a: { lastName: string }) => a.lastName)).toEqual(['Probe']);

    await page.getByRole('button', { name: 'Alle Daten löschen …' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alle Daten dieser Adresse löschen?' });
    const confirm = dialog.getByRole('button', { name: 'Endgültig löschen' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Adresse wiederholen').fill('deniz.probe@example.org'); // not the same address
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Adresse wiederholen').fill('deniz.probe@example.com');
    await confirm.click();

    const receipt = page.getByRole('status').filter({ hasText: 'Löschbeleg' });
    await receipt.waitFor();
    await expect.poll(() => receipt.getByRole('row').filter({ hasText: 'Bewerbungen' }).textContent()).toContain('1');
    expect(await receipt.textContent()).not.toContain('deniz');

    // Both steps are in the audit log, with the admin's login and without the address.
    await page.getByRole('menuitem', { name: 'Protokoll' }).click();
    await page.getByText('Daten gelöscht').first().waitFor();
    await page.getByText('Auskunft erteilt').first().waitFor();
    expect(await page.locator('main').textContent()).not.toContain('deniz');
  }, 150_000);

  it('keeps reception out of the page and the logs', async ({ signIn }) => {
    page = await signIn('reception');
    expect(await menuEntries(page)).not.toContain('Datenschutz-Anfragen');
    await page.goto(`${baseUrl}/admin/privacy-requests`);
    await page.getByText('Zugriff verweigert').waitFor();
    await page.goto(`${baseUrl}/admin/auditLog`);
    await page.getByText('Zugriff verweigert').waitFor();
  }, 120_000);
});
