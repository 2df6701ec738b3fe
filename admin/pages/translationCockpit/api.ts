/**
 * The translation cockpit's calls: states, overview, save, check and hold-back, through
 * the admin's httpClient (token, language, contract errors). Saving goes through the cockpit's own
 * endpoint (behaviour/translationSave.ts): it writes SEO entries and UI-text overrides where they are
 * kept, and carries the texts into a pending draft of the record.
 */
import type { LanguageCode } from '@/contract/common';
import { buildUrl } from '@/lib/api';
import { IF_MATCH, versionTag } from '@/contract/concurrency';
import { endpoint, RESOURCE_BY_NAME } from '@/contract/endpoints';
import type {
  TranslatedEntity,
  TranslationOverview,
  TranslationSaved,
  TranslationStatusRow,
} from '@/contract/entities/translationState';
import { API_URL, httpClient } from '../../dataProvider';

export const translationStatus = async (entity: TranslatedEntity, id?: string) =>
  (await httpClient(buildUrl('admin.translations.status', { query: { entity, id } }))).json as TranslationStatusRow[];

export const translationOverview = async () =>
  (await httpClient(endpoint('admin.translations.overview').path)).json as TranslationOverview;

export const markChecked = async (input: { entity: TranslatedEntity; id: string; field: string; language: LanguageCode }) =>
  (await httpClient(endpoint('admin.translations.check').path, { method: 'POST', body: JSON.stringify(input) }))
    .json as TranslationStatusRow;

export const holdLanguage = async (input: { entity: TranslatedEntity; id: string; language: LanguageCode; held: boolean }) =>
  (await httpClient(endpoint('admin.translations.hold').path, { method: 'PUT', body: JSON.stringify(input) })).json as {
    held: LanguageCode[];
  };

/**
 * The rows of one record, with the version of the record they show (its `updatedAt`; none for SEO
 * entries and UI texts, which are rows per language). The version is read first: a save made between
 * the two reads makes the cockpit's save conflict rather than write over it unseen.
 */
export async function recordTranslation(entity: TranslatedEntity, id: string) {
  const version = RESOURCE_BY_NAME.has(entity)
    ? ((await httpClient(`${API_URL}/${entity}/${encodeURIComponent(id)}`)).json as { updatedAt?: string }).updatedAt
    : undefined;
  return { rows: await translationStatus(entity, id), version };
}

/** Saves the texts on the record's version the cockpit showed: a 409 conflict if it was saved meanwhile. */
export const saveTranslations = async (
  input: { entity: TranslatedEntity; id: string; language: LanguageCode; texts: Record<string, string> },
  version: string | undefined,
) =>
  (
    await httpClient(endpoint('admin.translations.save').path, {
      method: 'PUT',
      body: JSON.stringify(input),
      headers: new Headers(version ? { [IF_MATCH]: versionTag(version) } : {}),
    })
  ).json as TranslationSaved;
