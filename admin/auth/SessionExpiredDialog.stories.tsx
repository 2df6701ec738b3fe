/**
 * The sign-in dialog over a screen whose session ended while a form was open: the same account
 * (its address fixed), a password, and the way to the login page for someone else. Shown open, as
 * it is while auth/sessionExpiry.ts awaits a sign-in; signing in is a stand-in that fails or waits.
 */
import { expect, fn, screen } from 'storybook/test';
import { ApiRequestError } from '@/lib/api';
import preview from '../../.storybook/preview';
import { withAdmin } from '../../.storybook/admin';
import { SignInAgainDialog } from './SessionExpiredDialog';

const meta = preview.meta({
  title: 'Admin/Keine verlorenen Änderungen/Sitzung abgelaufen',
  component: SignInAgainDialog,
  args: { open: true, email: 'empfang@zahnarzt-muenchen.example', signIn: fn(async () => {}), toLoginPage: fn() },
  decorators: [withAdmin],
  // The dialog stands in a portal outside the story's root: the accessibility check covers the page.
  parameters: { a11y: { context: 'body' } },
});

export const Open = meta.story({
  async play({ args, userEvent }) {
    const dialog = await screen.findByRole('dialog', { name: 'Bitte erneut anmelden' });
    await expect(dialog).toHaveTextContent('Ihre Eingaben auf dieser Seite bleiben erhalten');
    await expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(args.email);
    await expect(screen.getByLabelText(/^Passwort/)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Zur Anmeldeseite' }));
    await expect(args.toLoginPage).toHaveBeenCalledOnce();
  },
});

export const PasswordMissing = meta.story({
  async play({ args, userEvent }) {
    await userEvent.click(await screen.findByRole('button', { name: 'Anmelden und weiterarbeiten' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Bitte geben Sie Ihr Passwort ein.');
    await expect(args.signIn).not.toHaveBeenCalled();
  },
});

export const WrongPassword = meta.story({
  args: {
    signIn: fn(async () => {
      throw new ApiRequestError(401, { message: 'error.invalidCredentials' });
    }),
  },
  async play({ args, userEvent }) {
    await userEvent.type(await screen.findByLabelText(/^Passwort/), 'falsches-passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden und weiterarbeiten' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.');
    await expect(args.signIn).toHaveBeenCalledWith(args.email, 'falsches-passwort');
  },
});
