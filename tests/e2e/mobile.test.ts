/**
 * Phones (no layout break on a 360 px wide screen): a sample of every kind of page in all five
 * languages fits the width — no horizontal scrolling, no element wider than the screen. On the
 * production build, as phones get it: a page loads there in a tenth of the dev server's time.
 */
import { describe, expect, productionTest } from '../support/e2e';
import { waitForHydration } from '../support/site';

const it = productionTest('mobile');

it.override({ contextOptions: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } });
it.beforeAll(async ({ sharedContext }) => {
  // A decided consent keeps the banner from covering what is measured.
  await sharedContext.addInitScript(() =>
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ analytics: 'denied', timestamp: new Date().toISOString(), version: '1.0' }),
    ),
  );
});

const PAGES = [
  '',
  'behandlungen',
  'behandlungen/professionelle-zahnreinigung',
  'team/dr-katharina-berger',
  'kontakt',
  'termin',
  'karriere',
  'blog',
  'muenchen-bogenhausen/veneers',
  'impressum',
];

describe.each(['de', 'en', 'fr', 'es', 'ru'])('360 px in %s', (lang) => {
  it.for(PAGES)(`/${lang}/%s fits the screen`, async (path, { sharedPage: page, baseUrl }) => {
    await page.goto(`${baseUrl}/${lang}${path ? `/${path}` : ''}`);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // Content inside a scrolling or clipping box (a chip row that scrolls sideways, a visually
      // hidden field) does not widen the page; the box itself is measured instead.
      const clipped = (el: HTMLElement) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
          if (getComputedStyle(a).overflowX !== 'visible') return true;
        return false;
      };
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.right > width + 1 && getComputedStyle(el).position !== 'fixed' && !clipped(el);
        })
        // Report the outermost offenders only.
        .filter((el, _, all) => !all.some((o) => o !== el && o.contains(el)))
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} (${Math.round(el.getBoundingClientRect().right)} px)`,
        );
      return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5) };
    });
    expect(overflow.wide).toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
  });
});
