import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import type { PainLevel } from '../../../contract/entities/treatment';
import { AtAGlance } from './AtAGlance';
import { longText, storyTreatment } from './storyData';

const withPain = (painLevel: PainLevel) => {
  const t = storyTreatment('implantologie');
  return { ...t, atAGlance: { ...t.atAGlance!, painLevel } };
};

const meta = preview.meta({
  title: 'Treatments/Detail/AtAGlance',
  component: AtAGlance,
  args: { treatment: storyTreatment('implantologie') },
});

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

/** Each pain level shows the spec's label. */
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
  args: (() => {
    const t = storyTreatment('bleaching');
    return { treatment: { ...t, atAGlance: { ...t.atAGlance!, sessions: undefined } } };
  })(),
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
  args: (() => {
    const t = storyTreatment('zahnersatz');
    return {
      treatment: {
        ...t,
        atAGlance: { ...t.atAGlance!, costs: { de: longText('Die Krankenkasse zahlt einen befundbezogenen Festzuschuss.', 10) } },
      },
    };
  })(),
  async play({ canvas }) {
    await expect(canvas.getByText(/befundbezogenen Festzuschuss/)).toBeVisible();
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('heading', { name: 'At a glance' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Pain level')).toBe('Mild');
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: 'En bref' })).toBeVisible();
    await expect(canvas.getByText('Durée')).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  async play({ canvas }) {
    await expect(canvas.getByText('Nivel de dolor')).toBeVisible();
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { name: 'Коротко о главном' })).toBeVisible();
    await expect(canvas.getByText('Стоимость')).toBeVisible();
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvasElement }) {
    const [first, second] = [...canvasElement.querySelectorAll('dl > div')];
    await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(first.getBoundingClientRect().bottom);
  },
});
