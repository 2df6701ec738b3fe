/**
 * Page weight on the production build: a served page inlines only the CSS rules its markup uses
 * (api/ssr/usedStyles.ts); what the page shows after interaction needs the rest, which the page
 * loads before it hydrates (src/site/common/fullStyles.ts), but for the files only the served content of a
 * frame page uses. Checked on pages of each entry (the team and contact pages hydrate only their
 * frame, the blog list the whole app) on a phone: the slide-in menu and a dialog, whose contents
 * are not in the served markup, look as the whole stylesheets say.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator } from 'playwright';
import { messages } from '../../src/i18n/messages';
import { describe, expect, productionTest } from '../support/e2e';
import { openHydrated, withConsent } from '../support/site';

const it = productionTest('styles');
const de = messages.de;

/**
 * The computed styles of elements of an open dialog, and whether the page's inline styles (as
 * served) had any rule of their classes: they must not, or the whole stylesheets were not needed.
 */
const styledIn = (dialog: Locator, selectors: Record<string, string>, properties: string[]) =>
  dialog.evaluate(
    (dialog, [selectors, properties]) => {
      const inline = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
      return Object.fromEntries(
        Object.entries(selectors).map(([name, selector]) => {
          const element = dialog.querySelector(selector)!;
          const computed = getComputedStyle(element);
          const inlined = [...element.classList].some((c) => inline.includes(`.${c}`));
          return [name, { inlined, ...Object.fromEntries(properties.map((p) => [p, computed.getPropertyValue(p)])) }];
        }),
      );
    },
    [selectors, properties] as const,
  );

describe('the whole stylesheets after hydration', () => {
  it.for(['/de/team', '/de/kontakt', '/de/blog'])(
    '%s: every stylesheet its live parts can use is enabled and loaded, the slide-in menu and the cookie settings dialog are styled',
    async (path, { site, openContext }) => {
      const context = await openContext({ viewport: { width: 390, height: 844 } });
      await withConsent(context, 'denied');
      const page = await context.newPage();
      const served = await (await fetch(site.base + path)).text();
      const disabled = [...served.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map(([, href]) => href!);
      const inline = served.match(/<style>/g)?.length ?? 0;
      expect(disabled.length, 'the served page links its whole stylesheets, disabled').toBeGreaterThan(0);
      // A page that hydrates only its frame never renders its content again: the files only the
      // content uses (the team grid's, the contact page's) are inlined, their used rules, but not
      // linked, so never fetched. The blog list hydrates the whole app (its filter is interactive):
      // every file it inlines is linked.
      if (path === '/de/blog') expect(inline).toBe(disabled.length);
      else expect(inline - disabled.length, 'files only the served content uses').toBeGreaterThan(3);
      await openHydrated(page, site.base + path);
      // Enabled on hydration, each file then arrives as the browser fetches it: the ones not (yet)
      // enabled, or enabled without rules, until none is left.
      const notApplied = () =>
        page.evaluate(
          (hrefs) =>
            hrefs.filter((href) => {
              const link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
              return link?.disabled !== false || !link.sheet?.cssRules.length;
            }),
          disabled,
        );
      await expect.poll(notApplied).toEqual([]);

      await page.getByRole('button', { name: de['nav.openMenu'] }).click();
      // Unstyled, the list would have bullets and its entries be inline links.
      expect(
        await styledIn(page.getByRole('dialog', { name: de['nav.menu'] }), { list: 'nav ul', entry: 'nav ul a' }, [
          'list-style-type',
          'display',
        ]),
      ).toMatchObject({
        list: { inlined: false, 'list-style-type': 'none' },
        entry: { inlined: false, display: 'flex' },
      });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: de['nav.menu'] }).waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: de['footer.cookieSettings'] }).click();
      // The open dialog by its state: its accessible name is not what this checks.
      // Unstyled, the dialog's header would be a block, its content without padding.
      expect(
        await styledIn(page.locator('dialog[open]'), { header: 'header', content: 'div' }, ['display', 'padding-top']),
      ).toMatchObject({
        header: { inlined: false, display: 'flex' },
        content: { inlined: false, 'padding-top': expect.not.stringMatching(/^0px$/) },
      });
    },
  );

  // The inline rules are the whole files' rules, pruned, with the design tokens written as values
  // and a rule two files carry kept once: the page must look the same either way.
  it.for([
    ['/de', 390],
    ['/en', 1280],
    ['/de/behandlungen/implantologie', 390],
    ['/en/contact', 1440],
    ['/de/karriere', 1280],
  ] as const)('%s at %i px: the served page looks as the whole stylesheets say', async ([path, width], { site, openContext }) => {
    // The page as served, without its loader: nothing else changes it meanwhile.
    const context = await openContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.route(site.base + path, async (route) => {
      const served = await route.fetch();
      const body = (await served.text()).replace(
        /<script>(?:(?!<\/script>)[\s\S])*?addEventListener\("load"[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response: served, body });
    });
    await page.goto(site.base + path);
    expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
    const computed = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('body *')].map((element) => {
          const style = getComputedStyle(element);
          const before = getComputedStyle(element, '::before');
          const after = getComputedStyle(element, '::after');
          const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
          // Custom properties aside: the inline :root declares only the tokens the page still names.
          const values = (s: CSSStyleDeclaration) =>
            [...s]
              .filter((p) => !p.startsWith('--'))
              .map((p) => `${p}:${s.getPropertyValue(p)}`)
              .join(';');
          // A pseudo-element that is not there (no content) has a style all the same: not compared.
          const pseudo = (s: CSSStyleDeclaration) => (s.content === 'none' || s.content === 'normal' ? '' : values(s));
          return { name, style: values(style), pseudo: `${pseudo(before)};${pseudo(after)}` };
        }),
      );
    const inline = await computed();
    const whole = await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
          (link) =>
            new Promise<number>((resolve) => {
              link.addEventListener('load', () => resolve(link.sheet?.cssRules.length ?? 0), { once: true });
              link.disabled = false;
            }),
        ),
      ),
    );
    expect(whole.length).toBeGreaterThan(3);
    for (const rules of whole) expect(rules).toBeGreaterThan(0);
    // Nothing changed on the way either: a value that changes for a moment starts its transition.
    expect(await page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length)).toBe(0);
    const full = await computed();
    expect(full.length).toBe(inline.length);
    const differences = inline.flatMap((served, i) => {
      const split = (text: string) => text.split(';');
      const wholeStyle = new Set(split(full[i]!.style));
      const wholePseudo = new Set(split(full[i]!.pseudo));
      const changed = [
        ...split(served.style).filter((value) => !wholeStyle.has(value)),
        ...split(served.pseudo)
          .filter((value) => !wholePseudo.has(value))
          .map((value) => `pseudo ${value}`),
      ];
      const wholeValue = (value: string) =>
        [...split(full[i]!.style), ...split(full[i]!.pseudo)].find((v) =>
          v.startsWith(`${value.replace(/^pseudo /, '').split(':')[0]}:`),
        );
      return changed.length
        ? [
            `${served.name}: ${changed
              .slice(0, 3)
              .map((v) => `${v} (whole: ${wholeValue(v)})`)
              .join(' ')}`,
          ]
        : [];
    });
    expect(differences).toEqual([]);
  });
});

