import { IntlContext } from 'react-intl';
import { expect, fn, spyOn, type MockInstance } from 'storybook/test';
import { headingAndLinks } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';

const meta = preview.meta({
  title: 'Feedback/ErrorFallback',
  component: ErrorFallback,
  args: { onReload: fn() },
  parameters: { layout: 'fullscreen' },
});

/**
 * The fixed texts, reload and home, and the static contact details the site ships (src/site/common/fallbackContact.ts):
 * the contact and booking pages; no phone or e-mail, since a number built into the site would be
 * invented for a practice that has not supplied its own.
 */
export const Default = meta.story({
  async play({ canvas, canvasElement, args, userEvent }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entschuldigung!' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Es ist ein technisches Problem aufgetreten. Bitte versuchen Sie es erneut oder kontaktieren Sie uns direkt.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Seite neu laden' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Benötigen Sie Hilfe?' })).toBeVisible();
    await expect(canvasElement.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kontaktformular' })).toHaveAttribute('href', '/de/kontakt');
    await expect(canvas.getByRole('link', { name: 'Termin anfragen' })).toHaveAttribute('href', '/de/termin');
  },
});

/** Even without the intl provider (it may be what broke) the screen renders, in German. */
export const WithoutIntlProvider = meta.story({
  render: (args) => (
    <IntlContext.Provider value={null as never}>
      <ErrorFallback {...args} />
    </IntlContext.Provider>
  ),
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: 'Entschuldigung!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
  },
});

let consoleError: MockInstance<typeof console.error>;

/** A child component throws while rendering: the boundary logs it and shows the screen instead of a blank page. */
export const BoundaryCatchesRenderingFailure = meta.story({
  beforeEach() {
    consoleError = spyOn(console, 'error').mockImplementation(() => {});
    return () => consoleError.mockRestore();
  },
  render: (args) => (
    <ErrorBoundary onReload={args.onReload}>
      <Explodes />
    </ErrorBoundary>
  ),
  async play({ canvas, args, userEvent }) {
    await expect(await canvas.findByRole('heading', { name: 'Entschuldigung!' })).toBeVisible();
    await expect(canvas.queryByText(/never shown/)).toBeNull();
    await expect(consoleError).toHaveBeenCalledWith('[ErrorBoundary] rendering failed', expect.any(Error), expect.any(String));
    await userEvent.click(canvas.getByRole('button', { name: 'Seite neu laden' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
});

/** Without a failure the boundary is invisible. */
export const BoundaryWithHealthyChildren = meta.story({
  render: () => (
    <ErrorBoundary>
      <p>Alles in Ordnung.</p>
    </ErrorBoundary>
  ),
  async play({ canvas }) {
    await expect(canvas.getByText('Alles in Ordnung.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Entschuldigung!' })).toBeNull();
  },
});

/** Texts in the active language; the links stay the fixed German pages. */
export const Russian = meta.story({
  globals: { locale: 'ru' },
  play: headingAndLinks('Извините!', ['Записаться на приём', '/de/termin'], ['Форма обратной связи', '/de/kontakt']),
});

export const EnglishMobile = meta.story({
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const reload = canvas.getByRole('button', { name: 'Reload page' });
    const home = canvas.getByRole('link', { name: 'Go to homepage' });
    await expect(home.getBoundingClientRect().top).toBeGreaterThan(reload.getBoundingClientRect().top);
    await expect(home).toHaveAttribute('href', '/de');
  },
});

function Explodes(): never {
  throw new Error('never shown: simulated rendering failure');
}
