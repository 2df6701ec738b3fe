/**
 * The appointment lifecycle as a state machine: which of reception's steps each status
 * allows, where each step leads, which statuses hold a slot, and the times that follow from a
 * confirmed appointment (its length, its reminder). Server, mocks and admin read these; the
 * behaviour (behaviour/appointments.ts) carries the steps out, mails included.
 *
 *   new ─┬─ contacted ─┐
 *        ├─ proposed ──┼─ confirmed ── completed
 *        │             │      │
 *        └─────────────┴─ declined / cancelled (by reception, or by the patient's link)
 *
 * proposed → proposed and confirmed → confirmed move the time; declined, cancelled and completed end.
 */
import { addDays, type TREATMENT_TYPES } from '../constants';
import type { AppointmentAction, AppointmentStatus, AppointmentTime } from '../entities/appointment';
import { DEFAULT_LOCATION } from './booking';
import { berlinInstant } from './openingHours';

/** The steps reception may take from each status (the admin shows these buttons, the API refuses others). */
export const TRANSITIONS: Record<AppointmentStatus, readonly AppointmentAction[]> = {
  new: ['confirm', 'propose', 'decline', 'contacted', 'cancel'],
  contacted: ['confirm', 'propose', 'decline', 'cancel'],
  proposed: ['confirm', 'propose', 'decline', 'contacted', 'cancel'],
  confirmed: ['confirm', 'propose', 'decline', 'cancel', 'complete'],
  declined: [],
  cancelled: [],
  completed: [],
};

/** Where each step leads. */
export const STEP_RESULT: Record<AppointmentAction, AppointmentStatus> = {
  confirm: 'confirmed',
  propose: 'proposed',
  decline: 'declined',
  cancel: 'cancelled',
  contacted: 'contacted',
  complete: 'completed',
};

/** The steps that write to the patient (in their language): confirmation, proposal, refusal. */
export const MAILED_STEPS: ReadonlySet<AppointmentAction> = new Set(['confirm', 'propose', 'decline']);

export const mayTake = (status: AppointmentStatus, action: AppointmentAction) => TRANSITIONS[status].includes(action);

/** Statuses whose request keeps its slot taken: nobody else can request that time meanwhile. */
export const HOLDS_SLOT: ReadonlySet<AppointmentStatus> = new Set(['new', 'contacted', 'proposed', 'confirmed']);

/**
 * The time a request stands for: the one the practice confirmed or proposed, else the requested
 * one (a request stored without a location is for the main practice).
 */
export const heldTime = (r: {
  scheduled?: AppointmentTime | null;
  preferredDate: string;
  preferredTime: string;
  location?: string | null;
}): AppointmentTime =>
  r.scheduled ?? {
    date: r.preferredDate,
    time: r.preferredTime,
    location: (r.location ?? DEFAULT_LOCATION) as AppointmentTime['location'],
  };

/**
 * Expected length by treatment type, in minutes: what the calendar file and the day view reserve.
 * A first visit for any concern is a consultation of about half an hour; cleaning, root canals and
 * implant talks take longer (the catalogue's own figures: root canal sessions 60–90 min).
 */
export const APPOINTMENT_MINUTES: Record<(typeof TREATMENT_TYPES)[number], number> = {
  checkup: 30,
  cleaning: 60,
  filling: 45,
  rootCanal: 90,
  crown: 60,
  implant: 45,
  whitening: 60,
  orthodontics: 30,
  emergency: 30,
  consultation: 30,
  other: 30,
};

/** When the appointment starts (Europe/Berlin wall-clock time, summer time included). */
export const startOf = (t: Pick<AppointmentTime, 'date' | 'time'>) => berlinInstant(t.date, t.time);

/**
 * When the reminder goes out: the same wall-clock time the day before, in Berlin. Across a change
 * to or from summer time that is 23 or 25 hours before, which is what "the day before at this time"
 * means to a patient; 24 hours of the clock would land an hour off.
 */
export const reminderAt = (t: Pick<AppointmentTime, 'date' | 'time'>) => berlinInstant(addDays(t.date, -1), t.time);

/**
 * The booking page and the page a cancel link opens, as mails link them: German segments in
 * German, English ones elsewhere, as every link of the site (src/lib/paths.ts; tests/unit/paths.test.ts
 * keeps the two in step). The router accepts either cancel segment in every language.
 */
export const CANCEL_SEGMENTS = ['absagen', 'cancel'] as const;
export const bookingPagePath = (lang: string) => `/${lang}/${lang === 'de' ? 'termin' : 'appointment'}`;
export const cancelPagePath = (lang: string) => `${bookingPagePath(lang)}/${lang === 'de' ? 'absagen' : 'cancel'}`;
