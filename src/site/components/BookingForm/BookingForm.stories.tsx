import type { StoryContext } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { refusesEmptySubmit } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { todayInBerlin, type AppointmentSlot } from '../../../contract/entities/appointment';
import { ApiRequestError } from '../../../lib/api';
import { BookingForm, type SlotsState } from './BookingForm';
import { nextWeekday } from './storyDates';

const TUESDAY = nextWeekday(2);
const slot = (time: string, available = true, location: AppointmentSlot['location'] = 'oberfoehring'): AppointmentSlot => ({
  date: TUESDAY,
  time,
  location,
  available,
});
const SLOTS: AppointmentSlot[] = [
  slot('09:00'),
  slot('08:30'),
  slot('08:30', true, 'schwabing'),
  slot('09:30', false),
  slot('10:00', true, 'schwabing'),
];

const never = () => new Promise<void>(() => {});
const LOCATIONS = [
  { key: 'oberfoehring', name: 'Praxis Oberföhring', address: 'Oberföhringer Straße 188, 81925 München' },
  { key: 'schwabing', name: 'Praxis Schwabing', address: 'Leopoldstraße 120, 80802 München' },
] as const;

const meta = preview.meta({
  title: 'Forms/BookingForm',
  component: BookingForm,
  args: {
    onSubmit: fn(async () => {}),
    onDateChange: fn(),
    slots: { status: 'ready', slots: SLOTS } as SlotsState,
    locations: LOCATIONS,
  },
  // The form's validation loads on its first check (lazyResolver); loaded before each play, so a
  // play's wait for a message is not spent on the dev server compiling zod on a busy machine.
  loaders: [async () => void (await import('./bookingResolver'))],
});

/** Fills every required field with valid German input; the time select needs the day's slots. */
async function fillValid({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Vorname' }), 'Anna');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nachname' }), 'Schneider');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna.schneider@example.de');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Telefonnummer' }), '089 1234 5678');
  await userEvent.click(canvas.getByRole('radio', { name: 'Praxis Oberföhring' }));
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Behandlung' }), 'implant');
  await userEvent.type(canvas.getByLabelText(/^Wunschdatum/), TUESDAY);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Wunschuhrzeit' }), '08:30');
}

/** Idle: the required-fields note, asterisks, and the time select waiting for a date. */
export const Idle = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByText('Pflichtfelder sind mit * markiert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Vorname' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Nachricht (optional)' })).not.toBeRequired();
    await expect(canvas.getByRole('combobox', { name: 'Wunschuhrzeit' })).toHaveAccessibleDescription(
      'Bitte wählen Sie zuerst eine Praxis.',
    );
    await expect(canvas.getByLabelText(/^Wunschdatum/)).toHaveAttribute('min', todayInBerlin());
    const treatment = canvas.getByRole('combobox', { name: 'Behandlung' });
    await expect(treatment).toHaveDisplayValue('Bitte wählen');
    await expect(treatment.querySelectorAll('option')).toHaveLength(12);
    await expect(within(treatment).getByRole('option', { name: 'Wurzelbehandlung' })).toHaveValue('rootCanal');
  },
});

/** Choosing a day asks the owner for its slots and offers that day's free times at the chosen practice, in order. */
export const ChooseDateAndTime = meta.story({
  async play({ args, canvas, userEvent }) {
    await userEvent.type(canvas.getByLabelText(/^Wunschdatum/), TUESDAY);
    await waitFor(() => expect(args.onDateChange).toHaveBeenLastCalledWith(TUESDAY));
    const time = canvas.getByRole('combobox', { name: 'Wunschuhrzeit' });
    await expect(time).toHaveAccessibleDescription('Bitte wählen Sie zuerst eine Praxis.');
    const options = () => [...(time as HTMLSelectElement).options].map((o) => o.value);
    await userEvent.click(canvas.getByRole('radio', { name: 'Praxis Oberföhring' }));
    await expect(options()).toEqual(['', '08:30', '09:00']);
    await userEvent.selectOptions(time, '09:00');
    // Another practice has other times: the chosen one is cleared.
    await userEvent.click(canvas.getByRole('radio', { name: 'Praxis Schwabing' }));
    await expect(options()).toEqual(['', '08:30', '10:00']);
    await expect(time).toHaveValue('');
  },
});

/** Two practices: the visitor must say which (radio buttons with the address, arrow keys move between them). */
export const LocationRequired = meta.story({
  async play({ args, canvas, userEvent }) {
    const group = canvas.getByRole('group', { name: 'Praxis' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: 'Praxis Schwabing' })).toHaveAccessibleDescription(
      'Leopoldstraße 120, 80802 München',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Terminanfrage senden' }));
    await expect(await canvas.findByText('Bitte wählen Sie eine Praxis')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Praxis Oberföhring' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Praxis Schwabing' })).toBeChecked();
  },
});

