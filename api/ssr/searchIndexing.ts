/**
 * Whether search engines may find the site: only once the legal minimum is complete
 * (src/contract/rules/legal.ts searchIndexingGaps). Until then rendered pages carry `X-Robots-Tag: noindex` and
 * the sitemap is empty, while patients use the site as always. The answer is kept for a minute in the
 * process cache, and pages and the sitemap are cached with it; every staff write empties all of these
 * on every instance, so completing the facts lifts it without a restart.
 */
import type { FastifyInstance } from 'fastify';
import { searchIndexingGapsOf } from '../../behaviour/launchChecklist';

const KEY = 'search indexing gaps';
const KEEP_MS = 60_000;
/** A page never waits longer for the answer than this (the database may be slow or away). */
const WAIT_MS = 2_000;

export async function searchable(app: FastifyInstance): Promise<boolean> {
  const known = app.services.cache
    .remember(KEY, KEEP_MS, () => searchIndexingGapsOf({ store: app.store }))
    .then((gaps) => gaps.length === 0);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((done) => {
    timer = setTimeout(() => done(false), WAIT_MS);
  });
  try {
    // Unknown in time, or the database away: the page goes out, just not for indexing.
    return await Promise.race([known, late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
