import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { Pagination } from './Pagination';

const meta = preview.meta({
  title: 'Content/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
});

/** Buttons: a page number calls back with that page; on page 1 'previous' is disabled. */
export const FirstPage = meta.story({
  async play({ canvas, userEvent, args }) {
    const nav = canvas.getByRole('navigation', { name: 'Seitennavigation' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Seite 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Nächste Seite' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    // The current page is not a change.
    await userEvent.click(canvas.getByRole('button', { name: 'Seite 1' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
});

export const LastPage = meta.story({
  args: { page: 5 },
  async play({ canvas, userEvent, args }) {
    await expect(canvas.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Vorherige Seite' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
});

/** Many pages: first, last and the neighbours of the current page, the rest as "…". */
export const ManyPages = meta.story({
  args: { page: 6, pageCount: 12 },
  async play({ canvas }) {
    const list = canvas.getByRole('list');
    await expect(list.textContent?.replace(/Vorherige Seite|Nächste Seite/g, '')).toBe('1…567…12');
    await expect(canvas.getByRole('button', { name: 'Seite 6' })).toHaveAttribute('aria-current', 'page');
  },
});

/** Seven slots wherever the current page is, and never an ellipsis for a single hidden page. */
export const NearTheStartAndEnd = meta.story({
  args: { page: 4, pageCount: 12 },
  async play({ canvas, userEvent }) {
    const numbers = () => canvas.getByRole('list').textContent?.replace(/Vorherige Seite|Nächste Seite/g, '');
    await expect(numbers()).toBe('12345…12');
    await userEvent.click(canvas.getByRole('button', { name: 'Seite 5' }));
    await expect(numbers()).toBe('1…456…12');
    await userEvent.click(canvas.getByRole('button', { name: 'Seite 12' }));
    await expect(numbers()).toBe('1…89101112');
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
});

/** Links: real hrefs (crawlable, open in a new tab); a callback, if given, still hears the click. */
export const AsLinks = meta.story({
  args: { page: 2, pageCount: 4, hrefForPage: (page: number) => (page === 1 ? '/de/blog' : `/de/blog?seite=${page}`) },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: 'Seite 3' })).toHaveAttribute('href', '/de/blog?seite=3');
    await expect(canvas.getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', '/de/blog');
    await expect(canvas.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
  },
});

/** At the end there is nothing to link to: 'next' is shown but is no link. */
export const LinksOnLastPage = meta.story({
  args: { page: 4, pageCount: 4, hrefForPage: (page: number) => `/de/blog?seite=${page}` },
  async play({ canvas }) {
    await expect(canvas.queryByRole('link', { name: 'Nächste Seite' })).toBeNull();
    await expect(canvas.getByText('Nächste Seite')).toBeVisible();
  },
});

export const SinglePageShowsNothing = meta.story({
  args: { pageCount: 1 },
  async play({ canvas }) {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
});

export const English = meta.story({
  args: { page: 2 },
  globals: { locale: 'en' },
  async play({ canvas }) {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
});

/** Arrows only on a phone; the words stay for screen readers; targets stay 44 px. */
export const Mobile = meta.story({
  args: { page: 6, pageCount: 12 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const next = canvas.getByRole('button', { name: 'Nächste Seite' });
    await expect(next.getBoundingClientRect().width).toBeLessThan(60);
    for (const button of canvas.getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const list = canvas.getByRole('list');
    await expect(list.getBoundingClientRect().height).toBeLessThan(100);
  },
});
