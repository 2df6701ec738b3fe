/**
 * Play functions several stories share: what a user does and notices is the same, only the words
 * differ between the components.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';

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
