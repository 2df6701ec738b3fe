/**
 * The statistics page's arithmetic, kept apart from its screen so it is tested without a browser
 * (tests/unit/adminStatistics.test.ts): the ranges the picker offers, the check of a custom range,
 * the change against the previous period, the grouping of long ranges for the requests chart, the
 * dashboard card's week against the week before, and the CSV a practice manager opens in Excel.
 */
import { addDays } from '@/contract/constants';
import {
  OUTCOME_KINDS,
  STATISTICS_MAX_DAYS,
  statisticsRangeLength,
  type OutcomeKind,
  type StatisticsDay,
  type StatisticsQuery,
  type StatisticsReport,
} from '@/contract/entities/statistics';

export const RANGE_PRESETS = ['last7', 'last30', 'last12Months', 'thisYear', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The range a preset stands for, ending today (Europe/Berlin); `custom` keeps what was typed. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): StatisticsQuery {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last12Months': {
      // The day after the same date a year ago: 2025-11-30 … 2026-11-29 (365 or 366 days).
      const [y, m, d] = today.split('-').map(Number);
      const yearAgo = new Date(Date.UTC(y - 1, m - 1, Math.min(d, new Date(Date.UTC(y - 1, m, 0)).getUTCDate()), 12));
      return { from: addDays(yearAgo.toISOString().slice(0, 10), 1), to: today };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => ISO_DAY.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v);

/** Why a custom range cannot be asked for (an admin i18n key), or undefined when it can. */
export function rangeProblem({ from, to }: { from: string; to: string }): string | undefined {
  if (!isDay(from) || !isDay(to)) return 'admin.statistics.range.invalid';
  const length = statisticsRangeLength(from, to);
  if (length < 1) return 'admin.statistics.range.order';
  if (length > STATISTICS_MAX_DAYS) return 'admin.statistics.range.tooLong';
  return undefined;
}

/** All requests of a day or period, whatever their kind. */
export const requestsOf = (outcomes: Record<OutcomeKind, number>) => OUTCOME_KINDS.reduce((sum, k) => sum + outcomes[k], 0);

/**
 * The change from the previous period to this one in whole percent, or `new` when the previous
 * period had none (a percentage of zero means nothing) and `same` when both are equal.
 */
export type Change = { kind: 'up' | 'down'; percent: number } | { kind: 'same' } | { kind: 'new' };
export function change(current: number, previous: number): Change {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { kind: current > previous ? 'up' : 'down', percent };
}

/** A chart's stretch of days: a day, or a calendar month when the range is too long for a bar per day. */
export interface Bucket {
  /** First day of the bucket (YYYY-MM-DD). */
  start: string;
  /** `day` or `month`: how its label is written. */
  unit: 'day' | 'month';
  pageviews: number;
  visitors: number;
  outcomes: Record<OutcomeKind, number>;
}

/** Up to this many days the requests chart has a bar per day; longer ranges a bar per month. */
export const DAILY_BARS_UP_TO = 62;

/** Every outcome kind at zero; written out, so a kind the contract adds does not compile until it is here. */
const noOutcomes = (): Record<OutcomeKind, number> => ({ appointment: 0, message: 0, application: 0, newsletter: 0 });

export function buckets(days: readonly StatisticsDay[]): Bucket[] {
  const unit = days.length > DAILY_BARS_UP_TO ? 'month' : 'day';
  const out: Bucket[] = [];
  for (const day of days) {
    const start = unit === 'day' ? day.date : `${day.date.slice(0, 7)}-01`;
    let bucket = out.at(-1);
    if (!bucket || bucket.start !== start) {
      bucket = {
        start,
        unit,
        pageviews: 0,
        visitors: 0,
        outcomes: noOutcomes(),
      };
      out.push(bucket);
    }
    bucket.pageviews += day.pageviews;
    bucket.visitors += day.visitors;
    for (const k of OUTCOME_KINDS) bucket.outcomes[k] += day.outcomes[k];
  }
  return out;
}

/** The weekday of a date, Monday 0 … Sunday 6. */
const weekdayFromMonday = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The dashboard card's range: last week's Monday up to today, so this week so far (Monday to today)
 * can be set against the same weekdays of last week, and not against a whole week not yet over.
 */
