/** Uploads in the admin (issue 7): an image into the media library (with progress) and a team member's photo. */
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from '../support/browser';
import { api, loginAs, waitForAdminCall } from '../support/admin';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** A 1×1 PNG: the API accepts images by their content (magic bytes), so it must be a real one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext();
  page = await context.newPage();
  await loginAs(page, baseUrl, 'editor');
});
afterAll(async () => {
  await browser.close();
});

describe('uploads', () => {
  it('uploads an image into the media library with progress and alt texts', async () => {
    // A slow upload (mock fault) keeps the progress on screen long enough to see it.
    await page.goto(`${baseUrl}/admin/media/new?mock-delay=admin.media.create:1500`);
    await page.locator('input[type=file]').setInputFiles({ name: 'praxis-empfang.png', mimeType: 'image/png', buffer: PNG });
    // Choosing the file fills the German alt text from its name; staff add the other languages.
    await expect.poll(() => page.locator('input[name="alt.de"]').inputValue()).toBe('praxis-empfang');
    await page.locator('input[name="alt.de"]').fill('Empfang der Praxis in Oberföhring');
    await page.locator('#translatable-header-alt-ru').click();
    await page.locator('input[name="alt.ru"]').fill('Ресепшн клиники в Оберфёринге');

    const created = waitForAdminCall(page, 'POST', '/api/v1/admin/media');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('status').filter({ hasText: 'praxis-empfang.png wird hochgeladen' }).waitFor();
    const response = await created;
    expect(response.status()).toBe(201);
    const asset = await response.json();
    expect(asset).toMatchObject({
      filename: 'praxis-empfang.png',
      contentType: 'image/png',
      alt: { de: 'Empfang der Praxis in Oberföhring', ru: 'Ресепшн клиники в Оберфёринге' },
    });
    await page.waitForURL(`${baseUrl}/admin/media/${asset.id}`);

    // The library grid shows it (mock mode keeps uploaded bytes in memory: stay in the page).
    await page.getByRole('menuitem', { name: 'Mediathek' }).click();
    const card = page.locator('[data-filename="praxis-empfang.png"]');
    await card.waitFor();
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect((await api(page, asset.url)).status).toBe(200);
  });

  it("replaces a team member's photo by an upload", async () => {
    await page.goto(`${baseUrl}/admin/team/team-berger?mock-delay=`);
    await page.locator('input[name=slug]').waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'dr-berger-neu.png', mimeType: 'image/png', buffer: PNG });

    const uploaded = waitForAdminCall(page, 'POST', '/api/v1/admin/media');
    const saved = waitForAdminCall(page, 'PUT', '/api/v1/admin/team/team-berger');
    await page.getByRole('button', { name: 'Speichern' }).click();
    const asset = await (await uploaded).json();
    expect((await saved).status()).toBe(200);

    const member = await api<{ photo: { src: string; alt: { de: string } } }>(page, '/api/v1/admin/team/team-berger');
    expect(member.body.photo.src).toBe(asset.url);
    expect(member.body.photo.alt.de).toBe('Porträt von Dr. Katharina Berger'); // kept
    const shown = await api<{ data: { photo: { src: string } } }>(page, '/api/v1/team/dr-katharina-berger');
    expect(shown.body.data.photo.src).toBe(asset.url);
  });
});
