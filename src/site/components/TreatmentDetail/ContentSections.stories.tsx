/** The sections of a treatment page (TreatmentSections, as the page renders them), each also without its data (then it renders nothing). */
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import type { Treatment } from '../../../contract/entities/treatment';
import { EXPLAINING_SECTIONS_DE, changedTreatment, longText, storyTreatment } from './storyData';
import { TreatmentSections } from './TreatmentSections';

function AllSections({ treatment }: { treatment: Treatment }) {
  return (
    <div className="container">
      <TreatmentSections treatment={treatment} />
    </div>
  );
}

const meta = preview.meta({
  title: 'Treatments/Detail/ContentSections',
  component: AllSections,
  args: { treatment: storyTreatment('wurzelbehandlung') },
});

const h2s = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('h2')].map((h) => h.textContent);
const section = (canvasElement: HTMLElement, id: string) => canvasElement.querySelector<HTMLElement>(`section#${id}`);

/** Every section with its content: lists are lists, steps are an ordered list, texts keep their paragraphs. */
export const AllWithData = meta.story({
  async play({ canvasElement }) {
    await expect(h2s(canvasElement)).toEqual(['Überblick', 'Ihr Nutzen', 'Auf einen Blick', ...EXPLAINING_SECTIONS_DE]);
    await expect(section(canvasElement, 'advantages')!.querySelectorAll('ul > li').length).toBeGreaterThan(0);
    await expect(section(canvasElement, 'types')!.querySelectorAll('li h3')).toHaveLength(3);
    await expect(section(canvasElement, 'process')!.querySelectorAll('ol > li')).toHaveLength(6);
    await expect(section(canvasElement, 'process')!.querySelectorAll(':scope > p').length).toBeGreaterThan(0);
    await expect(section(canvasElement, 'aftercare')!.querySelectorAll('li')).toHaveLength(5);
    await expect(section(canvasElement, 'expert-info')!.querySelector('blockquote')).not.toBeNull();
    await expect(section(canvasElement, 'faq')!.querySelectorAll('details:not([open]) > summary h3')).toHaveLength(5);
  },
});

/** The FAQ inside a treatment page opens and closes an answer. */
export const FaqOpensAndCloses = meta.story({
  async play({ canvasElement, userEvent }) {
    const question = section(canvasElement, 'faq')!.querySelector<HTMLElement>('details > summary')!;
    const answer = question.nextElementSibling!;
    await expect(answer).not.toBeVisible();
    await userEvent.click(question);
    await expect((question.parentElement as HTMLDetailsElement).open).toBe(true);
    await expect(answer).toBeVisible();
    await userEvent.click(question);
    await expect(answer).not.toBeVisible();
  },
});

/** Before/after examples appear as their own section. */
export const WithBeforeAfter = meta.story({
  args: { treatment: storyTreatment('kariesbehandlung') },
  async play({ canvas }) {
    await expect(canvas.getByRole('region', { name: 'Vorher und nachher' })).toBeVisible();
  },
});

/** Optional data missing: no unsuitability, types, expert view, steps or FAQ — and no heading for them. */
export const OptionalDataMissing = meta.story({
  args: {
    treatment: changedTreatment('wurzelbehandlung', (t) => ({
      detailedContent: {
        ...t.detailedContent!,
        unsuitability: undefined,
        types: undefined,
        expertInfo: undefined,
        processingSteps: { de: ' ' },
      },
      process: [],
      faqs: [],
    })),
  },
  async play({ canvasElement }) {
    const headings = h2s(canvasElement);
    for (const missing of [
      'Wann nicht geeignet?',
      'Varianten und Verfahren',
      'Unser Rat',
      'Ablauf der Behandlung',
      'Häufige Fragen',
    ])
      await expect(headings).not.toContain(missing);
    await expect(headings).toContain('Vorteile');
  },
});

/** Only steps, no narrative: the process section shows just the ordered list. */
export const StepsWithoutNarrative = meta.story({
  args: {
    treatment: changedTreatment('prophylaxe', () => ({
      atAGlance: undefined,
      detailedContent: undefined,
      faqs: [],
      aftercare: [],
      benefits: [],
    })),
  },
  async play({ canvasElement }) {
    await expect(h2s(canvasElement)).toEqual(['Überblick', 'Ablauf der Behandlung']);
    await expect(section(canvasElement, 'process')!.querySelectorAll(':scope > p')).toHaveLength(0);
    await expect(section(canvasElement, 'process')!.querySelectorAll('ol > li').length).toBeGreaterThan(0);
  },
});

/** Long texts: every blank line starts a new paragraph, long words wrap. */
export const LongText = meta.story({
  args: {
    treatment: {
      ...storyTreatment('wurzelbehandlung'),
      longDescription: {
        de: [
          longText('Die Wurzelkanalbehandlung erhält einen entzündeten Zahn.', 8),
          longText('Mikroskop und elektronische Längenmessung machen sie sehr genau.', 6),
          'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen-Herstellungsverfahren.',
        ].join('\n\n'),
      },
    },
  },
  async play({ canvasElement }) {
    await expect(section(canvasElement, 'overview')!.querySelectorAll('p')).toHaveLength(3);
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    await expect(h2s(canvasElement)).toContain('How the treatment works');
    await expect(h2s(canvasElement)).toContain('Frequently asked questions');
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  async play({ canvasElement }) {
    await expect(h2s(canvasElement)).toContain('Déroulement du traitement');
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  async play({ canvasElement }) {
    await expect(h2s(canvasElement)).toContain('Ventajas');
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvasElement }) {
    await expect(h2s(canvasElement)).toContain('Ход лечения');
    await expect(section(canvasElement, 'overview')!.textContent).toMatch(/[а-я]/);
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvasElement }) {
    const wide = [...canvasElement.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > 361)
      .map((e) => e.outerHTML.slice(0, 120));
    await expect(wide).toEqual([]);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
});
