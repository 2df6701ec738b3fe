/**
 * How a day of the website's statistics is stored (collection `statistics`, one document per
 * Europe/Berlin calendar day, id = the date). Every instance of the server, and the behaviour of
 * both faces, adds to the same day document with one atomic `$inc` upsert (Collection.increment),
 * so several instances add up:
 *
 *   { id: '2026-11-29', date: '2026-11-29', pageviews, visitors,
 *     pages: { <lang>: { <path>: n } },  languages: { <lang>: n },  referrers: { <host>: n },
 *     campaigns: { <source / medium / campaign>: n },  devices: { <class>: n },
 *     outcomes: { <kind>: n },  outcomesByLanguage: { <lang>: { <kind>: n } },
 *     requestPages: { <path>: n },  heardAbout: { <choice>: n } }
 *
 * Map keys (paths, hosts, campaigns) may hold `.` and begin with `$`, which MongoDB reads as a path
 * or an operator: they are stored encoded (`%` → `%25`, `.` → `%2E`, a leading `$` → `%24`, NUL →
 * `%00`) and read back with decodeURIComponent (encodeKey/decodeKey).
 *
 * Bounds: per day and named dimension (pages, referrers, campaigns, requestPages) at most
 * STATISTICS_TOP_ENTRIES names; views of further names add up under OTHER_KEY (of the page's
 * language for pages). A write first reads the day's document (its size is bounded by the same
 * rule) and adds a name only while the dimension has room (boundedIncrements). Two instances
 * writing the same moment may both see the last free places: the bound can then be passed by the
 * new names of one flush of each instance writing at that moment (a few, never unbounded, since
 * every later flush sees them); the fixed dimensions (languages, devices, kinds, choices) are
 * bounded by their enumerations.
 */
import { todayInBerlin } from '../src/contract/constants';
import { OTHER_KEY, STATISTICS_RETENTION_MONTHS, STATISTICS_TOP_ENTRIES } from '../src/contract/entities/statistics';
import type { Row, Store } from './store';

export const STATISTICS = 'statistics';
/** The day's salt and the hashes of the day's visitors (api/plugins/app/statistics.ts): gone after their day. */
export const VISITORS = 'statisticsVisitors';
/** The dimensions whose names come from requests (paths, hosts, campaigns): bounded per day. */
export const NAMED_DIMENSIONS = ['pages', 'referrers', 'campaigns', 'requestPages'] as const;

/** A map key as a MongoDB field name: no `.`, no leading `$`, reversible by decodeKey. */
export const encodeKey = (key: string) =>
  // Most keys need nothing (a page view tallies six): one test instead of four replacements.
  /[%.\0]|^\$/.test(key) ? key.replace(/%/g, '%25').replace(/\./g, '%2E').replace(/\0/g, '%00').replace(/^\$/, '%24') : key;

export function decodeKey(field: string) {
  try {
    return decodeURIComponent(field);
  } catch {
    return field; // not written by encodeKey
  }
}

/** Increments of one day: dotted paths of encoded parts (`pages.de.%2Fde%2Fteam`) to amounts. */
export type Tally = Record<string, number>;

/** Adds `by` at the path made of `parts` (each encoded here). */
export function tally(into: Tally, parts: string[], by = 1) {
  const path = parts.map(encodeKey).join('.');
  into[path] = (into[path] ?? 0) + by;
}

/** The numeric leaves under `value`, as dotted paths below `prefix`. */
function leaves(value: unknown, prefix: string, out: string[] = []): string[] {
  if (!value || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const path = `${prefix}.${k}`;
    if (typeof v === 'number') out.push(path);
    else leaves(v, path, out);
  }
  return out;
}

const dimensionOf = (path: string) => path.split('.', 1)[0]!;
const isNamed = (path: string) => (NAMED_DIMENSIONS as readonly string[]).includes(dimensionOf(path));
const isOther = (path: string) => path.endsWith(`.${OTHER_KEY}`);
const otherOf = (path: string) => `${path.slice(0, path.lastIndexOf('.'))}.${OTHER_KEY}`;

/**
 * `tally` as it may be added to the day document `doc` (null: none yet): in each named dimension,
 * names the day has already, and new names while the day has fewer than `limit`, the most viewed
 * first; the rest go to OTHER_KEY beside them.
 */
export function boundedIncrements(doc: Row | null, tally: Tally, limit = STATISTICS_TOP_ENTRIES): Tally {
  const out: Tally = {};
  const add = (path: string, by: number) => (out[path] = (out[path] ?? 0) + by);
  const byDimension = new Map<string, [string, number][]>();
  for (const [path, by] of Object.entries(tally)) {
    const dimension = dimensionOf(path);
    if (isNamed(path) && !isOther(path))
      (byDimension.get(dimension) ?? byDimension.set(dimension, []).get(dimension)!).push([path, by]);
    else add(path, by);
  }
  for (const [dimension, entries] of byDimension) {
    const known = new Set(leaves(doc?.[dimension], dimension).filter((p) => !isOther(p)));
    let room = limit - known.size;
    for (const [path, by] of entries.sort((a, b) => b[1] - a[1])) {
      if (known.has(path)) add(path, by);
      else if (room > 0) {
        room--;
        known.add(path);
        add(path, by);
      } else add(otherOf(path), by);
    }
  }
  return out;
}

/**
 * Adds one day's tally to its document, within the bounds: one read of the day and one atomic
 * write. Not retried (a retried $inc may count twice); the caller decides what a failure means.
 */
export async function addToDay(store: Store, date: string, counts: Tally) {
  if (!Object.keys(counts).length) return;
  const days = store.collection(STATISTICS);
  const doc = Object.keys(counts).some(isNamed) ? await days.get(date) : null;
  await days.increment(date, boundedIncrements(doc, counts), { date });
}

/** The first day kept at `now`: the same day STATISTICS_RETENTION_MONTHS months back (or that month's last). */
export function firstKeptDay(now: Date) {
  const [y, m, d] = todayInBerlin(now).split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y, m - 1 - STATISTICS_RETENTION_MONTHS, 1));
  const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  month.setUTCDate(Math.min(d, last));
  return month.toISOString().slice(0, 10);
}

/**
 * The retention job's part (retention/job.ts): deletes the days older than the retention period
 * and every salt and visitor hash of a day before today (the TTL index deletes them too, where
 * MongoDB runs it). Aggregates name no person, so no deletion receipt is written.
 */
export async function deleteExpiredStatistics(store: Store, now: Date) {
  const days = await store.collection(STATISTICS).deleteWhere({ date: { $lt: firstKeptDay(now) } });
  const visitors = await store.collection(VISITORS).deleteWhere({ date: { $lt: todayInBerlin(now) } });
  return { days, visitors };
}
