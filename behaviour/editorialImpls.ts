/**
 * The editorial endpoints of every versioned resource: `admin.<r>.editorial`,
 * `.saveDraft`, `.discardDraft`, `.publish`, `.schedule`, `.restore`, `.preview` (endpoints.ts,
 * `editorial()`), and the versioning of the resource's own CRUD update. Rights are the resource's
 * (EDITORS for all four): whoever may not edit a record can neither draft, publish, schedule,
 * restore nor preview it, and a version is found only under its own resource and record.
 */
import type { Implementations } from '../src/contract/endpoints';
import { endpointById } from '../src/contract/endpoints';
import { VERSIONED_RESOURCES, type VersionedResource } from '../src/contract/entities/editorial';
import type { Ctx, Impl } from './context';
import {
  discardDraft,
  editorialState,
  publish,
  restoreVersion,
  saveDraft,
  setSchedule,
  versionedDelete,
  versionedUpdate,
} from './editorial';
import { issuePreviewLink } from './preview';

function implsOf(r: VersionedResource): Record<string, Impl> {
  return {
    [`admin.${r}.editorial`]: (ctx) => editorialState(ctx.store, r, ctx.params.id),
    [`admin.${r}.saveDraft`]: (ctx) => saveDraft(ctx, r, ctx.params.id, ctx.body as Record<string, unknown>),
    [`admin.${r}.discardDraft`]: (ctx) => discardDraft(ctx, r, ctx.params.id),
    [`admin.${r}.publish`]: (ctx) =>
      publish(ctx, r, ctx.params.id, { by: ctx.user?.email ?? null, at: new Date(), action: 'published' }, ctx),
    [`admin.${r}.schedule`]: (ctx) =>
      setSchedule(ctx, r, ctx.params.id, ctx.body as { publishAt: string | null; unpublishAt: string | null }),
    [`admin.${r}.restore`]: (ctx) => restoreVersion(ctx, r, ctx.params.id, Number(ctx.params.number)),
    [`admin.${r}.preview`]: (ctx) => issuePreviewLink(ctx, r, ctx.params.id, (ctx.body as { language: never }).language),
  };
}

export const editorialImpls = Object.fromEntries(
  VERSIONED_RESOURCES.flatMap((r) => Object.entries(implsOf(r))).filter(([id]) => endpointById.has(id)),
) as Partial<Implementations<Ctx>>;

/**
 * The write path's hooks: the CRUD update of each versioned resource, whatever module
 * implements it, keeps a version; its delete takes the record's draft, schedule, preview links and
 * translation state along (editorial.ts, versionedDelete). index.ts applies it after joining the modules.
 */
export function withVersionedUpdates(impls: Partial<Implementations<Ctx>>): Partial<Implementations<Ctx>> {
  const out = { ...impls } as Record<string, Impl>;
  for (const r of VERSIONED_RESOURCES) {
    const update = `admin.${r}.update`;
    if (out[update]) out[update] = versionedUpdate(r, out[update]);
    const remove = `admin.${r}.delete`;
    if (out[remove]) out[remove] = versionedDelete(r, out[remove]);
  }
  return out as Partial<Implementations<Ctx>>;
}
