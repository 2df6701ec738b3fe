/**
 * The appointment lifecycle, once for the server and the mocks: reception's steps from
 * the record (confirm, propose another time, decline, cancel, mark contacted or completed) after the
 * state machine of src/contract/rules/appointmentLifecycle.ts, the patient's cancel link, the
 * reminder the day before, and reception's day and week view.
 *
 * Every step is one compare-and-set write (status, the held slot, the history entry), made from the
 * record as read: of two simultaneous steps one wins, the other answers 409. Mail and jobs follow
 * the write: the patient's mail in the language they used the site in, the reminder job keyed by
 * the appointment (one per appointment; moved or ended, it is replaced or removed, and its run
 * checks the record again anyway).
 *
 * Cancel links carry a random token, stored as its hash only (tokens collection, kind
 * `appointmentCancel`), valid until the appointment starts and only for the time it was sent for:
 * once the appointment is moved, declined or done, older links say so. No server secret to keep.
 */
import type { LanguageCode } from '../src/contract/common';
import { addDays } from '../src/contract/constants';
import type {
  AppointmentAction,
  AppointmentHistoryEntry,
  AppointmentTime,
  CalendarEntry,
  CancellationState,
} from '../src/contract/entities/appointment';
import { nextVersion } from '../src/contract/concurrency';
import { ApiError } from '../src/contract/http';
import {
  APPOINTMENT_MINUTES,
  bookingPagePath,
  cancelPagePath,
  HOLDS_SLOT,
  heldTime,
  mayTake,
  reminderAt,
  startOf,
  STEP_RESULT,
} from '../src/contract/rules/appointmentLifecycle';
import { SLOT_TAKEN, slotKey } from '../src/contract/rules/booking';
import { basedOn, conflictOn, conflictWith } from './concurrency';
import type { Ctx, Services } from './context';
import { isDuplicate } from './ids';
import { appointmentIcs } from './mail/ics';
import { practiceForMail, sendMail } from './mail/outbox';
import { adminRecordLink, staffRecipients } from './notifications';
import type { RowOf, Store } from './store';

type Faces = { store: Store; services: Services };

export const CANCEL_TOKEN_KIND = 'appointmentCancel';
/** The refusals of this module (i18n ids the admin and the cancel page show). */
export const STEP_NOT_ALLOWED = 'error.appointment.stepNotAllowed';
export const CHANGED_MEANWHILE = 'error.appointment.changed';
export const CANCEL_LINK_INVALID = 'error.cancel.invalid';
export const ALREADY_CANCELLED = 'error.cancel.already';
const IN_THE_PAST = 'validation.booking.datePast';

type Appointment = RowOf<'appointments'>;
const appointments = (f: Faces) => f.store.collection('appointments');
const historyOf = (row: Appointment) => row.history ?? [];
const languageOf = (row: Appointment): LanguageCode => row.language ?? 'de';
const sameTime = (a: AppointmentTime, b: AppointmentTime) => a.date === b.date && a.time === b.time && a.location === b.location;
const minutesOf = (row: Appointment) => APPOINTMENT_MINUTES[row.treatmentType] ?? 30;

// ── Reception's steps ───────────────────────────────────────────────────────────────────────────

export interface StepInput {
  action: AppointmentAction;
  date?: string;
  time?: string;
  location?: AppointmentTime['location'];
}

/** The time a confirm or propose step sets: the one given, else the one the request stands for. */
function stepTime(current: Appointment, body: StepInput): AppointmentTime | undefined {
  if (body.action !== 'confirm' && body.action !== 'propose') return undefined;
  if (body.date && body.time && body.location) return { date: body.date, time: body.time, location: body.location };
  return heldTime(current);
}

