import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { catalogueRecords } from '../../../../content/catalogue/catalogue';
import { toTreatmentSummary } from '../../../contract/entities/treatment';
import { practiceInfo } from '../../../../content/demo/practice';
import { SEEDED_AT } from '../../../../content/seededAt';
import { settings } from '../../../../content/demo/settings';
import { Footer, FOOTER_TREATMENT_SLUGS } from './Footer';

const treatments = catalogueRecords(SEEDED_AT).map(toTreatmentSummary);
const year = new Date().getFullYear();

const meta = preview.meta({
  title: 'Layout/Footer',
  component: Footer,
  args: {
    locations: practiceInfo.locations,
    treatments,
    socialLinks: settings.socialLinks,
    whatsappNumber: settings.whatsappNumber,
    hasConsentDecision: true,
    onResetConsent: fn(),
    practiceName: practiceInfo.name,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
});

/** Locations, the footer's treatment links in their fixed order, landing and legal pages, social links, copyright. */
export const Default = meta.story({
  async play({ canvas }) {
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByText('Praxis Oberföhring')).toBeVisible();
    await expect(footer.getByRole('link', { name: '+49 89 95 45 67 80' })).toHaveAttribute('href', 'tel:+498995456780');
    const treatmentLinks = within(footer.getByRole('heading', { name: 'Behandlungen' }).parentElement!).getAllByRole('link');
    await expect(treatmentLinks).toHaveLength(FOOTER_TREATMENT_SLUGS.length);
    await expect(treatmentLinks.map((a) => decodeURIComponent(a.getAttribute('href')!))).toEqual(
      FOOTER_TREATMENT_SLUGS.map((slug) => `/de/behandlungen/${slug}`),
    );
    await expect(footer.getByRole('link', { name: 'Zahnarzt München-Oberföhring' })).toHaveAttribute(
      'href',
      '/de/muenchen-oberfoehring',
    );
    await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/de/datenschutz');
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/impressum');
    await expect(footer.getByRole('link', { name: 'Barrierefreiheit' })).toHaveAttribute('href', '/de/barrierefreiheit');
    await expect(footer.getByRole('link', { name: 'Zahnärztlicher Notfall' })).toHaveAttribute('href', '/de/notfall');
    await expect(footer.getByRole('link', { name: 'Instagram (öffnet in neuem Tab)' })).toHaveAttribute(
      'href',
      settings.socialLinks.instagram,
    );
    await expect(footer.getByRole('link', { name: 'WhatsApp (öffnet in neuem Tab)' })).toHaveAttribute(
      'href',
      'https://wa.me/4915123456789',
    );
    await expect(footer.getByText(`© ${year} Zahnarztpraxis Dr. Berger & Kollegen`)).toBeVisible();
  },
});

/** 'Cookie-Einstellungen ändern' asks first; cancelling keeps the decision. */
export const CancelCookieReset = meta.story({
  async play({ args, canvas, userEvent }) {
    const button = canvas.getByRole('button', { name: 'Cookie-Einstellungen ändern' });
    await userEvent.click(button);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Cookie-Einstellungen ändern?' }));
    // The dialog fades in.
    await waitFor(() => expect(dialog.getByText(/bisherige Auswahl wird gelöscht/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onResetConsent).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
});

/** Confirming hands over to the caller, which clears the decision and reloads. */
export const ConfirmCookieReset = meta.story({
  async play({ args, canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie-Einstellungen ändern' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Cookie-Einstellungen ändern?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Auswahl zurücksetzen' }));
    await expect(args.onResetConsent).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

/** Without a consent decision there is nothing to change: no link. */
export const WithoutConsentDecision = meta.story({
  args: { hasConsentDecision: false },
  async play({ canvas }) {
    await expect(canvas.queryByRole('button', { name: 'Cookie-Einstellungen ändern' })).toBeNull();
  },
});

/** Only treatments that exist are linked, still in their fixed order; no social links, no social heading. */
export const PartialData = meta.story({
  args: {
    treatments: treatments.filter((t) => ['kariesrisiko-test', 'bleaching', 'veneers', 'zahnimplantate'].includes(t.slug)),
    socialLinks: { facebook: '', instagram: '', youtube: '' },
    whatsappNumber: '',
    practiceName: undefined,
  },
  async play({ canvas }) {
    const treatmentLinks = within(canvas.getByRole('heading', { name: 'Behandlungen' }).parentElement!).getAllByRole('link');
    await expect(treatmentLinks.map((a) => a.textContent)).toEqual([
      'Veneers',
      'Bleaching (Zahnaufhellung)',
      'Kariesrisiko-Test',
    ]);
    await expect(canvas.queryByRole('heading', { name: 'Folgen Sie uns' })).toBeNull();
    await expect(canvas.getByText(`© ${year} Zahnarztpraxis Dr. Berger & Kollegen`)).toBeVisible();
  },
});

/** Russian: headings, links, the cookie link and its question in Russian. */
export const Russian = meta.story({
  globals: { locale: 'ru', viewport: { value: 'desktop', isRotated: false } },
  args: { practiceName: undefined },
  async play({ canvas, userEvent }) {
    await expect(canvas.getByRole('heading', { name: 'Правовая информация' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/ru/privacy');
    await expect(canvas.getByRole('link', { name: 'Доступность' })).toHaveAttribute('href', '/ru/accessibility');
    await expect(canvas.getByRole('link', { name: 'Неотложная помощь' })).toHaveAttribute('href', '/ru/emergency');
    await expect(canvas.getByRole('link', { name: 'Стоматолог в Мюнхене' })).toHaveAttribute('href', '/ru/muenchen');
    await expect(canvas.getByRole('link', { name: 'Виниры' })).toHaveAttribute('href', '/ru/treatments/veneers');
    await expect(canvas.getByText(`© ${year} Стоматологическая практика д-ра Бергер и коллег`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить настройки cookie' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Изменить настройки cookie?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
});

/** Phones: one column. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const columns = [...canvas.getByRole('contentinfo').firstElementChild!.children];
    const lefts = new Set(columns.map((c) => Math.round(c.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
