/**
 * The practice's inbox and contact data in the admin: an application moves through its
 * statuses and its CV downloads; the opening hours change and the public contact data follow. A step
 * on an appointment request that another receptionist changed meanwhile shows what they did.
 */
import type { Page } from 'playwright';
import { inject } from 'vitest';
import { describe, expect, test as it } from '../support/e2e';
import { versionTag } from '../../src/contract/concurrency';
import { api, waitForAdminCall } from '../support/admin';

const baseUrl = inject('baseUrl');
let page: Page;

describe('inbox and contact data', () => {
  it('filters applications by job and status, moves one through its statuses and downloads its CV', async ({ signIn }) => {
    page = await signIn('reception');
    await page.getByRole('menuitem', { name: 'Bewerbungen' }).click();
    await page.getByText('Deniz Probe').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Neu' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);

    // The CV downloads from the list (the API needs the token, so the admin fetches it).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Lebenslauf herunterladen' }).click(),
    ]);
    // The name the server makes from surname and date of submission, never the applicant's own.
    expect(download.suggestedFilename()).toBe('Bewerbung-Probe-2026-09-30.pdf');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByText('Deniz Probe').click();
    await page.waitForURL(`${baseUrl}/admin/applications/application-03`);
    const status = page.getByTestId('application-status');
    await expect.poll(() => status.textContent()).toBe('Neu');
    for (const [action, label, value] of [
      ['In Prüfung nehmen', 'In Prüfung', 'inReview'],
      ['Zum Gespräch einladen', 'Eingeladen', 'invited'],
      ['Einstellen', 'Eingestellt', 'hired'],
    ] as const) {
      const saved = waitForAdminCall(page, 'PUT', '/api/v1/admin/applications/application-03');
      await page.getByRole('button', { name: action }).click();
      if (value === 'invited') {
        // Inviting asks first whether the applicant gets the invitation mail (ticked by default).
        const dialog = page.getByRole('dialog');
        const mail = dialog.getByRole('checkbox', {
          name: /Einladung per E-Mail an deniz\.probe@example\.com senden \(auf Deutsch\)/,
        });
        expect(await mail.isChecked()).toBe(true);
        await mail.uncheck();
        await dialog.getByRole('button', { name: action }).click();
      }
      expect((await saved).status()).toBe(200);
      await expect.poll(() => status.textContent()).toBe(label);
      expect((await api<{ status: string }>(page, '/api/v1/admin/applications/application-03')).body.status).toBe(value);
    }
    // Hired is final: no further step is offered.
    expect(await page.getByRole('button', { name: 'Absagen' }).count()).toBe(0);
    // The history names each step and that no mail went out (the box was cleared).
    const history = page.getByRole('list', { name: 'Verlauf' }).getByRole('listitem');
    await expect
      .poll(() => history.allTextContents())
      .toEqual([
        expect.stringMatching(/In Prüfung \(Elif Yılmaz\)$/),
        expect.stringMatching(/Eingeladen \(Elif Yılmaz\)$/),
        expect.stringMatching(/Eingestellt \(Elif Yılmaz\)$/),
      ]);

    // Internal notes are saved with the form.
    await page.locator('textarea[name=notes]').fill('Startet am 1. Februar.');
    const notes = waitForAdminCall(page, 'PUT', '/api/v1/admin/applications/application-03');
    await page.getByRole('button', { name: 'Speichern' }).click();
    expect((await notes).status()).toBe(200);
    expect((await api<{ notes: string; status: string }>(page, '/api/v1/admin/applications/application-03')).body).toMatchObject({
      notes: 'Startet am 1. Februar.',
      status: 'hired',
    });
  });

  it('shows the new status and who set it when a step lost the race to another receptionist', async () => {
    // Continues the receptionist's session of the test before.
    const filter = encodeURIComponent('{"status":"new"}');
    const [request] = (
      await api<{ id: string; updatedAt: string }[]>(page, `/api/v1/admin/appointments?filter=${filter}&range=[0,0]`)
    ).body;
    await page.goto(`${baseUrl}/admin/appointments/${request.id}`);
    const status = page.getByTestId('appointment-status');
    await expect.poll(() => status.textContent()).toBe('Neu');
    // The other receptionist declines it, from the same version.
    const theirs = await api(page, `/api/v1/admin/appointments/${request.id}/actions`, {
      method: 'POST',
      body: { action: 'decline' },
      headers: { 'If-Match': versionTag(request.updatedAt) },
    });
    expect(theirs.status).toBe(200);

    const step = waitForAdminCall(page, 'POST', `/api/v1/admin/appointments/${request.id}/actions`);
    await page.getByRole('button', { name: 'Als kontaktiert markieren' }).click();
    expect((await step).status()).toBe(409);
    const lost = page.getByTestId('appointment-lost-race');
    await lost.getByText('Status jetzt: Abgelehnt', { exact: false }).waitFor();
    expect(await lost.textContent()).toContain('Elif Yılmaz'); // by name, as colleagues know each other
    await expect.poll(() => status.textContent()).toBe('Abgelehnt');
  });

  it('asks before deleting an application', async () => {
    await page.goto(`${baseUrl}/admin/applications/application-02`);
    await page.getByTestId('application-status').waitFor();
    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    expect((await api(page, '/api/v1/admin/applications/application-02')).status).toBe(200);
  });

  it('edits the opening hours and the public contact data change', async ({ signIn }) => {
    page = await signIn('editor');
    const before = await api<{ data: { opening_hours: Record<string, string[]> } }>(page, '/api/v1/public/contact');
    expect(before.body.data.opening_hours.saturday).toEqual([]);

    await page.getByRole('menuitem', { name: 'Kontaktdaten' }).click();
    await page.waitForURL(`${baseUrl}/admin/contact`);
    await page.getByRole('switch', { name: 'Samstag geöffnet' }).check();
    await page.getByLabel('Samstag Von 1').fill('09:00');
    await page.getByLabel('Samstag Bis 1').fill('12:30');
    // Friday closes: the closed option empties the day.
    await page.getByRole('switch', { name: 'Freitag geöffnet' }).uncheck();

    const saved = waitForAdminCall(page, 'PUT', '/api/v1/admin/contact/contact');
    await page.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);

    const after = await api<{ data: { opening_hours: Record<string, string[]> } }>(page, '/api/v1/public/contact');
    expect(after.body.data.opening_hours.saturday).toEqual(['09:00-12:30']);
    expect(after.body.data.opening_hours.friday).toEqual([]);
    expect(after.body.data.opening_hours.monday).toEqual(before.body.data.opening_hours.monday);
  });
});
