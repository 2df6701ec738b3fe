/**
 * The practice's own website statistics: counted on the server for every public page it serves, with
 * no cookie and nothing read from the visitor's device, and stored only as daily aggregates.
 *
 * What a day keeps (and nothing else): page views per canonical page, language, external referrer host,
 * campaign, device class; an estimate of unique visitors; the requests that were sent (booking, message,
 * application, newsletter confirmation) per language and per page they were sent from; and the answers
 * to the booking form's optional "how did you hear about us" choice, never linked to the request.
 * No address, user agent or visitor hash is part of it.
 */
import { z } from 'zod';
import { IsoDate, LanguageCode } from '../common';

/** The longest range one report covers (a little over a year, so a year against the year before fits two calls). */
export const STATISTICS_MAX_DAYS = 400;
/** Aggregates are kept this long, then the retention job deletes them. */
export const STATISTICS_RETENTION_MONTHS = 25;
/** Per day and dimension, the entries kept by name; the rest add up under OTHER_KEY. */
export const STATISTICS_TOP_ENTRIES = 100;
export const OTHER_KEY = '(other)';
/** The key of the one not-found entry per language (every unknown path counts there). */
export const NOT_FOUND_KEY = '(not found)';
/** The key of visits that came with no external referrer or without a campaign. */
export const DIRECT_KEY = '(direct)';

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export const DeviceClass = z.enum(DEVICE_CLASSES);
export type DeviceClass = z.infer<typeof DeviceClass>;

/** What counts as a request the website brought. */
export const OUTCOME_KINDS = ['appointment', 'message', 'application', 'newsletter'] as const;
export const OutcomeKind = z.enum(OUTCOME_KINDS);
export type OutcomeKind = z.infer<typeof OutcomeKind>;

/** The booking form's optional "Wie sind Sie auf uns aufmerksam geworden?" choice. */
export const HEARD_ABOUT_CHOICES = ['search', 'maps', 'recommendation', 'social', 'other'] as const;
export const HeardAbout = z.enum(HEARD_ABOUT_CHOICES);
export type HeardAbout = z.infer<typeof HeardAbout>;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both counted. */
export const statisticsRangeLength = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

export const StatisticsQuery = z
  .strictObject({
    /** First day, inclusive (Europe/Berlin calendar day). */
    from: IsoDate,
    /** Last day, inclusive; at most STATISTICS_MAX_DAYS days from `from`. */
    to: IsoDate,
  })
  .refine(
    ({ from, to }) => {
      const length = statisticsRangeLength(from, to);
      return length >= 1 && length <= STATISTICS_MAX_DAYS;
    },
    { path: ['to'], message: 'validation.range' },
  );
export type StatisticsQuery = z.infer<typeof StatisticsQuery>;

const Count = z.number().int().min(0);
const Outcomes = z.object(Object.fromEntries(OUTCOME_KINDS.map((k) => [k, Count])) as Record<OutcomeKind, typeof Count>);

export const StatisticsDay = z.object({
  date: IsoDate,
  pageviews: Count,
  /** Daily unique-visitor estimate. */
  visitors: Count,
  outcomes: Outcomes,
});
export type StatisticsDay = z.infer<typeof StatisticsDay>;

/** One row of a top list: a page, a language, a referrer host, a campaign, a device class or a choice. */
export const StatisticsEntry = z.object({ key: z.string(), pageviews: Count });
export type StatisticsEntry = z.infer<typeof StatisticsEntry>;

/** A page with the requests sent from it: how many requests per 100 views a page brings. */
export const StatisticsPage = z.object({
  key: z.string(),
  pageviews: Count,
  requests: Count,
  /** requests per 100 page views, one decimal; 0 when the page had no views. */
  requestsPer100: z.number().min(0),
});
export type StatisticsPage = z.infer<typeof StatisticsPage>;

/** `visitors` here is the sum of the daily estimates: nothing links one day's visitor to another day's. */
export const StatisticsTotals = z.object({ pageviews: Count, visitors: Count, outcomes: Outcomes });
export type StatisticsTotals = z.infer<typeof StatisticsTotals>;

export const StatisticsReport = z.object({
  from: IsoDate,
  to: IsoDate,
  /** Every day of the range in order, days without data as zeros. */
  days: z.array(StatisticsDay),
  /** The same number of days right before `from`, in order: the previous period beside the chosen one. */
  previousDays: z.array(StatisticsDay),
  totals: StatisticsTotals,
  previousTotals: StatisticsTotals,
  /**
   * Sorted by page views, highest first (the same for every list below). Pages, referrers and
   * campaigns hold at most STATISTICS_TOP_ENTRIES rows, the rest summed under OTHER_KEY. A page
   * with requests but no counted views is listed too. `(not found)` sums the unknown paths of
   * every language; DIRECT_KEY is a row of referrers and of campaigns.
   */
  pages: z.array(StatisticsPage),
  languages: z.array(z.object({ key: LanguageCode, pageviews: Count })),
  referrers: z.array(StatisticsEntry),
  campaigns: z.array(StatisticsEntry),
  devices: z.array(z.object({ key: DeviceClass, pageviews: Count })),
  /** Answers to the booking form's optional choice; `pageviews` here is the number of answers. */
  heardAbout: z.array(z.object({ key: HeardAbout, pageviews: Count })),
  /** Requests per language the form was sent in. */
  outcomesByLanguage: z.array(z.object({ key: LanguageCode, outcomes: Outcomes })),
});
export type StatisticsReport = z.infer<typeof StatisticsReport>;
