/**
 * The translation cockpit's calls (issue 23): states, overview, save, check and hold-back, through
 * the admin's httpClient (token, language, contract errors). Saving goes through the cockpit's own
 * endpoint (behaviour/translationSave.ts): it writes SEO entries and UI-text overrides where they are
 * kept, and carries the texts into a pending draft of the record.
 */
import type { LanguageCode } from '@/contract/common';
import { buildUrl } from '@/lib/api';
import { endpoint } from '@/contract/endpoints';
import type {
  TranslatedEntity,
  TranslationOverview,
  TranslationSaved,
  TranslationStatusRow,
} from '@/contract/entities/translationState';
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

export const saveTranslations = async (input: {
  entity: TranslatedEntity;
  id: string;
  language: LanguageCode;
  texts: Record<string, string>;
}) =>
  (await httpClient(endpoint('admin.translations.save').path, { method: 'PUT', body: JSON.stringify(input) }))
    .json as TranslationSaved;
