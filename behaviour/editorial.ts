/**
 * Drafts, versions and scheduled publishing, once for both faces.
 *
 * The live record stays in its resource's collection: the public endpoints, and so the page cache,
 * read only that, so a draft cannot reach a visitor. A draft lives beside it in `contentDrafts`
 * (one per record); publishing writes it over the live record, makes the record visible and keeps a
 * version in `contentVersions` (a snapshot of the published fields, who, when, which fields
 * changed). Restoring a version publishes its snapshot again, as a new version. The first publish
 * of a record first keeps the state it found as version 0 ("baseline"), so that one can be
 * restored too. A direct save through the CRUD update (`admin.<r>.update`) is a publish as well and
 * is versioned by `versionedUpdate` (index.ts).
 *
 * Scheduling (`contentSchedules`, one per record) adds an `editorial.scheduled` job at the time
 * (behaviour/jobs.ts); the job re-reads the schedule and acts only if it still says that time, so a
 * changed or cleared schedule leaves an old job with nothing to do.
 */
import { withTranslationVersions } from './translationState';
import type { MediaAsset } from '../src/contract/entities/media';
import { withLibraryVariants } from '../src/contract/rules/imageVariants';
import { endpointById } from '../src/contract/endpoints';
import { ApiError, validationError } from '../src/contract/http';
import type {
  Draft,
  EditorialState,
  Schedule,
  Version,
  VersionAction,
  VersionedResource,
} from '../src/contract/entities/editorial';
import { ConflictError, nextVersion } from '../src/contract/concurrency';
import { basedOn, basedOnNone, conflictWith, savedBy } from './concurrency';
import type { Ctx, JobFaces } from './context';
import type { ScheduledAction, ScheduledJobData } from './jobData';
import { isDuplicate } from './ids';
import type { Row, RowOf, Store } from './store';

export const DRAFTS = 'contentDrafts';
export const VERSIONS = 'contentVersions';
export const SCHEDULES = 'contentSchedules';
/** Preview links (preview.ts keeps the rest of their logic; here so a delete can take them along). */
export const PREVIEW_LINKS = 'previewLinks';
/** translationState.ts's rows, one per record under `<entity>:<id>` (the entity is the resource's name). */
const TRANSLATION_VERSIONS = 'translationVersions';
/** Versions an editor sees in the history (the newest); older ones stay stored. */
const HISTORY = 100;

const keyOf = (resource: VersionedResource, id: string) => `${resource}:${id}`;
const versionId = (resource: VersionedResource, id: string, n: number) => `${resource}:${id}:${n}`;

