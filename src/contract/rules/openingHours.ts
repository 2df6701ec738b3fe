/**
 * Opening-hours rules shared by every face: the weekly plan is ContactData.opening_hours
 * (lists of "HH:MM-HH:MM" per weekday, empty = closed). Times are the practice's: Europe/Berlin.
 */
import { addDays, berlinWallClock, WEEKDAYS, type Weekday } from '../constants';

export type WeeklyHours = Record<Weekday, string[]>;

/**
 * The fixed fallback hours, shown when the practice's own cannot be read: Mo–Do 08:00–18:00,
 * Fr 08:00–16:00, Sa–So closed.
 */
export const FALLBACK_HOURS: WeeklyHours = {
  monday: ['08:00-18:00'],
  tuesday: ['08:00-18:00'],
  wednesday: ['08:00-18:00'],
  thursday: ['08:00-18:00'],
  friday: ['08:00-16:00'],
  saturday: [],
  sunday: [],
};

export const TIME_ZONE = 'Europe/Berlin';

/** Text per weekday for PracticeInfo.opening_hours; '' means closed (the UI shows 'Geschlossen'). */
export const hoursAsText = (h: WeeklyHours): Record<Weekday, string> =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, (h[d] ?? []).map((r) => r.replace('-', '–')).join(', ')])) as Record<
    Weekday,
    string
  >;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Wall-clock parts of `date` in Berlin (constants.ts: by the EU's rule, without ICU's start-up). */
export function berlinParts(date: Date) {
  const clock = berlinWallClock(date);
  return {
    weekday: WEEKDAYS[(clock.getUTCDay() + 6) % 7]!,
    date: clock.toISOString().slice(0, 10),
    minutes: clock.getUTCHours() * 60 + clock.getUTCMinutes(),
  };
}

/** The UTC instant of a Berlin wall-clock time (handles summer time by probing the offset). */
export function berlinInstant(date: string, hhmm: string): Date {
  const guess = new Date(`${date}T${hhmm}:00Z`);
  for (let i = 0; i < 2; i++) {
    const p = berlinParts(guess);
    const diff = (p.date === date ? 0 : p.date > date ? 1440 : -1440) + p.minutes - minutes(hhmm);
    guess.setUTCMinutes(guess.getUTCMinutes() - diff);
  }
  return guess;
}

const weekdayOf = (date: string) => WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7];

/** is_open now, and when the practice next opens (null while open). Looks 14 days ahead. */
export function openingStatus(hours: WeeklyHours, now = new Date()): { is_open: boolean; next_opening: string | null } {
  const here = berlinParts(now);
  const open = (hours[here.weekday] ?? []).some((r) => {
    const [a, b] = r.split('-');
    return here.minutes >= minutes(a) && here.minutes < minutes(b);
  });
  if (open) return { is_open: true, next_opening: null };
  for (let i = 0; i < 14; i++) {
    const date = addDays(here.date, i);
    const starts = (hours[weekdayOf(date)] ?? []).map((r) => r.split('-')[0]).sort();
    const next = starts.find((s) => i > 0 || minutes(s) > here.minutes);
    if (next) return { is_open: false, next_opening: berlinInstant(date, next).toISOString() };
  }
  return { is_open: false, next_opening: null };
}

/** Request slots every `step` minutes inside the opening hours, from `from` for `days` days. */
export function requestSlots(
  hours: WeeklyHours,
  from: string,
  days: number,
  isTaken: (date: string, time: string) => boolean,
  step = 30,
): { date: string; time: string; available: boolean }[] {
  const out: { date: string; time: string; available: boolean }[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    for (const r of hours[weekdayOf(date)] ?? []) {
      const [a, b] = r.split('-').map(minutes);
      for (let m = a; m + step <= b; m += step) {
        const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        out.push({ date, time, available: !isTaken(date, time) });
      }
    }
  }
  return out;
}
