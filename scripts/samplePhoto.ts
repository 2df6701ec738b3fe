/**
 * A photo-like sample picture made with sharp (no network, no stock photo): a treatment room in soft
 * daylight with a dentist on the right. Stories show responsive images with it, and tests upload it.
 * The face is at FACE (in %), where a focal point belongs.
 *
 *   npx tsx scripts/samplePhoto.ts   writes public/images/samples/: the original, a portrait crop for
 *                                     mobiles, and the variants the media library would make of each.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { VARIANT_FORMATS, variantWidths } from '../src/contract/entities/media';

export const SAMPLE = { width: 2400, height: 1600 };
export const FACE = { x: 68, y: 35 };
/** The mobile crop (4:5 around the dentist), in pixels of the original. */
export const MOBILE_CROP = { left: 1040, top: 100, width: 1200, height: 1500 };

const svg = ({
  width,
  height,
} = SAMPLE) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2400 1600" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="#f6f1e9"/><stop offset="0.55" stop-color="#e7ecea"/><stop offset="1" stop-color="#cfdcdc"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cdbda9"/><stop offset="1" stop-color="#a8957f"/></linearGradient>
  <radialGradient id="light" cx="0.2" cy="0.3" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <linearGradient id="coat" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe6ea"/></linearGradient>
  <radialGradient id="skin" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#f1cfae"/><stop offset="1" stop-color="#c99872"/></radialGradient>
  <linearGradient id="chair" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3bb3a5"/><stop offset="1" stop-color="#1d7a70"/></linearGradient>
  <filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>
  <filter id="blur"><feGaussianBlur stdDeviation="28"/></filter>
</defs>
<rect width="2400" height="1600" fill="url(#wall)"/>
<rect x="160" y="160" width="620" height="760" rx="16" fill="#eaf5fb" filter="url(#blur)"/>
<rect x="200" y="200" width="540" height="680" fill="#f4fbff" stroke="#d9e3e6" stroke-width="14"/>
<line x1="470" y1="200" x2="470" y2="880" stroke="#d9e3e6" stroke-width="10"/>
<rect width="2400" height="1600" fill="url(#light)"/>
<rect y="1250" width="2400" height="350" fill="url(#floor)"/>
<g filter="url(#soft)">
  <ellipse cx="760" cy="1290" rx="420" ry="40" fill="#000" opacity="0.12"/>
  <path d="M420 980 Q430 900 520 900 L1020 930 Q1100 940 1090 1010 L1070 1060 Q1060 1090 1010 1090 L500 1080 Q430 1070 420 1020Z" fill="url(#chair)"/>
  <path d="M380 760 Q360 690 430 680 L520 690 Q570 700 560 760 L530 930 L440 930Z" fill="url(#chair)"/>
  <rect x="700" y="1080" width="70" height="190" fill="#8c9ba0"/>
  <rect x="980" y="520" width="16" height="420" fill="#9aa7ab"/>
  <ellipse cx="988" cy="505" rx="120" ry="46" fill="#f7f7f2" stroke="#9aa7ab" stroke-width="10"/>
  <rect x="2050" y="820" width="160" height="260" rx="20" fill="#c9a27c"/>
  <ellipse cx="2130" cy="760" rx="150" ry="120" fill="#5f9e6e"/><ellipse cx="2060" cy="690" rx="90" ry="80" fill="#74b283"/><ellipse cx="2210" cy="700" rx="80" ry="70" fill="#4f8a5c"/>
  <path d="M1300 1600 L1330 1050 Q1350 880 1500 840 L1632 800 L1764 840 Q1920 880 1940 1050 L1970 1600Z" fill="url(#coat)"/>
  <path d="M1560 815 L1632 960 L1704 815Z" fill="#2a8f84"/>
  <path d="M1520 830 L1600 1120 L1632 960Z M1744 830 L1664 1120 L1632 960Z" fill="#e9eef0"/>
  <rect x="1585" y="700" width="94" height="120" rx="30" fill="url(#skin)"/>
  <ellipse cx="1632" cy="560" rx="128" ry="156" fill="url(#skin)"/>
  <path d="M1500 560 Q1490 380 1640 385 Q1790 385 1768 560 Q1760 470 1700 455 Q1600 440 1540 490 Q1510 520 1500 560Z" fill="#4a3426"/>
  <ellipse cx="1588" cy="570" rx="13" ry="9" fill="#3a2a20"/><ellipse cx="1678" cy="570" rx="13" ry="9" fill="#3a2a20"/>
  <path d="M1595 650 Q1632 676 1670 650" stroke="#a0614a" stroke-width="9" fill="none" stroke-linecap="round"/>
  <path d="M1430 940 Q1420 1000 1460 1050" stroke="#4b5d63" stroke-width="12" fill="none"/>
  <circle cx="1470" cy="1062" r="22" fill="#4b5d63"/>
</g>
</svg>`;

/** The sample as a JPEG (as a camera would deliver it, if smaller). */
export const samplePhotoJpeg = (size = SAMPLE, quality = 72) =>
  sharp(Buffer.from(svg(size)))
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();

async function main() {
  const dir = resolve('public/images/samples');
  await mkdir(dir, { recursive: true });
  const original = await samplePhotoJpeg();
  const mobile = await sharp(original).extract(MOBILE_CROP).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
  for (const [name, bytes, width] of [
    ['praxis-behandlung', original, SAMPLE.width],
    ['praxis-behandlung-mobil', mobile, MOBILE_CROP.width],
  ] as const) {
    await writeFile(resolve(dir, `${name}.jpg`), bytes);
    for (const w of variantWidths(width))
      for (const format of VARIANT_FORMATS)
        await writeFile(
          resolve(dir, `${name}-${w}.${format}`),
          await sharp(bytes)
            .resize({ width: w })
            [format]({ quality: format === 'avif' ? 50 : 75 })
            .toBuffer(),
        );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/samplePhoto.ts')) await main();
