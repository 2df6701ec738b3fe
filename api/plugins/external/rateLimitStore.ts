/**
 * Rate-limit counters in MongoDB: a store for @fastify/rate-limit, so that a limit
 * holds across every instance of the server instead of per process (10 logins a minute stay 10,
 * not 10 per instance). The limits themselves (classes, values, windows) are the endpoint table's.
 *
 * One document per route and client in `rateLimits`: `{ _id, count, expiresAt }`. A request costs
 * one round trip, an atomic `$inc` that returns the count (a client's first request in a window
 * two more: the counter's insert and the increment); the window starts with the client's first
 * request, as in the plugin's own in-memory store. A TTL index on `expiresAt`
 * (behaviour/indexes.ts) removes ended windows, so the collection holds at most the clients of
 * the last minute or two. The key is an HMAC of route and address under RATE_LIMIT_SECRET: no client
 * address is stored, and a plain hash would not do, since the 2^32 IPv4 addresses are hashed in
 * minutes and a copy of the database would name every visitor of the last minute. Every instance
 * needs the same secret, or each counts apart (README, Production).
 * While the database is away the store fails, and the request answers 503 with Retry-After like
 * every other that needs the database (a limit that cannot be counted is not lifted).
 */
import { createHmac } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Collection } from 'mongodb';
import { isDuplicateKey } from '../app/transientWrites';

export const RATE_LIMIT_COLLECTION = 'rateLimits';

export interface Counter {
  _id: string;
  count: number;
  expiresAt: Date;
}

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;
/**
 * What the plugin passes to `child`: the limit's options with the route under `routeInfo` (its
 * type declarations say the route's options; index.js passes these).
 */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/** The counter's `_id`: keyed, so it cannot be turned back into the address without `secret`. */
export const counterKey = (secret: string, route: string, client: string) =>
  createHmac('sha256', secret).update(`${route}\n${client}`).digest('base64url');

/**
 * Counts one request of `client` on `route` within a window of `windowMs`; returns the count in
 * the current window and the ms left of it.
 */
export async function countRequest(
  counters: Collection<Counter>,
  secret: string,
  route: string,
  client: string,
  windowMs: number,
): Promise<Result> {
  const _id = counterKey(secret, route, client);
  for (let attempt = 0; ; attempt++) {
    const now = Date.now();
    // A plain increment of an existing counter, atomic with the count it answers. (An upsert that
    // increments would create the counter in the same round trip, but MongoDB-compatible servers
    // differ on concurrent upserts of one new key: the test database answered some of 20 at once
    // with a count of 1, or all of them, which would let a burst of first requests through.)
    const doc = await counters.findOneAndUpdate({ _id }, { $inc: { count: 1 } }, { returnDocument: 'after' });
    if (!doc) {
      // The client's first request (or the TTL monitor just removed its ended window): its counter
      // starts at 0, and the next turn of the loop counts the request. Of first requests at once,
      // one inserts and the others find its counter.
      try {
        await counters.insertOne({ _id, count: 0, expiresAt: new Date(now + windowMs) });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    } else {
      const left = doc.expiresAt.getTime() - now;
      if (left > 0) return { current: doc.count, ttl: left };
      // The window ended and the TTL monitor (it runs about once a minute) has not removed the
      // counter yet: start the next window, unless another instance has just done so.
      const fresh = await counters.findOneAndUpdate(
        { _id, expiresAt: doc.expiresAt },
        { $set: { count: 1, expiresAt: new Date(now + windowMs) } },
        { returnDocument: 'after' },
      );
      if (fresh) return { current: 1, ttl: windowMs };
    }
    if (attempt >= 3) throw new Error('rate-limit counter kept moving');
  }
}

/**
 * The store class @fastify/rate-limit instantiates, bound to the collection (read when a request
 * comes) and the secret its keys are made with.
 */
export function mongoRateLimitStore(collection: () => Collection<Counter>, secret: string) {
  return class MongoRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(client: string, callback: Callback, timeWindow: number) {
      countRequest(collection(), secret, this.route, client, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    /** The plugin's non-mutating read (for `{ increment: false }`): the count so far, nothing added. */
    read(client: string, callback: Callback) {
      const now = Date.now();
      collection()
        .findOne({ _id: counterKey(secret, this.route, client) })
        .then(
          (doc) =>
            callback(
              null,
              doc && doc.expiresAt.getTime() > now
                ? { current: doc.count, ttl: doc.expiresAt.getTime() - now }
                : { current: 0, ttl: 0 },
            ),
          (err: Error) => callback(err),
        );
    }

    /** One store per limited route: each route counts on its own, as with the in-memory store. */
    child(routeOptions: object) {
      const { method, url } = (routeOptions as ChildOptions).routeInfo ?? {};
      return new MongoRateLimitStore(routeOptions, `${[method].flat().join(',')} ${url ?? ''}`);
    }
  };
}
