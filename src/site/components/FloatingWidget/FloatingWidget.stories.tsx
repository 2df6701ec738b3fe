import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { contactData } from '../../../../content/demo/contact';
import { settings } from '../../../../content/demo/settings';
import { FloatingWidget } from './FloatingWidget';

const meta = preview.meta({
  title: 'Layout/FloatingWidget',
  component: FloatingWidget,
  args: { requestUrl: settings.bookingRequestUrl, phone: contactData.phone_primary },
  // A page around it: the skip link's target and enough content to see the widget float.
  decorators: [
    (Story) => (
      <>
        <Story />
        <main id="main" tabIndex={-1} style={{ padding: 'var(--space-4)' }}>
          <h1>Unsere Praxis</h1>
          {Array.from({ length: 12 }, (_, i) => (
            <p key={i}>
              Wir nehmen uns Zeit für Ihre Fragen und erklären jeden Behandlungsschritt, bevor wir beginnen. Termine vergeben wir
              online, telefonisch und persönlich am Empfang.
            </p>
          ))}
          <p data-testid="last">Ende der Seite</p>
        </main>
      </>
    ),
  ],
});

/** 'Termin' and 'Nachricht' open the patient-request page in a new tab, with the external-link icon; no call tab. */
export const Desktop = meta.story({
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvas }) {
    const widget = canvas.getByRole('complementary', { name: 'Schnellkontakt' });
    for (const name of ['Termin (öffnet in neuem Tab)', 'Nachricht (öffnet in neuem Tab)']) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', settings.bookingRequestUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.querySelectorAll('svg')).toHaveLength(2);
    }
    await expect(canvas.queryByRole('link', { name: /Anrufen/ })).toBeNull();
    // A slim tab at the right edge.
    const box = widget.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect(box.width).toBeLessThanOrEqual(48);
  },
});

/** The skip link is the first stop for keyboard users, shows only while focused and points at the main content. */
export const SkipLink = meta.story({
  async play({ canvas, userEvent }) {
    const skip = canvas.getByRole('link', { name: 'Zum Hauptinhalt springen' });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await waitFor(() => expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    // Following it is the browser's job (and would leave the test page); it must point at <main>.
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(document.querySelector(skip.getAttribute('href')!)).toBe(canvas.getByRole('main'));
    await userEvent.tab();
    await waitFor(() => expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0));
  },
});

/**
 * Phones: a bottom bar starting with tap-to-call, and the page keeps room for it so the last line
 * stays visible.
 */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const call = canvas.getByRole('link', { name: `Anrufen: ${contactData.phone_primary}` });
    await expect(call).toHaveAttribute('href', 'tel:+498995456780');
    await expect(call).not.toHaveAttribute('target');
    const entries = canvas.getAllByRole('link').filter((a) => a.closest('aside'));
    await expect(entries.map((a) => a.querySelector('span')?.textContent)).toEqual(['Anrufen', 'Termin', 'Nachricht']);
    for (const a of entries) {
      const r = a.getBoundingClientRect();
      await expect(r.left).toBeGreaterThanOrEqual(0);
      await expect(r.right).toBeLessThanOrEqual(window.innerWidth);
    }
    const bar = canvas.getByRole('complementary', { name: 'Schnellkontakt' }).getBoundingClientRect();
    await expect(Math.round(bar.bottom)).toBe(window.innerHeight);
    await expect(Math.round(bar.width)).toBe(window.innerWidth);
    await expect(bar.height).toBeLessThan(60);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(canvas.getByTestId('last').getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.top));
    window.scrollTo(0, 0);
  },
});

/** Spanish labels. */
export const Spanish = meta.story({
  globals: { locale: 'es' },
  async play({ canvas }) {
    await expect(canvas.getByRole('complementary', { name: 'Contacto rápido' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cita (se abre en una pestaña nueva)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mensaje (se abre en una pestaña nueva)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute('href', '#main');
  },
});

/** Russian on a phone: the longest labels fit their third of the bar. */
export const RussianMobile = meta.story({
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: `Позвонить: ${contactData.phone_primary}` })).toBeVisible();
    for (const a of canvas.getAllByRole('link').filter((l) => l.closest('aside')))
      await expect(a.scrollWidth).toBeLessThanOrEqual(a.clientWidth);
    await expect(canvas.getByRole('link', { name: 'Запись (откроется в новой вкладке)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Сообщение (откроется в новой вкладке)' })).toBeVisible();
  },
});