/**
 * A phone on a slow line gets the HTML in pieces, and the browser paints what it has parsed. The
 * floating contact bar and the header are fixed to the screen's edges: painted half parsed, they
 * moved when the rest came (the bar grew upwards, the header's actions leftwards; Lighthouse saw
 * CLS 0.010 and 0.001 on some loads). Here the server's page arrives in three pieces, cut inside
 * the bar and inside the header's actions, each after a pause long enough for paints; nothing may
 * shift.
 */
describe('a page that arrives in pieces', () => {
  it.for(['/de/team', '/en/contact'])('%s: nothing moves while the rest arrives', async (path, { site, openContext }) => {
    const html = await (await fetch(site.base + path)).text();
    const cuts = [html.indexOf('</li>', html.indexOf('<aside')), html.lastIndexOf('<button', html.indexOf('<main'))];
    expect(cuts.every((cut) => cut > 0)).toBe(true);
    const pieces = [html.slice(0, cuts[0]), html.slice(cuts[0], cuts[1]), html.slice(cuts[1])];
    const slowLine = createServer((request, response) => {
      void (async () => {
        if (request.url !== path) {
          // Everything but the page itself (scripts, styles, images, the API) from the site.
          const answer = await fetch(site.base + request.url!, { headers: { accept: request.headers.accept ?? '*/*' } });
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
          response.end(Buffer.from(await answer.arrayBuffer()));
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        for (const piece of pieces) {
          response.write(piece);
          await new Promise((resolve) => setTimeout(resolve, 400));
        }
        response.end();
      })();
    });
    await new Promise<void>((resolve) => slowLine.listen(0, '127.0.0.1', resolve));
    try {
      const context = await openContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
            shifts.push(
              `${entry.value.toFixed(4)} ${entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML.slice(0, 60)).join(', ')}`,
            );
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const { port } = slowLine.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      expect(await page.locator('aside').isVisible()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    } finally {
      slowLine.close();
    }
  });
});
