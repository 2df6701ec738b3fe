/**
 * Play functions several stories share: what a user does and notices is the same, only the words
 * differ between the components.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/**
 * A list that could not be loaded: the alert says what failed (`alertText`, German), and
 * 'Erneut versuchen' asks the owner to load again (the story's `onRetry` mock, called once).
 */
export const retriesAfterFailure =
  (alertText: string) =>
  async ({ canvas, userEvent, args }: Pick<StoryContext, 'canvas' | 'userEvent'> & { args: { onRetry?: unknown } }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(alertText);
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  };

/**
 * A list still loading: the status says 'Wird geladen …' and none of the list's content (`role`:
 * its cards, links or search) shows yet.
 */
export const loadsWithout =
  (role: 'article' | 'link' | 'searchbox') =>
  async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.queryByRole(role)).toBeNull();
  };

type EmptySubmit = {
  /** The form's submit button in the story's language. */
  button: string;
  /** Each message the empty form shows (one shown on several fields is checked on each). */
  messages: string[];
  /** The note on required fields, checked before submitting. */
  note?: string;
  /** The text field that takes the focus, by its label: the first one refused, described by the first message. */
  focused?: string;
};

/**
 * Submitting the empty form in the story's language: every message shows and nothing is sent
 * (the story's `onSubmit` mock is never called).
 */
export const refusesEmptySubmit =
  ({ button, messages, note, focused }: EmptySubmit) =>
  async ({ canvas, userEvent, args }: Pick<StoryContext, 'canvas' | 'userEvent'> & { args: { onSubmit?: unknown } }) => {
    if (note) await expect(canvas.getByText(note)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: button }));
    for (const text of messages) for (const shown of await canvas.findAllByText(text)) await expect(shown).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    if (focused) {
      const field = canvas.getByRole('textbox', { name: focused });
      await expect(field).toHaveFocus();
      await expect(field).toHaveAccessibleDescription(messages[0]);
    }
  };

type Canvas = Pick<StoryContext, 'canvas'>;

/** Each text stands visible in the story, checked in the order given: what a state or a language reads. */
export const showsTexts =
  (...texts: (string | RegExp)[]) =>
  async ({ canvas }: Canvas) => {
    for (const text of texts) await expect(canvas.getByText(text)).toBeVisible();
  };

/** A list's first two cards stand one under the other: one column, as on a phone. */
export const stackedCards = async ({ canvas }: Canvas) => {
  const [first, second] = canvas.getAllByRole('article');
  await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
};

/** A list's first two cards stand side by side: several columns, as on a desktop. */
export const cardsSideBySide = async ({ canvas }: Canvas) => {
  const [first, second] = canvas.getAllByRole('article');
  await expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
};

/** The text field (input or text area) with this accessible name stands visible: its label, as the language writes it. */
export const showsTextbox =
  (name: string) =>
  async ({ canvas }: Canvas) => {
    await expect(canvas.getByRole('textbox', { name })).toBeVisible();
  };

/** A page's message: its main heading, then each link with its target, the ways on from it. */
export const headingAndLinks =
  (heading: string, ...links: [name: string, href: string][]) =>
  async ({ canvas }: Canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const [name, href] of links) await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
  };

/**
 * A dialog opened from its button (`opener`): focus moves into the dialog (`dialog`, its name), and
 * Escape closes it. Returns the opener, for the story to check where focus went and what was reported.
 */
export async function openAndEscape(
  { canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>,
  opener: string,
  dialog: string,
) {
  const button = canvas.getByRole('button', { name: opener });
  await userEvent.click(button);
  const shown = await canvas.findByRole('dialog', { name: dialog });
  await waitFor(() => expect(shown.contains(document.activeElement)).toBe(true));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  return button;
}

/**
 * The file the browser chose for an image (from its `srcset` and `<source>`s), once it has loaded. The
 * sample photo's variants come from the Storybook server, which under a whole test run took longer than
 * testing-library's one second to answer; this waits as a visitor's browser would.
 */
export async function chosenFile(img: HTMLImageElement) {
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), { timeout: 15_000 });
  return img.currentSrc;
}
