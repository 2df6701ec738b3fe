/**
 * Legal facts and health-advertising wording in the admin (mock mode): the wording guard warns while a text is typed, in any language,
 * with the reason, and saving still works; a treatment outside dentistry says a physician must be
 * named; the legal facts list the required ones still missing, for staff only; the launch checklist
 * counts its open items on the dashboard, lists them grouped with their status, and links each to its screen.
 */
import type { Page } from 'playwright';
import { inject } from 'vitest';
import { describe, expect, test as it } from '../support/e2e';
import { api, waitForAdminCall } from '../support/admin';
import { axeViolations } from '../support/axe';
import { updateBody } from '../support/records';

const baseUrl = inject('baseUrl');
let page: Page;

it.beforeAll(async ({ signIn }) => {
  page = await signIn('admin');
});

const warnings = () => page.getByTestId('wording-warnings');

describe('wording guard in the editor', () => {
  it('warns about promises in German and English with the reason, and saves all the same', async () => {
    const id = 'professionelle-zahnreinigung';
    await page.goto(`${baseUrl}/admin/treatments/${id}`);
    await page.getByRole('tab', { name: 'Beschreibung', exact: true }).click();
    const short = page.locator('textarea[name="shortDescription.de"]');
    await short.waitFor();
    const original = await short.inputValue();
    await short.fill(`${original} Garantiert schmerzfrei.`);
    const list = warnings().first();
    await list.getByText(/DE · „Garantiert“/).waitFor();
    const text = await list.textContent();
    expect(text).toContain('Erfolgsversprechen');
    expect(text).toContain('HWG § 3 Satz 2 Nr. 2 a');
    expect(text).toContain('„schmerzfrei“');
    expect(text).toContain('Nur ein Hinweis');

    await page.locator('#translatable-header-shortDescription-en').click();
    const shortEn = page.locator('textarea[name="shortDescription.en"]');
    await shortEn.fill(`${await shortEn.inputValue()} The best dentist in town.`);
    await warnings()
      .first()
      .getByText(/EN · „The best“/)
      .waitFor();

    // Removing the phrases removes the warnings.
    await shortEn.fill((await shortEn.inputValue()).replace(' The best dentist in town.', ''));
    await page.locator('#translatable-header-shortDescription-de').click();
    await short.fill(original);
    await warnings().first().waitFor({ state: 'detached' });

    // A warning never blocks: the text with a flagged phrase is saved.
    await short.fill(`${original} Garantiert schmerzfrei.`);
    const saved = waitForAdminCall(page, 'POST', `/api/v1/admin/treatments/${id}/publish`);
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    expect((await saved).status()).toBe(200);
    const body = (await api<{ shortDescription: { de: string } }>(page, `/api/v1/admin/treatments/${id}`)).body;
    expect(body.shortDescription.de).toContain('Garantiert schmerzfrei.');
    // Leave the demo text as it was for the tests after this one.
    await api(page, `/api/v1/admin/treatments/${id}`, {
      method: 'PUT',
      body: { ...updateBody(body as never), shortDescription: { ...body.shortDescription, de: original } },
    });
  });

  it('says on a treatment outside dentistry that a physician must be named to publish it', async () => {
    await page.goto(`${baseUrl}/admin/treatments/vitamin-d-infusionen`);
    await page
      .getByTestId('outside-dentistry')
      .getByText(/verantwortliche Ärztin oder ein verantwortlicher Arzt/)
      .waitFor();
  });
});

describe('legal facts', () => {
  it('lists the required facts still missing, and none once they are entered', async () => {
    await page.goto(`${baseUrl}/admin/legal`);
    await page.getByTestId('legal-complete').waitFor();
    const insurer = page.locator('input[name="liabilityInsurer.name"]');
    const name = await insurer.inputValue();
    await insurer.fill('');
    const missing = page.getByTestId('legal-missing');
    await missing.waitFor();
    await missing.getByText('Versicherer', { exact: true }).waitFor();
    await insurer.fill(name);
    await page.getByTestId('legal-complete').waitFor();
  });
});

describe('launch checklist', () => {
  it('the dashboard card counts the open items; the list shows each with its status; its link opens the screen', async () => {
    const { body } = await api<{ open: number }>(page, '/api/v1/admin/launch-checklist');
    expect(body.open).toBeGreaterThan(0); // the demo practice: invented insurer, numbers, team…
    await page.goto(`${baseUrl}/admin/dashboard`);
    const card = page.getByTestId('launch-checklist-card');
    await card.getByText(`${body.open} offene Punkte vor dem Start`).waitFor();
    await card.getByRole('link').click();
    await page.waitForURL(`${baseUrl}/admin/launch-checklist`);

    await page.getByRole('heading', { level: 1, name: 'Startklar-Liste' }).waitFor();
    const insurance = page.getByRole('region', { name: 'Berufshaftpflichtversicherung' });
    const insurer = insurance.getByTestId('launch-item-legal.liabilityInsurer.name');
    // The demo's invented insurer is found as a placeholder; the statutory chamber is done.
    expect(await insurer.getAttribute('data-status')).toBe('placeholder');
    await insurer.getByText('Platzhalter', { exact: true }).waitFor();
    await page.getByTestId('launch-item-legal.chamber').getByText('Erledigt', { exact: true }).waitFor();
    // The page's own content (the admin's menu and user button have findings of react-admin's own).
    expect(await axeViolations(page, '[data-testid="launch-checklist"]')).toEqual([]);

    // By keyboard: the item's link is named after its fact and opens the legal facts.
    const link = insurer.getByRole('link', { name: 'Versicherer bearbeiten' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/admin/legal`);
    await page.locator('input[name="liabilityInsurer.name"]').waitFor();
  });
});
