import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import type { Treatment } from '../../../contract/entities/treatment';
import { EXPLAINING_SECTIONS_DE, storyTreatment } from './storyData';
import { TreatmentDetail } from './TreatmentDetail';

const meta = preview.meta({
  title: 'Treatments/TreatmentDetail',
  component: TreatmentDetail,
  args: { treatment: storyTreatment('implantologie') },
  parameters: { route: '/behandlungen/implantologie', layout: 'fullscreen' },
  render: (args) => (
    <div className="container">
      <TreatmentDetail {...args} />
    </div>
  ),
});

const headings = (canvasElement: HTMLElement, level: 'h1' | 'h2') =>
  [...canvasElement.querySelectorAll(level)].map((h) => h.textContent);

/** Every section the catalogue has, with the authored table of contents linking to them. */
export const Full = meta.story({
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Implantologie' })).toBeVisible();
    const hero = canvasElement.querySelector('header img')!;
    await expect(hero).toHaveAccessibleName(/.+/);
    await expect(hero).toHaveAttribute('loading', 'eager');

    await expect(canvas.getByText('Dr. Katharina Berger')).toBeVisible();
    // The hero's booking link preselects this treatment on the booking page.
    await expect(canvas.getAllByRole('link', { name: 'Termin anfragen' })[0]).toHaveAttribute(
      'href',
      '/de/termin?treatment=implantologie',
    );
    await expect(canvas.getByRole('link', { name: 'Alle Behandlungen' })).toHaveAttribute('href', '/de/behandlungen');

    const toc = canvas.getByRole('navigation', { name: 'Inhalt' });
    const entries = [...toc.querySelectorAll('a')];
    await expect(entries.map((a) => a.textContent)).toEqual([
      'Was ist Implantologie?',
      'Für wen sind Implantate geeignet?',
      'Wann ist Vorsicht geboten?',
      'Vorteile von Implantaten',
      'Implantatmaterialien und Zeitpunkt',
      'Ablauf der Behandlung',
      'Nachsorge und häufige Fragen',
    ]);
    // Every entry leads to a section that is on the page.
    for (const a of entries) await expect(canvasElement.querySelector(a.getAttribute('href')!)).toBeInstanceOf(HTMLElement);

    await expect(headings(canvasElement, 'h2')).toEqual([
      'Inhalt',
      'Überblick',
      'Ihr Nutzen',
      'Auf einen Blick',
      ...EXPLAINING_SECTIONS_DE,
      'Persönliche Beratung',
    ]);
    // Long texts keep their paragraphs.
    await expect(canvasElement.querySelectorAll('#overview p')).toHaveLength(2);
    await expect(canvas.getByText('Gering')).toBeVisible();
    await expect(canvasElement.querySelectorAll('#process ol > li')).toHaveLength(6);
  },
});

/** Before/after examples, no specialist needed (no doctor badge). */
export const WithBeforeAfter = meta.story({
  args: { treatment: storyTreatment('zahnkrone') },
  parameters: { route: '/behandlungen/zahnkrone' },
  async play({ canvas }) {
    const viewer = canvas.getByRole('region', { name: 'Vorher und nachher' });
    await expect(viewer).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Vorher/Nachher' })).toBeVisible();
    await expect(canvas.queryByText('Verantwortlich für diese Behandlung')).toBeNull();
  },
});

/** Only the required fields: every optional section is left out, headings included. */
const minimal: Treatment = {
  ...storyTreatment('prophylaxe'),
  detailedContent: undefined,
  atAGlance: undefined,
  beforeAfter: undefined,
  benefits: [],
  process: [],
  aftercare: [],
  faqs: [],
};
export const Minimal = meta.story({
  args: { treatment: minimal },
  async play({ canvas, canvasElement }) {
    await expect(headings(canvasElement, 'h2')).toEqual(['Inhalt', 'Überblick', 'Persönliche Beratung']);
    await expect(canvas.getByRole('link', { name: 'Überblick' })).toHaveAttribute('href', '#overview');
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

/**
 * The authored contents name a section this treatment lacks ("Kosten und Haltbarkeit" without the
 * at-a-glance box), so the contents are derived from the sections that exist.
 */
export const DerivedTableOfContents = meta.story({
  args: { treatment: { ...storyTreatment('veneers'), atAGlance: undefined } },
  async play({ canvas }) {
    const toc = canvas.getByRole('navigation', { name: 'Inhalt' });
    const labels = [...toc.querySelectorAll('a')].map((a) => a.textContent);
    await expect(labels).not.toContain('Kosten und Haltbarkeit');
    await expect(labels).not.toContain('Auf einen Blick');
    await expect(labels.slice(0, 3)).toEqual(['Überblick', 'Ihr Nutzen', 'Worum geht es?']);
    await expect(canvas.getByText('Dr. Sofia Marković')).toBeVisible();
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  parameters: { route: '/treatments/implantologie' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Implant dentistry' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toHaveTextContent('What is implant dentistry?');
    await expect(canvas.getAllByRole('link', { name: 'Request an appointment' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/appointment\?treatment=[a-z-]+$/),
    );
    await expect(canvas.getByText('In charge of this treatment')).toBeVisible();
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  args: { treatment: storyTreatment('zahnkrone') },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Couronne dentaire' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Avant et après' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Questions fréquentes' })).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  args: { treatment: storyTreatment('bleaching') },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 2, name: 'De un vistazo' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Solicitar una cita' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/es\/appointment\?treatment=[a-z-]+$/),
    );
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Имплантология' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Частые вопросы' })).toBeVisible();
    await expect(canvas.getByText('Отвечает за это лечение')).toBeVisible();
    // Our request form, worded apart from the online booking ('ЗАПИСАТЬСЯ'): each door says what it is.
    await expect(canvas.getAllByRole('link', { name: 'Заявка на приём' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/ru\/appointment\?treatment=[a-z-]+$/),
    );
  },
});

/** The boxes of the table of contents and of the first section, whose placement changes with the width. */
const contentsAndOverview = ({ canvas, canvasElement }: Pick<StoryContext, 'canvas' | 'canvasElement'>) => ({
  toc: canvas.getByRole('navigation', { name: 'Inhalt' }).getBoundingClientRect(),
  overview: canvasElement.querySelector('#overview')!.getBoundingClientRect(),
});

/** Phone: one column, the contents come before the text. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play(context) {
    const { toc, overview } = contentsAndOverview(context);
    await expect(toc.bottom).toBeLessThanOrEqual(overview.top);
    await expect(context.canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
});

/** Desktop: the contents sit in a column beside the text. */
export const Desktop = meta.story({
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play(context) {
    const { toc, overview } = contentsAndOverview(context);
    await expect(toc.left).toBeGreaterThan(overview.right);
  },
});
