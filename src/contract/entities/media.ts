/**
 * Media library (fields "not shown"). Decision: an uploaded image (JPEG, PNG, WebP or AVIF, at
 * most 5 MB, checked by content) with alt text per language, its responsive variants and where it is used.
 */
import { z } from 'zod';
import { Id, Localized, Timestamps, Url } from '../common';

export const IMAGE_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;

export const MediaVariant = z.object({
  width: z.number().int().positive(),
  format: z.enum(['webp', 'avif', 'jpeg', 'png']),
  url: Url,
});

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
