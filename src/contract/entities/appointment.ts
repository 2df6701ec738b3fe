/**
 * Appointment requests and the slots the booking form offers.
 *
 * Decisions (the appointment lifecycle):
 * - statuses and the steps between them are the state machine of rules/appointmentLifecycle.ts;
 *   `new` is the requested state (older records carry that name, so it stays);
 * - a request names its practice (`location`), required where the practice has two locations;
 *   records stored before that may lack it and count as Oberföhring (rules/booking.ts);
 * - `treatment` is the slug of the treatment page the booking link came from (the form also
 *   preselects its treatment type, catalogue/bookingType.ts), so reception sees which page it was;
 * - `scheduled` is the time the practice confirmed or proposed, when it is not the requested one;
 * - `history` records every step: when, who (a staff member's e-mail, or the patient through the
 *   cancel link), which step, and the time it set. It holds no personal content.
 */
import { z } from 'zod';
import { Id, IsoDate, IsoDateTime, LIMITS, LanguageCode, Sender, Slug, SpamTrap, Time, Timestamps, text } from '../common';
import { addDays, TREATMENT_TYPES, lastBookableDay, todayInBerlin } from '../constants';
import { LocationKey } from './practice';
import { HeardAbout } from './statistics';

export { TREATMENT_TYPES, todayInBerlin };
export const TreatmentType = z.enum(TREATMENT_TYPES, { error: 'validation.booking.treatment' });
export type TreatmentType = z.infer<typeof TreatmentType>;

const name = (id: string) => z.string().trim().min(LIMITS.minName, id).max(LIMITS.name, 'validation.tooLong');
const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.booking.time');

/** The request's fields; AppointmentRequestInput adds the rule between message and consent. */
export const AppointmentRequestFields = z.strictObject({
  firstName: name('validation.booking.firstName'),
  lastName: name('validation.booking.lastName'),
  email: z.email({ error: 'validation.booking.email' }).max(254, 'validation.tooLong'),
  phone: z.string().trim().min(LIMITS.minPhone, 'validation.booking.phone').max(40, 'validation.tooLong'),
  treatmentType: TreatmentType,
  preferredDate: z.iso
    .date({ error: 'validation.booking.date', abort: true })
    .refine((d) => d >= todayInBerlin(), 'validation.booking.datePast')
    .refine((d) => d <= lastBookableDay(), 'validation.booking.dateTooFar'),
  preferredTime: TimeOfDay,
  /** Required where the practice has two locations (the behaviour checks it against the practice data). */
  location: LocationKey.optional(),
  /** The treatment page the booking link came from (a slug; dropped if no published treatment has it). */
  treatment: Slug.optional(),
  /** Optional; it may say something about the patient's health, so it needs healthDataConsent. */
  message: text(LIMITS.text).optional(),
  /**
   * Explicit consent to the processing of the health data a message may carry (Art. 9 (2)(a)
   * GDPR), as the German data-protection authorities ask of online booking: required when a message is sent.
   */
  healthDataConsent: z.boolean().optional(),
  /** A reminder mail the day before the confirmed appointment, only when the patient asks (unticked by default). */
  reminderOptIn: z.boolean().optional(),
  /** "Wie sind Sie auf uns aufmerksam geworden?": counted in the statistics only, never stored with the request. */
  heardAbout: HeardAbout.optional(),
  language: LanguageCode.optional(),
  ...SpamTrap,
});

/** A message is sent only with the consent to its health data (the server enforces it, as the form). */
export function messageNeedsConsent(v: { message?: string; healthDataConsent?: boolean }, ctx: z.RefinementCtx) {
  if (v.message?.trim() && v.healthDataConsent !== true)
    ctx.addIssue({ code: 'custom', path: ['healthDataConsent'], message: 'validation.booking.healthDataConsent' });
}

export const AppointmentRequestInput = AppointmentRequestFields.superRefine(messageNeedsConsent);
export type AppointmentRequestInput = z.input<typeof AppointmentRequestInput>;

/** new (requested) → contacted | proposed | confirmed | declined | cancelled; confirmed → completed. */
export const AppointmentStatus = z.enum(['new', 'contacted', 'proposed', 'confirmed', 'declined', 'cancelled', 'completed']);
export type AppointmentStatus = z.infer<typeof AppointmentStatus>;

/** What reception does with a request (rules/appointmentLifecycle.ts says from which status). */
export const AppointmentAction = z.enum(['confirm', 'propose', 'decline', 'cancel', 'contacted', 'complete']);
export type AppointmentAction = z.infer<typeof AppointmentAction>;
/** Steps of the history besides reception's: the request itself and the patient's cancellation by link. */
export const AppointmentStep = z.enum([...AppointmentAction.options, 'request', 'patientCancel']);
export type AppointmentStep = z.infer<typeof AppointmentStep>;

/** A time at a practice: requested, proposed or confirmed. */
export const AppointmentTime = z.object({ date: IsoDate, time: Time, location: LocationKey });
export type AppointmentTime = z.infer<typeof AppointmentTime>;

