/**
 * Layout defects that once shipped, each checked as a visitor would notice it.
 * On the production build (server-rendered, hydrated):
 * - treatment and team member pages keep their text and links 16 px or more from both edges of
 *   the screen on a phone and on a laptop (they had no side margin at all: text at x = 0);
 * - the legal pages do not scroll sideways on a phone in any language ("Datenschutzerklärung" was
 *   wider than the screen);
 * - each job chip stays on one line, the deadline included;
 * - "Jetzt bewerben" and a sent form bring what follows into view, focused.
 * In mock mode (the dev server, where React's StrictMode runs every effect twice on mount):
 * - the first load moves focus nowhere and draws no focus ring; a client-side navigation moves
 *   focus to the new page's h1, with a ring only when the visitor used the keyboard;
 * - a form's confirmation and the application form stay in view (the second effect run once
 *   took focus to the h1 two seconds after load and scrolled the page back to the top).
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { inject } from 'vitest';
import type { LanguageCode } from '../../src/contract/common';
import de from '../../src/i18n/messages/de.json';
import { pathTo } from '../../src/lib/paths';
import { describe, expect, productionTest } from '../support/e2e';
import { field, openHydrated, waitForHydration, withConsent } from '../support/site';

const LANGUAGES: LanguageCode[] = ['de', 'en', 'fr', 'es', 'ru'];
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };
/** Longer than the wait of the route-change focus (2 s) that once fired after the first load. */
const AFTER_LOAD_SETTLES_MS = 2_500;

const it = productionTest('layout');

/** A tab of a fresh context (closed after the test) at this screen size, consent decided. */
async function pageAt(
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>,
  viewport: { width: number; height: number },
) {
  const context = await openContext({ viewport });
  await withConsent(context, 'denied');
  return context.newPage();
}

/**
 * Text in the page's main part (each line box of each text node) and the boxes of its links and
 * buttons that come closer than `margin` px to the left or right edge of the screen. Visually
 * hidden text and text inside a box that scrolls sideways are left out.
 */