/** One step of reception on request `id` (admin.appointments.act). */
export async function takeStep(ctx: Ctx, id: string, body: StepInput): Promise<Appointment> {
  const current = await appointments(ctx).findOne({ id }, { withHidden: true });
  if (!current) throw new ApiError('not_found');
  const status = current.status;
  const next = STEP_RESULT[body.action];
  const time = stepTime(current, body);
  // Based on an older version (If-Match): someone else acted meanwhile. The same step with the same
  // outcome is no conflict (two receptionists confirming one request): the record as it is, nothing
  // mailed twice. Anything else is refused with the record as it is now, its new status and who set it.
  const base = basedOn(ctx);
  if (base !== undefined && base !== current.updatedAt) {
    if (status === next && (!time || sameTime(time, heldTime(current)))) return current;
    throw await conflictWith(ctx, 'appointments', current);
  }
  if (!mayTake(status, body.action)) throw new ApiError('duplicate', STEP_NOT_ALLOWED);
  const now = new Date();
  if (time && startOf(time) <= now)
    throw new ApiError('validation', 'error.validation', [{ path: ['date'], message: IN_THE_PAST }]);

  const entry: AppointmentHistoryEntry = {
    at: nextVersion(current.updatedAt, now),
    by: ctx.user?.email ?? 'staff',
    step: body.action,
    status: next,
    ...(time ? { slot: time } : {}),
  };
  const set: Record<string, unknown> = {
    status: next,
    history: [...historyOf(current), entry],
    updatedAt: entry.at,
    updatedBy: ctx.user?.email ?? null,
    ...(time ? { scheduled: time } : {}),
  };
  const unset: string[] = [];
  if (HOLDS_SLOT.has(next)) {
    const held = time ?? heldTime(current);
    const key = slotKey(held.date, held.time, held.location);
    // A request stored before slots were held (no slotKey, maybe sharing its slot with another)
    // claims one only when it moves; as it is, it stays as it was.
    const moved = !sameTime(held, heldTime(current));
    if (key !== current.slotKey && (current.slotKey !== undefined || moved)) set.slotKey = key;
  } else if (current.slotKey !== undefined) unset.push('slotKey'); // declined, cancelled, completed: free for others

  let row: Appointment | null;
  try {
    row = await appointments(ctx).updateIf(id, { status, updatedAt: current.updatedAt ?? null }, { set, unset });
  } catch (err) {
    if (isDuplicate(err, 'slotKey')) throw new ApiError('duplicate', SLOT_TAKEN, [{ path: ['time'], message: SLOT_TAKEN }]);
    throw err;
  }
  if (!row) {
    if (base === undefined) throw new ApiError('duplicate', CHANGED_MEANWHILE);
    throw await conflictOn(ctx, 'appointments', id);
  }

  await scheduleReminder(ctx, row);
  if (body.action === 'confirm') await mailConfirmation(ctx, row, time!);
  if (body.action === 'propose') await mailProposal(ctx, row, time!);
  if (body.action === 'decline') await mailRefusal(ctx, row);
  return row;
}

// ── Mails to the patient ────────────────────────────────────────────────────────────────────────

/** A cancel link for the appointment at `at`: valid until it starts, for that time only. */
async function cancelLink({ store, services }: Faces, row: Appointment, at: AppointmentTime) {
  const token = services.tokens.create();
  await store.collection('tokens').insert({
    id: services.tokens.hash(token),
    kind: CANCEL_TOKEN_KIND,
    userId: null,
    appointmentId: row.id,
    slot: at,
    expiresAt: startOf(at),
  });
  // In the fragment: browsers never send it, so no access log or proxy sees the token.
  return `${services.publicUrl}${cancelPagePath(languageOf(row))}#token=${token}`;
}

const hostOf = (publicUrl: string) => {
  try {
    return new URL(publicUrl).host;
  } catch {
    return '';
  }
};

async function mailConfirmation(faces: Faces, row: Appointment, at: AppointmentTime) {
  const lang = languageOf(row);
  const practice = await practiceForMail(faces);
  const minutes = minutesOf(row);
  const confirmations = historyOf(row).filter((h) => h.step === 'confirm').length;
  await sendMail(
    faces,
    {
      to: String(row.email),
      template: 'appointmentConfirmed',
      language: lang,
      data: {
        ...at,
        minutes,
        cancelLink: await cancelLink(faces, row, at),
        reminder: reminderAt(at) > new Date(),
      },
      attachments: [
        appointmentIcs({
          id: row.id,
          sequence: confirmations,
          at,
          minutes,
          lang,
          practice,
          host: hostOf(faces.services.publicUrl),
        }),
      ],
    },
    practice,
  );
}

async function mailProposal(faces: Faces, row: Appointment, at: AppointmentTime) {
  await sendMail(faces, {
    to: String(row.email),
    template: 'appointmentProposed',
    language: languageOf(row),
    data: { ...at, requestedDate: String(row.preferredDate), requestedTime: String(row.preferredTime) },
  });
}

async function mailRefusal(faces: Faces, row: Appointment) {
  const lang = languageOf(row);
  await sendMail(faces, {
    to: String(row.email),
    template: 'appointmentDeclined',
    language: lang,
    data: { ...heldTime(row), bookingLink: `${faces.services.publicUrl}${bookingPagePath(lang)}` },
  });
}

// ── The reminder ────────────────────────────────────────────────────────────────────────────────

export const REMINDER_JOB = 'appointment.remind' as const;

/**
 * After every step: a confirmed appointment whose patient asked for reminders gets its reminder (the
 * day before, same time), any other none. Replaced rather than kept, so a moved appointment is reminded of its new time; one
 * less than a day ahead gets none (its confirmation has just gone out).
 */
async function scheduleReminder({ services }: Faces, row: Appointment) {
  await services.jobs.cancel(REMINDER_JOB, row.id);
  // Only for patients who asked for it with their request.
  if (row.status !== 'confirmed' || row.reminderOptIn !== true) return;
  const at = heldTime(row);
  const when = reminderAt(at);
  if (when <= new Date()) return;
  await services.jobs.add(REMINDER_JOB, { appointmentId: row.id, start: startOf(at).toISOString() }, { at: when, key: row.id });
}

