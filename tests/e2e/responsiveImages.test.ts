/**
 * Photos in the browser, on the production build served by Fastify on MongoDB: after
 * staff upload a photo and reference it from a team member and a treatment, a phone (390 px, twice the
 * pixel density) loads a variant narrower than the 2400 px original, an AVIF one; the hero's preload and
 * the <picture> agree, so the photo is fetched once and the original never; the page hydrates cleanly.
 */
import type { Browser, Page } from 'playwright';
import type { MediaAsset } from '../../src/contract/entities/media';
import { samplePhotoJpeg } from '../../scripts/samplePhoto';
import type { Harness } from '../api/harness';
import { api, login } from '../contract/target';
import { watchErrors } from '../support/browser';
import { describe, expect, productionTest } from '../support/e2e';
import { openHydrated } from '../support/site';
import { updateBody } from '../support/records';

const it = productionTest('responsive_e2e');
let h: Harness;
let browser: Browser;
let asset: MediaAsset;

/** Reads a record as staff see it and stores it back with `change` applied. */
async function edit(
  token: string,
  resource: string,
  id: string,
  change: (r: Record<string, unknown>) => Record<string, unknown>,
) {
  const fields = updateBody((await api(h.target, 'GET', `/api/v1/admin/${resource}/${id}`, { token })).json);
  const r = await api(h.target, 'PUT', `/api/v1/admin/${resource}/${id}`, { token, body: change(fields) });
  expect(r.status, r.text).toBe(200);
}

it.beforeAll(async ({ site }) => {
  ({ h, browser } = site);
  const token = await login(h.target, 'editor');
  const form = new FormData();
  form.set('alt_de', 'Dr. Katharina Berger im Behandlungsraum');
  form.set('file', new Blob([new Uint8Array(await samplePhotoJpeg())], { type: 'image/jpeg' }), 'berger.jpg');
  asset = (await api(h.target, 'POST', '/api/v1/admin/media', { token, form })).json;
  expect(asset.width).toBe(2400);
  const photo = {
    src: asset.url,
    alt: { de: 'Dr. Katharina Berger im Behandlungsraum', en: 'Dr Katharina Berger in the treatment room' },
    focus: { x: 68, y: 35 },
  };
  await edit(token, 'team', 'team-berger', (m) => ({ ...m, photo }));
  const all = (await api(h.target, 'GET', `/api/v1/admin/treatments?range=${encodeURIComponent('[0,49]')}`, { token })).json as {
    id: string;
    slug: string;
  }[];
  const crown = all.find((t) => t.slug === 'zahnkrone')!;
  await edit(token, 'treatments', crown.id, (t) => ({
    ...t,
    images: (t.images as { isHero?: boolean }[]).map((image, i) =>
      i === 0 ? { ...photo, isHero: true } : { ...image, isHero: false },
    ),
  }));
}, 180_000);

/** Opens a page on a device of that size and reports the photo's chosen file and every media request. */
async function visit(path: string, viewport: { width: number; height: number }, deviceScaleFactor: number) {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  const page: Page = await context.newPage();
  const errors = watchErrors(page);
  const media: string[] = [];
  page.on('request', (r) => r.url().includes('/api/v1/media/') && media.push(new URL(r.url()).pathname));
  await openHydrated(page, `${h.target.baseUrl}${path}`);
  const photo = page.locator(`img[src="${asset.url}"]`).first();
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await photo.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { currentSrc: new URL(img.currentSrc).pathname, ratio: box.width / box.height, cssWidth: box.width };
  });
  await context.close();
  return { ...shown, media, errors };
}

const variant = (path: string) => asset.variants.find((v) => v.url === path);

describe('responsive photos in the browser', () => {
  for (const [path, ratio] of [
    ['/de/team/dr-katharina-berger', 4 / 5],
    ['/en/treatments/zahnkrone', 4 / 3],
  ] as const) {
    it(`a phone at 390 px loads one AVIF variant narrower than the original on ${path}, never the original`, async () => {
      const seen = await visit(path, { width: 390, height: 844 }, 2);
      const chosen = variant(seen.currentSrc);
      expect(chosen, seen.currentSrc).toBeDefined();
      expect(chosen!.format).toBe('avif');
      expect(chosen!.width).toBeLessThan(asset.width);
      // …but sharp enough for the box at this pixel density.
      expect(chosen!.width).toBeGreaterThanOrEqual(seen.cssWidth * 2);
      expect(seen.ratio).toBeCloseTo(ratio, 1);
      // One request for the photo: the portrait's preload from <head> chose the file the <picture>
      // shows; the hero, under the text on phones, is not preloaded there.
      expect(seen.media).toEqual([chosen!.url]);
      expect(seen.errors).toEqual([]);
    });
  }

  it('a desktop at 1440 px takes a wider variant for the treatment hero than the phone, and 480 px for the team cards', async () => {
    const hero = await visit('/de/behandlungen/zahnkrone', { width: 1440, height: 900 }, 1);
    expect(variant(hero.currentSrc)?.width).toBeGreaterThanOrEqual(hero.cssWidth);
    // Beside the text the hero is preloaded from <head>, and the preload chose the file the <picture> shows.
    expect(hero.media).toEqual([hero.currentSrc]);
    const cards = await visit('/de/team', { width: 1440, height: 900 }, 1);
    expect(variant(cards.currentSrc)).toMatchObject({ width: 480, format: 'avif' });
    expect(cards.ratio).toBeCloseTo(4 / 5, 1);
  });
});
