import { expect } from 'storybook/test';
import { chosenFile } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { blogPosts } from '../../../../content/demo/blog';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Button } from '../Button/Button';
import { samplePhoto, samplePhotoWithMobileCrop } from '../ResponsiveImage/storyData';
import { PageHero } from './PageHero';

const cover = blogPosts[0].coverImage!;

const meta = preview.meta({
  title: 'Content/PageHero',
  component: PageHero,
  args: {
    title: 'Unser Team',
    lead: 'Vier Zahnärztinnen und Zahnärzte, Prophylaxe, Assistenz und Empfang: Lernen Sie die Menschen kennen, die Sie in Oberföhring und Schwabing betreuen.',
  },
});

/** The page's one h1 with its lead text. */
export const TitleAndLead = meta.story({
  async play({ canvas }) {
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unser Team' })).toBeVisible();
    await expect(canvas.getByText(/Lernen Sie die Menschen kennen/)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});

export const WithEverything = meta.story({
  args: {
    eyebrow: 'Vorsorge & Prophylaxe',
    title: 'Professionelle Zahnreinigung: Was bei der PZR passiert',
    image: cover,
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { label: 'Startseite', href: '/de' },
          { label: 'Blog', href: '/de/blog' },
          { label: 'Professionelle Zahnreinigung' },
        ]}
      />
    ),
    actions: (
      <>
        <Button href="/de/termin">Termin anfragen</Button>
        <Button href="/de/behandlungen/professionelle-zahnreinigung" variant="secondary">
          Zur Behandlung
        </Button>
      </>
    ),
  },
  async play({ canvas }) {
    const image = canvas.getByRole('img', { name: cover.alt.de });
    await expect(image).toHaveAttribute('width', String(cover.width));
    // Eager, at low priority below the text; beside it the server's preload fetches it first (imageUses.ts).
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'low');
    await expect(canvas.getByRole('link', { name: 'Termin anfragen' })).toHaveAttribute('href', '/de/termin');
    await expect(canvas.getByRole('navigation', { name: 'Navigationspfad' })).toBeVisible();
    await expect(canvas.getByText('Vorsorge & Prophylaxe')).toBeVisible();
  },
});

export const LongTitle = meta.story({
  args: {
    title: 'Zahnärztliche Behandlung von Angstpatientinnen und Angstpatienten in München-Oberföhring und Schwabing',
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Angstpatientinnen/);
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: {
    title: 'Наша команда',
    lead: 'Познакомьтесь с людьми, которые заботятся о вас в Оберфёринге и Швабинге.',
    image: cover,
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('img', { name: cover.alt.ru })).toBeVisible();
  },
});

/** Text above the picture on a phone, side by side on a desktop. */
export const Mobile = meta.story({
  args: { image: cover },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas, canvasElement }) {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(canvas.getByRole('img').getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
});

export const Desktop = meta.story({
  args: { image: cover },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvas }) {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(canvas.getByRole('img').getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
  },
});

/** With an uploaded photo: 3:2, eager (the page's largest paint beside the text), from the variants. */
export const WithPhoto = meta.story({
  args: { title: 'Unsere Praxis', image: samplePhoto },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvas }) {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: samplePhoto.alt.de });
    await expect(image).toHaveAttribute('loading', 'eager');
    const box = image.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(3 / 2, 1);
    await expect(await chosenFile(image)).toMatch(/praxis-behandlung-\d+\.avif$/);
  },
});

/** On a phone, with a mobile crop: the portrait crop of the scene, full width. */
export const WithPhotoMobile = meta.story({
  args: { title: 'Unsere Praxis', image: samplePhotoWithMobileCrop },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: samplePhoto.alt.de });
    await expect(await chosenFile(image)).toMatch(/praxis-behandlung-mobil-\d+\.avif$/);
  },
});