function tooCloseToTheEdge(page: Page, margin = 16) {
  return page.evaluate((margin) => {
    const width = document.documentElement.clientWidth;
    const out = (r: DOMRect) => r.width > 0 && (r.left < margin - 0.5 || r.right > width - margin + 0.5);
    const hidden = (el: Element) => {
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (a.classList.contains('visually-hidden') || style.overflowX === 'auto' || style.overflowX === 'scroll') return true;
      }
      return false;
    };
    const found: string[] = [];
    const main = document.getElementById('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || hidden(node.parentElement!)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const line = [...range.getClientRects()].find(out);
      if (line)
        found.push(`text "${node.textContent.trim().slice(0, 40)}" at ${Math.round(line.left)}..${Math.round(line.right)}`);
    }
    for (const control of main.querySelectorAll('a, button')) {
      const box = control.getBoundingClientRect();
      if (!hidden(control) && out(box))
        found.push(
          `<${control.tagName.toLowerCase()}> "${control.textContent?.trim().slice(0, 40)}" at ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
    }
    return found;
  }, margin);
}

/** Where an element is relative to the visible part of the page under the fixed header. */
const placeOf = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const el = document.querySelector(selector);
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0; // the site's, fixed
    if (!el) return 'missing';
    const box = el.getBoundingClientRect();
    const visible = box.top >= header - 1 && box.bottom <= window.innerHeight + 1;
    return `${visible ? 'in view' : `out of view (${Math.round(box.top)}..${Math.round(box.bottom)}, header ends at ${Math.round(header)}, screen ${window.innerHeight})`}${document.activeElement === el ? ', focused' : ''}`;
  }, selector);

describe('production build: the page column', () => {
  const pages = [
    pathTo('de', 'treatments', 'zahnimplantate'),
    pathTo('ru', 'treatments', 'rezessionsdeckung'),
    pathTo('de', 'team', 'dr-katharina-berger'),
    pathTo('fr', 'team', 'dr-katharina-berger'),
  ];
  it.for([PHONE, LAPTOP])(
    'keeps text and links 16 px from both edges of a $width px screen',
    async (viewport, { openContext, baseUrl }) => {
      const page = await pageAt(openContext, viewport);
      const problems: string[] = [];
      for (const path of pages) {
        await openHydrated(page, `${baseUrl}${path}`);
        problems.push(...(await tooCloseToTheEdge(page)).map((p) => `${path}: ${p}`));
      }
      expect(problems).toEqual([]);
    },
  );

  it('does not scroll sideways on a 390 px phone on the legal pages, in any language', async ({ openContext, baseUrl }) => {
    const page = await pageAt(openContext, PHONE);
    const wide: string[] = [];
    for (const lang of LANGUAGES)
      for (const kind of ['privacy', 'imprint'] as const) {
        await openHydrated(page, `${baseUrl}${pathTo(lang, kind)}`);
        const { scroll, width, heading } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          width: document.documentElement.clientWidth,
          heading: Math.round(document.querySelector('main h1')!.getBoundingClientRect().right),
        }));
        if (scroll > width || heading > width)
          wide.push(`${pathTo(lang, kind)}: page ${scroll} px, h1 ends at ${heading} px, screen ${width} px`);
      }
    expect(wide).toEqual([]);
  });
});

describe('production build: careers', () => {
  it.for([PHONE, LAPTOP])(
    'keeps every job chip on one line at $width px, in every language',
    async (viewport, { openContext, baseUrl }) => {
      const page = await pageAt(openContext, viewport);
      const broken: string[] = [];
      for (const lang of LANGUAGES) {
        await openHydrated(page, `${baseUrl}${pathTo(lang, 'careers')}`);
        // A chip on one line is as tall as the employment-type chip beside it (one short word).
        broken.push(
          ...(
            await page.evaluate(() =>
              [...document.querySelectorAll('main article dl')].flatMap((facts) => {
                const chips = [...facts.children] as HTMLElement[];
                const oneLine = chips[0]!.getBoundingClientRect().height;
                return chips.filter((c) => c.getBoundingClientRect().height > oneLine + 1).map((c) => `"${c.textContent}"`);
              }),
            )
          ).map((chip) => `${lang}: ${chip}`),
        );
      }
      expect(broken).toEqual([]);
    },
  );

  it('brings the application form into view with its heading focused after "Jetzt bewerben" on a phone', async ({
    openContext,
    baseUrl,
  }) => {
    const page = await pageAt(openContext, PHONE);
    await openHydrated(page, `${baseUrl}/de/karriere`);
    await page.getByRole('link', { name: de['job.apply'] }).first().click();
    await expect.poll(() => placeOf(page, '#apply-title')).toBe('in view, focused');
    // The job is preselected in the form.
    expect(await field(page, de['form.application.job']).inputValue()).not.toBe('');
  });
});

/** Fills and sends the contact form, then waits for its confirmation. */
async function sendContactMessage(page: Page) {
  await field(page, de['form.field.name']).fill('Erika Muster');
  await field(page, de['form.field.email']).fill('erika@example.org');
  await field(page, de['form.field.subject']).fill('Frage zur Prophylaxe');
  await field(page, de['form.field.message']).fill('Wie lange dauert eine professionelle Zahnreinigung?');
  await page.getByRole('button', { name: de['form.contact.submit'] }).click();
  await page.getByRole('status').filter({ hasText: de['form.contact.success'] }).waitFor();
}

describe('production build: form confirmations', () => {
  it('shows the contact confirmation on screen, focused, on a phone', async ({ openContext, baseUrl }) => {
    const page = await pageAt(openContext, PHONE);
    await openHydrated(page, `${baseUrl}/de/kontakt`);
    await sendContactMessage(page);
    await expect.poll(() => placeOf(page, 'main [role="status"]')).toBe('in view, focused');
  });
});

describe('mock mode (dev server, StrictMode)', () => {
  // The dev server of tests/e2e/globalSetup.ts (this file's baseUrl fixture is the production site's).
  const baseUrl = inject('baseUrl');
  const focusState = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return {
        focused: el?.tagName.toLowerCase(),
        ring: !!el && el !== document.body && getComputedStyle(el).outlineStyle !== 'none',
        scrollY: Math.round(window.scrollY),
      };
    });

  it('moves focus nowhere on the first load, and to the new h1 on a client-side navigation', async ({ openContext }) => {
    const page = await pageAt(openContext, LAPTOP);
    await page.goto(`${baseUrl}/de/datenschutz`);
    await waitForHydration(page);
    await page.waitForTimeout(AFTER_LOAD_SETTLES_MS);
    expect(await focusState(page)).toEqual({ focused: 'body', ring: false, scrollY: 0 });

    // A click: the new page's heading takes focus (screen readers read it), without a ring.
    await page.getByRole('navigation', { name: de['breadcrumbs.label'] }).getByRole('link', { name: de['nav.home'] }).click();
    await page.waitForURL(`${baseUrl}/de`);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focusState(page)).toEqual({ focused: 'h1', ring: false, scrollY: 0 });

    // The keyboard: the same, and keyboard users see where focus is.
    await page.locator(`footer a[href="${pathTo('de', 'imprint')}"]`).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${pathTo('de', 'imprint')}`);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focusState(page)).toEqual({ focused: 'h1', ring: true, scrollY: 0 });
  });

  it('keeps the contact confirmation on screen after it appeared on a phone', async ({ openContext }) => {
    const page = await pageAt(openContext, PHONE);
    await page.goto(`${baseUrl}/de/kontakt`);
    await waitForHydration(page);
    await sendContactMessage(page);
    await expect.poll(() => placeOf(page, 'main [role="status"]')).toBe('in view, focused');
    await page.waitForTimeout(AFTER_LOAD_SETTLES_MS);
    expect(await placeOf(page, 'main [role="status"]')).toBe('in view, focused');
  });

  it('brings the application form into view after "Jetzt bewerben", and it stays there', async ({ openContext }) => {
    const page = await pageAt(openContext, PHONE);
    await page.goto(`${baseUrl}/de/karriere`);
    await waitForHydration(page);
    await page.getByRole('link', { name: de['job.apply'] }).first().click();
    await expect.poll(() => placeOf(page, '#apply-title')).toBe('in view, focused');
    await page.waitForTimeout(AFTER_LOAD_SETTLES_MS);
    expect(await placeOf(page, '#apply-title')).toBe('in view, focused');
  });
});
