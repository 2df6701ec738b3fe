/**
 * The header, the first screen and the booking doors on the production build (server-rendered, Fastify on MongoDB), as a visitor sees it:
 * - the header fits every language at 390, 768, 1024, 1280, 1366 and 1440 px: every control fully
 *   inside the viewport, none on top of another, nothing scrolling sideways;
 * - the home page's first screen offers 'Termin anfragen' and tap-to-call above the fold at
 *   390×844, 1280×800 and 1440×900 (on phones above the floating bar);
 * - one booking intent: the online booking, our request form and the call are each labelled for what
 *   they are wherever they appear (header, slide-in menu, first screen, widget, treatment page).
 */
import type { BrowserContext, Page } from 'playwright';
import { settings } from '../../content/demo/settings';
import { contactData } from '../../content/demo/contact';
import { LANGUAGES, type LanguageCode } from '../../src/contract/common';
import { messages } from '../../src/i18n/messages';
import { describe, expect, productionTest, type ProductionSite } from '../support/e2e';
import { openHydrated, withConsent } from '../support/site';

const it = productionTest('header');
let site: ProductionSite;
it.beforeAll(({ site: started }) => {
  site = started;
});

const HEIGHT: Record<number, number> = { 390: 844, 768: 1024, 1024: 768, 1280: 800, 1366: 768, 1440: 900 };
const BOOKING_ORIGIN = new URL(settings.bookingUrl).origin;
const TEL = `tel:${contactData.phone_primary.replace(/[^\d+]/g, '')}`;
/** The external-link icon's path (src/site/components/Icon): how the online booking is recognised. */
const EXTERNAL_ICON = 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6';

async function pageAt(width: number, height = HEIGHT[width]!): Promise<[BrowserContext, Page]> {
  const context = await site.browser.newContext({ viewport: { width, height } });
  await withConsent(context, 'denied');
  return [context, await context.newPage()];
}

