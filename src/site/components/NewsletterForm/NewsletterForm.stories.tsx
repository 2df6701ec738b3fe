import { expect, fn, waitFor } from 'storybook/test';
import { refusesEmptySubmit } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { ApiRequestError } from '../../../lib/api';
import { NewsletterForm } from './NewsletterForm';

const meta = preview.meta({
  title: 'Forms/NewsletterForm',
  component: NewsletterForm,
  args: { onSubmit: fn(async () => {}) },
  // The form's validation loads on its first check (lazyResolver); loaded before each play, so a
  // play's wait for a message is not spent on the dev server compiling zod on a busy machine.
  loaders: [async () => void (await import('./newsletterResolver'))],
});

export const Idle = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeRequired();
    const consent = canvas.getByRole('checkbox', { name: /Newsletter per E-Mail erhalten/ });
    await expect(consent).not.toBeChecked();
    const link = canvas.getByRole('link', { name: /Datenschutzerklärung/ });
    await expect(link).toHaveAttribute('href', '/de/datenschutz');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('Datenschutzerklärung (öffnet in neuem Tab)');
  },
});

export const EmptySubmitEnglish = meta.story({
  globals: { locale: 'en' },
  play: refusesEmptySubmit({
    button: 'Subscribe',
    messages: ['Please enter a valid email address.', 'Please confirm your consent'],
  }),
});

/** Without the consent tick nothing is sent, in Russian too; the privacy link points to the Russian page. */
export const ConsentMissingRussian = meta.story({
  globals: { locale: 'ru' },
  async play({ args, canvas, userEvent }) {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Электронная почта' }), 'olga@example.ru');
    await userEvent.click(canvas.getByRole('button', { name: 'Подписаться' }));
    await expect(await canvas.findByText('Пожалуйста, подтвердите согласие')).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await expect(canvas.getByRole('link', { name: /политике конфиденциальности/ })).toHaveAttribute('href', '/ru/privacy');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Submitting = meta.story({
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  async play({ canvas, userEvent }) {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.de');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Newsletter abonnieren' }));
    await expect(await canvas.findByRole('button', { name: 'Wird gesendet …' })).toBeVisible();
  },
});

/** Double opt-in: success says to confirm through the e-mail; the form is empty again. */
export const Success = meta.story({
  async play({ args, canvas, userEvent }) {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.de');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Newsletter abonnieren' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Bitte bestätigen Sie Ihre Anmeldung über den Link in dieser E-Mail.');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'anna@example.de', consent: true, website: '' });
    await expect(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
});

export const Error = meta.story({
  args: {
    onSubmit: fn(() =>
      Promise.reject(new ApiRequestError(503, { message: 'error.databaseUnavailable', code: 'database_unavailable' })),
    ),
  },
  async play({ canvas, userEvent }) {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.de');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Newsletter abonnieren' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Die Anmeldung hat leider nicht geklappt.');
    await expect(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('anna@example.de');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
});

export const Mobile = meta.story({ globals: { viewport: { value: 'mobile', isRotated: false } } });
