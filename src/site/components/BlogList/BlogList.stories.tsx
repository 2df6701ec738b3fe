import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { cardsSideBySide, retriesAfterFailure, stackedCards } from '../../../../.storybook/plays';
import { blogCategories, blogPosts } from '../../../../content/demo/blog';
import type { BlogPostSummary } from '../../../contract/entities/blog';
import { BlogList } from './BlogList';

const published: BlogPostSummary[] = blogPosts
  .filter((p) => p.status === 'published')
  .map(({ body: _body, ...summary }) => summary);

const meta = preview.meta({
  title: 'Content/BlogList',
  component: BlogList,
  args: {
    posts: published,
    categories: blogCategories,
    activeCategory: null,
    onCategoryChange: fn(),
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    onRetry: fn(),
  },
});

/** Chips as buttons: choosing one reports its slug, 'Alle Beiträge' reports null; pages report their number. */
export const WithCallbacks = meta.story({
  async play({ canvas, userEvent, args }) {
    const filter = canvas.getByRole('group', { name: 'Kategorien' });
    await expect(filter).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Alle Beiträge' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ästhetik' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('aesthetik');
    await userEvent.click(canvas.getByRole('button', { name: 'Alle Beiträge' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: 'Seite 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getAllByRole('article')).toHaveLength(published.length);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(published.length);
  },
});

/** A chosen category is pressed; the cards name their category. */
export const CategoryChosen = meta.story({
  args: {
    activeCategory: 'vorsorge',
    posts: published.filter((p) => p.categoryId === 'blogcat-vorsorge'),
    pageCount: 1,
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: 'Vorsorge & Prophylaxe' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Alle Beiträge' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Seitennavigation' })).toBeNull();
  },
});

/** Chips and pages as links: the filter lives in the URL, localized by the caller. */
export const WithLinks = meta.story({
  args: {
    onCategoryChange: undefined,
    onPageChange: undefined,
    activeCategory: 'aesthetik',
    categoryHref: (slug: string | null) => (slug ? `/de/blog?kategorie=${slug}` : '/de/blog'),
    hrefForPage: (page: number) => `/de/blog?kategorie=aesthetik&seite=${page}`,
  },
  async play({ canvas }) {
    const filter = canvas.getByRole('navigation', { name: 'Kategorien' });
    await expect(filter).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ästhetik' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Alle Beiträge' })).toHaveAttribute('href', '/de/blog');
    await expect(canvas.getByRole('link', { name: 'Praxis-News' })).toHaveAttribute('href', '/de/blog?kategorie=praxis-news');
    await expect(canvas.getByRole('link', { name: 'Seite 3' })).toHaveAttribute('href', '/de/blog?kategorie=aesthetik&seite=3');
    await expect(canvas.getByRole('link', { name: published[0].title.de })).toHaveAttribute(
      'href',
      `/de/blog/${published[0].slug}`,
    );
  },
});

export const Loading = meta.story({
  args: { loading: true },
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    // The chips stay usable while the posts load.
    await expect(canvas.getByRole('button', { name: 'Ästhetik' })).toBeEnabled();
  },
});

export const Empty = meta.story({
  args: { posts: [], activeCategory: 'praxis-news', pageCount: 1 },
  async play({ canvas }) {
    await expect(canvas.getByText('Hier gibt es noch keine Beiträge.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Praxis-News' })).toHaveAttribute('aria-pressed', 'true');
  },
});

export const LoadingFailed = meta.story({
  args: { error: true },
  play: retriesAfterFailure('Die Beiträge konnten nicht geladen werden'),
});

export const French = meta.story({
  globals: { locale: 'fr' },
  async play({ canvas }) {
    await expect(canvas.getByRole('group', { name: 'Catégories' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tous les articles' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Esthétique dentaire' })).toBeVisible();
    await expect(canvas.getAllByRole('link')[0].getAttribute('href')).toMatch(/^\/fr\/blog\//);
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play(context) {
    await stackedCards(context);
    const { canvas } = context;
    for (const chip of canvas.getAllByRole('button', { pressed: false }))
      await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});

export const Desktop = meta.story({
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: cardsSideBySide,
});
