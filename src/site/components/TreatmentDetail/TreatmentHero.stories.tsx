import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { longText, storyTreatment } from './storyData';
import { SpecialistBadge } from './SpecialistBadge';
import { TreatmentHero } from './TreatmentHero';

const meta = preview.meta({
  title: 'Treatments/Detail/TreatmentHero',
  component: TreatmentHero,
  args: { treatment: storyTreatment('sinuslift') },
  render: (args) => (
    <div className="container">
      <TreatmentHero {...args}>
        <SpecialistBadge treatment={args.treatment} />
      </TreatmentHero>
    </div>
  ),
});

/** Title, category with subcategory, short description and the hero image, the LCP image where it stands beside the text. */
export const Default = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sinuslift' })).toBeVisible();
    await expect(canvas.getByText('Implantologie & Chirurgie · Knochenaufbau')).toBeVisible();
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('src', '/images/treatments/sinuslift-hero.svg');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('width', '800');
    await expect(canvas.getByRole('link', { name: 'Alle Behandlungen' })).toHaveAttribute('href', '/de/behandlungen');
  },
});

/** Without an image flagged isHero, the first image is the hero. */
export const FirstImageAsHero = meta.story({
  args: {
    treatment: (() => {
      const t = storyTreatment('veneers');
      return { ...t, images: t.images.map((i) => ({ ...i, isHero: false })).reverse() };
    })(),
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('img')).toHaveAttribute('src', '/images/treatments/veneers-layers.svg');
    await expect(canvas.getByText(/bedeckt nur die Vorderseite/)).toBeVisible();
  },
});

/** No images at all: the text takes the whole width, nothing breaks. */
export const WithoutImage = meta.story({
  args: { treatment: { ...storyTreatment('prophylaxe'), images: [] } },
  async play({ canvas }) {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Prophylaxe' })).toBeVisible();
  },
});

export const LongText = meta.story({
  args: {
    treatment: {
      ...storyTreatment('zaehneknirschen-therapie'),
      shortDescription: { de: longText('Nächtliches Zähneknirschen belastet Zähne, Muskeln und Kiefergelenke.', 6) },
    },
  },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Therapie bei Zähneknirschen (Bruxismus)' })).toBeVisible();
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sinus lift' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All treatments' })).toHaveAttribute('href', '/en/treatments');
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  async play({ canvas }) {
    await expect(canvas.getByText(/^Implantologie et chirurgie · /)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tous les traitements' })).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: 'Todos los tratamientos' })).toHaveAttribute('href', '/es/treatments');
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Синус-лифтинг' })).toBeVisible();
    await expect(canvas.getByText('Отвечает за это лечение')).toBeVisible();
  },
});

/** Phone: text first, the image below it, full width. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const title = canvas.getByRole('heading', { level: 1 });
    const image = canvas.getByRole('img');
    await expect(image.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
  },
});