/** A practice with one location asks nothing and sends that one. */
export const SingleLocation = meta.story({
  args: { locations: [LOCATIONS[0]] },
  async play({ args, canvas, userEvent }) {
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nachname' }), 'Schneider');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna.schneider@example.de');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefonnummer' }), '089 1234 5678');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Behandlung' }), 'checkup');
    await userEvent.type(canvas.getByLabelText(/^Wunschdatum/), TUESDAY);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Wunschuhrzeit' }), '09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Terminanfrage senden' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ location: 'oberfoehring' })));
  },
});

/** From a treatment page: its type preselected, its name shown, its slug sent for reception. */
export const FromTreatmentPage = meta.story({
  args: { treatmentType: 'implant', fromTreatment: { slug: 'implantologie', name: 'Implantologie' } },
  async play({ args, canvas, userEvent }) {
    await expect(canvas.getByText('Ihre Anfrage zur Behandlung: Implantologie')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Behandlung' })).toHaveValue('implant');
    await fillValid({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Terminanfrage senden' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ treatment: 'implantologie', treatmentType: 'implant', location: 'oberfoehring' }),
      ),
    );
  },
});

/** Submitting the empty form in English shows every message word for word, and nothing is sent. */
export const EmptySubmitEnglish = meta.story({
  globals: { locale: 'en' },
  play: refusesEmptySubmit({
    button: 'Send appointment request',
    focused: 'First name',
    messages: [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 characters',
      'Please select a treatment',
      'Please select a date',
      'Please select a time',
      'Please choose a practice',
    ],
  }),
});

export const EmptySubmitRussian = meta.story({
  globals: { locale: 'ru' },
  play: refusesEmptySubmit({
    note: 'Обязательные поля отмечены *',
    button: 'Отправить запрос на приём',
    messages: ['Имя должно содержать не менее 2 символов', 'Пожалуйста, выберите дату', 'Пожалуйста, выберите вид лечения'],
  }),
});

/** A past date offers no times and is refused with its own message (the picker's min does not stop typing). */
export const DateInThePast = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('radio', { name: 'Praxis Oberföhring' }));
    await userEvent.type(canvas.getByLabelText(/^Wunschdatum/), '2020-01-07');
    await expect(canvas.getByRole('combobox', { name: 'Wunschuhrzeit' })).toHaveAccessibleDescription(
      'Bitte wählen Sie ein Datum ab heute',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Terminanfrage senden' }));
    // findAll answers as soon as one is there; the second (under the date) may come a render later.
    await waitFor(() => expect(canvas.getAllByText('Bitte wählen Sie ein Datum ab heute')).toHaveLength(2));
    await expect(canvas.getByLabelText(/^Wunschdatum/)).toHaveAccessibleDescription('Bitte wählen Sie ein Datum ab heute');
  },
});

export const LoadingTimes = meta.story({
  args: { slots: { status: 'loading' } },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('radio', { name: 'Praxis Oberföhring' }));
    await userEvent.type(canvas.getByLabelText(/^Wunschdatum/), TUESDAY);
    await expect(canvas.getByRole('combobox', { name: 'Wunschuhrzeit' })).toHaveAccessibleDescription(
      'Freie Zeiten werden geladen …',
    );
  },
});

export const NoFreeTimes = meta.story({
  args: { slots: { status: 'ready', slots: [slot('09:00', false)] } },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('radio', { name: 'Praxis Oberföhring' }));
    await userEvent.type(canvas.getByLabelText(/^Wunschdatum/), TUESDAY);
    await expect(
      await canvas.findByText('An diesem Tag sind keine Zeiten mehr frei. Bitte wählen Sie einen anderen Tag.'),
    ).toBeVisible();
  },
});

export const TimesFailedToLoad = meta.story({
  args: { slots: { status: 'error' } },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('radio', { name: 'Praxis Oberföhring' }));
    await userEvent.type(canvas.getByLabelText(/^Wunschdatum/), TUESDAY);
    await expect(await canvas.findByText(/Die freien Zeiten konnten nicht geladen werden/)).toBeVisible();
  },
});

