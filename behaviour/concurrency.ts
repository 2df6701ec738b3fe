/**
 * The conditional write behind every update that names the version it was based on
 * (src/contract/concurrency.ts): one atomic compare-and-set in the store on `updatedAt`, so of two
 * staff members saving forms loaded from the same version exactly one is applied, on one server or
 * several. The other gets 409 with the record as it is now; nothing of its write is stored.
 */
import { RESOURCE_BY_NAME } from '../src/contract/endpoints';
import { basedOnVersion, ConflictError, IF_MATCH, IF_NONE_MATCH, nextVersion } from '../src/contract/concurrency';
import { ApiError } from '../src/contract/http';
import type { Ctx } from './context';
import type { Changes, Row, RowOf } from './store';

/** The version the request's write was based on (If-Match), if it names one. */
export const basedOn = (ctx: Ctx) => basedOnVersion(ctx.header(IF_MATCH.toLowerCase()));

/** Whether the request's write was based on there being nothing stored yet (`If-None-Match: *`). */
export const basedOnNone = (ctx: Ctx) => ctx.header(IF_NONE_MATCH.toLowerCase())?.trim() === '*';

/** A record as the conflict answer shows it: through its resource's record schema (no stored bookkeeping). */
function shown(resource: string, row: Row): Record<string, unknown> {
  const parsed = RESOURCE_BY_NAME.get(resource)?.record.safeParse(row);
  return parsed?.success ? (parsed.data as Record<string, unknown>) : row;
}

/**
 * The name of whoever a stored `updatedBy` (or a schedule's `by`) names: an e-mail for staff, and
 * colleagues know each other by name. An account since removed is shown by the e-mail it was;
 * `patient` and other markers stay as they are.
 */
export async function savedBy(ctx: Ctx, login: unknown): Promise<string | null> {
  const by = typeof login === 'string' ? login : null;
  if (!by?.includes('@')) return by;
  const user = await ctx.store.collection('users').findOne({ email: by });
  return typeof user?.name === 'string' && user.name ? user.name : by;
}

/** The refusal for a record already read: `current` is newer than the version the write was based on. */
export async function conflictWith(ctx: Ctx, resource: string, current: Row): Promise<ConflictError> {
  return new ConflictError(shown(resource, current), await savedBy(ctx, current.updatedBy));
}

/** The refusal of a write based on an older version: 409 with the stored record, or 404 if it is gone. */
export async function conflictOn(ctx: Ctx, resource: string, id: string): Promise<ApiError> {
  const current = await ctx.store.collection(resource).get(id);
  return current ? conflictWith(ctx, resource, current) : new ApiError('not_found');
}

/**
 * Sets `set` on record `id` of `resource` only while it is still the version the request was based
 * on; without a version (If-Match) the write is applied as it is. The record after the write.
 */
export async function writeIfCurrent<N extends string>(
  ctx: Ctx,
  resource: N,
  id: string,
  set: Changes<RowOf<N>>,
): Promise<RowOf<N>> {
  const collection = ctx.store.collection(resource);
  const base = basedOn(ctx);
  if (base === undefined) {
    const row = await collection.update(id, set);
    if (!row) throw new ApiError('not_found');
    return row;
  }
  // The new version strictly after the old, so a later save in the same millisecond still conflicts.
  const row = await collection.updateIf(id, { updatedAt: base }, { set: { ...set, updatedAt: nextVersion(base) } });
  if (row) return row;
  throw await conflictOn(ctx, resource, id);
}
