/*
 * The images are the catalogue's schematic illustrations (public/images/treatments/*-before-*.svg and
 * *-after-*.svg); real before/after photos must come from the practice.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { withMaxWidth } from '../../../../.storybook/decorators';
import preview from '../../../../.storybook/preview';
import { storyTreatment } from '../TreatmentDetail/storyData';
import type { LanguageCode } from '../../../contract/constants';
import { BeforeAfterViewer, beforeAfterPairsIn } from './BeforeAfterViewer';

// The viewer shows its captions as given, in the page's language (as the treatment page passes them).
const crownPairsIn = (lang: LanguageCode) => beforeAfterPairsIn(storyTreatment('zahnkrone').beforeAfter, lang);
const threePairsIn = (lang: LanguageCode) => [
  ...crownPairsIn(lang),
  ...beforeAfterPairsIn(storyTreatment('zahnbrücke').beforeAfter, lang).slice(0, 1),
];
const crownPairs = crownPairsIn('de');

const meta = preview.meta({
  title: 'Treatments/BeforeAfterViewer',
  component: BeforeAfterViewer,
  args: { pairs: threePairsIn('de') },
  decorators: [withMaxWidth('40rem')],
});

const position = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-live="polite"]')!;

/** A translation: the slider's name, the button to the next example (where given), and an image's alt text. */
const translated =
  (slider: string, image: RegExp, next?: string) =>
  async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
    await expect(canvas.getByRole('slider', { name: slider })).toBeVisible();
    if (next) await expect(canvas.getByRole('button', { name: next })).toBeVisible();
    await expect(canvas.getByRole('img', { name: image })).toBeInTheDocument();
  };

/** Previous/next step through the examples with their position, then reach the end comparison. */
export const NextPreviousAndEndComparison = meta.story({
  async play({ canvas, canvasElement, userEvent }) {
    const previous = canvas.getByRole('button', { name: 'Vorheriges Beispiel' });
    await expect(position(canvasElement)).toHaveTextContent('1 / 3');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(position(canvasElement)).toHaveTextContent('1 / 3');

    await userEvent.click(canvas.getByRole('button', { name: 'Nächstes Beispiel' }));
    await expect(position(canvasElement)).toHaveTextContent('2 / 3');
    await expect(canvas.getByRole('img', { name: /^Vorher: .*Frontzahn/ })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Nächstes Beispiel' }));
    await expect(position(canvasElement)).toHaveTextContent('3 / 3');

    const toComparison = canvas.getByRole('button', { name: 'Zum Gesamtvergleich' });
    await userEvent.click(toComparison);
    await expect(position(canvasElement)).toHaveTextContent('Gesamtvergleich');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: /^Vorher: / })).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: /^Nachher: / })).toHaveLength(3);
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.queryByText(/Schieberegler bewegen/)).toBeNull();
    await expect(toComparison).toHaveAttribute('aria-disabled', 'true');
    await expect(toComparison).toHaveFocus();

    await userEvent.click(previous);
    await expect(position(canvasElement)).toHaveTextContent('3 / 3');
    await expect(canvas.getByRole('slider', { name: 'Vorher/Nachher' })).toBeVisible();
  },
});

/** The range input moves the split between before and after (the browser gives it keyboard and touch). */
export const CompareWithSlider = meta.story({
  async play({ canvas, canvasElement, userEvent }) {
    const slider = canvas.getByRole('slider', { name: 'Vorher/Nachher' });
    const frame = canvasElement.querySelector<HTMLElement>('[style*="--split"]')!;
    await expect(slider).toHaveValue('50');
    await expect(slider).toHaveAttribute('aria-valuetext', '50 % vorher, 50 % nachher');
    // What a browser fires while the thumb moves (Preact, like React, updates on input).
    fireEvent.input(slider, { target: { value: '80' } });
    await expect(frame.style.getPropertyValue('--split')).toBe('80%');
    await expect(slider).toHaveAttribute('aria-valuetext', '80 % vorher, 20 % nachher');
    // The arrows belong to the slider: they do not change the example.
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}');
    await expect(position(canvasElement)).toHaveTextContent('1 / 3');
    // A new example starts from the middle again.
    await userEvent.click(canvas.getByRole('button', { name: 'Nächstes Beispiel' }));
    await expect(canvas.getByRole('slider')).toHaveValue('50');
  },
});

/** ← / → change the example while focus is on the viewer's buttons. */
export const ArrowKeys = meta.story({
  async play({ canvas, canvasElement, userEvent }) {
    canvas.getByRole('button', { name: 'Nächstes Beispiel' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(position(canvasElement)).toHaveTextContent('2 / 3');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(position(canvasElement)).toHaveTextContent('Gesamtvergleich');
    await userEvent.keyboard('{ArrowRight}');
    await expect(position(canvasElement)).toHaveTextContent('Gesamtvergleich');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(position(canvasElement)).toHaveTextContent('3 / 3');
  },
});

/** A swipe to the left shows the next example, to the right the previous one; a short move does nothing. */
export const Swipe = meta.story({
  async play({ canvasElement }) {
    const frame = () => canvasElement.querySelector<HTMLElement>('[style*="--split"]')!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(frame(), { clientX: from, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerUp(frame(), { clientX: to, clientY: 104, pointerType: 'touch' });
    };
    swipe(300, 120);
    await waitFor(() => expect(position(canvasElement)).toHaveTextContent('2 / 3'));
    swipe(300, 290);
    await expect(position(canvasElement)).toHaveTextContent('2 / 3');
    swipe(100, 300);
    await waitFor(() => expect(position(canvasElement)).toHaveTextContent('1 / 3'));
  },
});

/** A treatment without before/after data renders nothing at all. */
export const NoData = meta.story({
  args: { pairs: undefined },
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('[role="region"]')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
});

/** A single example: next leads straight to the comparison. */
export const SinglePair = meta.story({
  args: { pairs: [crownPairs[0]] },
  async play({ canvas, canvasElement, userEvent }) {
    await expect(position(canvasElement)).toHaveTextContent('1 / 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Zum Gesamtvergleich' }));
    await expect(position(canvasElement)).toHaveTextContent('Gesamtvergleich');
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  args: { pairs: threePairsIn('en') },
  async play({ canvas, canvasElement, userEvent }) {
    await expect(canvas.getByRole('region', { name: 'Before and after' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Before/after' })).toHaveAttribute('aria-valuetext', '50% before, 50% after');
    await userEvent.click(canvas.getByRole('button', { name: 'Next example' }));
    await expect(position(canvasElement)).toHaveTextContent('2 / 3');
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  args: { pairs: threePairsIn('fr') },
  play: translated('Avant/après', /^Avant : /),
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  args: { pairs: crownPairsIn('es').slice(0, 1) },
  async play({ canvas, canvasElement, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver todo lado a lado' }));
    await expect(position(canvasElement)).toHaveTextContent('Todo lado a lado');
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: { pairs: threePairsIn('ru') },
  play: translated('До/после', /^После: /, 'Следующий пример'),
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const slider = canvas.getByRole('slider');
    await expect(slider.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    for (const button of canvas.getAllByRole('button'))
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
});
