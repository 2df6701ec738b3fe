/**
 * The website's own statistics (src/contract/entities/statistics.ts): the report over a range of
 * days, read from the daily documents (statisticsKeys.ts says how they are stored), and the
 * requests the website brought, counted where the behaviour accepts them (both faces).
 *
 * The report reads the range and the same number of days before it in one query (at most 800
 * bounded documents). Days without a document read as zeros. The visitors of a range are the sum
 * of the daily estimates (a visitor of two days counts twice: nothing links one day to the next).
 * Each top list holds at most STATISTICS_TOP_ENTRIES rows; the rest add up under OTHER_KEY.
 */
import { LANGUAGES, type LanguageCode } from '../src/contract/common';
import { addDays, DEFAULT_LANGUAGE, todayInBerlin } from '../src/contract/constants';
import {
  DEVICE_CLASSES,
  HEARD_ABOUT_CHOICES,
  NOT_FOUND_KEY,
  OTHER_KEY,
  OUTCOME_KINDS,
  STATISTICS_TOP_ENTRIES,
  statisticsRangeLength,
  type HeardAbout,
  type OutcomeKind,
  type StatisticsDay,
  type StatisticsEntry,
  type StatisticsPage,
  type StatisticsQuery,
  type StatisticsReport,
  type StatisticsTotals,
} from '../src/contract/entities/statistics';
import { canonicalPath } from '../src/lib/canonicalPath';
import { decidePath } from '../src/lib/resolvePath';
import type { Ctx } from './context';
import { addToDay, decodeKey, STATISTICS, tally, type Tally } from './statisticsKeys';
import type { Row } from './store';

type Outcomes = StatisticsTotals['outcomes'];
type Counts = Record<string, number>;

const noOutcomes = () => Object.fromEntries(OUTCOME_KINDS.map((k) => [k, 0])) as Outcomes;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);
const map = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const outcomesOf = (v: unknown): Outcomes => {
  const m = map(v);
  return Object.fromEntries(OUTCOME_KINDS.map((k) => [k, num(m[k])])) as Outcomes;
};
const addOutcomes = (into: Outcomes, more: Outcomes) => {
  for (const k of OUTCOME_KINDS) into[k] += more[k];
};
const sumOutcomes = (o: Outcomes) => OUTCOME_KINDS.reduce((n, k) => n + o[k], 0);

/** Adds the decoded counts of a stored map (`nested`: a map per language, added together). */
function addCounts(into: Counts, stored: unknown, nested = false) {
  for (const [k, v] of Object.entries(map(stored)))
    if (nested) addCounts(into, v);
    else {
      const key = decodeKey(k);
      into[key] = (into[key] ?? 0) + num(v);
    }
}

/** Highest first (ties by key), at most STATISTICS_TOP_ENTRIES rows, the rest under OTHER_KEY. */
function topList(counts: Counts): StatisticsEntry[] {
  const rows = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([key, pageviews]) => ({ key, pageviews }))
    .sort((a, b) => b.pageviews - a.pageviews || a.key.localeCompare(b.key));
  if (rows.length <= STATISTICS_TOP_ENTRIES) return rows;
  const kept = rows.filter((r) => r.key !== OTHER_KEY).slice(0, STATISTICS_TOP_ENTRIES - 1);
  const rest = rows.filter((r) => !kept.includes(r)).reduce((n, r) => n + r.pageviews, 0);
  return [...kept, { key: OTHER_KEY, pageviews: rest }].sort((a, b) => b.pageviews - a.pageviews);
}

/** Only the keys of an enumeration, in count order (a stored key outside it is ignored). */
const enumList = <K extends string>(counts: Counts, keys: readonly K[]) =>
  keys
    .map((key) => ({ key, pageviews: counts[key] ?? 0 }))
    .filter((r) => r.pageviews > 0)
    .sort((a, b) => b.pageviews - a.pageviews);

/**
 * Pages by views (then requests), with the requests sent from each; a page that brought requests
 * is listed even where none of its views were counted. At most STATISTICS_TOP_ENTRIES rows.
 */
function pageList(views: Counts, requests: Counts): StatisticsPage[] {
  const keys = [...new Set([...Object.keys(views), ...Object.keys(requests)])];
  const rows = keys
    .map((key) => ({ key, pageviews: views[key] ?? 0, requests: requests[key] ?? 0 }))
    .filter((r) => r.pageviews > 0 || r.requests > 0)
    .sort((a, b) => b.pageviews - a.pageviews || b.requests - a.requests || a.key.localeCompare(b.key));
  let list = rows;
  if (rows.length > STATISTICS_TOP_ENTRIES) {
    const kept = rows.filter((r) => r.key !== OTHER_KEY).slice(0, STATISTICS_TOP_ENTRIES - 1);
    const rest = rows.filter((r) => !kept.includes(r));
    const other = rest.reduce((o, r) => ({ ...o, pageviews: o.pageviews + r.pageviews, requests: o.requests + r.requests }), {
      key: OTHER_KEY,
      pageviews: 0,
      requests: 0,
    });
    list = [...kept, other].sort((a, b) => b.pageviews - a.pageviews || b.requests - a.requests);
  }
  return list.map((r) => ({
    ...r,
    requestsPer100: r.pageviews ? Math.round((r.requests * 1000) / r.pageviews) / 10 : 0,
  }));
}

