/**
 * Screenshots compared with committed baselines.
 *
 * A render is made still before it is taken: web fonts loaded, every image loaded and decoded
 * (lazy ones too, which a full-page shot would otherwise catch half-way), animations stopped and
 * the caret hidden (as Playwright's screenshot options would). The clocks are frozen by the caller.
 *
 * Stored form: the top CAPTURE_HEIGHT CSS px of the page, drawn by Chromium at SCALE, as JPEG.
 * - Height cap: the committed baselines must stay under 25 MB for 270 renders, and a 390 px page
 *   runs to 13,000 px. 4,000 px keep the header, the first screen and the sections that set each
 *   page kind's layout (two to five screens); below the cap the geometric checks still measure the
 *   whole page, and the short page kinds (team, contact, booking, not found …) show the footer.
 * - Half scale still shows every block, image and line of text that moves or changes. Chromium
 *   draws the capture at that scale itself (the DevTools protocol's clip scale; the layout stays
 *   the page's): drawing a full-size PNG, then decoding and shrinking it, took 0.21 s of CPU for a
 *   capture at 390 px and 0.43 s at 1280 px, against 0.13 and 0.25 s drawn at half scale.
 * - JPEG rather than lossy WebP: JPEG codes each 16 × 16 block on its own, so a change stays where
 *   it is. WebP's encoder tunes itself to the whole image, so one changed word (or a rendering
 *   hiccup) changed pixels all over the page. Lossless WebP or PNG would be 3–4 × the size.
 *   libjpeg-turbo's own encoder, not mozjpeg's: a sixth of the CPU (11 against 61 ms for a 1280 px
 *   capture) for files a fifth larger.
 * The capture is encoded exactly as a baseline is and decoded again before comparing: the encoder
 * is deterministic, so an unchanged page compares equal and the lossy format costs no tolerance.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright';
import sharp from 'sharp';

export const BASELINE_DIR = resolve('tests/e2e/visual-baselines');
/** Git-ignored (reports/): actual, expected and diff images of each mismatch. */
export const OUTPUT_DIR = resolve('reports/visual');
/** What the committed baselines may weigh together: 25 MB. */
export const BASELINE_BUDGET_BYTES = 25_000_000;
export const CAPTURE_HEIGHT = 4000;
export const SCALE = 0.5;
const JPEG = { quality: 60 } as const;
/** Colour distance (YIQ, 0..1) below which two pixels count as equal; pixelmatch also skips anti-aliasing. */
const PIXEL_THRESHOLD = 0.05;
/**
 * Tolerance for rendering noise. Measured on a busy 2-core machine: about one render in 17 is not
 * byte-identical to its baseline (a shade of anti-aliasing, mostly at 1440 px), yet in four runs
 * none had a pixel past PIXEL_THRESHOLD. A real change (a word, a comma, a 2 px shift, a corner
 * radius: all tried) changes many pixels in one place, and JPEG keeps a change in its block, so
 * differing pixels are counted per CELL × CELL cell of the stored image.
 */
const CELL = 16;
const MAX_PER_CELL = 4;
/** And in all: a faint change spread over the page (e.g. a slightly different text colour). */
const MAX_SHARE = 1 / 2000;
/** The diff image's colour for differing pixels (pixelmatch's default), counted per cell. */
const DIFF_RGB = [255, 0, 0] as const;

/** UPDATE_VISUAL_BASELINES=1 writes baselines that are missing or differ instead of failing. */
export const updatingBaselines = () => process.env.UPDATE_VISUAL_BASELINES === '1';

/** Waits until the page is still: fonts, every image (lazy ones made eager), then two frames. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const images = [...document.images];
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.all(images.map((img) => (img.complete ? null : img.decode().catch(() => null))));
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * What Playwright's screenshot options `animations: 'disabled'` and `caret: 'hide'` do, for a capture
 * taken through the DevTools protocol: finite animations jump to their end, endless ones stop, no caret.
 */
const stillForCapture = () => {
  for (const animation of document.getAnimations())
    if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
    else animation.finish();
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
  document.head.append(style);
};

/** The page's top CAPTURE_HEIGHT CSS px as PNG, drawn at SCALE (width × SCALE pixels wide). */
export async function capture(page: Page): Promise<Buffer> {
  await page.evaluate(stillForCapture);
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.scrollingElement!.scrollHeight,
  }));
  const session = await page.context().newCDPSession(page);
  try {
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'png',
      clip: { x: 0, y: 0, width, height: Math.min(height, CAPTURE_HEIGHT), scale: SCALE },
      captureBeyondViewport: true,
    });
    return Buffer.from(data, 'base64');
  } finally {
    await session.detach();
  }
}

/** The capture in its stored form: JPEG. */
export const encode = (png: Buffer) => sharp(png).jpeg(JPEG).toBuffer();

