/** Dates for the booking stories, relative to today in Berlin so that they stay in the future. */
import { todayInBerlin } from '../../../contract/entities/appointment';

/** The next given weekday (0 = Sunday) after today in Berlin, as YYYY-MM-DD; the fixture practice opens Monday to Friday. */
export function nextWeekday(weekday: number): string {
  const d = new Date(`${todayInBerlin()}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() !== weekday);
  return d.toISOString().slice(0, 10);
}
