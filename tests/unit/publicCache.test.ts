/** The public cache keeps what was used last within its byte budget, and forgets expired entries. */
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import publicCache from '../../api/plugins/app/publicCache';

const cacheOf = async (maxBytes: number) => {
  const app = Fastify();
  await app.register(publicCache, { maxBytes });
  await app.ready();
  return app.publicCache;
};
/** An answer of about `kb` kilobytes (two bytes per character). */
const answer = (kb: number) => ({ status: 200, body: 'x'.repeat(kb * 512) });

afterEach(() => vi.useRealTimers());

describe('public cache', () => {
  it('evicts the least recently used entries when the budget is reached, not everything', async () => {
    const cache = await cacheOf(35 * 1024);
    cache.set('a', answer(10));
    cache.set('b', answer(10));
    cache.set('c', answer(10));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('d', answer(10));
    expect(cache.get('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(cache.get(key), key).toBeDefined();
  });

  it('never keeps an entry larger than the whole budget, and replaces an entry under the same key', async () => {
    const cache = await cacheOf(20 * 1024);
    cache.set('small', answer(5));
    cache.set('huge', answer(30));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    for (let i = 0; i < 10; i++) cache.set('same', answer(5));
    expect(cache.get('small')).toBeDefined(); // ten writes of one key count once
  });

  it('answers nothing for an entry older than a minute, but still offers it as stale', async () => {
    vi.useFakeTimers();
    const cache = await cacheOf(1024 * 1024);
    cache.set('page /de', answer(1));
    vi.advanceTimersByTime(59_000);
    expect(cache.get('page /de')).toBeDefined();
    expect(cache.lookup('page /de')?.stale).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(cache.get('page /de')).toBeUndefined();
    expect(cache.lookup('page /de')?.stale).toBe(true);
    // A minute past its expiry it is gone: a page is never answered more than two minutes old.
    vi.advanceTimersByTime(60_000);
    expect(cache.lookup('page /de')).toBeUndefined();
  });

  it('drops an answer made across a clear: it may show what staff just changed', async () => {
    const cache = await cacheOf(1024 * 1024);
    const before = cache.version();
    cache.clear(); // a staff write while the answer was being made
    cache.set('page /de/behandlungen/veneers', answer(1), before);
    expect(cache.lookup('page /de/behandlungen/veneers')).toBeUndefined();
    cache.set('page /de/behandlungen/veneers', answer(1), cache.version());
    expect(cache.get('page /de/behandlungen/veneers')).toBeDefined();
  });
});
