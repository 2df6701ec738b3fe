import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { contactData } from '../../../../content/demo/contact';
import { FALLBACK_CONTACT } from '../../common/fallbackContact';
import { ContactCard } from './ContactCard';

const meta = preview.meta({ title: 'Practice/ContactCard', component: ContactCard, args: { contact: contactData } });

/** The full contact record: address, phone, e-mail, WhatsApp and three social profiles. */
export const Full = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Zahnarztpraxis Dr. Berger & Kollegen' })).toBeVisible();
    await expect(canvas.getByText(/Oberföhringer Straße 188/)).toBeVisible();
    await expect(canvas.getByText(/81925 München/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+49 89 95 45 67 80' })).toHaveAttribute('href', 'tel:+498995456780');
    await expect(canvas.getByRole('link', { name: 'info@praxis-dr-berger.de' })).toHaveAttribute(
      'href',
      'mailto:info@praxis-dr-berger.de',
    );
    const chat = canvas.getByRole('link', { name: /Nachricht per WhatsApp senden/ });
    await expect(chat).toHaveAttribute('href', 'https://wa.me/4915123456789');
    await expect(chat).toHaveAttribute('target', '_blank');
    const profiles = within(canvas.getByRole('list', { name: 'Folgen Sie uns' })).getAllByRole('link');
    await expect(profiles.map((a) => a.textContent?.trim())).toEqual([
      'Facebook (öffnet in neuem Tab)',
      'Instagram (öffnet in neuem Tab)',
      'YouTube (öffnet in neuem Tab)',
    ]);
    await expect(canvas.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', contactData.social_media.instagram);
    for (const a of profiles) await expect(a.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
});

/**
 * The contact call failed: the address the site ships, and no phone or e-mail (the site ships
 * none: src/site/common/fallbackContact.ts), no WhatsApp, no social block.
 */
export const FallbackContact = meta.story({
  args: { contact: FALLBACK_CONTACT },
  async play({ canvas }) {
    await expect(canvas.getByText(/Oberföhringer Straße 188/)).toBeVisible();
    await expect(canvas.queryByText('Telefon')).toBeNull();
    await expect(canvas.queryByText('E-Mail')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
});

/** Empty profiles are left out. */
export const SomeProfilesEmpty = meta.story({
  args: {
    contact: {
      ...contactData,
      social_media: { facebook: '', instagram: contactData.social_media.instagram, youtube: ' ', whatsapp: '' },
    },
  },
  async play({ canvas }) {
    await expect(within(canvas.getByRole('list')).getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: /Facebook/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  },
});

/** A second location's card with its own title, as a sub-section. */
export const CustomTitleLongText = meta.story({
  args: {
    title: 'Praxis Schwabing – Zahnarztpraxis Dr. Berger & Kollegen, Standort Leopoldstraße (1. Obergeschoss, mit Aufzug)',
    headingLevel: 3,
    contact: {
      ...contactData,
      street: 'Leopoldstraße',
      house_number: '112',
      postal_code: '80804',
      email_primary: 'terminvereinbarung.schwabing.leopoldstrasse@praxis-dr-berger.de',
    },
  },
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Praxis Schwabing');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByText('Телефон')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Написать в WhatsApp/ })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Мы в соцсетях' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Facebook (откроется в новой вкладке)' })).toBeVisible();
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  async play({ canvas }) {
    await expect(canvas.getByText('Address')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Send a WhatsApp message/ })).toBeVisible();
  },
});

/** Phones: labels above values, nothing wider than the screen. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas, canvasElement }) {
    const label = canvas.getByText('Telefon');
    const phone = canvas.getByRole('link', { name: '+49 89 95 45 67 80' });
    await expect(phone.getBoundingClientRect().top).toBeGreaterThan(label.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
