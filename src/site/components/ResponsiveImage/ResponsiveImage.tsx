/**
 * Every public image of the site. A photo from the media library (an image reference with variants)
 * is a <picture>: AVIF and WebP <source>s with srcset width descriptors and the use's `sizes`, a
 * `mobile` crop for narrow screens first when staff gave one, and the original as the <img> fallback.
 * An illustration (an SVG drawing, no variants) is the plain <img> it always was.
 *
 * The box: width and height of the original (or `fallbackSize`) plus the use's aspect ratio
 * (imageUses.ts), so nothing moves while it loads; photos are cropped around their focal point. Images
 * load lazily, except the page's largest paint (`priority`): eager, and preloaded with high priority
 * from <head> with the same srcset and sizes, so the preload is the file the <picture> then uses. A
 * hero that is the largest paint only where it stands beside the text (`largestPaintMedia` of its
 * use) is preloaded only there; below the text, on phones, it loads eagerly at low priority, after
 * the text and what the page needs next.
 */
import type { CSSProperties } from 'react';
import type { FocalPoint, ImageFile, ImageRef, ImageVariant, Localized } from '../../../contract/common';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { useDocumentHead, type HeadTag } from '../../common/documentHead';
import { DESKTOP_MEDIA, IMAGE_USES, MOBILE_MEDIA, type ImageUse, type ImageUseName } from './imageUses';
import styles from './ResponsiveImage.module.css';

/** Preferred first: a browser takes the first <source> whose type it can decode. */
const FORMATS = ['avif', 'webp'] as const satisfies readonly ImageVariant['format'][];

/** An image reference; its alt text may come from the caller instead (e.g. before/after composes one). */
export type ResponsiveImageSource = Omit<ImageRef, 'alt'> & { alt?: Localized };

export interface ResponsiveImageProps {
  image: ResponsiveImageSource;
  use: ImageUseName;
  /** The page's largest paint (a hero): eager, high priority, preloaded. */
  priority?: boolean;
  /** Width and height to reserve when the reference does not name them (drawings of a known size). */
  fallbackSize?: readonly [number, number];
  /** Alt text in the active language, when the reference's own is not the one to read. */
  alt?: string;
  className?: string;
  draggable?: boolean;
}

/** "url 480w, url 960w" of one format, narrowest first; '' when the file has none in that format. */
export function srcsetOf(file: ImageFile, format: ImageVariant['format']): string {
  return (file.variants ?? [])
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

const position = (focus: FocalPoint | undefined) => focus && `${focus.x}% ${focus.y}%`;
const isPhoto = (file: ImageFile | undefined) => !!file?.variants?.length;

function Sources({ file, sizes, media }: { file: ImageFile; sizes: string; media?: string }) {
  if (!isPhoto(file)) return media ? <source media={media} srcSet={file.src} /> : null;
  return (
    <>
      {FORMATS.map((format) => {
        const srcSet = srcsetOf(file, format);
        return srcSet ? <source key={format} media={media} type={`image/${format}`} srcSet={srcSet} sizes={sizes} /> : null;
      })}
    </>
  );
}

/**
 * The <head> preloads of a priority image (server HTML only), so the browser fetches it before the
 * styles and layout (React 19's server renderer did this for fetchPriority="high"; Preact does not).
 * Same srcset and sizes as the <picture>, so both choose the same file; per screen width with a mobile crop.
 */
export function preloadTags(image: ResponsiveImageSource, use: ImageUseName): HeadTag[] {
  const { sizes, largestPaintMedia } = IMAGE_USES[use] as ImageUse;
  const tag = (file: ImageFile, media?: string): HeadTag => {
    const format = FORMATS.find((f) => srcsetOf(file, f));
    const what: Record<string, string> = format
      ? { imagesrcset: srcsetOf(file, format), imagesizes: sizes, type: `image/${format}` }
      : { href: file.src };
    return { tag: 'link', attrs: { rel: 'preload', as: 'image', ...what, fetchpriority: 'high', ...(media ? { media } : {}) } };
  };
  // Where the layout's largest paint is wider than phones (all such media are), the mobile crop is never it.
  if (largestPaintMedia) return [tag(image, largestPaintMedia)];
  return image.mobile ? [tag(image.mobile, MOBILE_MEDIA), tag(image, DESKTOP_MEDIA)] : [tag(image)];
}

function Preload({ image, use }: { image: ResponsiveImageSource; use: ImageUseName }) {
  useDocumentHead('preload', preloadTags(image, use), { browser: false });
  return null;
}

export function ResponsiveImage({ image, use, priority = false, fallbackSize, alt, className, draggable }: ResponsiveImageProps) {
  const lang = useLang();
  const spec: ImageUse = IMAGE_USES[use];
  const photo = isPhoto(image);
  const { mobile } = image;
  // The crop: the use's ratio, around the focal point (the CSS module switches to the mobile one).
  const style: Record<string, string> = {};
  const boxed = photo || !spec.illustrationsKeepShape;
  if (boxed) style['--ratio'] = spec.ratio;
  if (photo && spec.mobileRatio) style['--ratio-mobile'] = spec.mobileRatio;
  const focus = position(image.focus ?? (photo ? spec.focus : undefined));
  // A mobile crop is another file: it never inherits the main image's focal point.
  const mobileFocus = mobile && position(mobile.focus ?? (isPhoto(mobile) ? spec.focus : undefined) ?? { x: 50, y: 50 });
  if (focus) style['--focus'] = focus;
  if (mobileFocus) style['--focus-mobile'] = mobileFocus;

  const img = (
    <img
      className={[styles.image, boxed && styles.boxed, className].filter(Boolean).join(' ')}
      src={image.src}
      alt={alt ?? localize(image.alt, lang)}
      width={image.width ?? fallbackSize?.[0]}
      height={image.height ?? fallbackSize?.[1]}
      style={style as CSSProperties}
      {...(!priority
        ? { loading: 'lazy' as const, decoding: 'async' as const }
        : spec.largestPaintMedia
          ? // Below the text (phones): after the text and the page's scripts. Where it is the largest
            // paint, the preload has fetched it at high priority already, and the <img> takes that.
            { loading: 'eager' as const, fetchPriority: 'low' as const }
          : { loading: 'eager' as const, fetchPriority: 'high' as const })}
      draggable={draggable}
    />
  );
  const preload = priority && <Preload image={image} use={use} />;
  if (!photo && !mobile)
    return (
      <>
        {preload}
        {img}
      </>
    );
  return (
    <picture className={styles.picture}>
      {preload}
      {mobile && <Sources file={mobile} sizes={spec.sizes} media={MOBILE_MEDIA} />}
      <Sources file={image} sizes={spec.sizes} />
      {img}
    </picture>
  );
}
