/**
 * A patient's whole journey on the production build (server-rendered, Fastify on MongoDB): lands on
 * /, is sent to /de, switches to Russian, finds a treatment through the menu and through the
 * search, reads its FAQ, books an appointment (first invalid, with the form's messages, then
 * valid, from the treatment page's booking link: its treatment preselected, the practice chosen);
 * reception sees the request in the admin and confirms it; the patient cancels with the link from
 * the confirmation, without login.
 */
import type { Page } from 'playwright';
import ru from '../../../src/i18n/messages/ru.json';
import { loginAs, waitForAdminCall } from '../../support/admin';
import { describe, expect, productionTest, type ProductionSite } from '../../support/e2e';
import { field, nextConsultationDay, openHydrated, waitForHydration, withConsent } from '../../support/site';

const it = productionTest('journey_patient');
let site: ProductionSite;
it.beforeAll(({ site: started }) => {
  site = started;
});

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
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Виниры' }).waitFor();
  });

  it('finds another treatment through the search of the treatment list', async () => {
    await page.locator('main a[href="/ru/treatments"]').first().click();
    await page.waitForURL(`${site.base}/ru/treatments`);
    // A treatment page hydrates only its frame and islands: its links load their page, which the
    // visitor uses once it has come alive.
    await waitForHydration(page);
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
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Имплантология' }).waitFor();
  });

  it('reads an answer in the FAQ', async () => {
    await page.getByRole('heading', { name: ru['treatment.section.faq'] }).waitFor();
    const faq = await site.h.db.collection('treatments').findOne({ slug: 'implantologie' });
    const { question, answer } = faq!.faqs[0] as { question: { ru: string }; answer: { ru: string } };
    // The question is a disclosure (summary) holding its heading; its answer shows when it is clicked.
    const toggle = page.locator('main details > summary', { has: page.getByRole('heading', { name: question.ru }) });
    const shown = page.locator('main details').getByText(answer.ru.slice(0, 40));
    expect(await shown.isVisible()).toBe(false);
    await toggle.click();
    await shown.waitFor({ state: 'visible' });
    expect(await toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(true);
  });

  it('books an appointment from the treatment page: its treatment preselected, the spec messages for an empty form, then a valid request', async () => {
    await page.locator('main a[href="/ru/appointment?treatment=implantologie"]').first().click();
    await page.waitForURL(`${site.base}/ru/appointment?treatment=implantologie`);
    await waitForHydration(page);
    const treatment = field(page, ru['form.booking.treatmentType']);
    await expect.poll(() => treatment.inputValue(), { timeout: 10_000 }).toBe('implant');
    const submit = page.getByRole('button', { name: ru['form.booking.submit'] });
    await submit.click();
    for (const id of [
      'validation.booking.firstName',
      'validation.booking.email',
      'validation.booking.location',
      'validation.booking.date',
      'validation.booking.time',
    ] as const)
      await page.getByText(ru[id]).first().waitFor();
    expect(await site.h.db.collection('appointments').countDocuments({ email: 'olga@example.org' })).toBe(0);

    await field(page, ru['form.field.firstName']).fill('Ольга');
    await field(page, ru['form.field.lastName']).fill('Иванова');
    await field(page, ru['form.field.email']).fill('olga@example.org');
    await field(page, ru['form.field.phone']).fill('+49 151 9876543');
    await page.getByRole('radio', { name: new RegExp(ru['practice.location.oberfoehring']) }).check();
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
      location: 'oberfoehring',
      treatmentType: 'implant',
      treatment: 'implantologie',
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

    // The record offers the steps of its status; confirming asks first and says the mail goes out in Russian.
    await admin.getByRole('button', { name: 'Bestätigen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Termin bestätigen' });
    await dialog.getByText('Der Patient erhält eine E-Mail auf Russisch.').waitFor();
    const confirmed = waitForAdminCall(admin, 'POST', `/api/v1/admin/appointments/${id}/actions`);
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    expect((await confirmed).status()).toBe(200);
    await admin.getByText('Termin bestätigt – die E-Mail an den Patienten ist unterwegs.').waitFor();
    await admin.getByText('Verlauf').waitFor();
    expect((await site.h.db.collection('appointments').findOne({ _id: id as never }))!.status).toBe('confirmed');
    // The day view of the practice shows it at its time, confirmed, linked to the record.
    await admin.goto(`${site.base}/admin/appointment-calendar?location=oberfoehring&view=day&date=${nextConsultationDay()}`);
    const entry = admin.getByRole('link').filter({ hasText: 'Ольга Иванова' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Bestätigt');
    await admin.goto(`${site.base}/admin/appointment-calendar?location=schwabing&view=day&date=${nextConsultationDay()}`);
    await admin.getByText('Keine Termine').first().waitFor();
    expect(await admin.getByText('Ольга Иванова').count()).toBe(0);
    await context.close();
  });

  it('cancels the confirmed appointment with the link from the confirmation, without login, once', async () => {
    const mail = await site.h.db.collection('outbox').findOne({ to: 'olga@example.org', attachments: { $exists: true } });
    const link = /\/ru\/appointment\/cancel#token=[A-Za-z0-9_-]+/.exec(String(mail!.text))![0];
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    await withConsent(context, 'denied');
    const patient = await context.newPage();
    await openHydrated(patient, `${site.base}${link}`);
    await patient.getByRole('heading', { level: 1, name: ru['page.cancel.title'] }).waitFor();
    await patient.getByText(ru['page.cancel.question']).waitFor();
    await patient.getByRole('button', { name: ru['page.cancel.confirm'] }).click();
    await patient.getByText(ru['page.cancel.done']).waitFor();
    expect((await site.h.db.collection('appointments').findOne({ email: 'olga@example.org' }))!.status).toBe('cancelled');
    // The same link again: already cancelled, nothing more to do.
    await patient.reload();
    await patient.getByText(ru['page.cancel.already']).waitFor();
    await context.close();
  });
});
