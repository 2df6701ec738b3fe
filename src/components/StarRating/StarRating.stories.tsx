import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { StarRating } from './StarRating';

const meta = preview.meta({
  title: 'Content/StarRating',
  component: StarRating,
  args: { rating: 5 },
});

/** Screen readers hear one sentence; the five stars are hidden from them. */
export const FiveStars = meta.story({
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByText('Bewertung: 5 von 5 Sternen')).toBeInTheDocument();
    const stars = canvas.getByTestId('stars');
    await expect(stars).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]').length).toBe(10);
  },
});

/** An average is rounded to one decimal in the language's format and the stars are cut at 92 %. */
export const Average = meta.story({
  args: { rating: 4.56, size: 'large' },
  async play({ canvas }) {
    await expect(canvas.getByText('Bewertung: 4,6 von 5 Sternen')).toBeInTheDocument();
    const filled = canvas.getByTestId('stars').lastElementChild as HTMLElement;
    await expect(filled.style.width).toBe('91.2%');
  },
});

export const OneStarSmall = meta.story({
  args: { rating: 1, size: 'small' },
  async play({ canvas }) {
    await expect(canvas.getByText('Bewertung: 1 von 5 Sternen')).toBeInTheDocument();
  },
});

/** Out-of-range values are clamped instead of drawing more stars than the scale has. */
export const Clamped = meta.story({
  args: { rating: 7 },
  async play({ canvas }) {
    await expect(canvas.getByText('Bewertung: 5 von 5 Sternen')).toBeInTheDocument();
  },
});

export const Russian = meta.story({
  args: { rating: 4 },
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByText('Оценка: 4 из 5 звёзд')).toBeInTheDocument();
  },
});

export const French = meta.story({
  args: { rating: 3.5 },
  globals: { locale: 'fr' },
  async play({ canvas }) {
    await expect(canvas.getByText('Note : 3,5 sur 5 étoiles')).toBeInTheDocument();
  },
});