/** Submitting: the button says so and repeated clicks send nothing more. */
export const Submitting = meta.story({
  args: { onSubmit: fn(never) },
  async play({ args, canvas, userEvent }) {
    await fillValid({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Terminanfrage senden' }));
    const button = await canvas.findByRole('button', { name: 'Wird gesendet …' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird gesendet …');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
});

/** Success: the request as the contract defines it, the thank-you message (focused), an empty form. */
export const Success = meta.story({
  async play({ args, canvas, userEvent }) {
    await fillValid({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Terminanfrage senden' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Vielen Dank! Ihre Terminanfrage ist bei uns eingegangen.');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Anna',
      lastName: 'Schneider',
      email: 'anna.schneider@example.de',
      phone: '089 1234 5678',
      location: 'oberfoehring',
      treatmentType: 'implant',
      preferredDate: TUESDAY,
      preferredTime: '08:30',
      reminderOptIn: false,
      website: '',
    });
    await expect(canvas.getByRole('textbox', { name: 'Vorname' })).toHaveValue('');
    await expect(canvas.getByLabelText(/^Wunschdatum/)).toHaveValue('');
    await waitFor(() => expect(args.onDateChange).toHaveBeenLastCalledWith(''));
  },
});

/**
 * A message may tell of the patient's health: once one is typed, the consent to it is asked for and
 * required (Art. 9 GDPR); the reminder is the patient's choice, unticked until chosen, and so is the
 * optional "how did you hear about us" (nothing chosen until the patient picks an answer, then sent).
 */
export const MessageNeedsConsent = meta.story({
  async play({ args, canvas, userEvent }) {
    const reminder = canvas.getByRole('checkbox', { name: /am Tag vor dem Termin per E-Mail/ });
    await expect(reminder).not.toBeChecked();
    const heardAbout = canvas.getByRole('combobox', { name: 'Wie sind Sie auf uns aufmerksam geworden? (optional)' });
    await expect(heardAbout).toHaveDisplayValue('Bitte wählen');
    await expect(canvas.queryByRole('checkbox', { name: /Angaben zu meiner Gesundheit/ })).toBeNull();
    await fillValid({ canvas, userEvent });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nachricht (optional)' }), 'Zahnschmerzen seit Montag');
    const consent = canvas.getByRole('checkbox', { name: /Angaben zu meiner Gesundheit/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Terminanfrage senden' }));
    await expect(await canvas.findByText(/Bitte willigen Sie ein, damit wir Ihre Nachricht verwenden dürfen/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(consent);
    await userEvent.click(reminder);
    await userEvent.selectOptions(heardAbout, 'Empfehlung');
    await userEvent.click(canvas.getByRole('button', { name: 'Terminanfrage senden' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'Zahnschmerzen seit Montag',
          healthDataConsent: true,
          reminderOptIn: true,
          heardAbout: 'recommendation',
        }),
      ),
    );
  },
});

/** Failure: the form's message as an alert; everything typed is still there. */
export const Error = meta.story({
  args: { onSubmit: fn(() => Promise.reject(new ApiRequestError(500, { message: 'error.internal', code: 'internal' }))) },
  async play({ canvas, userEvent }) {
    await fillValid({ canvas, userEvent });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nachricht (optional)' }), 'Bitte vormittags.');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Angaben zu meiner Gesundheit/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Terminanfrage senden' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Entschuldigung, Ihre Terminanfrage konnte nicht gesendet werden.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
    await expect(canvas.getByRole('combobox', { name: 'Wunschuhrzeit' })).toHaveValue('08:30');
    await expect(canvas.getByRole('textbox', { name: 'Nachricht (optional)' })).toHaveValue('Bitte vormittags.');
    await expect(canvas.getByRole('button', { name: 'Terminanfrage senden' })).not.toHaveAttribute('aria-disabled');
  },
});

/** A 400 with field issues: the server's message appears at its field, which takes focus. */
export const ServerRejectsAField = meta.story({
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new ApiRequestError(400, {
          message: 'error.validation',
          code: 'validation',
          issues: [{ path: ['phone'], message: 'validation.booking.phone' }],
        }),
      ),
    ),
  },
  async play({ canvas, userEvent }) {
    await fillValid({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Terminanfrage senden' }));
    const phone = canvas.getByRole('textbox', { name: 'Telefonnummer' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Die Telefonnummer muss mindestens 10 Zeichen lang sein'));
    await expect(phone).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben.');
    await expect(phone).toHaveValue('089 1234 5678');
  },
});

/** One column on phones; a treatment chosen on a treatment page arrives preselected. */
export const MobileWithPreselectedTreatment = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { treatmentType: 'emergency' },
  async play({ canvas }) {
    await expect(canvas.getByRole('combobox', { name: 'Behandlung' })).toHaveValue('emergency');
    const first = canvas.getByRole('textbox', { name: 'Vorname' }).getBoundingClientRect();
    const last = canvas.getByRole('textbox', { name: 'Nachname' }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
});

export const DesktopTwoColumns = meta.story({
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvas }) {
    const first = canvas.getByRole('textbox', { name: 'Vorname' }).getBoundingClientRect();
    const last = canvas.getByRole('textbox', { name: 'Nachname' }).getBoundingClientRect();
    await expect(last.top).toBe(first.top);
  },
});