/** The fields staff edit: a record without its id and stamps. */
export function editableFields(row: Row): Record<string, unknown> {
  const { id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = row;
  return fields;
}

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Dot paths where `a` and `b` differ: into nested objects (a Localized field gives `title.en`), lists compared whole. */
export function changedPaths(a: unknown, b: unknown, prefix = ''): string[] {
  if (isPlain(a) && isPlain(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((k) => changedPaths(a[k], b[k], prefix ? `${prefix}.${k}` : k));
  }
  const same = JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return same ? [] : [prefix || '(record)'];
}

/**
 * How each resource is shown or hidden: treatments, pages and content blocks by `published`, a
 * blog post by its status and a publish date in the past (public.ts reads exactly these).
 */
const VISIBILITY: Record<
  VersionedResource,
  { show(row: Row, now: Date): Record<string, unknown>; hide: Record<string, unknown> }
> = {
  treatments: { show: () => ({ published: true }), hide: { published: false } },
  pages: { show: () => ({ published: true }), hide: { published: false } },
  content: { show: () => ({ published: true }), hide: { published: false } },
  blog: {
    show: (row, now) => ({
      status: 'published',
      // A post dated later than its publishing would stay hidden: it goes out now.
      publishedAt: row.publishedAt && String(row.publishedAt) <= now.toISOString() ? row.publishedAt : now.toISOString(),
    }),
    hide: { status: 'draft' },
  },
};

/** `row` as it is once published (what a preview shows): visible as publishing makes it. */
export const asPublished = (resource: VersionedResource, row: Row, now: Date): Row => ({
  ...row,
  ...VISIBILITY[resource].show(row, now),
});

/** Image references of a record's fields get their variants and size from the media library, as a save does (admin.ts). */
export const withMediaVariants = <T>(store: Store, value: T) =>
  withLibraryVariants(value, (id) => store.collection('media').get(id) as Promise<MediaAsset | null>);

const toVersion = (r: Row): Version => ({
  number: Number(r.number),
  action: r.action as VersionAction,
  at: String(r.at),
  by: (r.by as string | null) ?? null,
  changed: (r.changed as string[]) ?? [],
  ...(typeof r.restoredFrom === 'number' ? { restoredFrom: r.restoredFrom } : {}),
});

async function latestVersion(store: Store, resource: VersionedResource, id: string) {
  const [row] = await store.collection(VERSIONS).find({ resource, recordId: id }, { number: -1 }, 1);
  return row ?? null;
}

/** How often a version write that lost its number to a simultaneous publish takes the next one. */
const NUMBER_TRIES = 20;

/**
 * Keeps a version of `after` (the record as it is live now), changed from `before`. The first
 * version of a record is preceded by the baseline: `before` as found, so it can be restored.
 *
 * Numbers are read, then inserted: two publishes at once may both read the same last number. The
 * unique index on (resource, recordId, number) and the version's id refuse the second insert,
 * which then reads again and takes the next number, so both versions are kept and both publishes
 * succeed (their cache clearing included). The baseline is inserted once whoever comes first.
 */
export async function keepVersion(
  store: Store,
  resource: VersionedResource,
  before: Row,
  after: Row,
  meta: { action: VersionAction; by: string | null; at: Date; restoredFrom?: number },
) {
  const versions = store.collection(VERSIONS);
  const snapshot = editableFields(after);
  for (let attempt = 1; ; attempt++) {
    const last =
      (await latestVersion(store, resource, after.id)) ??
      (await versions.findOrInsert(
        { id: versionId(resource, after.id, 0) },
        {
          id: versionId(resource, after.id, 0),
          resource,
          recordId: after.id,
          number: 0,
          action: 'baseline',
          at: String(before.updatedAt ?? before.createdAt ?? meta.at.toISOString()),
          by: (before.updatedBy as string | null) ?? null,
          changed: [],
          snapshot: editableFields(before),
        },
      ));
    const number = Number(last.number) + 1;
    try {
      return await versions.insert({
        id: versionId(resource, after.id, number),
        resource,
        recordId: after.id,
        number,
        action: meta.action,
        at: meta.at.toISOString(),
        by: meta.by,
        changed: changedPaths(last.snapshot, snapshot),
        snapshot,
        ...(meta.restoredFrom !== undefined ? { restoredFrom: meta.restoredFrom } : {}),
      });
    } catch (err) {
      if (!isDuplicate(err) || attempt >= NUMBER_TRIES) throw err;
    }
  }
}

/** Writes `fields` over the live record and keeps the version; clears the public pages on every instance. */
/**
 * What goes live must pass what the editor's form must (the resource's input schema, with its rules
 * such as "a treatment outside dentistry names its physician to be published"): a draft saved while
 * hidden, a schedule or an old version are checked again at the moment they become visible. Fields a
 * stored record carries beyond the editor's input (the demo mark, bookkeeping) are not judged.
 */
function assertPublishable(resource: VersionedResource, record: Record<string, unknown>) {
  const input = endpointById.get(`admin.${resource}.saveDraft`)?.body;
  if (!input) return;
  const shape = (input as { shape?: Record<string, unknown> }).shape;
  const own = shape ? Object.fromEntries(Object.entries(record).filter(([k]) => k in shape)) : record;
  const result = input.safeParse(own);
  if (!result.success) throw validationError(result.error);
}

async function goLive(
  faces: Pick<Ctx, 'store' | 'services'>,
  resource: VersionedResource,
  id: string,
  fields: Record<string, unknown>,
  meta: { action: VersionAction; by: string | null; at: Date; restoredFrom?: number },
  /**
   * `exact`: the record becomes `fields` (a restore), fields it has beyond them are removed.
   * `basedOn`: the live version the writer saw; another one stored is a conflict (409).
   */
  how: { exact?: boolean; basedOn?: string; ctx?: Ctx } = {},
) {
  const collection = faces.store.collection(resource);
  const before = await collection.get(id);
  if (!before) throw new ApiError('not_found');
  const { basedOn: base, ctx } = how;
  if (base !== undefined && ctx && before.updatedAt !== base) throw await conflictWith(ctx, resource, before);
  const unset = how.exact ? Object.keys(editableFields(before)).filter((k) => !(k in fields)) : [];
  assertPublishable(resource, how.exact ? fields : { ...editableFields(before), ...fields });
  // What goes live is what visitors read: its German changes mark translations outdated (translationState.ts).
  const after = await withTranslationVersions(faces, resource, id, async () => {
    // On the version the writer saw, in the same write: a save in between is not written over unseen.
    const row = await collection.updateIf(id, base !== undefined && ctx ? { updatedAt: base } : {}, {
      set: { ...fields, updatedAt: nextVersion(before.updatedAt, meta.at), updatedBy: meta.by },
      unset,
    });
    if (row) return row;
    const now = await collection.get(id);
    if (now && ctx) throw await conflictWith(ctx, resource, now);
    throw new ApiError('not_found');
  });
  await keepVersion(faces.store, resource, before, after, meta);
  await faces.services.clearPublicCache();
  return after;
}

const NO_SCHEDULE: Schedule = { publishAt: null, unpublishAt: null, by: null, updatedAt: null };

const scheduleOf = (row: Row | null): Schedule =>
  row
    ? {
        publishAt: (row.publishAt as string | null) ?? null,
        unpublishAt: (row.unpublishAt as string | null) ?? null,
        by: (row.by as string | null) ?? null,
        updatedAt: (row.updatedAt as string | undefined) ?? null,
      }
    : NO_SCHEDULE;

export async function editorialState(store: Store, resource: VersionedResource, id: string): Promise<EditorialState> {
  const live = await store.collection(resource).get(id);
  if (!live) throw new ApiError('not_found');
  const key = keyOf(resource, id);
  const draftRow = await store.collection(DRAFTS).get(key);
  const scheduleRow = await store.collection(SCHEDULES).get(key);
  const versions = await store.collection(VERSIONS).find({ resource, recordId: id }, { number: -1 }, HISTORY);
  const draft: Draft | null = draftRow
    ? {
        data: draftRow.data as Record<string, unknown>,
        updatedAt: String(draftRow.updatedAt),
        updatedBy: (draftRow.updatedBy as string | null) ?? null,
        // Over the live record: fields the form does not send (e.g. `demo`) are no change.
        changed: changedPaths(editableFields(live), { ...editableFields(live), ...(draftRow.data as Record<string, unknown>) }),
      }
    : null;
  return { draft, schedule: scheduleOf(scheduleRow), versions: versions.map(toVersion) };
}

/** The draft of a record, for the preview: the live record with the draft's fields over it. */
export async function draftView(store: Store, resource: VersionedResource, id: string): Promise<Row | null> {
  const live = await store.collection(resource).get(id);
  if (!live) return null;
  const draft = await store.collection(DRAFTS).get(keyOf(resource, id));
  return { ...live, ...((draft?.data as Record<string, unknown>) ?? {}) };
}

/**
 * Saves the record's draft. Based on a version (If-Match, src/contract/concurrency.ts), that is the
 * draft's `updatedAt` when the form showed a draft, else the live record's: a draft saved meanwhile
 * (or a form loaded before it existed) is refused with the draft as the current record, never
 * written over. Without a version the draft is written as before.
 */
/** A record as its draft would make it, with the draft's version and author: what a form on the draft shows. */
const asRecordWithDraft = (live: Row, draft: Row): Row => ({
  ...live,
  ...(draft.data as Row),
  id: live.id,
  updatedAt: draft.updatedAt,
  updatedBy: draft.updatedBy,
});

export async function saveDraft(ctx: Ctx, resource: VersionedResource, id: string, input: Record<string, unknown>) {
  const live = await ctx.store.collection(resource).get(id);
  if (!live) throw new ApiError('not_found');
  // Its images get their variants now, as a direct save's do: the preview and the publish show them.
  const data = await withMediaVariants(ctx.store, input);
  const drafts = ctx.store.collection(DRAFTS);
  const key = keyOf(resource, id);
  const fields = { resource, recordId: id, data, updatedBy: ctx.user?.email ?? null };
  const base = basedOn(ctx);
  if (base === undefined) await drafts.upsert({ id: key }, { ...fields, updatedAt: new Date().toISOString() });
  else {
    const asRecord = (draft: Row | null) => conflictWith(ctx, resource, draft ? asRecordWithDraft(live, draft) : live);
    const set = { ...fields, updatedAt: nextVersion(base) };
    // A draft there: changed only while it is the one the form showed (one conditional write).
    if (await drafts.get(key)) {
      if (!(await drafts.updateIf(key, { updatedAt: base }, { set }))) throw await asRecord(await drafts.get(key));
    } else {
      if (live.updatedAt !== base) throw await asRecord(null);
      try {
        await drafts.insert({ id: key, ...set });
      } catch (err) {
        if (isDuplicate(err)) throw await asRecord(await drafts.get(key)); // another editor's first draft came first
        throw err;
      }
    }
  }
  return editorialState(ctx.store, resource, id);
}

/**
 * Discards the record's draft. Based on a version (If-Match: the draft's, as the editor's panel showed
 * it), only that draft is removed, in one conditional delete: a colleague's draft saved meanwhile is a
 * conflict (409 with it), not lost unseen. A draft already gone (discarded or published meanwhile)
 * leaves nothing to do. Without a version the draft is removed as before.
 */
export async function discardDraft(ctx: Ctx, resource: VersionedResource, id: string) {
  const drafts = ctx.store.collection(DRAFTS);
  const key = keyOf(resource, id);
  const base = basedOn(ctx);
  if (base === undefined) await drafts.delete(key);
  else if (!(await drafts.deleteWhere({ id: key, updatedAt: base }))) {
    const [live, draft] = await Promise.all([ctx.store.collection(resource).get(id), drafts.get(key)]);
    if (!live) throw new ApiError('not_found');
    if (draft) throw await conflictWith(ctx, resource, asRecordWithDraft(live, draft));
  }
  return editorialState(ctx.store, resource, id);
}

/**
 * Publishes a record: its draft (if any) goes live and the record becomes visible. The draft is
 * removed only if it is still the one published (a draft saved meanwhile stays a draft). An editor's
 * publish names the version they publish (If-Match): the draft's, or the live record's when there is
 * no draft; another one stored is a conflict, so nobody publishes a colleague's draft unseen.
 */
export async function publish(
  faces: Pick<Ctx, 'store' | 'services'>,
  resource: VersionedResource,
  id: string,
  meta: { by: string | null; at: Date; action: 'published' | 'scheduled' },
  ctx?: Ctx,
) {
  const live = await faces.store.collection(resource).get(id);
  if (!live) throw new ApiError('not_found');
  const draft = await faces.store.collection(DRAFTS).get(keyOf(resource, id));
  const base = ctx ? basedOn(ctx) : undefined;
  if (ctx && base !== undefined && draft && draft.updatedAt !== base)
    throw await conflictWith(ctx, resource, asRecordWithDraft(live, draft));
  const fields = { ...((draft?.data as Record<string, unknown>) ?? {}) };
  const row = await goLive(
    faces,
    resource,
    id,
    { ...fields, ...VISIBILITY[resource].show({ ...live, ...fields }, meta.at) },
    meta,
    // Without a draft the version named is the live record's, checked in the write itself.
    { basedOn: draft ? undefined : base, ctx },
  );
  if (draft) await faces.store.collection(DRAFTS).deleteWhere({ id: draft.id, updatedAt: draft.updatedAt });
  return row;
}

export async function unpublish(
  faces: Pick<Ctx, 'store' | 'services'>,
  resource: VersionedResource,
  id: string,
  meta: { by: string | null; at: Date },
) {
  return goLive(faces, resource, id, VISIBILITY[resource].hide, { ...meta, action: 'unpublished' });
}

/**
 * Publishes the snapshot of version `number` again (a new version that says where it came from).
 * Exactly: the record becomes the snapshot (its id and stamps kept), so a field added since that
 * version is removed rather than surviving the restore.
 */
export async function restoreVersion(ctx: Ctx, resource: VersionedResource, id: string, number: number) {
  const version = await ctx.store.collection(VERSIONS).get(versionId(resource, id, number));
  if (!version || version.resource !== resource || version.recordId !== id) throw new ApiError('not_found');
  return goLive(
    ctx,
    resource,
    id,
    version.snapshot as Record<string, unknown>,
    { action: 'restored', by: ctx.user?.email ?? null, at: new Date(), restoredFrom: number },
    { exact: true, basedOn: basedOn(ctx), ctx },
  );
}

/** Wraps the CRUD update of a versioned resource: a direct save is a publish and keeps a version. */
export function versionedUpdate(resource: VersionedResource, impl: (ctx: Ctx) => unknown) {
  return async (ctx: Ctx) => {
    const before = await ctx.store.collection(resource).get(ctx.params.id);
    const result = await impl(ctx);
    const after = await ctx.store.collection(resource).get(ctx.params.id);
    if (before && after)
      await keepVersion(ctx.store, resource, before, after, { action: 'published', by: ctx.user?.email ?? null, at: new Date() });
    return result;
  };
}

/**
 * Wraps the CRUD delete of a versioned resource: what belonged to the record goes with it, its
 * draft, its schedule (and the jobs waiting for it, so a scheduled publish cannot act on a record
 * of that id again), its preview links and its translation state (`translationVersions`, by its
 * `<entity>:<id>` key). Its versions stay: they record what the practice showed its visitors, when
 * and on whose word (a treatment page's claims may have to be shown later, e.g. under the rules on
 * advertising for health services), they hold no personal data beyond staff logins, and no endpoint
 * reaches them once the record is gone (editorialState answers not found).
 */
export function versionedDelete(resource: VersionedResource, impl: (ctx: Ctx) => unknown) {
  return async (ctx: Ctx) => {
    const result = await impl(ctx);
    const id = ctx.params.id;
    const key = keyOf(resource, id);
    await ctx.store.collection(DRAFTS).delete(key);
    await ctx.store.collection(SCHEDULES).delete(key);
    for (const action of ['publish', 'unpublish'] as const)
      await ctx.services.jobs.cancel('editorial.scheduled', jobKey(action, resource, id));
    await ctx.store.collection(PREVIEW_LINKS).deleteWhere({ resource, recordId: id });
    await ctx.store.collection(TRANSLATION_VERSIONS).delete(key);
    return result;
  };
}

// ── Scheduling ──────────────────────────────────────────────────────────────

const FIELD: Record<ScheduledAction, 'publishAt' | 'unpublishAt'> = { publish: 'publishAt', unpublish: 'unpublishAt' };
const jobKey = (action: ScheduledAction, resource: VersionedResource, id: string) => `${action}:${keyOf(resource, id)}`;

/**
 * Sets a record's schedule and the jobs that carry it out. Based on a version (If-Match: the
 * schedule's, as the panel showed it; `If-None-Match: *` when it showed none), it is written only
 * over that one, in one conditional write: a schedule a colleague saved meanwhile is a conflict (409
 * with it), and the loser touches no job. Without either header it is written as before.
 */
export async function setSchedule(
  ctx: Ctx,
  resource: VersionedResource,
  id: string,
  input: { publishAt: string | null; unpublishAt: string | null },
) {
  if (!(await ctx.store.collection(resource).get(id))) throw new ApiError('not_found');
  // Normalised to UTC ISO so the job's check and the order below compare like with like (an input
  // may carry any offset: 11:00+05:00 is before 10:00Z).
  const norm = (t: string | null) => (t ? new Date(t).toISOString() : null);
  const times = { publishAt: norm(input.publishAt), unpublishAt: norm(input.unpublishAt) };
  if (times.publishAt && times.unpublishAt && times.unpublishAt <= times.publishAt)
    throw new ApiError('validation', 'error.validation', [{ path: ['unpublishAt'], message: 'validation.range' }]);
  await storeSchedule(ctx, keyOf(resource, id), {
    resource,
    recordId: id,
    ...times,
    by: ctx.user?.email ?? null,
    userId: ctx.user?.id ?? null,
  });
  for (const action of ['publish', 'unpublish'] as const) {
    const key = jobKey(action, resource, id);
    await ctx.services.jobs.cancel('editorial.scheduled', key);
    const at = times[FIELD[action]];
    if (at) await ctx.services.jobs.add('editorial.scheduled', { resource, recordId: id, action, at }, { at: new Date(at), key });
  }
  return editorialState(ctx.store, resource, id);
}

async function storeSchedule(ctx: Ctx, key: string, fields: Record<string, unknown>) {
  const schedules = ctx.store.collection(SCHEDULES);
  const base = basedOn(ctx);
  const set = { ...fields, updatedAt: nextVersion(base) };
  const refused = async () => {
    const current = await schedules.get(key);
    return new ConflictError(scheduleOf(current), await savedBy(ctx, current?.by));
  };
  if (base !== undefined) {
    if (!(await schedules.updateIf(key, { updatedAt: base }, { set }))) throw await refused();
  } else if (basedOnNone(ctx)) {
    // None shown: one stored before schedules had versions (no updatedAt) counts as none.
    if (await schedules.updateIf(key, { updatedAt: null }, { set })) return;
    try {
      await schedules.insert({ id: key, ...set });
    } catch (err) {
      if (isDuplicate(err)) throw await refused();
      throw err;
    }
  } else await schedules.upsert({ id: key }, set);
}

/**
 * Whether a staff account may still change a resource's live records: active, with a role the
 * resource's publish endpoint admits. A preview link and a schedule act on the authority of the
 * staff member who made them, so each checks this again when it is used (preview.ts, runScheduled).
 */
export function mayPublish(user: RowOf<'users'> | null, resource: VersionedResource): boolean {
  const access = endpointById.get(`admin.${resource}.publish`)?.access;
  return !!user && user.status === 'active' && Array.isArray(access) && access.includes(user.role);
}

/** The staff member who set a schedule: by id, or by login for schedules stored before the id was. */
async function schedulerOf(store: Store, schedule: Row): Promise<RowOf<'users'> | null> {
  const users = store.collection('users');
  if (schedule.userId) return users.get(String(schedule.userId));
  return schedule.by ? users.findOne({ email: String(schedule.by) }) : null;
}

/**
 * The run of a scheduled publish or unpublish (jobs.ts): only if the schedule still says so, the
 * record still exists, and the staff member who set it is still active with a role that may
 * publish it. A schedule of someone deleted, deactivated or moved to another role does nothing and
 * stays in the editorial panel as it was (its time past), so an editor sees it did not happen and
 * publishes or schedules it under their own name; its unpublishing is not done either (an unpublish
 * takes a page off the site, which is a change of the live site like any other).
 */
export async function runScheduled(faces: JobFaces, data: ScheduledJobData) {
  const { resource, recordId, action, at } = data;
  const schedules = faces.store.collection(SCHEDULES);
  const field = FIELD[action];
  const schedule = await schedules.get(keyOf(resource, recordId));
  if (!schedule || schedule[field] !== at) return; // changed or cleared since
  if (!(await faces.store.collection(resource).get(recordId))) return; // deleted since
  if (!mayPublish(await schedulerOf(faces.store, schedule), resource)) return; // its author may no longer publish
  const by = (schedule.by as string | null) ?? null;
  const now = faces.now?.() ?? new Date();
  if (action === 'publish') await publish(faces, resource, recordId, { by, at: now, action: 'scheduled' });
  else await unpublish(faces, resource, recordId, { by, at: now });
  // Done: the schedule forgets this time (only if nobody changed it meanwhile).
  await schedules.updateWhere({ id: schedule.id, [field]: at }, { [field]: null });
}
