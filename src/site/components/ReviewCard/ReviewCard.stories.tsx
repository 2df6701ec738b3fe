import { expect } from 'storybook/test';
import { withMaxWidth } from '../../../../.storybook/decorators';
import preview from '../../../../.storybook/preview';
import { reviews } from '../../../../content/demo/reviews';
import { ReviewCard } from './ReviewCard';

const withReply = reviews.find((r) => r.id === 'review-01')!;
const withoutReply = reviews.find((r) => r.id === 'review-02')!;
const english = reviews.find((r) => r.language === 'en')!;

const meta = preview.meta({
  title: 'Content/ReviewCard',
  component: ReviewCard,
  args: { review: withReply },
  decorators: [withMaxWidth('28rem')],
});

/** Author, rating as a sentence, the date in German, the text, the practice's reply and the source (an invented review: 'demo'). */
export const WithReply = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Sabine K.' })).toBeVisible();
    await expect(canvas.getByText('Bewertung: 5 von 5 Sternen')).toBeInTheDocument();
    const date = canvas.getByText('11. Februar 2026');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2026-02-11');
    await expect(canvas.getByText(/zum ersten Mal wieder beim Zahnarzt/).closest('blockquote')).toHaveAttribute('lang', 'de');
    await expect(canvas.getByText('Antwort der Praxis')).toBeVisible();
    await expect(canvas.getByText('Beispielbewertung (Demo)')).toBeVisible();
  },
});

/** Where the review can be read, linked (UWG § 5b Abs. 3), and a source named by the practice. */
export const LinkedSource = meta.story({
  args: {
    review: { ...withoutReply, source: 'website', sourceName: 'ProvenExpert', sourceUrl: 'https://www.provenexpert.com/example' },
  },
  async play({ canvas }) {
    const link = canvas.getByRole('link', { name: /Bewertung auf ProvenExpert/ });
    await expect(link).toHaveAttribute('href', 'https://www.provenexpert.com/example');
    await expect(link).toHaveAttribute('target', '_blank');
  },
});

/** An example review stays one: a platform's name or link stored on it is not shown. */
export const ExampleReviewClaimsNoSource = meta.story({
  args: { review: { ...withoutReply, source: 'demo', sourceName: 'Google', sourceUrl: 'https://www.google.com/maps' } },
  async play({ canvas }) {
    await expect(canvas.getByText('Beispielbewertung (Demo)')).toBeVisible();
    await expect(canvas.queryByText(/Google/)).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** A review a patient wrote on jameda (the demo's reviews are invented, so the source is set here). */
export const WithoutReply = meta.story({
  args: { review: { ...withoutReply, source: 'jameda' } },
  async play({ canvas }) {
    await expect(canvas.queryByText('Antwort der Praxis')).toBeNull();
    await expect(canvas.getByText('Bewertung auf jameda')).toBeVisible();
  },
});

export const ThreeStarsFromTheWebsite = meta.story({
  args: { review: { ...withoutReply, rating: 3, source: 'website' } },
  async play({ canvas }) {
    await expect(canvas.getByText('Bewertung: 3 von 5 Sternen')).toBeInTheDocument();
    await expect(canvas.getByText('Bewertung über unsere Website')).toBeVisible();
  },
});

/** The interface speaks English, the review keeps its German words (and says so with lang). */
export const GermanReviewOnEnglishSite = meta.story({
  globals: { locale: 'en' },
  async play({ canvas }) {
    await expect(canvas.getByText('February 11, 2026')).toBeVisible();
    await expect(canvas.getByText('Rating: 5 out of 5 stars')).toBeInTheDocument();
    await expect(canvas.getByText('Reply from the practice')).toBeVisible();
    await expect(canvas.getByText('Example review (demo)')).toBeVisible();
  },
});

export const EnglishReviewOnRussianSite = meta.story({
  args: { review: english },
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByText('Оценка: 5 из 5 звёзд')).toBeInTheDocument();
    await expect(canvas.getByText(/22 апреля 2026/)).toBeVisible();
    await expect(canvas.getByText(/As an expat/).closest('blockquote')).toHaveAttribute('lang', 'en');
  },
});

export const LongText = meta.story({
  args: {
    review: {
      ...withReply,
      authorName: 'Dr. Hans-Joachim Müller-Lüdenscheidt',
      text: `${withReply.text}\n\n${withReply.text} ${withReply.text}`,
      reply: `${withReply.reply} ${withReply.reply}`,
    },
  },
  async play({ canvas }) {
    await expect(canvas.getAllByText(/zum ersten Mal wieder beim Zahnarzt/)).toHaveLength(2);
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('article').getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
});
