import { expect, waitFor, within } from 'storybook/test';
import { withStyle } from '../../../../.storybook/decorators';
import { expectControlsInside } from '../../../../.storybook/geometry';
import preview from '../../../../.storybook/preview';
import { atWidth, type Width } from '../../../../.storybook/widths';
import type { LanguageCode } from '../../../contract/common';
import { catalogueRecords } from '../../../../content/catalogue/catalogue';
import { featuredOf, toView } from '../../../catalogue/store';
import { toTreatmentSummary } from '../../../contract/entities/treatment';
import { message } from '../../../i18n/messages';
import { bookingLink } from '../../common/bookingLink';
import { SEEDED_AT } from '../../../../content/seededAt';
import { contactData } from '../../../../content/demo/contact';
import { settings } from '../../../../content/demo/settings';
import { Header } from './Header';

const records = catalogueRecords(SEEDED_AT);
const allTreatments = records.map(toTreatmentSummary);
const featured = featuredOf(records.map(toView)).map((v) => toTreatmentSummary(v.treatment));
const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = preview.meta({
  title: 'Layout/Header',
  component: Header,
  args: { featured, treatmentCount: records.length, bookingUrl: bookingLink(settings), phone: contactData.phone_primary },
  globals: desktop,
  parameters: {
    viewport: {
      options: {
        mobile: { name: 'Mobile 360', styles: { width: '360px', height: '740px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
        smallDesktop: { name: 'Desktop 1024', styles: { width: '1024px', height: '768px' } },
      },
    },
  },
  // The header is fixed: leave room for it, as the page layout does.
  decorators: [withStyle({ paddingTop: 'var(--header-height)', minHeight: '34rem' })],
});

/** On the home page: only 'Startseite' is current; the booking button opens the external page in a new tab, marked as such. */
export const Home = meta.story({
  async play({ canvas }) {
    const nav = canvas.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Startseite' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Kontakt' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/de/team');
    await expect(canvas.getByRole('link', { name: 'Karriere' })).toHaveAttribute('href', '/de/karriere');
    const book = canvas.getByRole('link', { name: 'TERMIN BUCHEN (öffnet in neuem Tab)' });
    await expect(book).toHaveAttribute(
      'href',
      `${settings.bookingUrl}?utm_source=website&utm_medium=referral&utm_campaign=praxis-website`,
    );
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    // The external-link icon: the online booking always looks like a way out of the site.
    await expect(book.querySelector('svg')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Menü öffnen' })).toBeNull();
  },
});

/**
 * No booking service yet (a fresh install): the header offers our own request form under its
 * own name ('Termin anfragen', same tab), never 'TERMIN BUCHEN' leading somewhere else.
 */
export const WithoutBookingService = meta.story({
  args: { bookingUrl: undefined, phone: undefined },
  async play({ canvas }) {
    const request = canvas.getByRole('link', { name: 'Termin anfragen' });
    await expect(request).toHaveAttribute('href', '/de/termin');
    await expect(request).not.toHaveAttribute('target');
    await expect(canvas.queryByRole('link', { name: /TERMIN BUCHEN/ })).toBeNull();
  },
});

/** The entry is current by path prefix: a treatment page highlights 'Behandlungen', not the home page. */
export const ActiveByPrefix = meta.story({
  parameters: { route: '/behandlungen/veneers' },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: 'Behandlungen' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Startseite' })).not.toHaveAttribute('aria-current');
  },
});

/** The treatments dropdown: heading, 10 featured treatments, 'Alle 32 Behandlungen'; Escape closes it. */
export const TreatmentsSubmenu = meta.story({
  async play({ canvas, userEvent }) {
    const button = canvas.getByRole('button', { name: 'Behandlungen' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Alle Behandlungen' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Alle Behandlungen' });
    await expect(list.querySelectorAll('a')).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: 'Veneers' })).toHaveAttribute('href', '/de/behandlungen/veneers');
    await expect(canvas.getByRole('link', { name: 'Alle 32 Behandlungen' })).toHaveAttribute('href', '/de/behandlungen');
    canvas.getByRole('link', { name: 'Veneers' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(panel).not.toBeVisible();
    await expect(button).toHaveFocus();
  },
});

/** Given more than ten featured treatments, the dropdown still shows ten. */
export const AtMostTenFeatured = meta.story({
  args: { featured: allTreatments },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Behandlungen' }));
    await expect(canvas.getByRole('list', { name: 'Alle Behandlungen' }).querySelectorAll('a')).toHaveLength(10);
  },
});

