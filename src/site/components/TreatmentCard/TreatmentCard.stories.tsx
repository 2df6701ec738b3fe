import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withMaxWidth } from '../../../../.storybook/decorators';
import { showsTexts } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { longText, storySummary } from '../TreatmentDetail/storyData';
import { TreatmentCard } from './TreatmentCard';

const meta = preview.meta({
  title: 'Treatments/TreatmentCard',
  component: TreatmentCard,
  args: { treatment: storySummary('implantologie') },
  decorators: [withMaxWidth('22rem')],
});

/** A translation: the card links to the treatment's page in that language, and reads the given texts. */
const translated =
  (name: string | RegExp, href: string, ...texts: string[]) =>
  async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    for (const text of texts) await expect(canvas.getByText(text)).toBeVisible();
  };

/**
 * Treatment that names its dentist, popular: a neutral "Behandlung durch …" (no specialist title is
 * stored for a general dentist), popular marker, one link to the detail page.
 */
export const SpecialistAndPopular = meta.story({
  async play({ canvas }) {
    const link = canvas.getByRole('link');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(link).toHaveAccessibleName('Implantologie');
    await expect(link).toHaveAttribute('href', '/de/behandlungen/implantologie');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Implantologie' })).toBeVisible();
    await expect(canvas.getByText('Behandlung durch Dr. Katharina Berger')).toBeVisible();
    await expect(canvas.queryByText(/Spezialist/)).toBeNull();
    await expect(canvas.getByText('Beliebt')).toBeVisible();
    await expect(canvas.getByText('Implantologie & Chirurgie')).toBeVisible();
    const image = canvas.getByRole('img', { name: /künstliche|Implantat/i });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '450');
  },
});

/** The whole card is the click target: a click on the description follows the link. */
export const WholeCardIsClickable = meta.story({
  async play({ canvas, canvasElement }) {
    const link = canvas.getByRole('link');
    const card = canvasElement.querySelector('article')!;
    card.scrollIntoView({ block: 'start' });
    const box = card.getBoundingClientRect();
    const description = canvas.getByText(/Zahnwurzeln durch künstliche Wurzeln/);
    const text = description.getBoundingClientRect();
    // The stretched link covers the description: the topmost element there is the link itself.
    await expect(document.elementFromPoint(text.left + 5, text.top + 5)?.outerHTML).toBe(link.outerHTML);
    await expect(document.elementFromPoint(box.left + 8, box.top + 8)?.outerHTML).toBe(link.outerHTML);
  },
});

/** Neither specialist nor popular: no badges, subcategory after the category. */
export const Plain = meta.story({
  args: { treatment: storySummary('teilkronen') },
  async play({ canvas }) {
    await expect(canvas.queryByText('Beliebt')).toBeNull();
    await expect(canvas.queryByText(/Behandlung durch/)).toBeNull();
    await expect(canvas.getByText('Prothetik & Zahnersatz · Zahnschonender Zahnersatz')).toBeVisible();
  },
});

/** Without a named dentist: the practice team is responsible. */
export const WithoutName = meta.story({
  args: { treatment: { ...storySummary('sinuslift'), doctorName: undefined } },
  play: showsTexts('Behandlung durch unser Praxisteam'),
});

/** A dentist with a specialist title stored in the team: only then the title is shown. */
export const WithSpecialistTitle = meta.story({
  args: {
    treatment: {
      ...storySummary('zahnaerztliche-chirurgie'),
      isSpecialistRequired: true,
      doctorName: 'Dr. Sofia Marković',
      doctorSpecialty: { de: 'Fachzahnärztin für Oralchirurgie', en: 'specialist in oral surgery' },
    },
  },
  play: showsTexts('Behandlung durch Dr. Sofia Marković, Fachzahnärztin für Oralchirurgie'),
});

/** No image in the data: a placeholder keeps the grid aligned. */
export const WithoutImage = meta.story({
  args: { treatment: { ...storySummary('prophylaxe'), image: undefined } },
  async play({ canvas }) {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Prophylaxe' })).toBeVisible();
  },
});

/** Very long title and description: the title wraps, the description is clamped. */
export const LongText = meta.story({
  args: {
    treatment: {
      ...storySummary('parodontitis-knochenaufbau'),
      title: {
        de: 'Regenerative Parodontaltherapie mit Knochenersatzmaterial und Schmelzmatrixproteinen bei tiefen Knochentaschen',
      },
      shortDescription: {
        de: longText('Verlorener Knochen um den Zahn kann in günstigen Fällen teilweise wieder aufgebaut werden.', 8),
      },
    },
  },
  async play({ canvas }) {
    const description = canvas.getByText(/Verlorener Knochen/);
    await expect(description.scrollHeight).toBeGreaterThan(description.clientHeight);
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  play: translated('Implant dentistry', '/en/treatments/implantologie', 'Treatment by Dr. Katharina Berger', 'Popular'),
});

export const French = meta.story({
  globals: { locale: 'fr' },
  args: { treatment: storySummary('zahnkrone') },
  play: translated(/couronne/i, '/fr/treatments/zahnkrone', 'Populaire'),
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  args: { treatment: storySummary('veneers') },
  play: showsTexts('Tratamiento a cargo de Dr. Sofia Marković'),
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  play: translated('Имплантология', '/ru/treatments/implantologie', 'Лечение проводит Dr. Katharina Berger', 'Популярное'),
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: 'Implantologie' })).toBeVisible();
  },
});
