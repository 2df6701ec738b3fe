import type { StoryContext } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { answering, expectThanks } from '../../../../.storybook/mockApi';
import preview from '../../../../.storybook/preview';
import { failing, pending, rejecting } from '../../../../mocks/handlers';
import { endpoint } from '../../../contract/endpoints';
import { nextWeekday } from '../../components/BookingForm/storyDates';
import { BookingContainer } from './BookingContainer';

const TUESDAY = nextWeekday(2);
const SATURDAY = nextWeekday(6);
const CREATE = `*${endpoint('appointments.create').path}`;
const OPENING_STATUS = `*${endpoint('practice.openingStatus').path}`;

type Ctx = Pick<StoryContext, 'canvas' | 'canvasElement' | 'userEvent'>;
const byName = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** Fills the form by field name (any language) and picks the first free time the mock API offers. */
async function fillValid({ canvas, canvasElement, userEvent }: Ctx) {
  await userEvent.type(byName(canvasElement, 'firstName'), 'Anna');
  await userEvent.type(byName(canvasElement, 'lastName'), 'Schneider');
  await userEvent.type(byName(canvasElement, 'email'), 'anna.schneider@example.de');
  await userEvent.type(byName(canvasElement, 'phone'), '089 1234 5678');
  await userEvent.click(byName(canvasElement, 'location')); // the first practice: Oberföhring
  await userEvent.selectOptions(byName(canvasElement, 'treatmentType'), 'checkup');
  await userEvent.type(byName(canvasElement, 'preferredDate'), TUESDAY);
  await canvas.findByRole('option', { name: '08:00' }, { timeout: 5000 });
  await userEvent.selectOptions(byName(canvasElement, 'preferredTime'), '08:00');
}
const submit = ({ canvas, userEvent }: Ctx) => userEvent.click(canvas.getByRole('button', { name: 'Terminanfrage senden' }));
/** Fills the form validly and sends it. */
async function sendValid(context: Ctx) {
  await fillValid(context);
  await submit(context);
}

/** Sends a valid request that the server does not take: the alert says so with `alertText`, and what was typed stays. */
async function sendRefused(context: Ctx, alertText: string) {
  await sendValid(context);
  await expect(await context.canvas.findByRole('alert')).toHaveTextContent(alertText);
  await expect(byName(context.canvasElement, 'lastName')).toHaveValue('Schneider');
}

let sent: Record<string, unknown> | undefined;
/** Answers the booking request as the API does and keeps its body in `sent`, for the story to check. */
function recordRequest({ msw }: Pick<StoryContext, 'msw'>) {
  sent = undefined;
  msw.use(
    http.post(CREATE, async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ data: { id: 'appt-1', status: 'new' } }, { status: 201 });
    }),
  );
}

const meta = preview.meta({ title: 'Features/BookingContainer', component: BookingContainer });

/** The day's times come from the mock API; the request is stored and thanked for. */
export const Success = meta.story({
  async play(context) {
    await sendValid(context);
    await expectThanks(context, 'Ihre Terminanfrage ist bei uns eingegangen.');
    await expect(byName(context.canvasElement, 'firstName')).toHaveValue('');
  },
});

