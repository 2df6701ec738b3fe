import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { localize } from '../../../i18n/localize';
import { longText, storyTreatment } from '../TreatmentDetail/storyData';
import { FaqAccordion } from './FaqAccordion';

const faqsIn = (slug: string, lang: 'de' | 'en' | 'fr' | 'es' | 'ru') =>
  storyTreatment(slug).faqs.map((f) => ({ question: localize(f.question, lang), answer: localize(f.answer, lang) }));

const meta = preview.meta({
  title: 'Treatments/FaqAccordion',
  component: FaqAccordion,
  args: { items: faqsIn('implantologie', 'de') },
});

/** The question (a summary holding its heading) of the given text, and the details it opens. */
const questionNamed = (canvas: { getByRole: (role: 'heading', options: { name: string }) => HTMLElement }, name: string) =>
  canvas.getByRole('heading', { name }).closest('summary')!;
const detailsOf = (question: HTMLElement) => question.parentElement as HTMLDetailsElement;
const questionsIn = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('details > summary')];

/** A question opens and closes its answer; assistive technology hears a button that is expanded or not. */
export const OpenAndClose = meta.story({
  async play({ canvas, userEvent }) {
    const question = questionNamed(canvas, 'Tut das Einsetzen eines Implantats weh?');
    await expect(detailsOf(question).open).toBe(false);
    const answer = question.nextElementSibling as HTMLElement;
    await expect(answer).not.toBeVisible();

    await userEvent.click(question);
    await expect(detailsOf(question).open).toBe(true);
    await expect(answer).toBeVisible();
    await expect(answer).toHaveTextContent(/örtlichen Betäubung/);

    await userEvent.click(question);
    await expect(detailsOf(question).open).toBe(false);
    await expect(answer).not.toBeVisible();
  },
});

/** Several answers may be open at once. */
export const SeveralOpen = meta.story({
  async play({ canvasElement, userEvent }) {
    const [first, second] = questionsIn(canvasElement);
    await userEvent.click(first!);
    await userEvent.click(second!);
    await expect(detailsOf(first!).open).toBe(true);
    await expect(detailsOf(second!).open).toBe(true);
  },
});

/**
 * Keyboard: Tab reaches a question, arrows/Home/End move between questions. Enter and Space are the
 * browser's own toggles of a summary, which a play function's synthetic keys do not reach; the
 * hydration browser test presses them for real on a served treatment page.
 */
export const Keyboard = meta.story({
  async play({ canvasElement, userEvent }) {
    const questions = questionsIn(canvasElement);
    const first = questions[0]!;
    const last = questions[questions.length - 1]!;
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(questions[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
  },
});

/** An answer of several paragraphs keeps its paragraphs; a very long question wraps. */
export const LongText = meta.story({
  args: {
    items: [
      {
        question: longText('Was passiert, wenn ich nach der Behandlung Beschwerden habe?', 3),
        answer: 'Erster Absatz mit einer Erklärung.\n\nZweiter Absatz mit weiteren Hinweisen.\n\nDritter Absatz.',
      },
    ],
    defaultOpen: [0],
  },
  async play({ canvasElement }) {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(3);
    const question = questionsIn(canvasElement)[0]!;
    await expect(question.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
});

/** No questions: nothing is rendered (no empty box). */
export const Empty = meta.story({
  args: { items: [] },
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('details')).toBeNull();
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  args: { items: faqsIn('implantologie', 'en'), defaultOpen: [0] },
  async play({ canvas }) {
    await expect(detailsOf(questionNamed(canvas, 'Does having an implant placed hurt?')).open).toBe(true);
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  args: { items: faqsIn('zahnkrone', 'fr') },
  async play({ canvasElement }) {
    await expect(questionsIn(canvasElement)[0]).toHaveTextContent(/couronne/i);
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  args: { items: faqsIn('veneers', 'es') },
  async play({ canvasElement }) {
    await expect(questionsIn(canvasElement)[0]).toHaveTextContent(/¿/);
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: { items: faqsIn('implantologie', 'ru') },
  async play({ canvas, userEvent }) {
    await userEvent.click(questionNamed(canvas, 'Больно ли устанавливать имплантат?'));
    await expect(canvas.getByText(/местной анестезии/)).toBeVisible();
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvasElement }) {
    for (const question of questionsIn(canvasElement))
      await expect(question.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
