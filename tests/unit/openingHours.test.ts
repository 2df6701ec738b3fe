import { describe, expect, it } from 'vitest';
import { todayInBerlin } from '../../src/contract/constants';
import { berlinParts, FALLBACK_HOURS, hoursAsText, openingStatus, requestSlots } from '../../src/contract/rules/openingHours';

describe('opening hours (Europe/Berlin)', () => {
  it('is open on a Monday morning in winter and in summer', () => {
    expect(openingStatus(FALLBACK_HOURS, new Date('2026-12-07T08:30:00Z')).is_open).toBe(true); // 09:30 CET
    expect(openingStatus(FALLBACK_HOURS, new Date('2026-07-06T05:30:00Z')).is_open).toBe(false); // 07:30 CEST
  });
  it('names the next opening across the weekend, in Berlin time', () => {
    const s = openingStatus(FALLBACK_HOURS, new Date('2026-12-05T10:00:00Z')); // Saturday
    expect(s).toEqual({ is_open: false, next_opening: '2026-12-07T07:00:00.000Z' }); // Monday 08:00 CET
    const summer = openingStatus(FALLBACK_HOURS, new Date('2026-07-03T15:00:00Z')); // Friday 17:00 CEST, closed
    expect(summer.next_opening).toBe('2026-07-06T06:00:00.000Z'); // Monday 08:00 CEST
  });
  it('writes closed days as empty text', () => {
    expect(hoursAsText(FALLBACK_HOURS)).toMatchObject({ friday: '08:00–16:00', sunday: '' });
  });
  it('offers half-hour slots inside the hours and marks taken ones', () => {
    const slots = requestSlots(FALLBACK_HOURS, '2026-12-04', 1, (_d, t) => t === '08:30'); // a Friday
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({ date: '2026-12-04', time: '08:00', available: true });
    expect(slots[1].available).toBe(false);
    expect(requestSlots(FALLBACK_HOURS, '2026-12-05', 2, () => false)).toEqual([]); // weekend
  });
  it("reads Berlin's weekday, date and minute as Intl does, through every summer-time switch (without starting ICU's date format)", () => {
    const berlin = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const byIntl = (now: Date) => {
      const p = Object.fromEntries(berlin.formatToParts(now).map(({ type, value }) => [type, value]));
      return {
        weekday: p.weekday!.toLowerCase(),
        date: `${p.year}-${p.month}-${p.day}`,
        minutes: Number(p.hour) * 60 + Number(p.minute),
      };
    };
    // Every 37 minutes for three years (every minute of the hour comes round), and around each switch.
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 1); t += 37 * 60_000) {
      const now = new Date(t);
      expect(berlinParts(now), now.toISOString()).toEqual(byIntl(now));
    }
    for (const at of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2027-03-28T01:00:00Z', '2027-10-31T01:00:00Z']) {
      for (let offset = -90 * 60_000; offset <= 90 * 60_000; offset += 59_999) {
        const now = new Date(new Date(at).getTime() + offset);
        expect(berlinParts(now), now.toISOString()).toEqual(byIntl(now));
      }
    }
  });
  it("counts today's date in Berlin as Intl does, through every summer-time switch (without starting ICU's date format)", () => {
    const berlin = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
    // Every hour for three years, and the moments around each switch.
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000) {
      const now = new Date(t);
      expect(todayInBerlin(now), now.toISOString()).toBe(berlin.format(now));
    }
    for (const at of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2026-03-28T22:59:59Z', '2026-10-24T22:00:00Z']) {
      for (const offset of [-60_001, -1, 0, 1, 60_000, 3_600_000]) {
        const now = new Date(new Date(at).getTime() + offset);
        expect(todayInBerlin(now), now.toISOString()).toBe(berlin.format(now));
      }
    }
  });
});
