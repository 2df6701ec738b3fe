import type { StoryContext } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { answering, expectThanks } from '../../../../.storybook/mockApi';
import preview from '../../../../.storybook/preview';
import { failing, pending, rejecting } from '../../../../mocks/handlers';
import { endpoint } from '../../../contract/endpoints';
import { NewsletterContainer } from './NewsletterContainer';

const SUBSCRIBE = `*${endpoint('newsletter.subscribe').path}`;
type Ctx = Pick<StoryContext, 'canvas' | 'canvasElement' | 'userEvent'>;

async function fillAndSubmit({ canvas, canvasElement, userEvent }: Ctx, button = 'Newsletter abonnieren') {
  await userEvent.type(canvasElement.querySelector<HTMLInputElement>('[name="email"]')!, 'anna@example.de');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

let sent: Record<string, unknown> | undefined;

const meta = preview.meta({ title: 'Features/NewsletterContainer', component: NewsletterContainer });

/** Subscribed at the mock API (pending until confirmed): the double opt-in hint. */
export const Success = meta.story({
  async play(context) {
    await fillAndSubmit(context);
    await expectThanks(context, 'Bitte bestätigen Sie Ihre Anmeldung');
  },
});

/** The subscription carries the visitor's language, so the confirmation mail is Russian. */
export const SendsLanguageRussian = meta.story({
  globals: { locale: 'ru' },
  beforeEach({ msw }) {
    sent = undefined;
    msw.use(
      http.post(SUBSCRIBE, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: { id: 'news-1', status: 'pending' } }, { status: 201 });
      }),
    );
  },
  async play(context) {
    await fillAndSubmit(context, 'Подписаться');
    await expectThanks(context, 'подтвердите подписку');
    await expect(sent).toEqual({ email: 'anna@example.de', consent: true, website: '', language: 'ru' });
  },
});

export const Failure = meta.story({
  beforeEach: answering(failing('newsletter.subscribe', 500)),
  async play(context) {
    await fillAndSubmit(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Die Anmeldung hat leider nicht geklappt.');
    await expect(context.canvas.getByRole('checkbox')).toBeChecked();
  },
});

export const ServerRejectsEmail = meta.story({
  beforeEach: answering(rejecting('newsletter.subscribe', 'email', 'validation.email')),
  async play(context) {
    await fillAndSubmit(context);
    const email = context.canvasElement.querySelector<HTMLInputElement>('[name="email"]')!;
    await waitFor(() => expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.'));
    await expect(email).toHaveValue('anna@example.de');
  },
});

export const Slow = meta.story({
  beforeEach: answering(pending('newsletter.subscribe')),
  async play(context) {
    await fillAndSubmit(context);
    await expect(await context.canvas.findByRole('button', { name: 'Wird gesendet …' })).toBeVisible();
  },
});
