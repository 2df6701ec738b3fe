import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { CancelAppointment, type CancelView } from './CancelAppointment';

const appointment = { date: '2026-12-01', time: '08:30', location: 'schwabing' } as const;

const meta = preview.meta({
  title: 'Booking/CancelAppointment',
  component: CancelAppointment,
  args: {
    view: { kind: 'ask', appointment } as CancelView,
    onConfirm: fn(),
    phone: '+49 89 95 45 67 80',
    homeHref: '/de',
    bookingHref: '/de/termin',
  },
});

/** The link is valid: what it cancels, and a question before anything happens. */
export const Ask = meta.story({
  async play({ args, canvas, userEvent }) {
    await expect(canvas.getByRole('heading', { name: 'Möchten Sie diesen Termin absagen?' })).toBeVisible();
    await expect(canvas.getByText('Dienstag, 1. Dezember 2026, 08:30 Uhr')).toBeVisible();
    await expect(canvas.getByText('Praxis Schwabing')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nein, Termin behalten' })).toHaveAttribute('href', '/de');
    await userEvent.click(canvas.getByRole('button', { name: 'Ja, Termin absagen' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
});

export const AskEnglishOnAPhone = meta.story({
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    await expect(canvas.getByText('Tuesday, December 1, 2026 at 08:30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yes, cancel appointment' })).toBeVisible();
  },
});

export const Sending = meta.story({
  args: { view: { kind: 'ask', appointment, sending: true } as CancelView },
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: 'Wird abgesagt …' })).toHaveAttribute('aria-disabled', 'true');
  },
});

/** Cancelled: said, focused, and the way to a new request. */
export const Done = meta.story({
  args: { view: { kind: 'done', appointment } as CancelView },
  async play({ canvas }) {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Ihr Termin ist abgesagt.');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Neuen Termin anfragen' })).toHaveAttribute('href', '/de/termin');
  },
});

/** The link used a second time. */
export const AlreadyCancelled = meta.story({
  args: { view: { kind: 'already', appointment } as CancelView },
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('Dieser Termin ist bereits abgesagt.');
  },
});

/** Expired, moved or unknown: an alert with the phone to call. */
export const InvalidLinkRussian = meta.story({
  globals: { locale: 'ru' },
  args: { view: { kind: 'invalid' } as CancelView },
  async play({ canvas }) {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Эта ссылка недействительна или устарела');
    await expect(canvas.getByRole('link', { name: '+49 89 95 45 67 80' })).toHaveAttribute('href', 'tel:+498995456780');
  },
});

/** The cancellation could not be sent: the question stays, with the error above the buttons. */
export const SendFailed = meta.story({
  args: { view: { kind: 'ask', appointment, failed: true } as CancelView },
  async play({ canvas }) {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Absage konnte gerade nicht gesendet werden.');
    await expect(canvas.getByRole('button', { name: 'Ja, Termin absagen' })).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { view: { kind: 'loading' } as CancelView },
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('Der Termin wird geladen …');
  },
});
