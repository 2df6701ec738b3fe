/**
 * A patient's whole journey on the production build (server-rendered, Fastify on MongoDB): lands on
 * /, is sent to /de, switches to Russian, finds a treatment through the menu and through the
 * search, reads its FAQ, books an appointment (first invalid, with the spec's messages, then
 * valid); reception sees the request in the admin and changes its status.
 */
import type { Page } from 'playwright';
import ru from '../../../src/i18n/messages/ru.json';
import { loginAs, waitForAdminCall } from '../../support/admin';
import { describe, expect, productionTest, type ProductionSite } from '../../support/e2e';
import { field, openHydrated, withConsent } from '../../support/site';

const it = productionTest('journey_patient');
let site: ProductionSite;
it.beforeAll(({ site: started }) => {
  site = started;
});

/** The next Monday to Thursday after today: days with consultation hours in the seeded opening hours. */
function nextConsultationDay() {
  const day = new Date();
  do day.setDate(day.getDate() + 1);
  while (day.getDay() === 0 || day.getDay() >= 5);
  return day.toISOString().slice(0, 10);
}

describe('a patient', () => {
  let page: Page;

  it('lands on / and is sent to the German homepage', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await withConsent(context, 'denied');
    page = await context.newPage();
    const response = await openHydrated(page, `${site.base}/`);
    expect(new URL(page.url()).pathname).toBe('/de');
    expect(response!.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  });

  it('switches to Russian and keeps it', async () => {
    await page.getByRole('button', { name: /Sprache/ }).click();
    await page.getByRole('link', { name: 'Русский' }).click();
    await page.waitForURL(`${site.base}/ru`);
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')]))
      .toEqual(['ru', 'ru']);
    await page.getByRole('navigation', { name: ru['nav.main'] }).waitFor();
  });

  it('finds a treatment through the menu', async () => {
    await page.getByRole('navigation', { name: ru['nav.main'] }).getByRole('button', { name: ru['nav.treatments'] }).click();
    await page.getByRole('link', { name: 'Виниры' }).first().click();
    await page.waitForURL(`${site.base}/ru/treatments/veneers`);
    await page.getByRole('heading', { level: 1, name: 'Виниры' }).waitFor();
  });

  it('finds another treatment through the search of the treatment list', async () => {
    await page.locator('main a[href="/ru/treatments"]').first().click();
    await page.waitForURL(`${site.base}/ru/treatments`);
    const search = page.getByRole('searchbox', { name: ru['treatments.search.label'] });
    await search.fill('имплант');
    const results = page.getByRole('main').getByRole('link', { name: /Имплантология/ });
    await results.first().waitFor();
    // The search narrows the list: Veneers is no longer offered.
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /Виниры/ })
        .count(),
    ).toBe(0);
    await results.first().click();
    await page.waitForURL(`${site.base}/ru/treatments/implantologie`);
    await page.getByRole('heading', { level: 1, name: 'Имплантология' }).waitFor();
  });

  it('reads an answer in the FAQ', async () => {
    await page.getByRole('heading', { name: ru['treatment.section.faq'] }).waitFor();
    const faq = await site.h.db.collection('treatments').findOne({ slug: 'implantologie' });
    const { question, answer } = faq!.faqs[0] as { question: { ru: string }; answer: { ru: string } };
    const toggle = page.getByRole('button', { name: question.ru });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(answer.ru.slice(0, 40)).first().waitFor({ state: 'visible' });
  });

  it('books an appointment: the spec messages for an empty form, then a valid request', async () => {
    await page.locator('main a[href="/ru/appointment"]').first().click();
    await page.waitForURL(`${site.base}/ru/appointment`);
    const submit = page.getByRole('button', { name: ru['form.booking.submit'] });
    await submit.click();
    for (const id of [
      'validation.booking.firstName',
      'validation.booking.email',
      'validation.booking.date',
      'validation.booking.time',
      'validation.booking.treatment',
    ] as const)
      await page.getByText(ru[id]).first().waitFor();
    expect(await site.h.db.collection('appointments').countDocuments({ email: 'olga@example.org' })).toBe(0);

    await field(page, ru['form.field.firstName']).fill('Ольга');
    await field(page, ru['form.field.lastName']).fill('Иванова');
    await field(page, ru['form.field.email']).fill('olga@example.org');
    await field(page, ru['form.field.phone']).fill('+49 151 9876543');
    await field(page, ru['form.booking.treatmentType']).selectOption('checkup');
    await field(page, ru['form.booking.date']).fill(nextConsultationDay());
    const time = field(page, ru['form.booking.time']);
    await expect.poll(() => time.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await time.selectOption({ index: 1 });
    const chosenTime = await time.inputValue();
    await submit.click();
    await page.getByText(ru['form.booking.success']).waitFor();

    const stored = await site.h.db.collection('appointments').findOne({ email: 'olga@example.org' });
    expect(stored).toMatchObject({
      firstName: 'Ольга',
      lastName: 'Иванова',
      language: 'ru',
      status: 'new',
      preferredDate: nextConsultationDay(),
      preferredTime: chosenTime,
    });
  });

  it('reception sees the request in the admin and confirms it', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await loginAs(admin, site.base, 'reception');
    await admin.getByRole('menuitem', { name: 'Terminanfragen' }).click();
    const row = admin.getByRole('row').filter({ hasText: 'Ольга Иванова' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Neu');
    await row.click();
    const id = String((await site.h.db.collection('appointments').findOne({ email: 'olga@example.org' }))!._id);
    await admin.waitForURL(`${site.base}/admin/appointments/${id}`);
    await admin.getByText('olga@example.org').waitFor();

    await admin.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Bestätigt' }).click();
    const saved = waitForAdminCall(admin, 'PUT', `/api/v1/admin/appointments/${id}`);
    await admin.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);
    // Back in the list, the request shows its new status; the database has it too.
    await admin.getByRole('row').filter({ hasText: 'Ольга Иванова' }).getByText('Bestätigt').waitFor();
    expect((await site.h.db.collection('appointments').findOne({ _id: id as never }))!.status).toBe('confirmed');
    await context.close();
  });
});
