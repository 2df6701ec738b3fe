import { expect } from 'storybook/test';
import { withMaxWidth } from '../../../../.storybook/decorators';
import preview from '../../../../.storybook/preview';
import { blogCategories, blogPosts } from '../../../../content/demo/blog';
import { BlogCard } from './BlogCard';

const post = blogPosts.find((p) => p.slug === 'professionelle-zahnreinigung-ablauf')!;
const category = blogCategories.find((c) => c.id === post.categoryId)!;

const meta = preview.meta({
  title: 'Content/BlogCard',
  component: BlogCard,
  args: { post, category },
  decorators: [withMaxWidth('24rem')],
});

/** Cover, category, title (the one link), excerpt, date and reading time. */
export const Default = meta.story({
  async play({ canvas }) {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Professionelle Zahnreinigung: Was bei der PZR passiert');
    await expect(links[0]).toHaveAttribute('href', '/de/blog/professionelle-zahnreinigung-ablauf');
    await expect(canvas.getByText('Vorsorge & Prophylaxe')).toBeVisible();
    await expect(canvas.getByText('12. Februar 2026')).toHaveAttribute('datetime', post.publishedAt);
    await expect(canvas.getByText('4 Minuten Lesezeit')).toBeVisible();
    const cover = canvas.getByRole('img');
    await expect(cover).toHaveAttribute('width', '800');
    await expect(cover).toHaveAttribute('height', '450');
  },
});

export const WithoutCoverAndCategory = meta.story({
  args: { post: { ...post, coverImage: undefined, readingMinutes: 1 }, category: undefined },
  async play({ canvas }) {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('1 Minute Lesezeit')).toBeVisible();
  },
});

export const LongTitle = meta.story({
  args: {
    post: {
      ...post,
      title: {
        de: 'Zahnfleischbluten, empfindliche Zahnhälse und Mundgeruch: Warum die professionelle Zahnreinigung mehr ist als eine kosmetische Behandlung für strahlend weiße Zähne',
      },
    },
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/kosmetische Behandlung/);
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  async play({ canvas }) {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/en/blog/professionelle-zahnreinigung-ablauf');
    await expect(canvas.getByText('February 12, 2026')).toBeVisible();
    await expect(canvas.getByText('4 min read')).toBeVisible();
    await expect(canvas.getByText('Prevention & prophylaxis')).toBeVisible();
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Профессиональная чистка зубов: как проходит процедура');
    await expect(canvas.getByText('4 минуты чтения')).toBeVisible();
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const cover = canvas.getByRole('img');
    await expect(cover.getBoundingClientRect().width).toBeGreaterThan(200);
  },
});
