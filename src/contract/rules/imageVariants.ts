/**
 * Image references carry the media library's variants, copied from the asset (the one source) when a
 * record is saved: server and mocks run this on every staff create and update, so the public records
 * are read without a join (cached pages, lists, the catalogue) and a client can never slip in variant
 * addresses of its own. An asset's variants never change (a new file is a new asset), so the copy
 * cannot drift; a src outside the library (an SVG illustration, an https address) has no variants.
 */
import type { MediaAsset } from '../entities/media';

type AssetFacts = Pick<MediaAsset, 'width' | 'height' | 'variants'>;
export type AssetLookup = (id: string) => Promise<AssetFacts | null | undefined> | AssetFacts | null | undefined;

/** The media asset an image address names ("/api/v1/media/<id>"), if it is one of the library's files. */
export const mediaIdOf = (src: string): string | undefined => /^\/api\/v1\/media\/([A-Za-z0-9_-]+)$/.exec(src)?.[1];

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** One image file ({ src, … }, an image reference or its mobile crop) with the variants of its asset. */
async function withVariants(image: Record<string, unknown>, lookup: AssetLookup) {
  const { variants: _sent, ...rest } = image;
  const id = mediaIdOf(String(image.src));
  const asset = id ? await lookup(id) : undefined;
  if (!asset) return rest;
  const own = asset.variants.filter((v) => v.format === 'avif' || v.format === 'webp');
  return {
    ...rest,
    ...(asset.width > 0 && asset.height > 0 ? { width: asset.width, height: asset.height } : {}),
    ...(own.length ? { variants: own.map(({ width, format, url }) => ({ width, format, url })) } : {}),
  };
}

/** `value` (a record body) with every image reference's variants and size taken from the media library. */
export async function withLibraryVariants<T>(value: T, lookup: AssetLookup): Promise<T> {
  if (Array.isArray(value)) return (await Promise.all(value.map((v) => withLibraryVariants(v, lookup)))) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = await withLibraryVariants(v, lookup);
  return (typeof value.src === 'string' ? await withVariants(out, lookup) : out) as T;
}
