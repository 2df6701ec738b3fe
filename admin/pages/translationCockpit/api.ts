/**
 * The translation cockpit's calls (issue 23): states, overview, check and hold-back, through the
 * admin's httpClient (token, language, contract errors). Saving a translation is an ordinary
 * update of the record (dataProvider.update): the server records its source version then.
 */
import type { LanguageCode } from '@/contract/common';
import { buildUrl } from '@/lib/api';
import { endpoint } from '@/contract/endpoints';
import type { TranslatedEntity, TranslationOverview, TranslationStatusRow } from '@/contract/entities/translationState';
import { httpClient } from '../../dataProvider';

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

/** Sets `record[path][language]` for a walker path such as `faq[2].answer`, on a copy. */
export function withText(record: Record<string, unknown>, path: string, language: LanguageCode, text: string) {
  const copy = structuredClone(record);
  const keys = path.split(/\.|\[(\d+)\]/).filter(Boolean);
  const target = keys.reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, copy);
  target[language] = Array.isArray(target.de) ? text.split('\n').filter((l) => l.trim()) : text;
  return copy;
}