export const AppointmentHistoryEntry = z.object({
  at: IsoDateTime,
  /** A staff member's e-mail; 'patient' for the request and the cancel link. */
  by: z.string(),
  step: AppointmentStep,
  status: AppointmentStatus,
  /** The time the step confirmed or proposed. */
  slot: AppointmentTime.optional(),
});
export type AppointmentHistoryEntry = z.infer<typeof AppointmentHistoryEntry>;

export const AppointmentRequest = z.object({
  id: Id,
  ...Sender,
  treatmentType: TreatmentType,
  preferredDate: IsoDate,
  preferredTime: Time,
  location: LocationKey.optional(),
  treatment: z.string().optional(),
  message: z.string().optional(),
  language: LanguageCode.optional(),
  status: AppointmentStatus,
  scheduled: AppointmentTime.optional(),
  history: z.array(AppointmentHistoryEntry).optional(),
  notes: z.string().optional(),
  /** The patient consented to the health data of their message / asked for a reminder (AppointmentRequestInput). */
  healthDataConsent: z.boolean().optional(),
  reminderOptIn: z.boolean().optional(),
  /**
   * Requests sent from one client (address) on one day share this random id, so reception can see
   * them together (rules/booking.ts REQUESTS_PER_CLIENT_PER_DAY); it names no address.
   */
  clientGroup: z.string().optional(),
  /** Which of its client's requests of that day this one was (1 for the first). */
  clientRequestNumber: z.number().int().positive().optional(),
  ...Timestamps,
});
export type AppointmentRequest = z.infer<typeof AppointmentRequest>;
/** Staff keep internal notes; the status changes only by an action (admin.appointments.act). */
export const AppointmentUpdate = z.strictObject({ notes: text(LIMITS.text).optional() });

/** How far ahead reception may confirm or propose (beyond the form's horizon: follow-ups, long treatments). */
export const SCHEDULE_HORIZON_DAYS = 730;

/**
 * One step of reception: confirm (as requested, as proposed, or at the date, time and location
 * given), propose another time (all three required), or decline, cancel, mark contacted or completed.
 */
export const AppointmentActionInput = z
  .strictObject({
    action: AppointmentAction,
    date: z.iso
      .date({ error: 'validation.booking.date', abort: true })
      .refine((d) => d >= todayInBerlin(), 'validation.booking.datePast')
      .refine((d) => d <= addDays(todayInBerlin(), SCHEDULE_HORIZON_DAYS), 'validation.booking.dateTooFar')
      .optional(),
    time: TimeOfDay.optional(),
    location: LocationKey.optional(),
  })
  .superRefine((v, ctx) => {
    const given = (['date', 'time', 'location'] as const).filter((k) => v[k] !== undefined);
    const takesTime = v.action === 'confirm' || v.action === 'propose';
    if (!takesTime) {
      for (const k of given) ctx.addIssue({ code: 'custom', path: [k], message: 'validation.unknownField' });
      return;
    }
    // A time is all three or (confirming as requested or proposed) none.
    if (v.action === 'propose' || given.length)
      for (const k of ['date', 'time', 'location'] as const)
        if (v[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: 'validation.required' });
  });
export type AppointmentActionInput = z.input<typeof AppointmentActionInput>;

/** The secret of a cancel link (random, base64url; only its hash is stored). */
export const CancelToken = z.strictObject({
  token: z
    .string()
    .min(16)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'error.cancel.invalid'),
});
/**
 * What the cancel page shows: the appointment the link names and whether it can still be cancelled
 * (confirmed), or was cancelled already (by this link or otherwise). Nothing about the person.
 */
export const CancellationState = z.object({
  state: z.enum(['cancellable', 'cancelled']),
  date: IsoDate,
  time: Time,
  location: LocationKey,
});
export type CancellationState = z.infer<typeof CancellationState>;

/** An entry of reception's day and week view: the time a request holds, by status. */
export const CalendarEntry = z.object({
  id: Id,
  date: IsoDate,
  time: Time,
  /** Expected length (rules/appointmentLifecycle.ts, by treatment type). */
  minutes: z.number().int().positive(),
  location: LocationKey,
  status: AppointmentStatus,
  name: z.string(),
  treatmentType: TreatmentType,
});
export type CalendarEntry = z.infer<typeof CalendarEntry>;
export const CalendarQuery = z.strictObject({
  from: IsoDate,
  days: z.coerce.number().int().min(1).max(7),
  location: LocationKey,
});

export const AppointmentSlot = z.object({
  date: IsoDate,
  time: Time,
  location: LocationKey,
  available: z.boolean(),
});
export type AppointmentSlot = z.infer<typeof AppointmentSlot>;
export const AppointmentSlotQuery = z.strictObject({
  from: IsoDate.optional(),
  days: z.coerce.number().int().min(1).max(31).optional(),
  location: LocationKey.optional(),
});