/** Problems a visitor would see in the site header (not PageHero's <header> inside <main>). */
const headerProblems = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const header = [...document.querySelectorAll('header')].find((h) => !h.closest('main'))!;
    const name = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const span = (r: DOMRect) => `${Math.round(r.left)}..${Math.round(r.right)}`;
    const controls = [...header.querySelectorAll<HTMLElement>('a, button')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !el.closest('[hidden], dialog:not([open])');
    });
    const problems: string[] = [];
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.left < 0 || r.right > width || r.top < 0) problems.push(`outside: "${name(el)}" ${span(r)} of ${width}`);
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`clipped: "${name(el)}" ${el.scrollWidth} > ${el.clientWidth}`);
    }
    const boxes = controls.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        if (
          !a.el.contains(b.el) &&
          !b.el.contains(a.el) &&
          a.r.right > b.r.left + 0.5 &&
          b.r.right > a.r.left + 0.5 &&
          a.r.bottom > b.r.top + 0.5 &&
          b.r.bottom > a.r.top + 0.5
        )
          problems.push(`overlap: "${name(a.el)}" ${span(a.r)} × "${name(b.el)}" ${span(b.r)}`);
    for (const box of [header, ...header.children])
      if (box.scrollWidth > box.clientWidth) problems.push(`bar scrolls: ${box.scrollWidth} > ${box.clientWidth}`);
    if (document.documentElement.scrollWidth > width)
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth}`);
    const nav = header.querySelector('nav');
    const shows = (el: Element | null | undefined) => !!el && el.getClientRects().length > 0;
    const menuButton = [...header.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-controls') && header.querySelector('dialog')?.id === b.getAttribute('aria-controls'),
    );
    return { problems, nav: shows(nav), menuButton: shows(menuButton) };
  });

describe('the header fits every language', () => {
  it.each(LANGUAGES)('%s at 390, 768, 1024, 1280, 1366 and 1440 px', async (lang) => {
    const found: string[] = [];
    for (const width of [390, 768, 1024, 1280, 1366, 1440]) {
      const [context, page] = await pageAt(width);
      await openHydrated(page, `${site.base}/${lang}`);
      const { problems, nav, menuButton } = await headerProblems(page);
      found.push(...problems.map((p) => `${width}: ${p}`));
      // The menu sits in the bar from 1024 px; below, the menu button opens the slide-in menu.
      if (nav !== width >= 1024) found.push(`${width}: menu in the bar: ${nav}`);
      if (menuButton !== width < 1024) found.push(`${width}: menu button: ${menuButton}`);
      await context.close();
    }
    expect(found).toEqual([]);
  });
});

/** Top and bottom of a main-content link, and where the fold is (the floating bar's top on phones). */
const firstScreen = (page: Page, lang: LanguageCode) =>
  page.evaluate(
    ({ request, tel }) => {
      const bar = document.querySelector('aside')!.getBoundingClientRect();
      const fold = bar.top > window.innerHeight / 2 ? bar.top : window.innerHeight;
      const box = (a: Element | undefined) => {
        if (!a) return null;
        const r = a.getBoundingClientRect();
        return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) };
      };
      const links = [...document.querySelectorAll('main a')];
      return {
        fold: Math.round(fold),
        width: document.documentElement.clientWidth,
        request: box(links.find((a) => a.textContent?.trim() === request)),
        requestHref: links.find((a) => a.textContent?.trim() === request)?.getAttribute('href'),
        call: box(links.find((a) => a.getAttribute('href') === tel)),
        h1: document.querySelector('main h1')?.textContent,
      };
    },
    { request: messages[lang]['cta.requestAppointment']!, tel: TEL },
  );

describe('the home page’s first screen converts', () => {
  it.each(LANGUAGES)(
    '%s: practice name, "Termin anfragen" and the call above the fold at 390×844, 1280×800, 1440×900',
    async (lang) => {
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
        [1440, 900],
      ] as const) {
        const [context, page] = await pageAt(width, height);
        await openHydrated(page, `${site.base}/${lang}`);
        const s = await firstScreen(page, lang);
        const where = `${lang} ${width}×${height}`;
        expect(s.h1, where).toBe(messages[lang]['app.practiceName']);
        expect(s.requestHref, where).toMatch(new RegExp(`^/${lang}/(termin|appointment)$`));
        for (const [what, box] of [
          ['request', s.request],
          ['call', s.call],
        ] as const) {
          expect(box, `${where}: ${what} link`).not.toBeNull();
          expect(box!.top, `${where}: ${what} top`).toBeGreaterThanOrEqual(0);
          expect(box!.bottom, `${where}: ${what} bottom`).toBeLessThanOrEqual(s.fold);
          expect(box!.left, `${where}: ${what} left`).toBeGreaterThanOrEqual(0);
          expect(box!.right, `${where}: ${what} right`).toBeLessThanOrEqual(s.width);
        }
        await context.close();
      }
    },
  );
});

interface LinkInfo {
  text: string;
  href: string;
  target: string | null;
  external: boolean;
  where: string;
}

/** Every visible or menu link of the page with what a visitor sees and where it goes. */
const links = (page: Page) =>
  page.evaluate((icon) => {
    const where = (a: Element) =>
      a.closest('dialog')
        ? 'menu'
        : a.closest('aside')
          ? 'widget'
          : a.closest('main')
            ? 'main'
            : a.closest('footer')
              ? 'footer'
              : 'header';
    return [...document.querySelectorAll('a[href]')]
      .filter((a) => !a.closest('[hidden]'))
      .map((a) => ({
        // innerText: what shows (the header's booking button holds a long and a short label, one hidden).
        text: (a as HTMLElement).innerText.trim().replace(/\s+/g, ' '),
        href: a.getAttribute('href')!,
        target: a.getAttribute('target'),
        external: [...a.querySelectorAll('path')].some((p) => p.getAttribute('d') === icon),
        where: where(a),
      }));
  }, EXTERNAL_ICON) as Promise<LinkInfo[]>;

describe('one booking intent, each door labelled for what it is', () => {
  const de = messages.de;
  const online = (l: LinkInfo) => l.href.startsWith(BOOKING_ORIGIN);

  it('on the home page and a treatment page: the online booking always marked, our form always "Termin anfragen"', async () => {
    const [context, page] = await pageAt(1280);
    for (const path of ['/de', '/de/behandlungen/veneers']) {
      await openHydrated(page, `${site.base}${path}`);
      const all = await links(page);
      const toService = all.filter(online);
      // Header ('TERMIN BUCHEN') and widget ('Termin', 'Nachricht') at least.
      expect(
        toService.map((l) => `${l.where}: ${l.text}`),
        path,
      ).toEqual(
        expect.arrayContaining([
          `header: ${de['app.bookAppointment']} ${de['app.opensInNewTab']}`,
          `widget: ${de['widget.appointment']} ${de['app.opensInNewTab']}`,
          `widget: ${de['widget.message']} ${de['app.opensInNewTab']}`,
        ]),
      );
      for (const l of toService) {
        expect(l.target, `${path} ${l.text}`).toBe('_blank');
        expect(l.external, `${path} ${l.text}: external-link icon`).toBe(true);
        expect(l.text.endsWith(de['app.opensInNewTab']!), `${path} ${l.text}`).toBe(true);
      }
      // Our own form: named 'Termin anfragen' in the page's calls to action, never sent elsewhere.
      const request = all.filter((l) => l.text === de['cta.requestAppointment']);
      expect(request.length, path).toBeGreaterThan(0);
      // A treatment page's own calls name the treatment, so the form preselects it.
      const ours = path === '/de' ? ['/de/termin'] : ['/de/termin', '/de/termin?treatment=veneers'];
      for (const l of request) {
        expect(ours, `${path} ${l.where}`).toContain(l.href);
        expect(l.target, `${path} ${l.where}`).toBeNull();
      }
      // No label of the online booking leads to our form, and none of ours to the service.
      for (const l of all.filter((x) => ours.includes(x.href) && x.where !== 'footer'))
        expect(l.text, path).not.toMatch(/TERMIN BUCHEN|^Termin$/);
    }
    // The first screen offers our form and the call; the treatment page's hero our form.
    await openHydrated(page, `${site.base}/de`);
    const main = (await links(page)).filter((l) => l.where === 'main');
    expect(main.some((l) => l.href === TEL && l.text === `Anrufen: ${contactData.phone_primary}`)).toBe(true);
    await context.close();
  });

  it('on a phone: tap-to-call in the floating bar on every page and in the slide-in menu, beside the other two doors', async () => {
    const [context, page] = await pageAt(390);
    await openHydrated(page, `${site.base}/de/kontakt`);
    const call = page.locator(`aside a[href="${TEL}"]`);
    expect(await call.isVisible()).toBe(true);
    expect(await call.getAttribute('aria-label')).toBe(`Anrufen: ${contactData.phone_primary}`);
    const box = (await call.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);

    await page.getByRole('button', { name: de['nav.openMenu'] }).click();
    const menu = page.getByRole('dialog', { name: de['nav.menu'] });
    await menu.waitFor();
    const inMenu = (await links(page)).filter((l) => l.where === 'menu');
    expect(inMenu.filter((l) => online(l)).map((l) => [l.text, l.target, l.external])).toEqual([
      [`${de['app.bookAppointment']} ${de['app.opensInNewTab']}`, '_blank', true],
    ]);
    expect(inMenu.filter((l) => l.text === de['cta.requestAppointment']).map((l) => l.href)).toEqual(['/de/termin']);
    expect(inMenu.filter((l) => l.href === TEL).map((l) => l.text)).toEqual([`Anrufen: ${contactData.phone_primary}`]);
    await context.close();
  });
});
