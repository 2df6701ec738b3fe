import { describe, expect, it } from 'vitest';
import { newThresholds, scrollPercent } from '../../src/site/features/analytics/measurements';

describe('scroll depth (spec §9)', () => {
  it('reports 25, 50, 75, 90 and 100 percent once each', () => {
    const reported = new Set<number>();
    const seen: number[] = [];
    for (const y of [0, 300, 1200, 1200, 2400, 3200]) {
      for (const t of newThresholds(scrollPercent(y, 800, 4000), reported)) {
        reported.add(t);
        seen.push(t);
      }
    }
    expect(seen).toEqual([25, 50, 75, 90, 100]);
  });
  it('counts a page shorter than the window as fully seen', () => {
    expect(scrollPercent(0, 800, 600)).toBe(100);
    expect(scrollPercent(0, 800, 3200)).toBe(25);
  });
});
