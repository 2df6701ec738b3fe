import { describe, expect, it } from 'vitest';
import { FALLBACK_HOURS, hoursAsText, openingStatus, requestSlots } from '../../src/contract/rules/openingHours';

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
});
