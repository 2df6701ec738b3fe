import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { NewsletterLinkPanel } from './NewsletterLinkPanel';

const meta = preview.meta({
  title: 'Feedback/NewsletterLinkPanel',
  component: NewsletterLinkPanel,
  args: { kind: 'confirm' as const, state: 'ready' as const, onAct: fn() },
});

/** Opening the confirmation link asks first: nothing is confirmed until the button is pressed. */
export const ConfirmReady = meta.story({
  async play({ canvas, args, userEvent }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Newsletter-Anmeldung bestätigen' })).toBeVisible();
    await expect(args.onAct).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Anmeldung bestätigen' }));
    await expect(args.onAct).toHaveBeenCalledTimes(1);
  },
});

/** While the answer is awaited the button cannot be pressed twice. */
export const Working = meta.story({
  args: { state: 'working' },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: 'Anmeldung bestätigen' })).toBeDisabled();
  },
});

/** No answer (network, too many tries): an alert, and the button to try again. */
export const Failed = meta.story({
  args: { state: 'failed' },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Das hat leider nicht geklappt.');
    await expect(canvas.getByRole('button', { name: 'Anmeldung bestätigen' })).toBeEnabled();
  },
});

export const Confirmed = meta.story({
  args: { state: 'confirmed' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Vielen Dank – Ihre Anmeldung ist bestätigt');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Zum Blog' })).toHaveAttribute('href', '/de/blog');
  },
});

/** An expired link leads back to the sign-up form. */
export const Expired = meta.story({
  args: { state: 'expired' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dieser Link ist abgelaufen');
    await expect(canvas.getByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute('href', '/de/blog#newsletter-title');
  },
});

export const UnsubscribeReady = meta.story({
  args: { kind: 'unsubscribe' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Newsletter abbestellen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Newsletter abbestellen' })).toBeEnabled();
  },
});

export const AlreadyUnsubscribed = meta.story({
  args: { kind: 'unsubscribe', state: 'alreadyUnsubscribed' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sie sind bereits abgemeldet');
  },
});

/** A broken unsubscribe link still leaves a way out: writing to the practice. */
export const UnsubscribeInvalidOnMobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { kind: 'unsubscribe', state: 'invalid' },
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dieser Link ist ungültig');
    await expect(canvas.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de/kontakt');
  },
});
