import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { answering, expectThanks } from '../../../../.storybook/mockApi';
import preview from '../../../../.storybook/preview';
import { failing, pending, rejecting } from '../../../../mocks/handlers';
import LiveContactForm from './LiveContactForm.island';

type Ctx = Pick<StoryContext, 'canvas' | 'canvasElement' | 'userEvent'>;
const byName = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** Fills the form with a valid message and sends it with the button of the story's language. */
async function sendValid({ canvas, canvasElement, userEvent }: Ctx, button: 'Nachricht senden' | 'Send message') {
  await userEvent.type(byName(canvasElement, 'name'), 'Jonas Müller');
  await userEvent.type(byName(canvasElement, 'email'), 'jonas.mueller@example.de');
  await userEvent.type(byName(canvasElement, 'subject'), 'Öffnungszeiten');
  await userEvent.type(byName(canvasElement, 'message'), 'Haben Sie auch am Samstag geöffnet?');
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

/** Sends a valid message that the server does not take: the alert says so with `alertText`. */
async function sendRefused(context: Ctx, button: Parameters<typeof sendValid>[1], alertText: string) {
  await sendValid(context, button);
  await expect(await context.canvas.findByRole('alert')).toHaveTextContent(alertText);
}

const meta = preview.meta({ title: 'Forms/LiveContactForm', component: LiveContactForm });

/** Stored by the mock API; the fixed thanks, word for word in English. */
export const SuccessEnglish = meta.story({
  globals: { locale: 'en' },
  async play(context) {
    await sendValid(context, 'Send message');
    await expectThanks(context, 'Thank you for your message! We will get back to you as soon as possible.');
  },
});

/** A server failure: the fixed failure message, word for word in English; nothing typed is lost. */
export const FailureEnglish = meta.story({
  globals: { locale: 'en' },
  beforeEach: answering(failing('contact.send', 500)),
  async play(context) {
    await sendRefused(context, 'Send message', 'Sorry, an error occurred while sending. Please try again later.');
    await expect(byName(context.canvasElement, 'message')).toHaveValue('Haben Sie auch am Samstag geöffnet?');
  },
});

export const Failure = meta.story({
  beforeEach: answering(failing('contact.send', 503)),
  play: (context) => sendRefused(context, 'Nachricht senden', 'Entschuldigung, beim Senden ist ein Fehler aufgetreten.'),
});

export const ServerRejectsAField = meta.story({
  beforeEach: answering(rejecting('contact.send', 'subject', 'validation.tooLong')),
  async play(context) {
    await sendValid(context, 'Nachricht senden');
    const subject = byName(context.canvasElement, 'subject');
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Dieser Text ist zu lang.'));
    await expect(subject).toHaveFocus();
    await expect(context.canvas.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben.');
  },
});

export const Slow = meta.story({
  beforeEach: answering(pending('contact.send')),
  async play(context) {
    await sendValid(context, 'Nachricht senden');
    await expect(await context.canvas.findByRole('button', { name: 'Wird gesendet …' })).toBeVisible();
    await expect(context.canvas.getByRole('status')).toHaveTextContent('Wird gesendet …');
  },
});