/** In Russian: the request carries the visitor's language, the thanks are Russian. */
export const SendsLanguageRussian = meta.story({
  globals: { locale: 'ru' },
  beforeEach: recordRequest,
  async play(context) {
    await fillValid(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Отправить запрос на приём' }));
    await expectThanks(context, 'Спасибо! Мы получили ваш запрос на приём');
    await expect(sent).toMatchObject({
      firstName: 'Anna',
      location: 'oberfoehring',
      preferredDate: TUESDAY,
      preferredTime: '08:00',
      language: 'ru',
    });
    // "How did you hear about us" is optional: left unanswered, the request does not carry it.
    await expect(sent).not.toHaveProperty('heardAbout');
  },
});

/** A day the practice is closed: no times, and the form says so (in English here). */
export const ClosedDayEnglish = meta.story({
  globals: { locale: 'en' },
  async play({ canvas, canvasElement, userEvent }) {
    await userEvent.click(byName(canvasElement, 'location'));
    await userEvent.type(byName(canvasElement, 'preferredDate'), SATURDAY);
    await expect(
      await canvas.findByText('There are no free times on this day. Please choose another day.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
});

export const TimesLoading = meta.story({
  beforeEach: answering(pending('appointments.slots')),
  async play({ canvas, canvasElement, userEvent }) {
    await userEvent.click(byName(canvasElement, 'location'));
    await userEvent.type(byName(canvasElement, 'preferredDate'), TUESDAY);
    await expect(await canvas.findByText('Freie Zeiten werden geladen …')).toBeVisible();
  },
});

export const TimesFail = meta.story({
  beforeEach: answering(failing('appointments.slots', 500)),
  async play({ canvas, canvasElement, userEvent }) {
    await userEvent.click(byName(canvasElement, 'location'));
    await userEvent.type(byName(canvasElement, 'preferredDate'), TUESDAY);
    // The form asks once more after a server error before giving up.
    await expect(await canvas.findByText(/Die freien Zeiten konnten nicht geladen werden/, {}, { timeout: 6000 })).toBeVisible();
  },
});

/** The server rejects a field (400 with issues): the message shows at the field. */
export const ServerRejectsAField = meta.story({
  beforeEach: answering(rejecting('appointments.create', 'email', 'validation.booking.email')),
  async play(context) {
    await sendValid(context);
    const email = byName(context.canvasElement, 'email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Ungültige E-Mail-Adresse'));
    await expect(email).toHaveFocus();
  },
});

/** A server failure: the form's message; nothing typed is lost. */
export const Failure = meta.story({
  beforeEach: answering(failing('appointments.create', 500)),
  async play(context) {
    await sendRefused(context, 'Entschuldigung, Ihre Terminanfrage konnte nicht gesendet werden.');
    await expect(byName(context.canvasElement, 'preferredTime')).toHaveValue('08:00');
  },
});

/** Someone else took the time first (409): the form says so and offers the times that are still free. */
export const SlotTakenMeanwhile = meta.story({
  beforeEach: answering(
    rejecting('appointments.create', 'preferredTime', 'error.booking.slotTaken', {
      status: 409,
      message: 'error.booking.slotTaken',
    }),
  ),
  play: (context) => sendRefused(context, 'Dieser Termin wurde gerade vergeben. Bitte wählen Sie eine andere Uhrzeit.'),
});

export const Slow = meta.story({
  beforeEach: answering(pending('appointments.create')),
  async play(context) {
    await sendValid(context);
    await expect(await context.canvas.findByRole('button', { name: 'Wird gesendet …' })).toBeVisible();
  },
});

/**
 * A booking link from a treatment page (`?treatment=bleaching`): the form reads the page's address
 * once it runs, looks the treatment up and preselects it.
 */
export const FromTreatmentPage = meta.story({
  beforeEach(context) {
    recordRequest(context);
    const before = location.href;
    const url = new URL(before);
    url.searchParams.set('treatment', 'bleaching');
    history.replaceState(history.state, '', url);
    return () => history.replaceState(history.state, '', before);
  },
  async play(context) {
    await expect(await context.canvas.findByText(/^Ihre Anfrage zur Behandlung: Bleaching/, {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(byName(context.canvasElement, 'treatmentType')).toHaveValue('whitening'));
    await sendValid(context);
    await waitFor(() => expect(sent).toMatchObject({ treatment: 'bleaching', location: 'oberfoehring' }), { timeout: 5000 });
  },
});

/** A practice without opening hours yet (a fresh install): no form, the way to the contact form instead. */
export const NoOpeningHoursYet = meta.story({
  beforeEach: answering(http.get(OPENING_STATUS, () => HttpResponse.json({ data: { is_open: false, next_opening: null } }))),
  async play({ canvas, canvasElement }) {
    await expect(
      await canvas.findByText(/^Terminanfragen über dieses Formular sind bald möglich/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nachricht schreiben' })).toHaveAttribute('href', '/de/kontakt');
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
});
