import type { StoryContext } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { CookieBanner } from './CookieBanner';

const meta = preview.meta({
  title: 'Consent/CookieBanner',
  component: CookieBanner,
  args: { hasDecision: false, onAccept: fn(), onReject: fn(), onOpenSettings: fn(), onClose: fn() },
});

const appears = { timeout: 3000 };

/** Nothing at first; after about a second the notice slides in with its three buttons and the × button. */
export const AppearsAfterOneSecond = meta.story({
  async play({ canvas, args }) {
    await expect(canvas.queryByRole('region')).toBeNull();
    await new Promise((r) => setTimeout(r, 600));
    await expect(canvas.queryByRole('region')).toBeNull();
    const banner = await canvas.findByRole('region', { name: 'Cookies auf dieser Website' }, appears);
    await expect(banner).toBeVisible();
    await expect(getComputedStyle(banner).position).toBe('fixed');
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    for (const name of ['Einstellungen', 'Ablehnen', 'Akzeptieren', 'Cookie-Hinweis schließen'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
});

type Decision = 'onAccept' | 'onReject';

/** A decision by its button: reported once through its own callback, never through the other, and the notice goes. */
const decides =
  (button: string, reported: Decision, other: Decision) =>
  async ({ canvas, args, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'> & { args: Record<Decision, unknown> }) => {
    await userEvent.click(await canvas.findByRole('button', { name: button }, appears));
    await expect(args[reported]).toHaveBeenCalledOnce();
    await expect(args[other]).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  };

/** Akzeptieren reports the grant and hides the notice. */
export const Accept = meta.story({ play: decides('Akzeptieren', 'onAccept', 'onReject') });

/** Ablehnen reports the rejection and hides the notice. */
export const Reject = meta.story({ play: decides('Ablehnen', 'onReject', 'onAccept') });

/** Einstellungen asks for the dialog and keeps the notice until a decision is stored. */
export const OpenSettings = meta.story({
  async play({ canvas, args, userEvent }) {
    await userEvent.click(await canvas.findByRole('button', { name: 'Einstellungen' }, appears));
    await expect(args.onOpenSettings).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('region')).toBeVisible();
  },
});

/** The × hides the notice for this page view without recording a decision. */
export const CloseWithoutDecision = meta.story({
  async play({ canvas, args, userEvent }) {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cookie-Hinweis schließen' }, appears));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(args.onReject).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
});

/** A stored decision: the notice never appears. */
export const DecisionStored = meta.story({
  args: { hasDecision: true },
  async play({ canvas }) {
    await new Promise((r) => setTimeout(r, 1400));
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Akzeptieren' })).toBeNull();
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('region', { name: 'Файлы cookie на этом сайте' }, appears)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Принять' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'политике конфиденциальности' })).toHaveAttribute('href', '/datenschutz');
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('button', { name: 'Refuser' }, appears)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Paramètres' })).toBeVisible();
  },
});

/** Phones: full-width buttons stacked under the text, all inside the viewport. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const accept = await canvas.findByRole('button', { name: 'Akzeptieren' }, appears);
    const reject = canvas.getByRole('button', { name: 'Ablehnen' });
    await expect(accept.getBoundingClientRect().top).toBeGreaterThan(reject.getBoundingClientRect().top);
    await expect(accept.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Once the slide-in has finished, the whole card sits inside the viewport.
    await waitFor(() => expect(accept.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
  },
});
