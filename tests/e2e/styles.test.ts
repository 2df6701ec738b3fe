/**
 * Issue 21 on the production build: a served page inlines only the CSS rules its markup uses
 * (api/ssr/usedStyles.ts); what the page shows after interaction needs the rest, which the page
 * loads before it hydrates (src/lib/fullStyles.ts). Checked on a page of each entry (the team page
 * hydrates only its frame, contact the whole app) on a phone: the slide-in menu and a dialog, whose
 * contents are not in the served markup, look as the whole stylesheets say.
 */
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
  it.for(['/de/team', '/de/kontakt'])(
    '%s: every stylesheet is enabled and loaded, the slide-in menu and the cookie settings dialog are styled',
    async (path, { site, openContext }) => {
      const context = await openContext({ viewport: { width: 390, height: 844 } });
      await withConsent(context, 'denied');
      const page = await context.newPage();
      const served = await (await fetch(site.base + path)).text();
      const disabled = [...served.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map(([, href]) => href!);
      expect(disabled.length, 'the served page links its whole stylesheets, disabled').toBeGreaterThan(3);
      await openHydrated(page, site.base + path);
      const links = await page.evaluate(
        (hrefs) =>
          hrefs.map((href) => {
            const link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
            return { href, disabled: link?.disabled, rules: link?.sheet?.cssRules.length ?? 0 };
          }),
        disabled,
      );
      for (const link of links) {
        expect.soft(link.disabled, String(link.href)).toBe(false);
        expect.soft(link.rules, String(link.href)).toBeGreaterThan(0);
      }

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
});
