/**
 * Photos on the production site: a JPEG uploaded to the media library gets real
 * AVIF and WebP variants, upright and never upscaled; once a team member references it, the public
 * API and the server-rendered pages serve a <picture> with AVIF and WebP srcsets (width descriptors),
 * the use's sizes, the per-language alt text, and the member page preloads the variant it will show.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_USES } from '../../src/site/components/ResponsiveImage/imageUses';
import type { MediaAsset } from '../../src/contract/entities/media';
import { samplePhotoJpeg } from '../../scripts/samplePhoto';
import { api, login } from '../contract/target';
import { startHarness, type Harness } from './harness';
import { updateBody } from '../support/records';

let h: Harness;
let token: string;
let asset: MediaAsset;
const ALT = { de: 'Dr. Katharina Berger im Behandlungsraum', en: 'Dr Katharina Berger in the treatment room' };

beforeAll(async () => {
  h = await startHarness('responsive_images', {}, { site: true });
  token = await login(h.target, 'editor');
}, 120_000);
afterAll(() => h?.close());

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;');
const page = async (path: string) => {
  const r = await fetch(`${h.target.baseUrl}${path}`);
  expect(r.status, path).toBe(200);
  return r.text();
};
/** The attributes of every <tag> in the page. */
const tags = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attrs]) =>
    Object.fromEntries([...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!.toLowerCase(), v!])),
  );

describe('responsive photos', () => {
  it('makes upright AVIF and WebP variants of an uploaded JPEG, narrower than the original', async () => {
    // A phone photo: stored sideways (1600 × 2400) with EXIF orientation 6, i.e. upright 2400 × 1600.
    const upright = await samplePhotoJpeg();
    const sideways = await sharp(upright)
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Phone', Model: 'X' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('alt_de', ALT.de);
    form.set('alt_en', ALT.en);
    form.set('file', new Blob([new Uint8Array(sideways)], { type: 'image/jpeg' }), 'berger.jpg');
    const r = await api(h.target, 'POST', '/api/v1/admin/media', { token, form });
    expect(r.status).toBe(201);
    asset = r.json;
    expect(asset).toMatchObject({ width: 2400, height: 1600, contentType: 'image/jpeg' });
    // The original is every <picture>'s fallback: published upright and without the phone's EXIF (where, with what).
    const original = await sharp(Buffer.from(await (await fetch(`${h.target.baseUrl}${asset.url}`)).arrayBuffer())).metadata();
    expect({ width: original.width, height: original.height, exif: original.exif, orientation: original.orientation }).toEqual({
      width: 2400,
      height: 1600,
      exif: undefined,
      orientation: undefined,
    });
    expect(asset.variants.map((v) => `${v.width} ${v.format}`)).toEqual([
      '480 avif',
      '480 webp',
      '960 avif',
      '960 webp',
      '1600 avif',
      '1600 webp',
    ]);
    for (const v of asset.variants) {
      const file = await fetch(`${h.target.baseUrl}${v.url}`);
      expect(file.headers.get('content-type')).toBe(`image/${v.format}`);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect({ format: meta.format === 'heif' ? 'avif' : meta.format, width: meta.width, height: meta.height }).toEqual({
        format: v.format,
        width: v.width,
        height: Math.round((v.width * 1600) / 2400),
      });
    }
  });

  it("serves the member's photo as <picture> with AVIF and WebP srcsets, sizes and the alt text of each language", async () => {
    const stored = (await api(h.target, 'GET', '/api/v1/admin/team/team-berger', { token })).json;
    const { id } = stored;
    const member = updateBody(stored);
    const saved = await api(h.target, 'PUT', `/api/v1/admin/team/${id}`, {
      token,
      body: { ...member, photo: { src: asset.url, alt: ALT, focus: { x: 68, y: 35 } } },
    });
    expect(saved.status).toBe(200);
    const shown = (await api(h.target, 'GET', `/api/v1/team/${member.slug}`)).json.data.photo;
    expect(shown).toMatchObject({ src: asset.url, width: 2400, height: 1600, variants: asset.variants });

    const srcset = (format: string) =>
      asset.variants
        .filter((v) => v.format === format)
        .map((v) => `${v.url} ${v.width}w`)
        .join(', ');
    for (const [path, alt, use] of [
      [`/de/team/${member.slug}`, ALT.de, 'teamDetail'],
      [`/en/team/${member.slug}`, ALT.en, 'teamDetail'],
      ['/de/team', ALT.de, 'teamCard'],
      ['/en/team', ALT.en, 'teamCard'],
    ] as const) {
      const html = await page(path);
      const picture = html.slice(html.indexOf('<picture'), html.indexOf('</picture>'));
      expect(picture, path).not.toBe('');
      const sources = tags(picture, 'source');
      expect(
        sources.map((s) => [s.type, s.srcset, s.sizes]),
        path,
      ).toEqual([
        ['image/avif', srcset('avif'), IMAGE_USES[use].sizes],
        ['image/webp', srcset('webp'), IMAGE_USES[use].sizes],
      ]);
      const [img] = tags(picture, 'img');
      expect(img, path).toMatchObject({ src: asset.url, alt: escapeAttr(alt), width: '2400', height: '1600' });
      expect(img!.style, path).toContain('--focus:68% 35%');
      if (use === 'teamDetail') {
        // The portrait is the member page's largest paint: preloaded from <head> with the same srcset.
        const head = html.slice(0, html.indexOf('</head>'));
        expect(
          tags(head, 'link').find((l) => l.rel === 'preload' && l.as === 'image'),
          path,
        ).toMatchObject({
          imagesrcset: srcset('avif'),
          imagesizes: IMAGE_USES.teamDetail.sizes,
          type: 'image/avif',
          fetchpriority: 'high',
        });
        expect(img!.fetchpriority, path).toBe('high');
      } else expect(img!.loading, path).toBe('lazy');
    }
  });
});
