import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { CallToAction } from './CallToAction';

const meta = preview.meta({
  title: 'Content/CallToAction',
  component: CallToAction,
});

/** Without props: the standard invitation with 'Termin anfragen' to the booking page. */
export const Default = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Wir sind für Sie da' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Termin anfragen' })).toHaveAttribute('href', '/de/termin');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
});

/** With a phone number the call is the secondary action. */
export const WithPhone = meta.story({
  args: { phone: '+49 89 95 45 67 80' },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: 'Anrufen: +49 89 95 45 67 80' })).toHaveAttribute(
      'href',
      'tel:+4989954567' + '80',
    );
  },
});

export const Custom = meta.story({
  args: {
    heading: 'Werden Sie Teil unseres Teams',
    text: 'Wir freuen uns auf Ihre Bewerbung – auch initiativ.',
    primary: { label: 'Offene Stellen', href: '/de/karriere', icon: 'arrowRight' },
    secondary: { label: 'Online-Terminbuchung', href: 'https://booking.example.org', icon: 'external', newTab: true },
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: 'Offene Stellen' })).toHaveAttribute('href', '/de/karriere');
    await expect(canvas.getByRole('link', { name: 'Online-Terminbuchung' })).toHaveAttribute('target', '_blank');
  },
});

export const LongText = meta.story({
  args: {
    phone: '+49 89 38 39 20 10',
    heading: 'Sie haben Schmerzen, einen abgebrochenen Zahn oder eine verlorene Füllung und brauchen kurzfristig Hilfe?',
    text: 'Rufen Sie uns während der Öffnungszeiten an: Wir bemühen uns, Patientinnen und Patienten mit akuten Beschwerden noch am selben Tag zu sehen. Außerhalb der Sprechzeiten erreichen Sie den zahnärztlichen Notdienst.',
  },
  async play({ canvas }) {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
});

export const English = meta.story({
  args: { phone: '+49 89 95 45 67 80' },
  globals: { locale: 'en' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: 'We are here for you' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request an appointment' })).toHaveAttribute('href', '/en/appointment');
    await expect(canvas.getByRole('link', { name: 'Call: +49 89 95 45 67 80' })).toBeVisible();
  },
});

/** Buttons full width and stacked on a phone. */
export const Mobile = meta.story({
  args: { phone: '+49 89 95 45 67 80' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const [book, call] = canvas.getAllByRole('link');
    await expect(call.getBoundingClientRect().top).toBeGreaterThan(book.getBoundingClientRect().bottom - 1);
    await expect(book.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
