/**
 * Media library (fields "not shown"). Decision: an uploaded image (JPEG, PNG, WebP or AVIF, at
 * most 5 MB, checked by content) with alt text per language, its responsive variants and where it is used.
 */
import { z } from 'zod';
import { Id, ImageVariant, Localized, Timestamps, Url } from '../common';

export const IMAGE_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;

export const MediaVariant = ImageVariant;

/**
 * Widths of the responsive variants made at upload (server: sharp; mocks: see mocks/services.ts),
 * each in every VARIANT_FORMATS. Never upscaled: the steps below the original, then the original's own
 * width up to the largest step, so a 1200 px photo gets 480, 960 and 1200 and a 300 px one just 300.
 * 1600 covers the widest image box (the heroes, about 33rem) at twice the pixel density.
 */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export const variantWidths = (originalWidth: number): number[] => {
  if (!(originalWidth > 0)) return [];
  const top = Math.min(originalWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...VARIANT_WIDTHS.filter((w) => w < top), top];
};
/** The address of one variant's file (its id is derived from the asset's, so deleting the asset finds it). */
export const variantId = (assetId: string, width: number, format: string) => `${assetId}_${width}_${format}`;

export const MediaAsset = z.object({
  id: Id,
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  url: Url,
  alt: Localized,
  variants: z.array(MediaVariant),
  usedIn: z.array(z.string()),
  ...Timestamps,
});
export type MediaAsset = z.infer<typeof MediaAsset>;
/** After upload, staff edit the alt texts (the file itself is replaced by a new upload). */
export const MediaUpdate = z.strictObject({ alt: Localized });
