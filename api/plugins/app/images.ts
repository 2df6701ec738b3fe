/**
 * Uploaded pictures as published, with sharp: the original upright and without the file's metadata
 * (it is every <picture>'s fallback, and a phone photo's EXIF names where and with what device it
 * was taken; sharp writes no metadata unless asked to), and AVIF/WebP variants per width
 * (src/contract/entities/media.ts). The mocks answer the same shape without re-encoding (mocks/services.ts).
 */
import sharp from 'sharp';
import type { MadeImage } from '../../../behaviour/context';
import { VARIANT_FORMATS, variantWidths } from '../../../src/contract/entities/media';
import { ApiError, type Upload } from '../../../src/contract/http';

/** The original re-encoded in its own format. */
async function publishableOriginal(bytes: Uint8Array, format: string | undefined): Promise<Buffer> {
  const upright = sharp(bytes).autoOrient();
  switch (format) {
    case 'png':
      return upright.png().toBuffer();
    case 'webp':
      return upright.webp({ quality: 90 }).toBuffer();
    case 'heif':
      return upright.avif({ quality: 60 }).toBuffer(); // sharp names AVIF's container heif
    default:
      return upright.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  }
}

export async function makeImage(up: Upload): Promise<MadeImage> {
  const meta = await sharp(up.bytes, { failOn: 'error' })
    .metadata()
    .catch(() => {
      throw new ApiError('unsupported_type', 'validation.image.fileType');
    });
  // A phone's photo is stored sideways with an EXIF orientation: its size and its variants are the upright picture.
  const { width = 0, height = 0 } = meta.autoOrient ?? meta;
  const original = await publishableOriginal(up.bytes, meta.format);
  const variants: MadeImage['variants'] = [];
  for (const w of variantWidths(width))
    for (const format of VARIANT_FORMATS) {
      const bytes = await sharp(up.bytes)
        .autoOrient()
        .resize({ width: w, withoutEnlargement: true })
        [format]({ quality: format === 'avif' ? 50 : 75 })
        .toBuffer();
      variants.push({ width: w, format, bytes });
    }
  return { width, height, original, variants };
}
