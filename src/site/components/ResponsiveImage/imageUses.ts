/**
 * Where the site shows images, and how (photography-ready design). Each use fixes the box's
 * aspect ratio, so a grid stays even whatever staff upload and nothing moves while photos load, and the
 * `sizes` the browser needs to choose a variant before it has laid out the page.
 *
 * Ratios: portraits 4:5 (team; the head and shoulders of a standing photo), heroes 3:2 (content pages)
 * or 16:9 (treatments, like their cards and the catalogue's drawings), practice rooms 4:3 (a room reads
 * better less wide), cards 16:9, before/after 3:2; on phones a treatment's hero photo is 4:3, as 16:9
 * across a phone is a thin strip. A photo is cropped into its box with object-fit:
 * cover around its focal point (staff set it in the admin), so the crop keeps the face; a portrait
 * without one keeps its upper part (faces sit high). On screens below 48rem a reference's `mobile`
 * image (another crop of the scene) takes the same box instead. Illustrations (the SVG drawings that
 * stay until staff upload photos) fill the same boxes, but for page heroes and practice rooms, whose
 * drawings have other shapes and details up to their edges: there they keep the shape they were drawn in.
 *
 * Sizes follow the layouts they describe (container at most 72rem with 1rem padding; the grids'
 * minimum column widths): below a grid's second column an image is the viewport wide, and so on. They
 * may overstate a little (the browser then takes the next larger variant), never understate.
 */
import type { FocalPoint } from '../../../contract/common';

export interface ImageUse {
  /** The box's aspect ratio (CSS). */
  ratio: string;
  /** A photo's box below 48rem, where a wide box would be a thin strip (illustrations keep `ratio`). */
  mobileRatio?: string;
  /** The `sizes` of the srcset: the image's rendered width per viewport. */
  sizes: string;
  /** Where a photo without a focal point is cropped around. */
  focus?: FocalPoint;
  /** Illustrations (no variants, e.g. the SVG drawings) keep their drawn shape instead of the box's. */
  illustrationsKeepShape?: boolean;
  /**
   * For a hero: the screens where the layout sets it beside the text, big enough to be the page's
   * largest paint (the breakpoint of its component's CSS module). Only there is it preloaded with high
   * priority; on narrower screens it sits below the text, which paints first, and a high-priority
   * fetch would only compete with what the page needs next. Without it, a priority image is preloaded everywhere.
   */
  largestPaintMedia?: string;
}

/** Narrow screens, where a `mobile` image replaces the main one (every layout here is one column there). */
export const MOBILE_MEDIA = '(max-width: 47.99rem)';
export const DESKTOP_MEDIA = '(min-width: 48rem)';

export const IMAGE_USES = {
  /** Team grid (minimum column 15rem): 1, 2, 3, then 4 columns of about 16.5rem. */
  teamCard: {
    ratio: '4 / 5',
    sizes: '(min-width: 66.5rem) 17rem, (min-width: 50rem) 33vw, (min-width: 33.5rem) 50vw, 100vw',
    focus: { x: 50, y: 30 },
  },
  /** A member's page: the portrait column is at most 18rem wide. */
  teamDetail: { ratio: '4 / 5', sizes: '18rem', focus: { x: 50, y: 30 } },
  /** Content page heroes: 5 of 12 columns from 64rem, full width below. The drawings (home, about) keep their shape. */
  pageHero: {
    ratio: '3 / 2',
    sizes: '(min-width: 72rem) 28rem, (min-width: 64rem) 40vw, 100vw',
    illustrationsKeepShape: true,
    largestPaintMedia: '(min-width: 64rem)',
  },
  /** Treatment page hero: about half the container from 48rem, full width below (there 4:3, under the title). */
  treatmentHero: {
    ratio: '16 / 9',
    mobileRatio: '4 / 3',
    sizes: '(min-width: 72rem) 32rem, (min-width: 48rem) 46vw, 100vw',
    largestPaintMedia: DESKTOP_MEDIA,
  },
  /** Treatment grid (minimum column 17rem): 1, 2, then 3 columns. */
  treatmentCard: {
    ratio: '16 / 9',
    sizes: '(min-width: 72rem) 23rem, (min-width: 56rem) 33vw, (min-width: 37.5rem) 50vw, 100vw',
  },
  /** Blog list (minimum column 18rem): 1, 2, then 3 columns. */
  blogCard: { ratio: '16 / 9', sizes: '(min-width: 72rem) 23rem, (min-width: 59rem) 33vw, (min-width: 39.5rem) 50vw, 100vw' },
  /** Practice gallery (minimum column 16rem): 1 to 4 columns. The drawings (16:10 scenes with details up to their edges) keep their shape. */
  practiceRoom: {
    ratio: '4 / 3',
    sizes: '(min-width: 69rem) 17rem, (min-width: 52rem) 33vw, (min-width: 35rem) 50vw, 100vw',
    illustrationsKeepShape: true,
  },
  /** Before/after viewer in the treatment page's main column. */
  beforeAfter: { ratio: '3 / 2', sizes: '(min-width: 72rem) 45rem, 100vw' },
} satisfies Record<string, ImageUse>;

export type ImageUseName = keyof typeof IMAGE_USES;
