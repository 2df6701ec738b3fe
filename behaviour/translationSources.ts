/**
 * Where the translation states (translationState.ts) read each tracked resource's records.
 *
 * Most resources keep one record with its localized fields (`title: { de, en, … }`). Two keep one
 * stored row per language instead, and are read as one record per group with localized fields
 * assembled from those rows, so the one mechanism (`withTranslationVersions`, the rows of
 * `translationVersions`) tracks them like the others:
 * - `seo`: one record per page (id: the page key, e.g. `home`), fields `title`, `description`,
 *   `keywords` from the SEO entry of each language (admin → SEO). Pages without any entry are no
 *   record in the lists (they use their own title and description on purpose; nothing to translate).
 * - `ui-texts`: one record per message id with an override (id: the key, e.g. `nav.booking`), field
 *   `text`: per language the override if there is one, else the catalogue's own text
 *   (src/i18n/messages) — what visitors read. So a changed German override (German is the source)
 *   makes the other languages outdated until their override is saved or checked. The original
 *   UI-string endpoints (`/admin/translations/fields|field|batch`) keep their meaning; their writes
 *   are only wrapped (admin.ts).
 */
import { LANGUAGES, type LanguageCode } from '../src/contract/common';
import { SEO_PAGES } from '../src/contract/entities/seo';
import type { TranslatedEntity } from '../src/contract/entities/translationState';
import { isMessageId, messages } from '../src/i18n/messages';
import type { Row, Store } from './store';

/** A resource read as records assembled from rows of another shape. */
export interface GroupedSource {
  /** The collection of the stored rows. */
  collection: string;
  /** The record (group) a stored row, or the body of a write, belongs to. */
  groupOf(row: Record<string, unknown>): string | null;
  /** One record; null when `id` names none. */
  get(store: Store, id: string): Promise<Row | null>;
  all(store: Store): Promise<Row[]>;
}

const perLanguage = <T>(value: (l: LanguageCode) => T) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, value(l)])) as Record<LanguageCode, T>;

const isSeoPage = (page: string) => (SEO_PAGES as readonly string[]).includes(page);

function seoRecord(page: string, rows: Row[]): Row {
  const of = (l: LanguageCode) => rows.find((r) => r.language === l);
  return {
    id: page,
    page,
    title: perLanguage((l) => String(of(l)?.title ?? '')),
    description: perLanguage((l) => String(of(l)?.description ?? '')),
    keywords: perLanguage((l) => (of(l)?.keywords as string[] | undefined) ?? []),
  };
}

function uiTextRecord(key: string, rows: Row[]): Row {
  return {
    id: key,
    text: perLanguage((l) => String(rows.find((r) => r.language === l)?.value ?? messages[l][key] ?? '')),
  };
}

const byGroup = (rows: Row[], field: string) => {
  const groups = new Map<string, Row[]>();
  for (const r of rows) groups.set(String(r[field]), [...(groups.get(String(r[field])) ?? []), r]);
  return groups;
};

export const GROUPED: Partial<Record<TranslatedEntity, GroupedSource>> = {
  seo: {
    collection: 'seo',
    groupOf: (row) => (typeof row.page === 'string' && isSeoPage(row.page) ? row.page : null),
    get: async (store, id) => (isSeoPage(id) ? seoRecord(id, await store.collection('seo').find({ page: id })) : null),
    all: async (store) => {
      const groups = byGroup(await store.collection('seo').find(), 'page');
      return SEO_PAGES.filter((page) => groups.has(page)).map((page) => seoRecord(page, groups.get(page)!));
    },
  },
  'ui-texts': {
    collection: 'translations',
    groupOf: (row) => (typeof row.key === 'string' && isMessageId(row.key) ? row.key : null),
    get: async (store, id) =>
      isMessageId(id) ? uiTextRecord(id, await store.collection('translations').find({ key: id })) : null,
    all: async (store) =>
      [...byGroup(await store.collection('translations').find(), 'key')]
        .filter(([key]) => isMessageId(key))
        .map(([key, rows]) => uiTextRecord(key, rows)),
  },
};

/** One record of a tracked resource as the states read it (null: none). */
export const recordOf = (store: Store, entity: TranslatedEntity, id: string) =>
  GROUPED[entity]?.get(store, id) ?? store.collection(entity).get(id);

/** Every record of a tracked resource. */
export const recordsOf = (store: Store, entity: TranslatedEntity) =>
  GROUPED[entity]?.all(store) ?? store.collection(entity).find();