/** While the featured treatments load: the heading and the view-all link only. */
export const Loading = meta.story({
  args: { featured: undefined },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Behandlungen' }));
    await expect(canvas.getByRole('heading', { name: 'Alle Behandlungen' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Alle Behandlungen' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Alle 32 Behandlungen' })).toBeVisible();
  },
});

/** Mouse users open a dropdown by hovering; leaving closes it unless they clicked to keep it open. */
export const Hover = meta.story({
  async play({ canvas, userEvent }) {
    const button = canvas.getByRole('button', { name: 'Praxis' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Unsere Philosophie' })).toHaveAttribute('href', '/de/praxis#philosophy');
    await userEvent.unhover(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.hover(button);
    await userEvent.click(button);
    await userEvent.unhover(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
});

/** One dropdown at a time; a click outside closes it. */
export const OneAtATimeAndOutsideClick = meta.story({
  async play({ canvas, userEvent }) {
    const practice = canvas.getByRole('button', { name: 'Praxis' });
    const treatments = canvas.getByRole('button', { name: 'Behandlungen' });
    await userEvent.click(practice);
    await userEvent.click(treatments);
    await expect(practice).toHaveAttribute('aria-expanded', 'false');
    await expect(treatments).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('banner').parentElement!);
    await expect(treatments).toHaveAttribute('aria-expanded', 'false');
  },
});

/** Keyboard: Enter opens, Tab walks through the dropdown, leaving it closes it; following a link closes it. */
export const Keyboard = meta.story({
  async play({ canvas, userEvent }) {
    const practice = canvas.getByRole('button', { name: 'Praxis' });
    practice.focus();
    await userEvent.keyboard('{Enter}');
    await expect(practice).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Die Praxis im Überblick' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Über uns' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Behandlungen' })).toHaveFocus();
    await expect(practice).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Behandlungen' })).toHaveAttribute('aria-expanded', 'false'));
  },
});

/** The shadow appears once the page is scrolled beyond 10 px and goes away at the top. */
export const ScrollShadow = meta.story({
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 'var(--header-height)' }}>
        <Story />
        <main style={{ height: '300vh', padding: 'var(--space-4)' }}>
          <p>Seiteninhalt</p>
        </main>
      </div>
    ),
  ],
  async play({ canvas }) {
    const header = canvas.getByRole('banner');
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
    await expect(getComputedStyle(header).boxShadow).toBe('none');
    window.scrollTo(0, 8);
    await new Promise((r) => setTimeout(r, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo(0, 200);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    await waitFor(() => expect(getComputedStyle(header).boxShadow).not.toBe('none'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
  },
});

/** Russian: translated menu, view-all count in Russian plural, translated booking button. */
export const Russian = meta.story({
  globals: { ...desktop, locale: 'ru' },
  async play({ canvas, userEvent }) {
    await expect(canvas.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Контакты' })).toHaveAttribute('href', '/ru/contact');
    await expect(canvas.getByRole('link', { name: 'ЗАПИСАТЬСЯ (откроется в новой вкладке)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Язык: Русский' })).toHaveTextContent('RU');
    await userEvent.click(canvas.getByRole('button', { name: 'Лечение' }));
    await expect(canvas.getByRole('heading', { name: 'Все процедуры' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Все 32 процедуры' })).toHaveAttribute('href', '/ru/treatments');
  },
});

/**
 * The narrowest desktop in French (the longest booking label): the menu stays in one row without
 * 'Startseite' (the logo leads home), the language shows as its flag, the booking button takes its
 * short label; its accessible name is the label that shows.
 */
export const LongLabelsNarrowDesktop = meta.story({
  globals: { ...atWidth(1024), locale: 'fr' },
  async play({ canvas }) {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const tops = [...nav.querySelectorAll('li')]
      .filter((li) => li.parentElement?.parentElement === nav && li.getClientRects().length > 0)
      .map((li) => li.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await expect(canvas.queryByRole('link', { name: 'Accueil' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'RDV EN LIGNE (s’ouvre dans un nouvel onglet)' })).toBeVisible();
    await expectControlsInside(canvas.getByRole('banner'));
  },
});

/** Phones: the menu button replaces the menu and opens the slide-in menu; Escape closes it. */
export const Mobile = meta.story({
  globals: mobile,
  async play({ canvas, userEvent }) {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const bar = canvas.getByRole('banner').firstElementChild!;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    const menuButton = canvas.getByRole('button', { name: 'Menü öffnen' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const dialog = await canvas.findByRole('dialog', { name: 'Menü' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Menü schließen' })).toHaveFocus());
    await expect(dialog.querySelectorAll('a[href="/de/team"]')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
  },
});

/** Phones in French: the slide-in menu closes after following a link. */
export const MobileFrenchFollowLink = meta.story({
  globals: { ...mobile, locale: 'fr' },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

/**
 * Every control fully inside the bar, none on top of another, at the checked widths (.storybook/widths.ts) in
 * every language: 390 (menu button), 1024 (the compact desktop bar), 1280 and 1440 (everything).
 */
function fits(locale: LanguageCode, width: Width) {
  return {
    name: `${locale.toUpperCase()} at ${width} px`,
    globals: { ...atWidth(width), locale },
    async play({ canvas }: { canvas: ReturnType<typeof within> }) {
      const banner = canvas.getByRole('banner');
      await expectControlsInside(banner);
      // The menu in the bar from 1024 px, behind the menu button below; the booking button from 768 px.
      const desktop = width >= 1024;
      await expect(canvas.queryByRole('navigation') !== null).toBe(desktop);
      await expect(canvas.queryByRole('button', { name: message(locale, 'nav.openMenu') }) !== null).toBe(!desktop);
      await expect(
        canvas.queryByRole('link', { name: new RegExp(message(locale, 'app.opensInNewTab').replace(/[()]/g, '\\$&')) }) !== null,
      ).toBe(width >= 768);
    },
  };
}
export const De390 = meta.story(fits('de', 390));
export const De1024 = meta.story(fits('de', 1024));
export const De1280 = meta.story(fits('de', 1280));
export const De1440 = meta.story(fits('de', 1440));
export const En390 = meta.story(fits('en', 390));
export const En1024 = meta.story(fits('en', 1024));
export const En1280 = meta.story(fits('en', 1280));
export const En1440 = meta.story(fits('en', 1440));
export const Fr390 = meta.story(fits('fr', 390));
export const Fr1024 = meta.story(fits('fr', 1024));
export const Fr1280 = meta.story(fits('fr', 1280));
export const Fr1440 = meta.story(fits('fr', 1440));
export const Es390 = meta.story(fits('es', 390));
export const Es1024 = meta.story(fits('es', 1024));
export const Es1280 = meta.story(fits('es', 1280));
export const Es1440 = meta.story(fits('es', 1440));
export const Ru390 = meta.story(fits('ru', 390));
export const Ru1024 = meta.story(fits('ru', 1024));
export const Ru1280 = meta.story(fits('ru', 1280));
export const Ru1440 = meta.story(fits('ru', 1440));