function dayOf(date: string, doc: Row | undefined): StatisticsDay {
  return { date, pageviews: num(doc?.pageviews), visitors: num(doc?.visitors), outcomes: outcomesOf(doc?.outcomes) };
}

function totalsOf(days: StatisticsDay[]): StatisticsTotals {
  const totals: StatisticsTotals = { pageviews: 0, visitors: 0, outcomes: noOutcomes() };
  for (const d of days) {
    totals.pageviews += d.pageviews;
    totals.visitors += d.visitors;
    addOutcomes(totals.outcomes, d.outcomes);
  }
  return totals;
}

export async function statisticsReport(ctx: Ctx, query: StatisticsQuery): Promise<StatisticsReport> {
  // The contract's query schema bounds the range (1 to STATISTICS_MAX_DAYS days).
  const length = statisticsRangeLength(query.from, query.to);
  const previousFrom = addDays(query.from, -length);
  const docs = await ctx.store
    .collection(STATISTICS)
    .find({ date: { $gte: previousFrom, $lte: query.to } }, { date: 1 }, 2 * length);
  const byDate = new Map(docs.map((d) => [String(d.date), d]));
  const range = (start: string) => Array.from({ length }, (_, i) => addDays(start, i));
  const days = range(query.from).map((date) => dayOf(date, byDate.get(date)));
  const previousDays = range(previousFrom).map((date) => dayOf(date, byDate.get(date)));

  const pages: Counts = {};
  const requests: Counts = {};
  const languages: Counts = {};
  const referrers: Counts = {};
  const campaigns: Counts = {};
  const devices: Counts = {};
  const heardAbout: Counts = {};
  const byLanguage = new Map<LanguageCode, Outcomes>();
  for (const { date } of days) {
    const doc = byDate.get(date);
    if (!doc) continue;
    addCounts(pages, doc.pages, true);
    addCounts(requests, doc.requestPages);
    addCounts(languages, doc.languages);
    addCounts(referrers, doc.referrers);
    addCounts(campaigns, doc.campaigns);
    addCounts(devices, doc.devices);
    addCounts(heardAbout, doc.heardAbout);
    for (const [lang, outcomes] of Object.entries(map(doc.outcomesByLanguage))) {
      if (!(LANGUAGES as readonly string[]).includes(lang)) continue;
      const into = byLanguage.get(lang as LanguageCode) ?? noOutcomes();
      addOutcomes(into, outcomesOf(outcomes));
      byLanguage.set(lang as LanguageCode, into);
    }
  }
  return {
    from: query.from,
    to: query.to,
    days,
    previousDays,
    totals: totalsOf(days),
    previousTotals: totalsOf(previousDays),
    pages: pageList(pages, requests),
    languages: enumList(languages, LANGUAGES),
    referrers: topList(referrers),
    campaigns: topList(campaigns),
    devices: enumList(devices, DEVICE_CLASSES),
    heardAbout: enumList(heardAbout, HEARD_ABOUT_CHOICES),
    outcomesByLanguage: [...byLanguage]
      .map(([key, outcomes]) => ({ key, outcomes }))
      .filter((r) => sumOutcomes(r.outcomes) > 0)
      .sort((a, b) => sumOutcomes(b.outcomes) - sumOutcomes(a.outcomes)),
  };
}

/**
 * The canonical page of a path (the site's own route resolver and canonical paths, so every alias
 * and spelling of a page counts as one): NOT_FOUND_KEY for a path that is no page (`notFound`:
 * the server answered 404 for it); null for a redirect.
 */
export function canonicalPagePath(pathname: string, notFound = false): { path: string; lang: LanguageCode } | null {
  if (!pathname.startsWith('/')) return null;
  const decision = decidePath(pathname, DEFAULT_LANGUAGE);
  if (decision.kind === 'redirect') return null;
  const path = notFound ? null : canonicalPath(decision.lang, decision.screen);
  return { path: path ?? NOT_FOUND_KEY, lang: decision.lang };
}

/** The page a form was sent from: the path of the request's Referer, as a canonical page. */
function sentFrom(ctx: Ctx): string | null {
  const referer = ctx.header('referer');
  if (!referer || referer.length > 2048) return null;
  try {
    return canonicalPagePath(new URL(referer, 'http://site').pathname)?.path ?? null;
  } catch {
    return null;
  }
}

/**
 * Counts a request the website brought, once it is accepted (stored, past the bot trap and the
 * limits): per day, language and the page it was sent from; the booking form's optional choice
 * as its own counter, with nothing of the request beside it. A failure to count never fails the
 * request. A newsletter confirmation is sent from the confirmation link's page, not from the page
 * of the sign-up (nothing links the two), so it counts without a page (`sentFromPage: false`).
 */
export async function countOutcome(
  ctx: Ctx,
  kind: OutcomeKind,
  language: LanguageCode,
  { choice, sentFromPage = true }: { choice?: HeardAbout | null; sentFromPage?: boolean } = {},
) {
  const counts: Tally = {};
  tally(counts, ['outcomes', kind]);
  tally(counts, ['outcomesByLanguage', language, kind]);
  const page = sentFromPage ? sentFrom(ctx) : null;
  if (page) tally(counts, ['requestPages', page]);
  if (choice && (HEARD_ABOUT_CHOICES as readonly string[]).includes(choice)) tally(counts, ['heardAbout', choice]);
  try {
    await addToDay(ctx.store, todayInBerlin(), counts);
  } catch {
    // The request was stored and is answered: a lost count is not worth failing it.
  }
}
