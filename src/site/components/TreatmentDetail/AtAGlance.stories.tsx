import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { showsTexts } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import type { PainLevel } from '../../../contract/entities/treatment';
import { AtAGlance } from './AtAGlance';
import { changedTreatment, longText, storyTreatment } from './storyData';

const withPain = (painLevel: PainLevel) =>
  changedTreatment('implantologie', (t) => ({ atAGlance: { ...t.atAGlance!, painLevel } }));

const meta = preview.meta({
  title: 'Treatments/Detail/AtAGlance',
  component: AtAGlance,
  args: { treatment: storyTreatment('implantologie') },
});

/** A translation: the box's heading, and one of its labels. */
const translated =
  (heading: string, label: string) =>
  async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
    await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
    await expect(canvas.getByText(label)).toBeVisible();
  };

const valueOf = (canvasElement: HTMLElement, label: string) =>
  [...canvasElement.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

/** Duration, pain level label, sessions and costs as a description list. */
export const Default = meta.story({
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Auf einen Blick' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Schmerzempfinden')).toBe('Gering');
    await expect(valueOf(canvasElement, 'Dauer')).toMatch(/60–90 Minuten/);
    await expect(valueOf(canvasElement, 'Termine')).toMatch(/4–6 Termine/);
    await expect(valueOf(canvasElement, 'Kosten')).toMatch(/Heil- und Kostenplan/);
  },
});

/** Each pain level shows its fixed label. */
export const PainFree = meta.story({
  args: { treatment: withPain('none') },
  async play({ canvasElement }) {
    await expect(valueOf(canvasElement, 'Schmerzempfinden')).toBe('Schmerzfrei');
  },
});
export const PainMinimal = meta.story({
  args: { treatment: withPain('minimal') },
  async play({ canvasElement }) {
    await expect(valueOf(canvasElement, 'Schmerzempfinden')).toBe('Minimal');
  },
});
export const PainModerate = meta.story({
  args: { treatment: withPain('moderate') },
  async play({ canvasElement }) {
    await expect(valueOf(canvasElement, 'Schmerzempfinden')).toBe('Moderat');
  },
});

/** Sessions are optional. */
export const WithoutSessions = meta.story({
  args: { treatment: changedTreatment('bleaching', (t) => ({ atAGlance: { ...t.atAGlance!, sessions: undefined } })) },
  async play({ canvas }) {
    await expect(canvas.queryByText('Termine')).toBeNull();
    await expect(canvas.getByText('Kosten')).toBeVisible();
  },
});

/** No at-a-glance data: nothing, not even the heading. */
export const NoData = meta.story({
  args: { treatment: { ...storyTreatment('implantologie'), atAGlance: undefined } },
  async play({ canvasElement }) {
    await expect(canvasElement.textContent).toBe('');
  },
});

export const LongText = meta.story({
  args: {
    treatment: changedTreatment('zahnersatz', (t) => ({
      atAGlance: { ...t.atAGlance!, costs: { de: longText('Die Krankenkasse zahlt einen befundbezogenen Festzuschuss.', 10) } },
    })),
  },
  play: showsTexts(/befundbezogenen Festzuschuss/),
});

export const English = meta.story({
  globals: { locale: 'en' },
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('heading', { name: 'At a glance' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Pain level')).toBe('Mild');
  },
});

export const French = meta.story({ globals: { locale: 'fr' }, play: translated('En bref', 'Durée') });

export const Spanish = meta.story({ globals: { locale: 'es' }, play: showsTexts('Nivel de dolor') });

export const Russian = meta.story({ globals: { locale: 'ru' }, play: translated('Коротко о главном', 'Стоимость') });

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvasElement }) {
    const [first, second] = [...canvasElement.querySelectorAll('dl > div')];
    await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(first.getBoundingClientRect().bottom);
  },
});
