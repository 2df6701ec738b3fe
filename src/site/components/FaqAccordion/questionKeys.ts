/**
 * ↑/↓/Home/End move between the questions of an accordion (WAI-ARIA APG accordion, its optional
 * keys). One function for both ways the accordion lives: React calls it when it renders the
 * accordion (the app, Storybook), and the frame script listens with it on the whole document,
 * because a served treatment page does not hydrate its accordion at all.
 */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The attribute that marks an accordion's root: its questions are its `details > summary`. */
export const ACCORDION_ATTRIBUTE = 'data-accordion';

export function moveBetweenQuestions(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey' | 'preventDefault'>,
) {
  const move = MOVES[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof Element)) return;
  const question = event.target.closest('summary');
  const accordion = question?.closest(`[${ACCORDION_ATTRIBUTE}]`);
  if (!question || !accordion) return;
  const questions = [...accordion.querySelectorAll<HTMLElement>(':scope > details > summary')];
  const index = questions.indexOf(question);
  if (index < 0) return;
  event.preventDefault();
  questions[move(index, questions.length)]?.focus();
}
