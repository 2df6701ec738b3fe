/**
 * The website's own statistics, counted on the server for every public page it answers (rendered or
 * from the page cache, api/ssr/pageRenderer.ts), with nothing written to or read from the
 * visitor's device: no cookie, no header, no byte added to the page.
 *
 * Cheap: a page view only adds to counters in this process's memory; every STATISTICS_FLUSH_MS (5 s)
 * the counts of each day go to the day's document in one $inc upsert (behaviour/statisticsKeys.ts),
 * so an instance writes a bucket at most once per interval however busy it is, and a lost instance
 * loses at most that interval. Closing the server flushes what is left. A failed flush is logged at
 * warn (an error code, nothing of a visitor) and its counts dropped; a page answer never waits for
 * it or fails because of it.
 *
 * Unique visitors, across instances, without keeping anyone: a visitor is a SHA-256 of the day's
 * salt, the client address (as TRUST_PROXY resolves it) and the user agent, cut to 16 hex digits.
 * The salt is random per Berlin day and shared by the instances through MongoDB (collection
 * `statisticsVisitors`, id `salt-<date>`); each hash seen that day is a document there too (id
 * `<date>-<hash>`), so an instance counts a visitor only when its insert was the first of the day
 * anywhere: the estimate is exact across instances, up to hash collisions. Salt and hashes carry
 * the day's end as `expiresAt` (a TTL index deletes them within the next day; the retention job
 * deletes every day before today as well), so no hash outlives its day and yesterday's salt is
 * gone: nothing links one day's visitor to the next's, nor a hash back to an address. Address and
 * user agent exist only in memory, until the next flush. The day's document (what the admin reads)
 * holds only the count.
 *
 * Bounds against floods: per flush interval at most PENDING_NAMES new names per dimension and
 * PENDING_VISITORS new visitors are kept (beyond them views count under `(other)` or without a new
 * visitor); per day at most SEEN_PER_DAY visitors are told apart in memory. Behind them, the day's
 * documents keep STATISTICS_TOP_ENTRIES names per dimension.
 */
import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { LanguageCode } from '../../../src/contract/common';
import { todayInBerlin } from '../../../src/contract/constants';
import { NOT_FOUND_KEY, OTHER_KEY } from '../../../src/contract/entities/statistics';
import { canonicalPagePath } from '../../../behaviour/statistics';
import { addToDay, tally, VISITORS, type Tally } from '../../../behaviour/statisticsKeys';
import { campaignOf, deviceClass, isBrowser, isPrefetch, referrerHost } from '../../statistics/visit';

const PENDING_NAMES = 1000;
const PENDING_VISITORS = 20_000;
const SEEN_PER_DAY = 100_000;
const HOUR_MS = 3_600_000;
const REMEMBERED = 2000;

/** What the page renderer knows of a page it answered. */
export interface ServedPage {
  /** The request's path (without query) as the page plan spelled it. */
  path: string;
  lang: LanguageCode;
  status: number;
}

interface Day {
  counts: Tally;
  /** The names counted this interval, per dimension (bounded: PENDING_NAMES). */
  names: Map<string, Set<string>>;
  /** Address and user agent of this interval's visitors, until the flush hashes them. */
  visitors: Set<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    statistics: {
      /** Counts a public page answered to `request` (if it is a visit at all). Never throws. */
      pageView(request: FastifyRequest, page: ServedPage): void;
      /** Writes what is counted so far (tests, shutdown). */
      flush(): Promise<void>;
      /** For the benchmark and tests: day-document writes and flushes of this instance. */
      stats: { views: number; writes: number; flushes: number };
    };
  }
}

/** The end of a Berlin day, as the expiry of what must not outlive it (an hour's margin for the last flush). */
const endOf = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR_MS + HOUR_MS);

