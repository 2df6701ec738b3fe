/**
 * Cache of serialized public content reads (per URL and language) and of server-rendered pages
 * (api/ssr/pageRenderer.ts). Staff writes through the admin API clear it on every instance, so the
 * next request shows the change; time-dependent or per-request answers (health, opening status,
 * slots, files) are never cached as API answers (a rendered page that shows them lives at most TTL_MS).
 * Expiry is not how content changes reach visitors (clearing is): a page that shows nothing
 * clock-bound is kept four minutes (pageRenderer.ts), because each instance renders every page again
 * when it expires, and at 60 s for all 800 pages that alone took most of a core per instance.
 *
 * Expired entries stay for another STALE_MS: the page renderer answers with an expired page while
 * it renders the next (api/ssr/pageRenderer.ts). Bounded by size, least recently used out first: the site has over 800 pages, so under traffic
 * across all of them a count limit that emptied the whole cache when full made every page a fresh
 * render again every few seconds (npm run bench:load).
 */
import fp from 'fastify-plugin';
import { encodedSize, type EncodedBody } from '../../ssr/encodedBody';

export const UNCACHED = new Set(['health', 'practice.openingStatus', 'appointments.slots', 'media.file', 'preview.open']);
const TTL_MS = 60_000;
/**
 * How long past its expiry an entry may still be answered while its next copy is made. Bounded so
 * a rarely visited page never arrives hours old (its "open now" badge would be wrong); a page
 * older than the browser's staleTime (60 s) refreshes its data after hydration.
 */
export const STALE_MS = 60_000;
/** About 1,000 compressed pages, or the public API's answers many times over. */
const MAX_BYTES = 96 * 1024 * 1024;

export interface CachedAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
  /** A rendered page kept compressed only (its body is then empty). */
  encoded?: EncodedBody;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: {
      get(key: string): CachedAnswer | undefined;
      /** Also an expired entry (`stale`), for answering while a fresh copy is made. */
      lookup(key: string): { answer: CachedAnswer; stale: boolean } | undefined;
      /**
       * With `since` (a `version()` read before the answer was made): kept only if nothing was cleared
       * meanwhile. Fresh for `ttlMs` (default a minute): a rendered page that shows nothing
       * clock-bound lasts longer (pageRenderer.ts).
       */
      set(key: string, value: CachedAnswer, since?: number, ttlMs?: number): void;
      clear(): void;
      /** Counts the clears: an answer made across a clear may show what staff just changed. */
      version(): number;
      /** How much it holds (tests, monitoring). */
      size(): { entries: number; bytes: number };
    };
  }
}

/** Bytes an entry holds: a JS string takes two per character. */
const sizeOf = (key: string, value: CachedAnswer) =>
  2 * (key.length + value.body.length) + (value.encoded ? encodedSize(value.encoded) : 0) + 200;

export default fp<{ maxBytes?: number }>(
  async (app, { maxBytes = MAX_BYTES }) => {
    // A Map iterates in insertion order: re-inserting on a hit keeps the oldest use first.
    const entries = new Map<string, CachedAnswer & { expires: number; size: number }>();
    let bytes = 0;
    let clears = 0;
    const remove = (key: string) => {
      const entry = entries.get(key);
      if (!entry) return;
      entries.delete(key);
      bytes -= entry.size;
    };
    const lookup = (key: string) => {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires + STALE_MS < Date.now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, hit);
      return { answer: hit as CachedAnswer, stale: hit.expires < Date.now() };
    };
    app.decorate('publicCache', {
      get(key) {
        const found = lookup(key);
        return found && !found.stale ? found.answer : undefined;
      },
      lookup,
      set(key, value, since, ttlMs = TTL_MS) {
        if (since !== undefined && since !== clears) return;
        remove(key);
        const size = sizeOf(key, value);
        if (size > maxBytes) return;
        for (const oldest of entries.keys()) {
          if (bytes + size <= maxBytes) break;
          remove(oldest);
        }
        entries.set(key, { ...value, expires: Date.now() + ttlMs, size });
        bytes += size;
      },
      clear() {
        entries.clear();
        bytes = 0;
        clears++;
      },
      version: () => clears,
      size: () => ({ entries: entries.size, bytes }),
    });
  },
  { name: 'public-cache' },
);
