import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { pathTo } from '../../../lib/paths';
import { Breadcrumbs } from './Breadcrumbs';

const meta = preview.meta({
  title: 'Content/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Startseite', href: pathTo('de', 'home') },
      { label: 'Blog', href: pathTo('de', 'blog') },
      { label: 'Professionelle Zahnreinigung: Was bei der PZR passiert' },
    ],
  },
});

/** An ordered trail in a labelled nav; the last item is the current page and no link. */
export const Default = meta.story({
  async play({ canvas }) {
    const nav = canvas.getByRole('navigation', { name: 'Navigationspfad' });
    await expect(nav.querySelector('ol')).not.toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de');
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/de/blog');
    const current = canvas.getByText('Professionelle Zahnreinigung: Was bei der PZR passiert');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();
  },
});

/** An intermediate item without a page is plain text. */
export const ItemWithoutLink = meta.story({
  args: {
    items: [{ label: 'Startseite', href: '/de' }, { label: 'Behandlungen' }, { label: 'Veneers' }],
  },
  async play({ canvas }) {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('Veneers')).toHaveAttribute('aria-current', 'page');
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  args: {
    items: [
      { label: 'Home', href: pathTo('en', 'home') },
      { label: 'Treatments', href: pathTo('en', 'treatments') },
      { label: 'Veneers' },
    ],
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Treatments' })).toHaveAttribute('href', '/en/treatments');
  },
});

/** Long trails wrap on a phone; links keep a 44 px target. */
export const MobileLongTrail = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: [
      { label: 'Startseite', href: '/de' },
      { label: 'Behandlungen', href: '/de/behandlungen' },
      { label: 'Implantologie & Chirurgie', href: '/de/behandlungen' },
      { label: 'Knochenaufbau für Implantate mit Eigenknochen oder Knochenersatzmaterial' },
    ],
  },
  async play({ canvas, canvasElement }) {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    for (const link of canvas.getAllByRole('link')) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});

export const NoItemsShowsNothing = meta.story({
  args: { items: [] },
  async play({ canvas }) {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
});
