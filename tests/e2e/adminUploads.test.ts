/**
 * Uploads in the admin: an image into the media library (with progress) and a team member's
 * photo; the photo's variants travel into the record, staff choose a library image and set its focal
 * point.
 */
import type { Page } from 'playwright';
import { inject } from 'vitest';
import { describe, expect, test as it } from '../support/e2e';
import { samplePhotoJpeg } from '../../scripts/samplePhoto';
import { api, waitForAdminCall } from '../support/admin';

const baseUrl = inject('baseUrl');
let page: Page;

/** A 1×1 PNG: the API accepts images by their content (magic bytes), so it must be a real one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// The tests continue one editor's session.
it.beforeAll(async ({ signIn }) => {
  page = await signIn('editor');
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

    // Mock mode answers the server's shape: AVIF and WebP variants (mocks/services.ts says what they hold).
    expect(asset.variants.map((v: { format: string }) => v.format)).toEqual(['avif', 'webp']);
    const member = await api<{ photo: { src: string; alt: { de: string }; variants: unknown[] } }>(
      page,
      '/api/v1/admin/team/team-berger',
    );
    expect(member.body.photo.src).toBe(asset.url);
    expect(member.body.photo.alt.de).toBe('Porträt von Dr. Katharina Berger'); // kept
    expect(member.body.photo.variants).toEqual(asset.variants);
    const shown = await api<{ data: { photo: { src: string; variants: unknown[] } } }>(page, '/api/v1/team/dr-katharina-berger');
    expect(shown.body.data.photo).toMatchObject({ src: asset.url, variants: asset.variants });
  });

  it('takes a photo from the media library and sets its focal point by clicking the face', async () => {
    // Upload a photo, then move on inside the app (mock mode keeps uploaded bytes in memory).
    await page.goto(`${baseUrl}/admin/media/new?mock-delay=`);
    await page.locator('input[type=file]').setInputFiles({
      name: 'behandlung.jpg',
      mimeType: 'image/jpeg',
      buffer: await samplePhotoJpeg({ width: 600, height: 400 }),
    });
    const created = waitForAdminCall(page, 'POST', '/api/v1/admin/media');
    await page.getByRole('button', { name: 'Speichern' }).click();
    const asset = await (await created).json();
    expect(asset).toMatchObject({ width: 600, height: 400 });
    await page.waitForURL(`${baseUrl}/admin/media/${asset.id}`);
    await page.getByRole('menuitem', { name: 'Team' }).click();
    await page.getByText('Alexander Wolf').first().click();
    await page.locator('input[name=slug]').waitFor();

    await page.getByRole('button', { name: 'Aus der Mediathek wählen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Bild aus der Mediathek wählen' });
    await dialog.locator('[data-filename="behandlung.jpg"]').click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.locator('input[name="photo.src"]').inputValue()).toBe(asset.url);

    // A click at three quarters across, one quarter down the picture: the point the site crops around.
    const picker = page.getByTestId('focal-point').locator('button').first();
    await expect.poll(() => picker.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    await picker.scrollIntoViewIfNeeded();
    const box = (await picker.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.25);
    await expect.poll(() => page.locator('input[name="photo.focus.x"]').inputValue()).toBe('75');
    expect(await page.locator('input[name="photo.focus.y"]').inputValue()).toBe('25');
    // Keyboard users type the numbers.
    await page.locator('input[name="photo.focus.y"]').fill('30');

    const saved = waitForAdminCall(page, 'PUT', '/api/v1/admin/team/team-wolf');
    await page.getByRole('button', { name: 'Speichern' }).click();
    const record = await (await saved).json();
    expect(record.photo).toMatchObject({ src: asset.url, focus: { x: 75, y: 30 }, variants: asset.variants });
  });
});