export function weekRange(today: string): StatisticsQuery {
  return { from: addDays(today, -weekdayFromMonday(today) - 7), to: today };
}

export interface WeekFigures {
  pageviews: number;
  visitors: number;
  requests: number;
}

/** This week so far and the same days of last week, from a report over weekRange(today). */
export function weekAgainstLastWeek(report: Pick<StatisticsReport, 'days'>): { thisWeek: WeekFigures; lastWeek: WeekFigures } {
  const sum = (days: readonly StatisticsDay[]): WeekFigures => ({
    pageviews: days.reduce((s, d) => s + d.pageviews, 0),
    visitors: days.reduce((s, d) => s + d.visitors, 0),
    requests: days.reduce((s, d) => s + requestsOf(d.outcomes), 0),
  });
  const soFar = report.days.length - 7; // Monday … today
  return { thisWeek: sum(report.days.slice(7)), lastWeek: sum(report.days.slice(0, soFar)) };
}

/** The column headings and names the CSV is written with, in the admin's language. */
export interface CsvLabels {
  day: string;
  pageviews: string;
  visitors: string;
  outcomes: Record<OutcomeKind, string>;
  requests: string;
  requestsPer100: string;
  /** Section title and first column of each top list. */
  sections: Record<'pages' | 'languages' | 'referrers' | 'campaigns' | 'devices' | 'heardAbout', { title: string; key: string }>;
  /** The label of a list entry's key (a language's or device's name, an answer's text; else the key). */
  name: (list: 'languages' | 'devices' | 'heardAbout' | 'referrers' | 'campaigns' | 'pages', key: string) => string;
  answers: string;
}

/**
 * One cell: quoted when it holds the separator, a quote or a line break; and a text that starts like
 * a formula (=, +, -, @, tab, carriage return) gets a leading apostrophe. Referrer hosts and campaign
 * names come from visitors' links, so a campaign "=HYPERLINK(…)" must stay text in Excel.
 */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value).replace('.', ',');
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
const row = (cells: (string | number)[]) => cells.map(cell).join(';');

/**
 * The chosen range as one CSV file for German Excel, which is what the practice opens it in: `;` as
 * the separator and a decimal comma (German Excel splits on `;`, and reads "1.5" as a date), a byte
 * order mark so Excel reads UTF-8 (umlauts, Cyrillic page names), CRLF line ends. One file rather than
 * several: first a row per day (page views, visitors, each kind of request), then each top list as a
 * section of its own under a title line, separated by an empty line, so a double click shows all of it.
 */
export function statisticsCsv(report: StatisticsReport, labels: CsvLabels): string {
  const lines: string[] = [
    row([labels.day, labels.pageviews, labels.visitors, ...OUTCOME_KINDS.map((k) => labels.outcomes[k])]),
    ...report.days.map((d) => row([d.date, d.pageviews, d.visitors, ...OUTCOME_KINDS.map((k) => d.outcomes[k])])),
  ];
  const section = (name: keyof CsvLabels['sections'], header: string[], rows: (string | number)[][]) => {
    if (!rows.length) return;
    lines.push('', row([labels.sections[name].title]), row([labels.sections[name].key, ...header]), ...rows.map(row));
  };
  section(
    'pages',
    [labels.pageviews, labels.requests, labels.requestsPer100],
    report.pages.map((p) => [labels.name('pages', p.key), p.pageviews, p.requests, p.requestsPer100]),
  );
  const byLanguage = new Map(report.outcomesByLanguage.map((l) => [l.key as string, requestsOf(l.outcomes)]));
  section(
    'languages',
    [labels.pageviews, labels.requests],
    report.languages.map((e) => [labels.name('languages', e.key), e.pageviews, byLanguage.get(e.key) ?? 0]),
  );
  for (const list of ['referrers', 'campaigns', 'devices'] as const)
    section(
      list,
      [labels.pageviews],
      report[list].map((e) => [labels.name(list, e.key), e.pageviews]),
    );
  section(
    'heardAbout',
    [labels.answers],
    report.heardAbout.map((e) => [labels.name('heardAbout', e.key), e.pageviews]),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
