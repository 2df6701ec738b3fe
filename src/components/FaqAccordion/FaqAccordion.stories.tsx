import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { localize } from '../../i18n/localize';
import { longText, storyTreatment } from '../TreatmentDetail/storyData';
import { FaqAccordion } from './FaqAccordion';

const faqsIn = (slug: string, lang: 'de' | 'en' | 'fr' | 'es' | 'ru') =>
  storyTreatment(slug).faqs.map((f) => ({ question: localize(f.question, lang), answer: localize(f.answer, lang) }));

const meta = preview.meta({
  title: 'Treatments/FaqAccordion',
  component: FaqAccordion,
  args: { items: faqsIn('implantologie', 'de') },
});

/** A question opens and closes its answer; the button says whether it is expanded. */
export const OpenAndClose = meta.story({
  async play({ canvas, userEvent }) {
    const question = canvas.getByRole('button', { name: 'Tut das Einsetzen eines Implantats weh?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    await expect(answer).not.toBeVisible();

    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toHaveTextContent(/örtlichen Betäubung/);

    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).not.toBeVisible();
  },
});

/** Several answers may be open at once. */
export const SeveralOpen = meta.story({
  async play({ canvas, userEvent }) {
    const [first, second] = canvas.getAllByRole('button');
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
});

/** Keyboard: Tab reaches a question, Enter and Space toggle, arrows/Home/End move between questions. */
export const Keyboard = meta.story({
  async play({ canvas, userEvent }) {
    const buttons = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(buttons[buttons.length - 1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(buttons[buttons.length - 1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(buttons[0]).toHaveFocus();
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
  },
});

/** No questions: nothing is rendered (no empty box). */
export const Empty = meta.story({
  args: { items: [] },
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('button')).toBeNull();
  },
});

export const English = meta.story({
  globals: { locale: 'en' },
  args: { items: faqsIn('implantologie', 'en'), defaultOpen: [0] },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: 'Does having an implant placed hurt?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  args: { items: faqsIn('zahnkrone', 'fr') },
  async play({ canvas }) {
    await expect(canvas.getAllByRole('button')[0]).toHaveAccessibleName(/couronne/i);
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  args: { items: faqsIn('veneers', 'es') },
  async play({ canvas }) {
    await expect(canvas.getAllByRole('button')[0]).toHaveAccessibleName(/¿/);
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: { items: faqsIn('implantologie', 'ru') },
  async play({ canvas, userEvent }) {
    const question = canvas.getByRole('button', { name: 'Больно ли устанавливать имплантат?' });
    await userEvent.click(question);
    await expect(canvas.getByText(/местной анестезии/)).toBeVisible();
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    for (const button of canvas.getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
