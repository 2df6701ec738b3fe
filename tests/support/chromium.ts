/**
 * Debian's Chromium as its headless shell (apt-get install chromium-headless-shell: the same Blink,
 * V8 and Skia, without the desktop browser's windows and UI), never a downloaded browser (README.md,
 * "Two commands": `npm test` installs it). It is what Playwright runs headless by default; the full
 * browser's headless mode spent two thirds more CPU on the same page loads (its browser process
 * alone more than half of what the pages' renderers took), and the browser tests are most of the
 * suite's time.
 * The benchmarks use the full browser (bench/web.ts): Lighthouse measures what visitors run.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
