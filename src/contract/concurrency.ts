/**
 * No write is blind: every update says which version of the record it was based on, and a write
 * based on an older version is refused instead of silently writing the stale form back over a
 * colleague's save.
 *
 * - The version of a record is its `updatedAt` (every record carries it; each write moves it on,
 *   strictly, so two saves in the same millisecond still differ: nextVersion).
 * - A write names it as an entity tag in the `If-Match` request header (RFC 9110):
 *   `If-Match: "2026-10-01T08:00:00.000Z"`. A header rather than a body field, because the bodies
 *   are the resources' strict input schemas, shared with create and drafts, which have no version.
 * - Which writes take it: the entries marked `ifMatch` in endpoints.ts — every admin resource's
 *   update (singletons included), saving and discarding drafts, publishing and restoring,
 *   reception's appointment steps and the translation cockpit's save. The website's UI texts are versioned per key instead: their
 *   batch names the override each change was based on (TranslationBatch.basedOn).
 *   Creating cannot conflict and takes none.
 * - A write of something that may not exist yet (a record's schedule, entries marked `ifNoneMatch`)
 *   based on there being none sends `If-None-Match: *` instead (RFC 9110: only if nothing is stored);
 *   one stored meanwhile is a conflict like any other.
 * - A stale write is answered 409 with code `conflict`, message `error.conflict` and `current`, the
 *   record as it is now (ConflictBody), so the client can show what changed meanwhile, and by whom
 *   (`savedBy`, the staff member's name; `updatedAt`). Nothing of the stale write is stored. The check is part of the write
 *   (one conditional update in the store), never a read before it.
 * - A write without `If-Match` is applied as before: scripts and API clients written before keep
 *   working. The admin always sends it (admin/dataProvider.ts); `*` means "whatever is stored".
 */
import { z } from 'zod';
import { ErrorBody } from './common';
import { ApiError } from './http';

export const IF_MATCH = 'If-Match';
export const IF_NONE_MATCH = 'If-None-Match';

/** The entity tag of a record's version, as sent in If-Match. */
export const versionTag = (updatedAt: string) => `"${updatedAt}"`;

/** The version an If-Match header names; undefined without one or for `*`. Weak tags count as their value. */
export function basedOnVersion(header: string | null | undefined): string | undefined {
  const tag = header?.trim();
  if (!tag || tag === '*') return undefined;
  return tag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** The version a write sets: now, or just after the one it replaces if the clock has not moved past it. */
export function nextVersion(previous: unknown, now = new Date()): string {
  const before = typeof previous === 'string' ? Date.parse(previous) : NaN;
  return new Date(Number.isNaN(before) ? now.getTime() : Math.max(now.getTime(), before + 1)).toISOString();
}

/** The body of a refused stale write: the contract's error body with the record as it is now. */
export const ConflictBody = ErrorBody.extend({
  code: z.literal('conflict'),
  current: z.record(z.string(), z.unknown()),
  /**
   * Who saved meanwhile, as colleagues know them: the staff member's name (their e-mail if the
   * account is gone), `patient` for a patient's own cancellation, null when unknown.
   */
  savedBy: z.string().nullable(),
});
export type ConflictBody = z.infer<typeof ConflictBody>;

/** A write based on an older version than the stored one (409, ConflictBody). */
export class ConflictError extends ApiError {
  constructor(
    readonly current: Record<string, unknown>,
    readonly savedBy: string | null,
  ) {
    super('conflict');
  }
  override toBody() {
    return { ...super.toBody(), current: this.current, savedBy: this.savedBy };
  }
}
