import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { catalogueRecords } from '../../../../content/catalogue/catalogue';
import { featuredOf, toView } from '../../../catalogue/store';
import { toTreatmentSummary } from '../../../contract/entities/treatment';
import { bookingLink } from '../../common/bookingLink';
import { SEEDED_AT } from '../../../../content/seededAt';
import { contactData } from '../../../../content/demo/contact';
import { settings } from '../../../../content/demo/settings';
import { MobileMenu, type MobileMenuProps } from './MobileMenu';

const records = catalogueRecords(SEEDED_AT);
const featured = featuredOf(records.map(toView)).map((v) => toTreatmentSummary(v.treatment));

/** The menu as the header uses it: a menu button opens it, the menu asks to be closed. */
function WithMenuButton(args: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const href = useRouterState({ select: (s) => s.location.href });
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls="menu" onClick={() => setOpen(true)}>
        Menü öffnen
      </button>
      <p data-testid="location">{href}</p>
      <MobileMenu
        {...args}
        id="menu"
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = preview.meta({
  title: 'Layout/MobileMenu',
  component: MobileMenu,
  args: {
    open: false,
    onClose: fn(),
    featured,
    treatmentCount: records.length,
    bookingUrl: bookingLink(settings),
    phone: contactData.phone_primary,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <WithMenuButton {...args} />,
});

const openMenu = async (canvas: ReturnType<typeof within>, userEvent: { click: (e: Element) => Promise<void> }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Menü öffnen' }));
  return canvas.findByRole('dialog', { name: 'Menü' });
};

/** Opens with focus on the close button; the close button closes it and focus goes back to the menu button. */
export const OpenAndClose = meta.story({
  async play({ args, canvas, userEvent }) {
    const dialog = await openMenu(canvas, userEvent);
    const close = within(dialog).getByRole('button', { name: 'Menü schließen' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(within(dialog).getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'TERMIN BUCHEN (öffnet in neuem Tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(close);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Menü öffnen' })).toHaveFocus();
  },
});

/** Escape closes it too; the page behind is inert while it is open. */
export const EscapeAndInertPage = meta.story({
  async play({ canvas, userEvent }) {
    const dialog = await openMenu(canvas, userEvent);
    await expect(dialog).toHaveAttribute('open');
    await expect(dialog.matches(':modal')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Menü öffnen' })).toHaveFocus();
  },
});

/** A click on the overlay beside the panel closes it. */
export const OverlayClick = meta.story({
  async play({ canvas, userEvent }) {
    const dialog = await openMenu(canvas, userEvent);
    await userEvent.click(dialog);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

/** The panel slides in at 85 % of the screen width from the right edge. */
export const PanelWidth = meta.story({
  async play({ canvas, userEvent }) {
    const dialog = await openMenu(canvas, userEvent);
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.width)).toBe(Math.round(window.innerWidth * 0.85));
      expect(Math.round(box.right)).toBe(window.innerWidth);
    });
  },
});

/** Only one submenu is expanded at a time; the treatments submenu shows the featured list and the view-all link. */
export const OneSubmenuAtATime = meta.story({
  async play({ canvas, userEvent }) {
    const menu = within(await openMenu(canvas, userEvent));
    const practice = menu.getByRole('button', { name: 'Praxis' });
    const treatments = menu.getByRole('button', { name: 'Behandlungen' });
    await userEvent.click(practice);
    await expect(practice).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Ausstattung' })).toHaveAttribute('href', '/de/praxis#equipment');
    await userEvent.click(treatments);
    await expect(treatments).toHaveAttribute('aria-expanded', 'true');
    await expect(practice).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryByRole('link', { name: 'Ausstattung' })).toBeNull();
    await expect(menu.getByRole('heading', { name: 'Alle Behandlungen' })).toBeVisible();
    await expect(menu.getByRole('list', { name: 'Alle Behandlungen' }).querySelectorAll('a')).toHaveLength(10);
    await expect(menu.getByRole('link', { name: 'Alle 32 Behandlungen' })).toHaveAttribute('href', '/de/behandlungen');
    await userEvent.click(treatments);
    await expect(treatments).toHaveAttribute('aria-expanded', 'false');
  },
});

/** Following a link changes the route, which closes the menu. */
export const ClosesOnRouteChange = meta.story({
  async play({ canvas, userEvent }) {
    const menu = within(await openMenu(canvas, userEvent));
    await userEvent.click(menu.getByRole('button', { name: 'Behandlungen' }));
    await userEvent.click(menu.getByRole('link', { name: 'Veneers' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/de/behandlungen/veneers'));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Menü öffnen' })).toHaveFocus();
  },
});

/** On the contact page 'Kontakt' is current; following it (no route change) still closes the menu. */
export const CurrentPage = meta.story({
  parameters: { route: '/kontakt' },
  async play({ canvas, userEvent }) {
    const menu = within(await openMenu(canvas, userEvent));
    const contact = menu.getByRole('link', { name: 'Kontakt' });
    await expect(contact).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Startseite' })).not.toHaveAttribute('aria-current');
    await userEvent.click(contact);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

/** While the featured treatments load: heading and view-all link only. */
export const Loading = meta.story({
  args: { featured: undefined },
  async play({ canvas, userEvent }) {
    const menu = within(await openMenu(canvas, userEvent));
    await userEvent.click(menu.getByRole('button', { name: 'Behandlungen' }));
    await expect(menu.getByRole('heading', { name: 'Alle Behandlungen' })).toBeVisible();
    await expect(menu.queryByRole('list', { name: 'Alle Behandlungen' })).toBeNull();
    await expect(menu.getByRole('link', { name: 'Alle 32 Behandlungen' })).toBeVisible();
  },
});

/** Russian labels and Russian links. */
export const Russian = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'ru' },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Menü öffnen' }));
    const menu = within(await canvas.findByRole('dialog', { name: 'Меню' }));
    await expect(menu.getByRole('button', { name: 'Закрыть меню' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Карьера' })).toHaveAttribute('href', '/ru/career');
    await userEvent.click(menu.getByRole('button', { name: 'Лечение' }));
    await expect(menu.getByRole('link', { name: 'Все 32 процедуры' })).toBeVisible();
  },
});

/**
 * Below the menu the three ways to an appointment, each labelled for what it is: the online booking
 * (external, new tab), our request form ('Termin anfragen') and tap-to-call.
 */
export const AppointmentWays = meta.story({
  async play({ canvas, userEvent }) {
    const menu = within(await openMenu(canvas, userEvent));
    const online = menu.getByRole('link', { name: 'TERMIN BUCHEN (öffnet in neuem Tab)' });
    await expect(online).toHaveAttribute('href', bookingLink(settings));
    await expect(online.querySelector('svg')).not.toBeNull();
    const request = menu.getByRole('link', { name: 'Termin anfragen' });
    await expect(request).toHaveAttribute('href', '/de/termin');
    await expect(request).not.toHaveAttribute('target');
    await expect(menu.getByRole('link', { name: `Anrufen: ${contactData.phone_primary}` })).toHaveAttribute(
      'href',
      'tel:+498995456780',
    );
  },
});

/** Following 'Termin anfragen' while on the booking page changes no route, and still closes the menu. */
export const RequestOnTheBookingPage = meta.story({
  parameters: { route: '/termin' },
  async play({ args, canvas, userEvent }) {
    const menu = within(await openMenu(canvas, userEvent));
    await userEvent.click(menu.getByRole('link', { name: 'Termin anfragen' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
  },
});

/** Without a booking link the button is left out. */
export const WithoutBookingButton = meta.story({
  args: { bookingUrl: undefined, phone: undefined },
  async play({ canvas, userEvent }) {
    const menu = within(await openMenu(canvas, userEvent));
    await expect(menu.queryByRole('link', { name: /TERMIN BUCHEN/ })).toBeNull();
    await expect(menu.queryByRole('link', { name: /Anrufen/ })).toBeNull();
    await expect(menu.getByRole('link', { name: 'Termin anfragen' })).toBeVisible();
  },
});
