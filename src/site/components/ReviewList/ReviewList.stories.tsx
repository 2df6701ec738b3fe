import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { cardsSideBySide, loadsWithout, retriesAfterFailure, showsTexts, stackedCards } from '../../../../.storybook/plays';
import { reviews } from '../../../../content/demo/reviews';
import { ReviewList } from './ReviewList';

const approved = reviews.filter((r) => r.status === 'approved').sort((a, b) => b.date.localeCompare(a.date));
const average = approved.reduce((sum, r) => sum + r.rating, 0) / approved.length;

const meta = preview.meta({
  title: 'Content/ReviewList',
  component: ReviewList,
  args: { reviews: approved, average, count: approved.length, onRetry: fn() },
});

/** The summary (average and count) above the reviews, newest first. */
export const Default = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByText('Durchschnittliche Bewertung')).toBeVisible();
    const formatted = average.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    await expect(canvas.getByText(`Bewertung: ${formatted} von 5 Sternen`)).toBeInTheDocument();
    await expect(canvas.getByText(`aus ${approved.length} Bewertungen`)).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(approved.length);
  },
});

/** The practice's statement of whether and how it checks reviews, below them (UWG § 5b Abs. 3). */
export const WithVerification = meta.story({
  args: {
    reviews: approved.slice(0, 3),
    verification:
      'Wir veröffentlichen Bewertungen von Google und jameda; ob sie von Patientinnen und Patienten stammen, prüfen wir nicht.',
  },
  play: showsTexts('Wie wir Bewertungen prüfen:', /prüfen wir nicht/),
});

/** The count can be larger than the reviews shown (the page shows the newest few). */
export const FewShownOfMany = meta.story({
  args: { reviews: approved.slice(0, 3), average: 4.7, count: 128 },
  async play({ canvas }) {
    await expect(canvas.getByText('aus 128 Bewertungen')).toBeVisible();
    await expect(canvas.getByText('Bewertung: 4,7 von 5 Sternen')).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
});

export const OneReview = meta.story({
  args: { reviews: approved.slice(0, 1), average: approved[0].rating, count: 1 },
  play: showsTexts('aus 1 Bewertung'),
});

export const Loading = meta.story({
  args: { loading: true },
  play: loadsWithout('article'),
});

export const Empty = meta.story({
  args: { reviews: [], average: 0, count: 0 },
  async play({ canvas }) {
    await expect(canvas.getByText('Es liegen noch keine Bewertungen vor.')).toBeVisible();
    await expect(canvas.queryByText('Durchschnittliche Bewertung')).toBeNull();
  },
});

export const LoadingFailed = meta.story({
  args: { error: true },
  play: retriesAfterFailure('Die Bewertungen konnten nicht geladen werden'),
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: showsTexts('Valoración media', `de ${approved.length} opiniones`),
});

export const EmptyInFrench = meta.story({
  args: { reviews: [], average: 0, count: 0 },
  globals: { locale: 'fr' },
  play: showsTexts('Aucun avis pour le moment.'),
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: stackedCards,
});

export const Desktop = meta.story({
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: cardsSideBySide,
});
