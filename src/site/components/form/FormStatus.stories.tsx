import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { FormStatus } from './FormStatus';

const meta = preview.meta({ title: 'Forms/FormStatus', component: FormStatus, args: { phase: 'idle' as const } });

/** Idle: nothing is shown. */
export const Idle = meta.story({
  async play({ canvasElement }) {
    await expect(canvasElement.textContent).toBe('');
  },
});

/** Submitting: announced politely, does not take focus. */
export const Submitting = meta.story({
  args: { phase: 'submitting' },
  async play({ canvas }) {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Wird gesendet …');
    await expect(status).not.toHaveFocus();
  },
});

/** Success takes focus, so the outcome is read out and keyboard users continue from there. */
export const Success = meta.story({
  args: { phase: 'success', message: 'Vielen Dank für Ihre Nachricht! Wir melden uns so schnell wie möglich bei Ihnen.' },
  async play({ canvas }) {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Vielen Dank für Ihre Nachricht!');
    await waitFor(() => expect(status).toHaveFocus());
  },
});

/** Errors are alerts. */
export const Error = meta.story({
  args: {
    phase: 'error',
    message: 'Entschuldigung, beim Senden ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  },
  async play({ canvas }) {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Entschuldigung, beim Senden ist ein Fehler aufgetreten.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
});

/** When focus went to an invalid field, the message stays where it is. */
export const ErrorWithoutFocus = meta.story({
  args: { phase: 'error', message: 'Bitte prüfen Sie Ihre Eingaben.', focusOnShow: false },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).not.toHaveFocus();
  },
});

export const LongMessageOnMobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    phase: 'success',
    message:
      'Fast geschafft! Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre Anmeldung über den Link in dieser E-Mail. Sollte keine E-Mail ankommen, sehen Sie bitte auch im Spam-Ordner nach.',
  },
});

/** Default texts follow the language. */
export const RussianDefaults = meta.story({
  globals: { locale: 'ru' },
  args: { phase: 'submitting' },
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('Отправка…');
  },
});
