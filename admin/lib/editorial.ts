/**
 * The admin's calls of the editorial endpoints: draft, publish, schedule, versions,
 * restore, preview link of one treatment, blog post, page or content block. Kept apart from
 * dataProvider.ts: these are no react-admin CRUD.
 */
import type { LanguageCode } from '@/contract/common';
import type { ScheduleInput, VersionedResource } from '@/contract/entities/editorial';
import { VERSIONED_RESOURCES } from '@/contract/entities/editorial';
import type { BodyInputOf } from '@/contract/endpoints';
import { adminCall } from '../dataProvider';
import { cleanFor } from './schema';
import { resolveUploads } from './uploads';

export const isVersioned = (resource: string): resource is VersionedResource =>
  (VERSIONED_RESOURCES as readonly string[]).includes(resource);

/**
 * A screen's resource as one with drafts and versions. The screens call the editorial endpoints
 * only for those (their queries wait for isVersioned), so any other name is a mistake of the admin:
 * the call fails, as a call of an endpoint that does not exist would.
 */
export function versionedResource(resource: string): VersionedResource {
  if (!isVersioned(resource)) throw new Error(`${resource} has no drafts or versions`);
  return resource;
}

/**
 * What a draft's save sends: the form's values cut down to the input schema's keys. Whether they
 * satisfy the schema is the server's judgement (a 400 with its field issues), as for every save of a
 * react-admin form, so the type is claimed here rather than checked.
 */
type DraftBody = BodyInputOf<`admin.${VersionedResource}.saveDraft`>;

export const editorialApi = {
  state: (resource: VersionedResource, id: string) => adminCall(`admin.${resource}.editorial`, { params: { id } }),
  /**
   * The form's values, cleaned to the resource's input schema as a save would send them (images
   * uploaded first), on the version the form shows (`updatedAt`: the draft's, or the live record's
   * before the first draft): a draft saved meanwhile makes it a 409 conflict.
   */
  async saveDraft(resource: VersionedResource, id: string, values: Record<string, unknown>) {
    const version = typeof values.updatedAt === 'string' ? values.updatedAt : undefined;
    const body = cleanFor(resource, 'update', await resolveUploads(values)) as DraftBody;
    return adminCall(`admin.${resource}.saveDraft`, { params: { id }, body, version });
  },
  /** Discards the draft of version `version`, the one the panel shows: a draft saved meanwhile is a 409 conflict. */
  discardDraft: (resource: VersionedResource, id: string, version: string) =>
    adminCall(`admin.${resource}.discardDraft`, { params: { id }, version }),
  /** Publishes the draft of version `version` (the live record's without a draft): another one stored is a 409 conflict. */
  publish: (resource: VersionedResource, id: string, version: string | undefined) =>
    adminCall(`admin.${resource}.publish`, { params: { id }, version }),
  /**
   * Sets the schedule over the one of version `version` the panel shows (null: it showed none): one
   * a colleague saved meanwhile is a 409 conflict.
   */
  schedule: (resource: VersionedResource, id: string, input: ScheduleInput, version: string | null) =>
    adminCall(`admin.${resource}.schedule`, {
      params: { id },
      body: input,
      ...(version ? { version } : { basedOnNone: true as const }),
    }),
  /** Restores version `number` over the live record of version `version`: a newer one published meanwhile is a 409 conflict. */
  restore: (resource: VersionedResource, id: string, number: number, version: string | undefined) =>
    adminCall(`admin.${resource}.restore`, { params: { id, number: String(number) }, version }),
  preview: (resource: VersionedResource, id: string, language: LanguageCode) =>
    adminCall(`admin.${resource}.preview`, { params: { id }, body: { language } }),
};

export const editorialKey = (resource: string, id: unknown) => ['editorial', resource, String(id)];
