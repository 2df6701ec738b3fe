/**
 * Slots the server accepts for appointment requests (each once, inside the opening hours,
 * within the horizon), computed from the seeded contact hours by the contract's own rules, from the
 * day after tomorrow on (so none passes while a test runs), minus the slots seeded requests hold.
 */
import { addDays, BOOKING_HORIZON_DAYS, todayInBerlin } from '../../src/contract/constants';
import { slotKey } from '../../src/contract/rules/booking';
import { requestSlots, type WeeklyHours } from '../../src/contract/rules/openingHours';
import { seedCollections } from '../../content/demo';

export function bookableSlots(): { date: string; time: string; location: string }[] {
  const seeded = seedCollections();
  const held = new Set(
    (seeded.appointments as { preferredDate: string; preferredTime: string; location?: string; status: string }[])
      .filter((a) => a.status !== 'cancelled')
      .map((a) => slotKey(a.preferredDate, a.preferredTime, a.location)),
  );
  const hours = (seeded.contact as { opening_hours: WeeklyHours }[])[0]!.opening_hours;
  return requestSlots(hours, addDays(todayInBerlin(), 2), BOOKING_HORIZON_DAYS - 3, () => false)
    .flatMap((s) => ['oberfoehring', 'schwabing'].map((location) => ({ date: s.date, time: s.time, location })))
    .filter((s) => !held.has(slotKey(s.date, s.time, s.location)));
}
