/**
 * Which appointment requests the practice accepts: only a free slot the booking form
 * offers (inside the opening hours, on a day within the booking horizon, not already past), and
 * only a few open requests per person. Server and mocks decide with these functions; the slots
 * endpoint shows the same slots as free.
 */
import { lastBookableDay, todayInBerlin } from '../constants';
import { LocationKey } from '../entities/practice';
import { berlinParts, requestSlots, type WeeklyHours } from './openingHours';

/** A request without a location is for the main practice (as the booking form sends it). */
export const DEFAULT_LOCATION = LocationKey.enum.oberfoehring;
/** Open requests (not yet ended, for today or later) one e-mail address or phone number may have. */
export const MAX_OPEN_REQUESTS = 3;
export const OPEN_STATUSES = ['new', 'contacted', 'proposed', 'confirmed'] as const;

/** The one key of a slot: at most one active request holds it (a unique index on the server). */
export const slotKey = (date: string, time: string, location: string | undefined) =>
  `${date} ${time} ${location ?? DEFAULT_LOCATION}`;

/** True when the slot lies before now or after the horizon: offered to nobody. */
export function outOfReach(date: string, time: string, now = new Date()): boolean {
  const here = berlinParts(now);
  if (date < here.date || date > lastBookableDay(todayInBerlin(now))) return true;
  return date === here.date && Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) <= here.minutes;
}

/** True when the booking form would offer this date and time (opening hours, horizon, not past), taken or not. */
export const isOfferedSlot = (hours: WeeklyHours, date: string, time: string, now = new Date()) =>
  !outOfReach(date, time, now) && requestSlots(hours, date, 1, () => false).some((s) => s.time === time);

/** Forms of one address or number that reach the same person: the cap counts them as one. */
export { canonicalEmail as normalisedEmail } from '../common';
export const normalisedPhone = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '').replace(/^\+/, '00');
  return digits.startsWith('00') ? digits.slice(2) : digits.startsWith('0') ? `49${digits.slice(1)}` : digits;
};

/**
 * Requests one client (its address, as throttling tells clients apart) may send per day, whatever
 * names, e-mails and phone numbers it gives: the per-person cap rests on values the client chooses.
 * More is a matter for a phone call. The server reads its figure from BOOKING_REQUESTS_PER_CLIENT_PER_DAY.
 */
export const REQUESTS_PER_CLIENT_PER_DAY = 3;

/** The wording of the booking form's consents (health data of the message, reminders), as the consent log records it. */
export const BOOKING_CONSENT_VERSION = '2026-11-29';

/** The refusals both faces answer with; the booking form shows their messages. */
export const SLOT_TAKEN = 'error.booking.slotTaken';
export const TOO_MANY_OPEN = 'error.booking.tooManyOpen';
export const TOO_MANY_FROM_CLIENT = 'error.booking.tooManyFromClient';
export const NOT_A_SLOT = 'validation.booking.slot';
/** A practice with several locations needs to know which one a request is for. */
export const LOCATION_REQUIRED = 'validation.booking.location';
