/** Story hooks for the mock API that answers in every story (MSW, see preview.tsx). */
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

/** A story's beforeEach: these handlers answer in front of the mock API's own, for this story. */
export const answering =
  (...handlers: Parameters<StoryContext['msw']['use']>) =>
  ({ msw }: Pick<StoryContext, 'msw'>) => {
    msw.use(...handlers);
  };

/**
 * How long a story waits for the whole mock API's answer to a form. A send stores the request and
 * queues its mails: under a second on a quiet machine, several on a busy one (the whole suite
 * running beside the stories), where a 5 s wait once failed.
 */
const MOCK_API_ANSWER_MS = 15_000;

/** The form's thanks: the status says `text` once the mock API has answered. */
export const expectThanks = ({ canvas }: Pick<StoryContext, 'canvas'>, text: string) =>
  waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text), { timeout: MOCK_API_ANSWER_MS });
