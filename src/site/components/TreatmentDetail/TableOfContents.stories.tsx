import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withMaxWidth } from '../../../../.storybook/decorators';
import preview from '../../../../.storybook/preview';
import { changedTreatment, storyTreatment } from './storyData';
import { TableOfContents } from './TableOfContents';

const meta = preview.meta({
  title: 'Treatments/Detail/TableOfContents',
  component: TableOfContents,
  args: { treatment: storyTreatment('sinuslift') },
  decorators: [withMaxWidth('18rem')],
});

const links = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

/** A translation: the contents' name, and the text and target of the given entries. */
const contents =
  (name: string, ...entries: [text: string, href: string][]) =>
  async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
    await expect(canvas.getByRole('navigation', { name })).toBeVisible();
    for (const [text, href] of entries) await expect(canvas.getByRole('link', { name: text })).toHaveAttribute('href', href);
  };

/** The authored headings, each linked to the section it introduces. */
export const Authored = meta.story({
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('navigation', { name: 'Inhalt' })).toBeVisible();
    await expect(links(canvasElement)).toEqual([
      ['Was ist ein Sinuslift?', '#what-is-it'],
      ['Wann ist ein Sinuslift sinnvoll?', '#suitability'],
      ['Wann wir abraten', '#unsuitability'],
      ['Interner und externer Sinuslift', '#types'],
      ['Ablauf und Heilungszeit', '#process'],
      ['Verhalten nach dem Eingriff', '#aftercare'],
      ['Häufige Fragen', '#faq'],
    ]);
  },
});

/** No authored headings: the contents list the sections the treatment has, with the page's headings. */
export const Derived = meta.story({
  args: {
    treatment: changedTreatment('sinuslift', (t) => ({
      detailedContent: { ...t.detailedContent!, tableOfContents: [] },
      beforeAfter: undefined,
    })),
  },
  async play({ canvasElement }) {
    await expect(links(canvasElement)).toEqual([
      ['Überblick', '#overview'],
      ['Ihr Nutzen', '#benefits'],
      ['Auf einen Blick', '#at-a-glance'],
      ['Worum geht es?', '#what-is-it'],
      ['Für wen geeignet?', '#suitability'],
      ['Wann nicht geeignet?', '#unsuitability'],
      ['Vorteile', '#advantages'],
      ['Varianten und Verfahren', '#types'],
      ['Ablauf der Behandlung', '#process'],
      ['Unser Rat', '#expert-info'],
      ['Nach der Behandlung', '#aftercare'],
      ['Häufige Fragen', '#faq'],
    ]);
  },
});

/** Keyboard: every entry is reachable with Tab, in order. */
export const Keyboard = meta.story({
  async play({ canvas, userEvent }) {
    const [first, second] = canvas.getAllByRole('link');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  play: contents('Contents', ['What is a sinus lift?', '#what-is-it']),
});

export const French = meta.story({ globals: { locale: 'fr' }, play: contents('Sommaire') });

export const Spanish = meta.story({ globals: { locale: 'es' }, play: contents('Índice') });

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: { treatment: { ...storyTreatment('prophylaxe'), detailedContent: undefined } },
  play: contents('Содержание', ['Обзор', '#overview'], ['Частые вопросы', '#faq']),
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    for (const link of canvas.getAllByRole('link')) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
