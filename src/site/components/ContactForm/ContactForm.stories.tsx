import type { StoryContext } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { refusesEmptySubmit } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { ApiRequestError } from '../../../lib/api';
import { ContactForm } from './ContactForm';

const meta = preview.meta({
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn(async () => {}) },
  // The form's validation loads on its first check (lazyResolver); loaded before each play, so a
  // play's wait for a message is not spent on the dev server compiling zod on a busy machine.
  loaders: [async () => void (await import('./contactResolver'))],
});

const MESSAGE = 'Guten Tag, haben Sie am Samstag geöffnet? Ich hätte gern einen Kontrolltermin.';

/** The form's field labels and its button, in the story's language. */
const GERMAN = { name: 'Name', email: 'E-Mail-Adresse', subject: 'Betreff', message: 'Nachricht', send: 'Nachricht senden' };
const ENGLISH = { name: 'Name', email: 'Email address', subject: 'Subject', message: 'Message', send: 'Send message' };
type Labels = typeof GERMAN;
type Context = Pick<StoryContext, 'canvas' | 'userEvent'>;

/** Types a valid message, with the given subject, into the fields found by their labels. */
async function fillValid({ canvas, userEvent }: Context, labels: Labels = GERMAN, subject = 'Öffnungszeiten') {
  await userEvent.type(canvas.getByRole('textbox', { name: labels.name }), 'Jonas Müller');
  await userEvent.type(canvas.getByRole('textbox', { name: labels.email }), 'jonas.mueller@example.de');
  await userEvent.type(canvas.getByRole('textbox', { name: labels.subject }), subject);
  await userEvent.type(canvas.getByRole('textbox', { name: labels.message }), MESSAGE);
}
const submit = ({ canvas, userEvent }: Context, labels: Labels = GERMAN) =>
  userEvent.click(canvas.getByRole('button', { name: labels.send }));

export const Idle = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByText('Pflichtfelder sind mit * markiert')).toBeVisible();
    for (const name of ['Name', 'E-Mail-Adresse', 'Betreff', 'Nachricht'])
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
  },
});

/** Empty submit in English: the contract's messages, nothing sent. */
export const EmptySubmitEnglish = meta.story({
  globals: { locale: 'en' },
  play: refusesEmptySubmit({
    button: 'Send message',
    focused: 'Name',
    messages: [
      'Name must be at least 2 characters',
      'Please enter a valid email address.',
      'This field is required.',
      'Message must be at least 10 characters',
    ],
  }),
});

export const EmptySubmitFrench = meta.story({
  globals: { locale: 'fr' },
  play: refusesEmptySubmit({
    note: 'Les champs obligatoires sont marqués d’un *',
    button: 'Envoyer le message',
    messages: [
      'Le nom doit comporter au moins 2 caractères',
      'Veuillez saisir une adresse e-mail valide.',
      'Le message doit comporter au moins 10 caractères',
    ],
  }),
});

export const Submitting = meta.story({
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  async play(context) {
    await fillValid(context);
    await submit(context);
    await expect(await context.canvas.findByRole('button', { name: 'Wird gesendet …' })).toHaveAttribute('aria-disabled', 'true');
    await expect(context.canvas.getByRole('status')).toHaveTextContent('Wird gesendet …');
  },
});

/** Success in English: the fixed thanks word for word; the message as the contract defines it; an empty form. */
export const SuccessEnglish = meta.story({
  globals: { locale: 'en' },
  async play(context) {
    const { args, canvas } = context;
    await fillValid(context, ENGLISH, '  Opening hours ');
    await submit(context, ENGLISH);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Thank you for your message! We will get back to you as soon as possible.');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Jonas Müller',
      email: 'jonas.mueller@example.de',
      subject: 'Opening hours',
      message: MESSAGE,
      website: '',
    });
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  },
});

/** Failure in English: the fixed failure text word for word as an alert; what was typed stays. */
export const ErrorEnglish = meta.story({
  globals: { locale: 'en' },
  args: { onSubmit: fn(() => Promise.reject(new ApiRequestError(500, { message: 'error.internal', code: 'internal' }))) },
  async play(context) {
    const { canvas } = context;
    await fillValid(context, ENGLISH, 'Opening hours');
    await submit(context, ENGLISH);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, an error occurred while sending. Please try again later.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Jonas Müller');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(MESSAGE);
  },
});

/** The server refuses the address: its message shows at the e-mail field, which takes focus. */
export const ServerRejectsEmail = meta.story({
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new ApiRequestError(400, {
          message: 'error.validation',
          code: 'validation',
          issues: [{ path: ['email'], message: 'validation.email' }],
        }),
      ),
    ),
  },
  async play(context) {
    await fillValid(context);
    await submit(context);
    const email = context.canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.'));
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('jonas.mueller@example.de');
  },
});

/** Rate limited (429): a specific hint rather than the generic failure. */
export const RateLimited = meta.story({
  args: {
    onSubmit: fn(() => Promise.reject(new ApiRequestError(429, { message: 'error.rateLimited', code: 'rate_limited' }))),
  },
  async play(context) {
    await fillValid(context);
    await submit(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Zu viele Anfragen.');
  },
});

export const PrefilledSubjectOnMobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { subject: 'Frage zu Veneers' },
  async play({ canvas }) {
    await expect(canvas.getByRole('textbox', { name: 'Betreff' })).toHaveValue('Frage zu Veneers');
  },
});