/**
 * appointment.remind: sends the reminder if the appointment is still confirmed for the time the job
 * was made for (a cancelled or moved one gets nothing), once: the outbox entry's id names the
 * appointment and its time, so a second run of the same job writes no second mail.
 */
export async function sendReminder(faces: Faces, { appointmentId, start }: { appointmentId: string; start: string }) {
  const row = await appointments(faces).get(appointmentId);
  if (!row || row.status !== 'confirmed' || !row.email || row.reminderOptIn !== true) return;
  const at = heldTime(row);
  const begins = startOf(at);
  if (begins.toISOString() !== start || begins <= new Date()) return;
  const mailId = `mail-remind-${appointmentId}-${start.replace(/\D/g, '').slice(0, 12)}`;
  if (await faces.store.collection('outbox').get(mailId)) return;
  try {
    await sendMail(faces, {
      id: mailId,
      to: String(row.email),
      template: 'appointmentReminder',
      language: languageOf(row),
      data: { ...at, minutes: minutesOf(row), cancelLink: await cancelLink(faces, row, at) },
    });
  } catch (err) {
    if (!isDuplicate(err)) throw err; // another run wrote it a moment ago
  }
}

// ── The patient's cancel link ───────────────────────────────────────────────────────────────────

const invalidLink = () => new ApiError('not_found', CANCEL_LINK_INVALID);

/** The appointment a live cancel link names, and what the link may still do. */
async function linked(faces: Faces, token: string) {
  const link = await faces.store
    .collection('tokens')
    .findOne({ id: faces.services.tokens.hash(token), kind: CANCEL_TOKEN_KIND, expiresAt: { $gt: new Date() } });
  if (!link) throw invalidLink();
  const row = await appointments(faces).findOne({ id: String(link.appointmentId) }, { withHidden: true });
  if (!row) throw invalidLink();
  const slot = link.slot as AppointmentTime;
  if (row.status === 'cancelled') return { row, slot, state: 'cancelled' as const };
  // Moved, declined or done since this link was sent: it cancels nothing any more.
  if (row.status !== 'confirmed' || !sameTime(heldTime(row), slot)) throw invalidLink();
  return { row, slot, state: 'cancellable' as const };
}

/** appointments.cancellation.lookup: what the link cancels (the page asks before it does). */
export async function lookUpCancellation(faces: Faces, token: string): Promise<CancellationState> {
  const { slot, state } = await linked(faces, token);
  return { state, ...slot };
}

/**
 * appointments.cancellation.confirm: cancels once. The slot is free at once (its key goes with the
 * same write), the reminder is removed, and reception is told (a notice without personal details).
 */
export async function cancelByPatient(faces: Faces, token: string): Promise<CancellationState> {
  const { row, slot, state } = await linked(faces, token);
  if (state === 'cancelled') throw new ApiError('duplicate', ALREADY_CANCELLED);
  const now = new Date().toISOString();
  const entry: AppointmentHistoryEntry = { at: now, by: 'patient', step: 'patientCancel', status: 'cancelled' };
  const cancelled = await appointments(faces).updateIf(
    row.id,
    { status: 'confirmed', slotKey: row.slotKey ?? null },
    {
      set: { status: 'cancelled', history: [...historyOf(row), entry], updatedAt: now, updatedBy: 'patient' },
      unset: ['slotKey'],
    },
  );
  if (!cancelled) {
    // Someone was quicker: the same link in another tab, or reception.
    const again = await appointments(faces).get(row.id);
    if (again?.status === 'cancelled') throw new ApiError('duplicate', ALREADY_CANCELLED);
    throw invalidLink();
  }
  await faces.services.jobs.cancel(REMINDER_JOB, row.id);
  const practice = await practiceForMail(faces);
  for (const to of await staffRecipients(faces, 'appointments', slot.location))
    await sendMail(
      faces,
      {
        to,
        template: 'appointmentCancelledNotice',
        language: 'de',
        data: { ...slot, cancelledAt: now, link: adminRecordLink(faces.services, 'appointments', row.id) },
      },
      practice,
    );
  return { state: 'cancelled', ...slot };
}

// ── Reception's day and week view ───────────────────────────────────────────────────────────────

/** Requests that hold a time at `location` from `from` for `days` days, in order (admin.appointments.calendar). */
export async function calendarOf(faces: Faces, from: string, days: number, location: string): Promise<CalendarEntry[]> {
  const to = addDays(from, days - 1);
  const rows = await appointments(faces).find({
    status: { $in: [...HOLDS_SLOT] },
    $or: [{ preferredDate: { $gte: from, $lte: to } }, { 'scheduled.date': { $gte: from, $lte: to } }],
  });
  return rows
    .map((r) => ({ r, at: heldTime(r) }))
    .filter(({ at }) => at.location === location && at.date >= from && at.date <= to)
    .map(({ r, at }) => ({
      id: r.id,
      ...at,
      minutes: minutesOf(r),
      status: r.status,
      name: `${r.firstName} ${r.lastName}`,
      treatmentType: r.treatmentType,
    }))
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
}
