import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { practiceInfo } from '../../../../content/demo/practice';
import { LocationMap } from './LocationMap';

const [oberfoehring, schwabing] = practiceInfo.locations;

const meta = preview.meta({
  title: 'Practice/LocationMap',
  component: LocationMap,
  args: { location: oberfoehring },
  // The embedded map is a cross-origin frame (and offline in tests): axe checks our page, not OpenStreetMap's.
  parameters: { a11y: { options: { iframes: false } } },
});

/** No third-party request before the click; the map appears in the same box afterwards. */
export const LoadsOnlyAfterClick = meta.story({
  async play({ canvas, canvasElement, userEvent }) {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByText('Praxis Oberföhring')).toBeVisible();
    await expect(canvas.getByText(/Oberföhringer Straße 188, 81925 München/)).toBeVisible();
    await expect(canvas.getByText(/an OpenStreetMap übertragen/)).toBeVisible();
    const open = canvas.getByRole('link', { name: 'Karte in neuem Tab öffnen' });
    await expect(open).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=48.1655&mlon=11.6195#map=17/48.1655/11.6195');
    await expect(open).toHaveAttribute('target', '_blank');

    const box = canvasElement.firstElementChild!.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Karte laden' }));
    const frame = await waitFor(() => {
      const f = canvasElement.querySelector('iframe');
      if (!f) throw new Error('no map yet');
      return f;
    });
    await expect(frame).toHaveAttribute('title', 'Karte: Praxis Oberföhring');
    await expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=48\.1655%2C11\.6195$/,
    );
    await expect(canvas.queryByRole('button', { name: 'Karte laden' })).toBeNull();
    await expect(canvasElement.firstElementChild!.getBoundingClientRect().height).toBe(box);
  },
});

/** Consent to external maps given earlier: the map shows straight away. */
export const ConsentGranted = meta.story({
  args: { location: schwabing, consentGranted: true },
  async play({ canvas, canvasElement }) {
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(1);
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('title', 'Karte: Praxis Schwabing');
    await expect(canvas.queryByRole('button', { name: 'Karte laden' })).toBeNull();
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas, canvasElement, userEvent }) {
    await expect(canvas.getByText(/передаются OpenStreetMap/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Загрузить карту' }));
    await waitFor(() => expect(canvasElement.querySelector('iframe')).toHaveAttribute('title', 'Карта: Praxis Oberföhring'));
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  args: { location: schwabing },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: 'Cargar el mapa' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir el mapa en una pestaña nueva' })).toBeVisible();
  },
});

/** Phones: the placeholder grows to fit the notice; button and link stay tappable. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas, canvasElement }) {
    const load = canvas.getByRole('button', { name: 'Karte laden' });
    await expect(load.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
