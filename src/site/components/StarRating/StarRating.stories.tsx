import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { StarRating } from './StarRating';

const meta = preview.meta({
  title: 'Content/StarRating',
  component: StarRating,
  args: { rating: 5 },
});

/** The sentence a screen reader hears in place of the stars (hidden from view, so present rather than visible). */
const reads =
  (sentence: string) =>
  async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
    await expect(canvas.getByText(sentence)).toBeInTheDocument();
  };

/** Screen readers hear one sentence; the five stars are hidden from them. */
export const FiveStars = meta.story({
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByText('Bewertung: 5 von 5 Sternen')).toBeInTheDocument();
    const stars = canvas.getByTestId('stars');
    await expect(stars).toHaveAttribute('aria-hidden', 'true');
    // Drawn by the stylesheet: no icon markup, five star widths wide, filled to the end.
    await expect(canvasElement.querySelectorAll('svg').length).toBe(0);
    await expect(stars.getBoundingClientRect().width).toBe(100);
    await expect(getComputedStyle(stars, '::after').width).toBe('100px');
  },
});

/** An average is rounded to one decimal in the language's format and the stars are cut at 92 %. */
export const Average = meta.story({
  args: { rating: 4.56, size: 'large' },
  async play({ canvas }) {
    await expect(canvas.getByText('Bewertung: 4,6 von 5 Sternen')).toBeInTheDocument();
    const stars = canvas.getByTestId('stars');
    await expect(stars.getBoundingClientRect().width).toBe(140);
    await expect(parseFloat(getComputedStyle(stars, '::after').width)).toBeCloseTo(0.912 * 140, 1);
  },
});

export const OneStarSmall = meta.story({ args: { rating: 1, size: 'small' }, play: reads('Bewertung: 1 von 5 Sternen') });

/** Out-of-range values are clamped instead of drawing more stars than the scale has. */
export const Clamped = meta.story({ args: { rating: 7 }, play: reads('Bewertung: 5 von 5 Sternen') });

export const Russian = meta.story({ args: { rating: 4 }, globals: { locale: 'ru' }, play: reads('Оценка: 4 из 5 звёзд') });

export const French = meta.story({ args: { rating: 3.5 }, globals: { locale: 'fr' }, play: reads('Note : 3,5 sur 5 étoiles') });
