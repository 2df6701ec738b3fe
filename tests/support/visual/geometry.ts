/**
 * Geometric checks of a rendered page, measured in the browser: what a visitor
 * would notice at once and no screenshot baseline can wave through.
 * - the page does not scroll sideways;
 * - no visible text of main lies within EDGE px of the viewport's left or right edge;
 * - every control of the site header (links, buttons) is fully inside the viewport, unclipped;
 * - optionally (home on a phone): a link to the booking page and a tel: link are fully visible
 *   on the first screen, not covered by anything.
 * Text a visitor cannot see is left out: visually hidden (clip, a 1 px box, the honeypot), zero
 * opacity, hidden; so is text clipped by a box that scrolls sideways (a chip row that scrolls).
 */
import type { Page } from 'playwright';

export const EDGE = 16;

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Finding {
  check: 'horizontal scroll' | 'text near edge' | 'header control' | 'first screen';
  /** The element: tag and its text (or a description of what is missing). */
  what: string;
  /** In CSS px of the page (document coordinates, the page scrolled to the top). */
  box?: Box;
  note?: string;
}

export interface FirstScreenTargets {
  /** The path of the booking page, e.g. /de/termin: the primary call to action. */
  bookingPath: string;
}

/** Runs in the page: no closures over module scope, helpers declared inside. */
function measure({ edge, firstScreen }: { edge: number; firstScreen: FirstScreenTargets | null }): Finding[] {
  const findings: Finding[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const round = (r: { left: number; right: number; top: number; bottom: number }) => ({
    left: Math.round(r.left),
    right: Math.round(r.right),
    top: Math.round(r.top + window.scrollY),
    bottom: Math.round(r.bottom + window.scrollY),
  });
  const label = (el: Element) => {
    // What a visitor reads, else the accessible name (an icon button's label).
    const named =
      el.getAttribute('aria-label') ??
      el.querySelector('[aria-label]')?.getAttribute('aria-label') ??
      el.querySelector('title')?.textContent;
    const text = ((el as HTMLElement).innerText?.trim() || named || el.textContent || '').replace(/\s+/g, ' ').trim();
    return `<${el.tagName.toLowerCase()}> "${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;
  };
  const describe = (b: Box) => `x ${b.left}..${b.right}, y ${b.top}..${b.bottom}`;
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  /**
   * The part of `rect` (inside `el`) that its clipping ancestors let through, or null if nothing
   * is seen (visually hidden) or it is clipped by a box that scrolls sideways (seen by scrolling).
   */
  const visiblePart = (el: Element, rect: DOMRect | Box) => {
    let { left, right, top, bottom } = rect;
    for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.clip !== 'auto' && cs.clip !== '' && (cs.position === 'absolute' || cs.position === 'fixed')) return null;
      if (/^inset\((50|100)%/.test(cs.clipPath)) return null;
      const clipsX = cs.overflowX !== 'visible';
      const clipsY = cs.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const r = a.getBoundingClientRect();
      if (clipsX) {
        const scrolls = (cs.overflowX === 'auto' || cs.overflowX === 'scroll') && a.scrollWidth > a.clientWidth;
        if (scrolls && (left < r.left - 0.5 || right > r.right + 0.5)) return null;
        left = Math.max(left, r.left);
        right = Math.min(right, r.right);
      }
      if (clipsY) {
        top = Math.max(top, r.top);
        bottom = Math.min(bottom, r.bottom);
      }
      if (right - left < 2 || bottom - top < 2) return null;
    }
    return { left, right, top, bottom };
  };

  // 1. Sideways scrolling, with the outermost elements that stick out (what widens the page).
  const scrollWidth = document.scrollingElement!.scrollWidth;
  if (scrollWidth > vw) {
    const wide = [...document.querySelectorAll('body *')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > vw + 0.5 && shown(el) && visiblePart(el, r);
    });
    const outermost = wide.filter((el) => !wide.some((o) => o !== el && o.contains(el)));
    findings.push({ check: 'horizontal scroll', what: `the page is ${scrollWidth} px wide in a ${vw} px viewport` });
    for (const el of outermost.slice(0, 3))
      findings.push({
        check: 'horizontal scroll',
        what: label(el),
        box: round(el.getBoundingClientRect()),
        note: 'sticks out on the right',
      });
  }

  // 2. Text of main near the edges: each text node's line boxes, as far as they are seen.
  const main = document.querySelector('main');
  // The checks below look for these: without them a page would pass unmeasured.
  if (!main) findings.push({ check: 'text near edge', what: 'no <main> on the page' });
  const near = new Map<Element, Box>();
  if (main) {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width < 1 || r.height < 1) continue;
        const seen = visiblePart(parent, r);
        if (!seen || (seen.left >= edge - 0.5 && seen.right <= vw - edge + 0.5)) continue;
        const box = near.get(parent);
        near.set(
          parent,
          box
            ? {
                left: Math.min(box.left, seen.left),
                right: Math.max(box.right, seen.right),
                top: Math.min(box.top, seen.top),
                bottom: Math.max(box.bottom, seen.bottom),
              }
            : seen,
        );
      }
    }
  }
  for (const [el, box] of near)
    findings.push({
      check: 'text near edge',
      what: label(el),
      box: round(box),
      note: `text must stay within ${edge}..${vw - edge}`,
    });

  // 3. Controls of the site header (not the headers inside main or an article): whole and unclipped.
  const siteHeaders = [...document.querySelectorAll('header')].filter(
    (h) => !h.parentElement?.closest('main, article, section, aside, footer, header'),
  );
  if (!siteHeaders.length) findings.push({ check: 'header control', what: 'no site <header> on the page' });
  for (const header of siteHeaders)
    for (const el of header.querySelectorAll('a[href], button, select, input:not([type=hidden]), [role=button]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || !shown(el)) continue;
      const seen = visiblePart(el, r);
      const whole =
        seen &&
        seen.left <= r.left + 0.5 &&
        seen.right >= r.right - 0.5 &&
        seen.top <= r.top + 0.5 &&
        seen.bottom >= r.bottom - 0.5;
      const inside = r.left >= -0.5 && r.right <= vw + 0.5 && r.top >= -0.5 && r.bottom <= vh + 0.5;
      if (!whole || !inside)
        findings.push({
          check: 'header control',
          what: label(el),
          box: round(r),
          note: !inside
            ? `outside the ${vw} × ${vh} viewport`
            : `clipped by its container to ${seen ? `x ${Math.round(seen.left)}..${Math.round(seen.right)}` : 'nothing'}`,
        });
    }

  // 4. The first screen: booking and a phone call without scrolling, not covered by anything.
  if (firstScreen) {
    const onFirstScreen = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || !shown(el) || window.scrollY !== 0) return false;
      if (r.left < -0.5 || r.right > vw + 0.5 || r.top < -0.5 || r.bottom > vh + 0.5) return false;
      const seen = visiblePart(el, r);
      if (!seen || seen.right - seen.left < r.width - 1 || seen.bottom - seen.top < r.height - 1) return false;
      const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      return !!hit && (hit === el || el.contains(hit));
    };
    const targets = [
      {
        what: `link to the booking page (${firstScreen.bookingPath})`,
        match: (a: HTMLAnchorElement) => a.pathname === firstScreen.bookingPath && a.origin === location.origin,
      },
      { what: 'tel: link', match: (a: HTMLAnchorElement) => a.protocol === 'tel:' },
    ];
    for (const t of targets) {
      const links = [...document.querySelectorAll('a[href]')].filter((a) => t.match(a as HTMLAnchorElement));
      if (links.some(onFirstScreen)) continue;
      const nearest = links
        .filter((a) => a.getBoundingClientRect().width > 0 && shown(a))
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
      findings.push({
        check: 'first screen',
        what: `no ${t.what} fully visible on the first ${vw} × ${vh} screen`,
        note: nearest
          ? `the first one, ${label(nearest)}, is at ${describe(round(nearest.getBoundingClientRect()))}`
          : 'there is none on the page',
      });
    }
  }
  return findings;
}

/** Measures the page as it is (scrolled to the top first). */
export async function checkGeometry(page: Page, firstScreen: FirstScreenTargets | null = null): Promise<Finding[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(measure, { edge: EDGE, firstScreen });
}

/** One line per finding, for a failure message a developer reads at a glance. */
export function formatFinding(f: Finding): string {
  const at = f.box ? ` at x ${f.box.left}..${f.box.right}, y ${f.box.top}..${f.box.bottom}` : '';
  return `[${f.check}] ${f.what}${at}${f.note ? ` (${f.note})` : ''}`;
}
