/**
 * Whether search engines may find the site: only once the legal minimum is complete
 * (rules/legal.ts searchIndexingGaps). Until then pages carry `X-Robots-Tag: noindex` and the
 * sitemap is empty, while patients use the site as always. Kept for a minute in the process cache,
 * which every staff write empties on every instance: completing the facts lifts it without a restart.
 */
import type { FastifyInstance } from 'fastify';
import { searchIndexingGapsOf } from '../../behaviour/launchChecklist';

const KEY = 'search indexing gaps';
const KEEP_MS = 60_000;

export async function searchable(app: FastifyInstance): Promise<boolean> {
  const gaps = await app.services.cache.remember(KEY, KEEP_MS, () => searchIndexingGapsOf({ store: app.store }));
  return gaps.length === 0;
}