const rgba = async (image: Buffer) => {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** Both images on a canvas of the larger size (grey outside an image), so a size change gets a diff too. */
async function onCommonCanvas(a: Awaited<ReturnType<typeof rgba>>, b: Awaited<ReturnType<typeof rgba>>) {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const pad = (img: typeof a) =>
    img.width === width && img.height === height
      ? img.data
      : sharp(img.data, { raw: { width: img.width, height: img.height, channels: 4 } })
          .extend({ right: width - img.width, bottom: height - img.height, background: { r: 128, g: 128, b: 128, alpha: 1 } })
          .raw()
          .toBuffer();
  return { width, height, a: await pad(a), b: await pad(b) };
}

const png = (data: Buffer | Uint8Array, width: number, height: number) =>
  sharp(data, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 3 })
    .toBuffer();

/** The CELL × CELL cell with the most differing pixels (marked DIFF_RGB by pixelmatch). */
function worstCell(diff: Uint8Array, width: number, height: number) {
  const columns = Math.ceil(width / CELL);
  const counts = new Uint32Array(columns * Math.ceil(height / CELL));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (diff[i] === DIFF_RGB[0] && diff[i + 1] === DIFF_RGB[1] && diff[i + 2] === DIFF_RGB[2])
        counts[Math.floor(y / CELL) * columns + Math.floor(x / CELL)]++;
    }
  let best = 0;
  for (let c = 1; c < counts.length; c++) if (counts[c] > counts[best]) best = c;
  return { count: counts[best] ?? 0, x: (best % columns) * CELL, y: Math.floor(best / columns) * CELL };
}

export type Comparison =
  | { status: 'same' }
  | { status: 'written'; file: string; reason: string }
  | { status: 'missing'; file: string }
  | { status: 'different'; file: string; message: string };

/**
 * Compares a capture with the baseline `name`.jpg; on a mismatch writes `name`-actual.png,
 * -expected.png and -diff.png (red: changed pixels) to OUTPUT_DIR and names them.
 */
export async function compareWithBaseline(name: string, capturePng: Buffer): Promise<Comparison> {
  const file = join(BASELINE_DIR, `${name}.jpg`);
  const stored = await encode(capturePng);
  const baseline = await readFile(file).catch(() => null);
  const write = async (reason: string): Promise<Comparison> => {
    await mkdir(BASELINE_DIR, { recursive: true });
    await writeFile(file, stored);
    return { status: 'written', file, reason };
  };
  if (!baseline) return updatingBaselines() ? write('new') : { status: 'missing', file };
  if (stored.equals(baseline)) return { status: 'same' };

  const [actual, expected] = await Promise.all([rgba(stored), rgba(baseline)]);
  const canvas = await onCommonCanvas(actual, expected);
  const diff = new Uint8Array(canvas.width * canvas.height * 4);
  const differing = pixelmatch(canvas.b, canvas.a, diff, canvas.width, canvas.height, {
    threshold: PIXEL_THRESHOLD,
    diffColor: [...DIFF_RGB],
  });
  const worst = worstCell(diff, canvas.width, canvas.height);
  const sameSize = actual.width === expected.width && actual.height === expected.height;
  if (sameSize && worst.count <= MAX_PER_CELL && differing <= MAX_SHARE * canvas.width * canvas.height) return { status: 'same' };
  if (updatingBaselines()) return write(sameSize ? `${differing} pixels differed` : 'size changed');

  await mkdir(OUTPUT_DIR, { recursive: true });
  const out = (suffix: string) => join(OUTPUT_DIR, `${name}-${suffix}.png`);
  await Promise.all([
    writeFile(out('actual'), await png(actual.data, actual.width, actual.height)),
    writeFile(out('expected'), await png(expected.data, expected.width, expected.height)),
    writeFile(out('diff'), await png(diff, canvas.width, canvas.height)),
  ]);
  const css = (px: number) => Math.round(px / SCALE);
  const size = sameSize
    ? ''
    : `size ${css(expected.width)} × ${css(expected.height)} → ${css(actual.width)} × ${css(actual.height)} px; `;
  const where = `most around x ${css(worst.x)}..${css(worst.x + CELL)}, y ${css(worst.y)}..${css(worst.y + CELL)} (CSS px)`;
  return {
    status: 'different',
    file,
    message: `${size}${differing} pixels differ at scale ${SCALE}, ${where}; see ${out('actual')}, ${out('expected')}, ${out('diff')}`,
  };
}

/** The files in the baseline folder: name (without .jpg) and size in bytes. */
export async function storedBaselines(): Promise<{ name: string; bytes: number }[]> {
  const files = await readdir(BASELINE_DIR).catch(() => [] as string[]);
  return Promise.all(
    files.map(async (f) => ({ name: f.replace(/\.jpg$/, ''), bytes: (await stat(join(BASELINE_DIR, f))).size })),
  );
}

/** Clears the previous run's mismatch images, so what is in OUTPUT_DIR is this run's. */
export const clearOutput = () => rm(OUTPUT_DIR, { recursive: true, force: true });
