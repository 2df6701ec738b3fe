/**
 * The admin statistics page's arithmetic (admin/lib/statistics.ts): the ranges its picker offers and
 * refuses, the change against the previous period, the dashboard card's weeks, and the CSV a practice
 * manager opens in German Excel (separator, decimal comma, umlauts, and a campaign name that must not
 * become a formula).
 */
import { describe, expect, it } from 'vitest';
import { OUTCOME_KINDS, type StatisticsDay, type StatisticsReport } from '../../src/contract/entities/statistics';
import {
  buckets,
  change,
  presetRange,
  rangeProblem,
  statisticsCsv,
  weekAgainstLastWeek,
  weekRange,
  type CsvLabels,
} from '../../admin/lib/statistics';
import { addDays } from '../../src/contract/constants';

const outcomes = (appointment = 0, message = 0) => ({ appointment, message, application: 0, newsletter: 0 });
const day = (date: string, pageviews: number, visitors = 0, o = outcomes()): StatisticsDay => ({
  date,
  pageviews,
  visitors,
  outcomes: o,
});
const daysFrom = (from: string, n: number, views = (i: number) => i) =>
  Array.from({ length: n }, (_, i) => day(addDays(from, i), views(i), 1, outcomes(i % 2)));

describe('range presets', () => {
  // Each ends today and counts today in; the last 12 months start the day after the same date a year
  // ago, also from a leap day.
  it.each([
    { preset: 'last7', today: '2026-11-29', from: '2026-11-23' },
    { preset: 'last30', today: '2026-03-01', from: '2026-01-31' },
    { preset: 'thisYear', today: '2026-11-29', from: '2026-01-01' },
    { preset: 'last12Months', today: '2026-11-29', from: '2025-11-30' },
    { preset: 'last12Months', today: '2028-02-29', from: '2027-03-01' },
  ] as const)('$preset on $today runs from $from to that day', ({ preset, today, from }) =>
    expect(presetRange(preset, today)).toEqual({ from, to: today }),
  );
});

describe('a custom range', () => {
  it('may cover up to 400 days, not 401', () => {
    expect(rangeProblem({ from: '2025-01-01', to: addDays('2025-01-01', 399) })).toBeUndefined();
    expect(rangeProblem({ from: '2025-01-01', to: addDays('2025-01-01', 400) })).toBe('admin.statistics.range.tooLong');
  });
  it('must end on or after its start and be real dates', () => {
    expect(rangeProblem({ from: '2026-11-29', to: '2026-11-29' })).toBeUndefined();
    expect(rangeProblem({ from: '2026-11-29', to: '2026-11-28' })).toBe('admin.statistics.range.order');
    expect(rangeProblem({ from: '', to: '2026-11-28' })).toBe('admin.statistics.range.invalid');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-02' })).toBe('admin.statistics.range.invalid');
  });
});

describe('the change against the previous period', () => {
  it('is whole percent up or down, "same", or "new" when there was nothing before', () => {
    expect(change(112, 100)).toEqual({ kind: 'up', percent: 12 });
    expect(change(95, 100)).toEqual({ kind: 'down', percent: 5 });
    expect(change(7, 7)).toEqual({ kind: 'same' });
    expect(change(0, 0)).toEqual({ kind: 'same' });
    expect(change(5, 0)).toEqual({ kind: 'new' });
    expect(change(0, 5)).toEqual({ kind: 'down', percent: 100 });
  });
});

describe('the requests chart', () => {
  it('has a bar per day up to 62 days, per calendar month beyond, adding up every day', () => {
    expect(buckets(daysFrom('2026-01-01', 62))).toHaveLength(62);
    const months = buckets(daysFrom('2026-01-15', 63, () => 1));
    expect(months.map((b) => [b.start, b.unit, b.pageviews])).toEqual([
      ['2026-01-01', 'month', 17],
      ['2026-02-01', 'month', 28],
      ['2026-03-01', 'month', 18],
    ]);
    expect(months.reduce((s, b) => s + b.outcomes.appointment, 0)).toBe(31);
  });
});

