/**
 * The admin's calls of the editorial endpoints: draft, publish, schedule, versions,
 * restore, preview link of one treatment, blog post, page or content block. Kept apart from
 * dataProvider.ts: these are no react-admin CRUD.
 */
import type { LanguageCode } from '@/contract/common';
import { IF_MATCH, versionTag } from '@/contract/concurrency';
import type { EditorialState, PreviewLink, ScheduleInput, VersionedResource } from '@/contract/entities/editorial';
import { VERSIONED_RESOURCES } from '@/contract/entities/editorial';
import type { EndpointId } from '@/contract/endpoints';
import { buildUrl } from '@/lib/api';
import { httpClient } from '../dataProvider';
import { cleanFor } from './schema';
import { resolveUploads } from './uploads';

export const isVersioned = (resource: string): resource is VersionedResource =>
  (VERSIONED_RESOURCES as readonly string[]).includes(resource);

type Verb = 'editorial' | 'saveDraft' | 'discardDraft' | 'publish' | 'schedule' | 'restore' | 'preview';
const url = (resource: VersionedResource, verb: Verb, params: Record<string, string>) =>
  buildUrl(`admin.${resource}.${verb}` as EndpointId, { params } as never);

const send = async <T>(
  resource: VersionedResource,
  verb: Verb,
  params: Record<string, string>,
  method: string,
  body?: unknown,
  headers?: Record<string, string>,
) =>
  (
    await httpClient(url(resource, verb, params), {
      method,
      headers: new Headers(headers),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  ).json as T;

const ifMatch = (version: string | undefined): Record<string, string> => (version ? { [IF_MATCH]: versionTag(version) } : {});

export const editorialApi = {
  state: (resource: VersionedResource, id: string) => send<EditorialState>(resource, 'editorial', { id }, 'GET'),
  /**
   * The form's values, cleaned to the resource's input schema as a save would send them (images
   * uploaded first), on the version the form shows (`updatedAt`: the draft's, or the live record's
   * before the first draft): a draft saved meanwhile makes it a 409 conflict.
   */
  async saveDraft(resource: VersionedResource, id: string, values: Record<string, unknown>) {
    const version = typeof values.updatedAt === 'string' ? values.updatedAt : undefined;
    const data = cleanFor(resource, 'update', await resolveUploads(values));
    return send<EditorialState>(resource, 'saveDraft', { id }, 'PUT', data, ifMatch(version));
  },
  discardDraft: (resource: VersionedResource, id: string) => send<EditorialState>(resource, 'discardDraft', { id }, 'DELETE'),
  /** Publishes the draft of version `version` (the live record's without a draft): another one stored is a 409 conflict. */
  publish: (resource: VersionedResource, id: string, version: string | undefined) =>
    send<Record<string, unknown>>(resource, 'publish', { id }, 'POST', undefined, ifMatch(version)),
  schedule: (resource: VersionedResource, id: string, input: ScheduleInput) =>
    send<EditorialState>(resource, 'schedule', { id }, 'PUT', input),
  /** Restores version `number` over the live record of version `version`: a newer one published meanwhile is a 409 conflict. */
  restore: (resource: VersionedResource, id: string, number: number, version: string | undefined) =>
    send<Record<string, unknown>>(resource, 'restore', { id, number: String(number) }, 'POST', undefined, ifMatch(version)),
  preview: (resource: VersionedResource, id: string, language: LanguageCode) =>
    send<PreviewLink>(resource, 'preview', { id }, 'POST', { language }),
};

export const editorialKey = (resource: string, id: unknown) => ['editorial', resource, String(id)];