export default fp<{ enabled?: boolean; flushMs?: number }>(
  async (app, { enabled = true, flushMs = 5000 }) => {
    const stats = { views: 0, writes: 0, flushes: 0 };
    const days = new Map<string, Day>();
    /** The visitors told apart today by this instance (hashes), so each is inserted once. */
    let seen = { date: '', hashes: new Set<string>(), salt: '' };
    const ownHosts = [new URL(app.publicUrl).hostname.toLowerCase()];

    function dayOf(date: string) {
      let day = days.get(date);
      if (!day) days.set(date, (day = { counts: {}, names: new Map(), visitors: new Set() }));
      return day;
    }
    /** Counts `key` in `dimension`, or under OTHER_KEY once this interval has seen enough new names. */
    function named(day: Day, dimension: string, key: string, prefix: string[] = []) {
      const names = day.names.get(dimension) ?? day.names.set(dimension, new Set()).get(dimension)!;
      const id = `${prefix.join(' ')} ${key}`;
      if (!names.has(id) && names.size >= PENDING_NAMES) key = OTHER_KEY;
      else names.add(id);
      tally(day.counts, [dimension, ...prefix, key]);
    }

    /**
     * What the same input answered before (a few hundred pages, a few hundred browsers make most
     * traffic): bot test and canonical path cost microseconds each, and every page view asks them.
     * Bounded: emptied when full, so a flood of invented agents or paths only costs the lookups again.
     */
    const browsers = new Map<string, boolean>();
    const pages = new Map<string, ReturnType<typeof canonicalPagePath>>();
    function remembered<T>(cache: Map<string, T>, key: string, make: () => T): T {
      if (cache.has(key)) return cache.get(key)!;
      if (cache.size >= REMEMBERED) cache.clear();
      const value = make();
      cache.set(key, value);
      return value;
    }
    const pageOf = (path: string) => remembered(pages, path, () => canonicalPagePath(path));

    function pageView(request: FastifyRequest, page: ServedPage) {
      if (!enabled) return;
      try {
        if (page.status !== 200 && page.status !== 404) return;
        // isCountable (visit.ts), with the user agent's verdict remembered.
        const ua = request.headers['user-agent'] ?? '';
        if (request.method !== 'GET' || !remembered(browsers, ua, () => isBrowser(ua)) || isPrefetch(request.headers)) return;
        const found = page.status === 200 ? pageOf(page.path) : null;
        const path = found?.path ?? NOT_FOUND_KEY;
        const day = dayOf(todayInBerlin());
        const host = request.headers.host?.split(':')[0]?.toLowerCase();
        tally(day.counts, ['pageviews']);
        tally(day.counts, ['languages', page.lang]);
        tally(day.counts, ['devices', deviceClass(request.headers['user-agent'])]);
        named(day, 'pages', path, [page.lang]);
        named(day, 'referrers', referrerHost(request.headers.referer, host ? [...ownHosts, host] : ownHosts));
        named(day, 'campaigns', campaignOf(request.url));
        if (day.visitors.size < PENDING_VISITORS) day.visitors.add(`${request.ip}\n${request.headers['user-agent']}`);
        stats.views++;
      } catch (err) {
        app.log.warn({ code: (err as Error).name }, 'statistics: a page view was not counted');
      }
    }

    /** The day's salt, shared by every instance (the first to ask makes it). */
    async function saltOf(date: string) {
      if (seen.date === date && seen.salt) return seen.salt;
      const row = await app.store
        .collection(VISITORS)
        .findOrInsert(
          { id: `salt-${date}` },
          { id: `salt-${date}`, date, salt: randomBytes(16).toString('hex'), expiresAt: endOf(date) },
        );
      if (seen.date !== date) seen = { date, hashes: new Set(), salt: '' };
      seen.salt = String(row.salt);
      return seen.salt;
    }

    /** This interval's new visitors of `date` that no instance has counted today yet. */
    async function newVisitors(date: string, visitors: Set<string>) {
      if (!visitors.size) return 0;
      const salt = await saltOf(date);
      const fresh: string[] = [];
      for (const visitor of visitors) {
        const hash = createHash('sha256').update(`${salt}\n${visitor}`).digest('hex').slice(0, 16);
        if (seen.hashes.has(hash) || seen.hashes.size >= SEEN_PER_DAY) continue;
        seen.hashes.add(hash);
        fresh.push(hash);
      }
      visitors.clear();
      const expiresAt = endOf(date);
      return app.store.collection(VISITORS).insertNew(fresh.map((hash) => ({ id: `${date}-${hash}`, date, expiresAt })));
    }

    let flushing: Promise<void> = Promise.resolve();
    async function flushNow() {
      const due = [...days];
      days.clear();
      for (const [date, day] of due) {
        try {
          const visitors = await newVisitors(date, day.visitors);
          if (visitors) tally(day.counts, ['visitors'], visitors);
          if (!Object.keys(day.counts).length) continue;
          stats.writes++;
          await addToDay(app.store, date, day.counts);
        } catch (err) {
          app.log.warn({ code: (err as { code?: unknown }).code ?? (err as Error).name, date }, 'statistics: counts lost');
        }
      }
      stats.flushes++;
    }
    /** One flush at a time: a slow database makes the next interval wait, never doubles a write. */
    const flush = () => (flushing = flushing.then(flushNow));

    const timer = setInterval(() => {
      if (days.size) void flush();
    }, flushMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
    app.decorate('statistics', { pageView, flush, stats });
  },
  { name: 'statistics', dependencies: ['repositories'] },
);