describe("the dashboard card's weeks", () => {
  it('set Monday to today against the same weekdays of last week', () => {
    // Sunday 2026-11-29: last week's Monday 16th up to today, a whole week each.
    expect(weekRange('2026-11-29')).toEqual({ from: '2026-11-16', to: '2026-11-29' });
    // Wednesday 2026-11-25: Monday to Wednesday of both weeks.
    const range = weekRange('2026-11-25');
    expect(range).toEqual({ from: '2026-11-16', to: '2026-11-25' });
    const days = daysFrom(range.from, 10, (i) => (i < 3 ? 10 : i < 7 ? 1000 : 20));
    expect(weekAgainstLastWeek({ days })).toEqual({
      lastWeek: { pageviews: 30, visitors: 3, requests: 1 },
      thisWeek: { pageviews: 60, visitors: 3, requests: 2 },
    });
  });
});

describe('the CSV export', () => {
  const labels: CsvLabels = {
    day: 'Tag',
    pageviews: 'Seitenaufrufe',
    visitors: 'Besucher',
    requests: 'Anfragen',
    requestsPer100: 'Anfragen je 100 Aufrufe',
    answers: 'Antworten',
    outcomes: Object.fromEntries(OUTCOME_KINDS.map((k) => [k, k])) as CsvLabels['outcomes'],
    sections: {
      pages: { title: 'Meistbesuchte Seiten', key: 'Seite' },
      languages: { title: 'Sprachen', key: 'Sprache' },
      referrers: { title: 'Herkunft', key: 'Website' },
      campaigns: { title: 'Kampagnen', key: 'Kampagne' },
      devices: { title: 'Geräte', key: 'Gerät' },
      heardAbout: { title: 'Aufmerksam geworden', key: 'Antwort' },
    },
    name: (list, key) => (list === 'languages' && key === 'de' ? 'Deutsch' : key),
  };
  const totals = { pageviews: 0, visitors: 0, outcomes: outcomes() };
  const report: StatisticsReport = {
    from: '2026-11-28',
    to: '2026-11-29',
    days: [day('2026-11-28', 120, 80, outcomes(2, 1)), day('2026-11-29', 95, 70)],
    previousDays: [],
    totals,
    previousTotals: totals,
    pages: [{ key: '/de/behandlungen/zahnreinigung', pageviews: 200, requests: 3, requestsPer100: 1.5 }],
    languages: [{ key: 'de', pageviews: 215 }],
    referrers: [{ key: 'google.com', pageviews: 40 }],
    campaigns: [
      { key: '=HYPERLINK("http://evil.example","klick")', pageviews: 2 },
      { key: 'herbst;flyer', pageviews: 1 },
    ],
    devices: [],
    heardAbout: [{ key: 'recommendation', pageviews: 4 }],
    outcomesByLanguage: [{ key: 'de', outcomes: outcomes(2, 1) }],
  };
  const csv = statisticsCsv(report, labels);
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');

  it("is UTF-8 with a byte order mark, ';' separated, CRLF, a row per day first", () => {
    expect(csv.startsWith('\uFEFFTag;Seitenaufrufe;Besucher;appointment;message;application;newsletter\r\n')).toBe(true);
    expect(lines.slice(1, 3)).toEqual(['2026-11-28;120;80;2;1;0;0', '2026-11-29;95;70;0;0;0;0']);
  });
  it('writes each non-empty top list as a titled section, with a decimal comma', () => {
    expect(lines.slice(3, 7)).toEqual([
      '',
      'Meistbesuchte Seiten',
      'Seite;Seitenaufrufe;Anfragen;Anfragen je 100 Aufrufe',
      '/de/behandlungen/zahnreinigung;200;3;1,5',
    ]);
    expect(csv).toContain('\r\nSprachen\r\nSprache;Seitenaufrufe;Anfragen\r\nDeutsch;215;3\r\n');
    expect(csv).toContain('\r\nAufmerksam geworden\r\nAntwort;Antworten\r\nrecommendation;4\r\n');
    expect(csv).not.toContain('Geräte'); // no devices counted: no empty section
  });
  it("keeps a visitor's campaign name text: no formula, the separator quoted", () => {
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""klick"")";2`);
    expect(csv).toContain('\r\n"herbst;flyer";1\r\n');
  });
});
