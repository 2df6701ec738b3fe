/**
 * Writes the database aborted are tried again a bounded number of times; when the tries are spent
 * the client reads 503 with Retry-After, never 500 (a deadlock between simultaneous
 * newsletter subscriptions reached patients as "internal error").
 */
import { MongoNetworkError, MongoServerError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { toErrorBody } from '../../api/app';
import { isTransientWriteError, retryTransient } from '../../api/plugins/app/transientWrites';

const writeConflict = () => new MongoServerError({ code: 112, codeName: 'WriteConflict', errmsg: 'deadlock detected' });
const duplicate = () => new MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key', keyPattern: { email: 1 } });

describe('transient writes', () => {
  it('knows which failures are worth another try', () => {
    expect(isTransientWriteError(writeConflict())).toBe(true);
    expect(isTransientWriteError(new MongoServerError({ code: 24, codeName: 'LockTimeout', errmsg: 'lock' }))).toBe(true);
    expect(isTransientWriteError(new MongoNetworkError('connection closed'))).toBe(true);
    expect(isTransientWriteError(duplicate())).toBe(false);
    expect(isTransientWriteError(new MongoServerError({ code: 2, errmsg: 'BadValue' }))).toBe(false);
    expect(isTransientWriteError(new Error('bug'))).toBe(false);
  });

  it('tries an aborted write again until it succeeds', async () => {
    let tries = 0;
    const result = await retryTransient(
      async () => {
        if (++tries < 3) throw writeConflict();
        return 'stored';
      },
      { baseDelayMs: 1 },
    );
    expect(result).toBe('stored');
    expect(tries).toBe(3);
  });

  it('gives up after its attempts, and never retries a real error', async () => {
    let tries = 0;
    await expect(
      retryTransient(
        async () => {
          tries++;
          throw writeConflict();
        },
        { attempts: 4, baseDelayMs: 1 },
      ),
    ).rejects.toThrow('deadlock');
    expect(tries).toBe(4);
    tries = 0;
    await expect(
      retryTransient(
        async () => {
          tries++;
          throw duplicate();
        },
        { baseDelayMs: 1 },
      ),
    ).rejects.toThrow('duplicate');
    expect(tries).toBe(1);
  });

  it('answers a write that kept conflicting with 503 and Retry-After, not 500', () => {
    expect(toErrorBody(writeConflict())).toEqual({
      status: 503,
      body: { message: 'error.databaseUnavailable', code: 'database_unavailable' },
      headers: { 'retry-after': '5' },
    });
    // A driver error with a numeric code that is neither: 500, and the handler itself does not throw.
    expect(toErrorBody(new MongoServerError({ code: 2, errmsg: 'BadValue' })).status).toBe(500);
  });
});

describe('writes of one key, one after another', () => {
  it('runs tasks of one key in order and never together, other keys alongside, and forgets idle keys', async () => {
    const { KeyedQueue } = await import('../../api/plugins/app/keyedQueue');
    const queue = new KeyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running++;
        most = Math.max(most, running);
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, 5));
        log.push(`end ${name}`);
        running--;
        if (fail) throw new Error(`${name} failed`);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run('slug-a', task('a1')),
      queue.run('slug-a', task('a2', true)),
      queue.run('slug-a', task('a3')),
      queue.run('slug-b', task('b1')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const a = log.filter((l) => l.endsWith('a1') || l.endsWith('a2') || l.endsWith('a3'));
    expect(a).toEqual(['start a1', 'end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
    expect(most).toBe(2); // b1 ran beside the a's
    expect(queue.size).toBe(0);
  });
});
