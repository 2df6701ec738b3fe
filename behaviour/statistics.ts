/**
 * The website's own statistics (src/contract/entities/statistics.ts): the report over a range of days.
 * Nothing is counted yet, so every day of the range and the period before it reads as zeros.
 */
import { addDays } from '../src/contract/constants';
import {
  OUTCOME_KINDS,
  statisticsRangeLength,
  type StatisticsDay,
  type StatisticsQuery,
  type StatisticsReport,
  type StatisticsTotals,
} from '../src/contract/entities/statistics';
import type { Ctx } from './context';

const noOutcomes = () => Object.fromEntries(OUTCOME_KINDS.map((k) => [k, 0])) as StatisticsTotals['outcomes'];
const emptyDay = (date: string): StatisticsDay => ({ date, pageviews: 0, visitors: 0, outcomes: noOutcomes() });
const emptyTotals = (): StatisticsTotals => ({ pageviews: 0, visitors: 0, outcomes: noOutcomes() });

export function statisticsReport(_ctx: Ctx, query: StatisticsQuery): StatisticsReport {
  // The contract's query schema bounds the range (1 to STATISTICS_MAX_DAYS days).
  const length = statisticsRangeLength(query.from, query.to);
  const range = (start: string) => Array.from({ length }, (_, i) => emptyDay(addDays(start, i)));
  return {
    from: query.from,
    to: query.to,
    days: range(query.from),
    previousDays: range(addDays(query.from, -length)),
    totals: emptyTotals(),
    previousTotals: emptyTotals(),
    pages: [],
    languages: [],
    referrers: [],
    campaigns: [],
    devices: [],
    heardAbout: [],
    outcomesByLanguage: [],
  };
}
