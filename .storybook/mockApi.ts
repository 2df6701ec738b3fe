/** Story hooks for the mock API that answers in every story (MSW, see preview.tsx). */
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/** A story's beforeEach: these handlers answer in front of the mock API's own, for this story. */
export const answering =
  (...handlers: Parameters<StoryContext['msw']['use']>) =>
  ({ msw }: Pick<StoryContext, 'msw'>) => {
    msw.use(...handlers);
  };

/** The form's thanks: the status says `text` once the mock API has answered, within 5 s. */
export const expectThanks = ({ canvas }: Pick<StoryContext, 'canvas'>, text: string) =>
  waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text), { timeout: 5000 });
