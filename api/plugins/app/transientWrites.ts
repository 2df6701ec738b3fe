/**
 * Writes the database aborted or lost on the way, and a bounded retry for the idempotent ones.
 *
 * Why: under concurrent inserts of one unique key, DocumentDB (PostgreSQL underneath, our test
 * database) sometimes resolves the index locks as a deadlock and aborts a write with WriteConflict
 * (112); MongoDB aborts writes the same way under contention in transactions. Such a write changed
 * nothing and succeeds when tried again. A connection dropped mid-write leaves its outcome
 * unknown, so only writes that give the same result twice are retried (every Repository write is
 * written that way). When the retries are spent, the error handler answers 503 with Retry-After,
 * never 500 (api/app.ts).
 */
import { MongoNetworkError, MongoServerError } from 'mongodb';

/** WriteConflict and LockTimeout: the server aborted the write before changing anything. */
const ABORTED_WRITE_CODES = new Set([112, 24]);

export function isTransientWriteError(err: unknown): boolean {
  if (err instanceof MongoServerError)
    return (
      ABORTED_WRITE_CODES.has(Number(err.code)) ||
      err.hasErrorLabel('TransientTransactionError') ||
      err.hasErrorLabel('RetryableWriteError')
    );
  return err instanceof MongoNetworkError;
}

export const isDuplicateKey = (err: unknown, field?: string) =>
  err instanceof MongoServerError &&
  err.code === 11000 &&
  (field === undefined || Object.keys(err.keyPattern ?? err.keyValue ?? {}).includes(field));

/** Seconds a client is asked to wait after a 503 (database away, or a write that kept conflicting). */
export const RETRY_AFTER_SECONDS = 5;

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** Pause before the second try; doubled for each further one, with jitter so racers spread out. */
  baseDelayMs?: number;
  /** Further errors worth another try (e.g. a duplicate key from a concurrent upsert). */
  alsoRetry?: (err: unknown) => boolean;
}

/** Runs an idempotent write, trying again after a transient failure (at most `attempts` tries). */
export async function retryTransient<T>(write: (attempt: number) => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const { attempts = 5, baseDelayMs = 10, alsoRetry } = opts;
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(attempt);
    } catch (err) {
      const retryable = isTransientWriteError(err) || alsoRetry?.(err) === true;
      if (!retryable || attempt >= attempts) throw err;
      const delay = baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
