/**
 * The translation cockpit's save: texts of one language for fields of one record, written
 * where the record keeps them, through `withTranslationVersions` like every other save, so the
 * saved translations become current.
 *
 * Drafts (editorial.ts): a treatment, post, page or content block may have a pending draft, a full
 * copy of its fields that goes live when it is published. Written only to the live record, a
 * translation saved here would be overwritten by that publish with the text the draft was made
 * with — silently. So the save writes the same texts into the draft as well (the answer says so and
 * the cockpit tells the editor): the live page gets the translation now, and the publish keeps it.
 * A translation the editor wants only in the draft is edited in the draft (the record's form).
 *
 * SEO entries are written as the SEO row of that page and language (created when missing, with the
 * SEO input's rules), UI texts as the override of that message id (an empty text removes it: the
 * visitor then reads the catalogue's text, as with the batch endpoint).
 */
import type { z } from 'zod';
import { endpointById, type Implementations } from '../src/contract/endpoints';
import type { LanguageCode } from '../src/contract/common';
import { SeoInput } from '../src/contract/entities/seo';
import type { TranslatedEntity } from '../src/contract/entities/translationState';
import { VERSIONED_RESOURCES, type VersionedResource } from '../src/contract/entities/editorial';
import { ApiError, ERROR_MESSAGE, parseOrThrow } from '../src/contract/http';
import { stamp } from './admin';
import { writeIfCurrent } from './concurrency';
import type { Ctx } from './context';
import { DRAFTS, editableFields, keepVersion } from './editorial';
import { newId } from './ids';
import { localizedFields, statusOf, withGroupVersions, withTranslationVersions } from './translationState';
import { recordOf } from './translationSources';
import type { Row } from './store';

const isVersioned = (entity: string): entity is VersionedResource => (VERSIONED_RESOURCES as readonly string[]).includes(entity);

/** Sets `record[path][language]` for a walker path such as `faq[2].answer`, on a copy (lists: one entry a line). */
export function withText(record: Record<string, unknown>, path: string, language: LanguageCode, text: string) {
  const copy = structuredClone(record);
  const keys = path.split(/\.|\[(\d+)\]/).filter(Boolean);
  const target = keys.reduce<Record<string, unknown> | undefined>((o, k) => o?.[k] as Record<string, unknown> | undefined, copy);
  if (!target || typeof target !== 'object') return copy; // a draft without that field: nothing to carry over
  target[language] = Array.isArray(target.de) ? text.split('\n').filter((l) => l.trim()) : text;
  return copy;
}

const unknownFields = (fields: string[]) =>
  new ApiError(
    'validation',
    ERROR_MESSAGE.validation,
    fields.map((f) => ({ path: ['texts', f], message: 'validation.invalid' })),
  );

/** A record with its own localized fields: the live record, and its pending draft if it has one. */
async function saveRecord(ctx: Ctx, entity: TranslatedEntity, id: string, language: LanguageCode, texts: Record<string, string>) {
  const collection = ctx.store.collection(entity);
  const record = await collection.get(id);
  if (!record) throw new ApiError('not_found');
  const known = localizedFields(record);
  const unknown = Object.keys(texts).filter((f) => !known.has(f));
  if (unknown.length) throw unknownFields(unknown);
  const next = Object.entries(texts).reduce((r, [field, text]) => withText(r, field, language, text), editableFields(record));
  // The record as it will be, checked by the resource's own update rules (lengths, required German…);
  // stored bookkeeping the input does not know (`demo`) is left out of the check. Only the top-level
  // fields that hold a changed text are written.
  const schema = endpointById.get(`admin.${entity}.update`)?.body as z.ZodObject | undefined;
  if (schema) parseOrThrow(schema, Object.fromEntries(Object.entries(next).filter(([k]) => k in schema.shape)));
  const tops = [...new Set(Object.keys(texts).map((f) => f.split(/[.[]/)[0]!))];
  const change = Object.fromEntries(tops.map((k) => [k, next[k]]));

  // Based on the version the cockpit showed (If-Match): never over a save made meanwhile (concurrency.ts).
  const after = await withTranslationVersions(ctx, entity, id, () =>
    writeIfCurrent(ctx, entity, id, { ...change, ...stamp(ctx) }),
  );
  let draftUpdated = false;
  if (isVersioned(entity)) {
    // A direct save is a publish: it keeps a version, as the CRUD update does (editorialImpls.ts).
    await keepVersion(ctx.store, entity, record, after, { action: 'published', by: ctx.user?.email ?? null, at: new Date() });
    draftUpdated = await carryIntoDraft(ctx, entity, id, language, texts);
  }
  return draftUpdated;
}

/**
 * Writes the texts into the record's pending draft, if it has one. Compare and set on the draft's
 * `updatedAt`: a draft saved meanwhile is read again, so neither that save nor these texts are lost.
 */
async function carryIntoDraft(
  ctx: Ctx,
  entity: VersionedResource,
  id: string,
  language: LanguageCode,
  texts: Record<string, string>,
) {
  const drafts = ctx.store.collection(DRAFTS);
  for (let attempt = 0; attempt < 5; attempt++) {
    const draft = await drafts.get(`${entity}:${id}`);
    if (!draft) return false;
    const data = Object.entries(texts).reduce(
      (d, [field, text]) => withText(d, field, language, text),
      draft.data as Record<string, unknown>,
    );
    const updated = await drafts.updateIf(
      draft.id,
      { updatedAt: draft.updatedAt },
      { set: { data, updatedAt: new Date().toISOString(), updatedBy: ctx.user?.email ?? null } },
    );
    if (updated) return true;
  }
  throw new ApiError('database_unavailable'); // five drafts saved meanwhile: the editor tries again
}

async function saveSeo(ctx: Ctx, page: string, language: LanguageCode, texts: Record<string, string>) {
  const unknown = Object.keys(texts).filter((f) => !['title', 'description', 'keywords'].includes(f));
  if (unknown.length) throw unknownFields(unknown);
  const seo = ctx.store.collection('seo');
  await withGroupVersions(ctx, 'seo', [page], async () => {
    const row: Row | null = await seo.findOne({ page, language }); // its fields read by the input's names
    const { keywords, ...plain } = texts;
    const fields = {
      ...plain,
      ...(keywords !== undefined
        ? {
            keywords: keywords
              .split('\n')
              .map((k) => k.trim())
              .filter(Boolean),
          }
        : {}),
    };
    const stored = Object.fromEntries(Object.keys(SeoInput.shape).flatMap((k) => (row && k in row ? [[k, row[k]]] : [])));
    const entry = parseOrThrow(SeoInput, { keywords: [], ...stored, ...fields, page, language });
    if (row) await seo.update(row.id, { ...entry, ...stamp(ctx) });
    else await seo.insert({ id: newId('seo'), ...entry, createdAt: new Date().toISOString(), ...stamp(ctx) });
  });
}

async function saveUiText(ctx: Ctx, key: string, language: LanguageCode, texts: Record<string, string>) {
  const unknown = Object.keys(texts).filter((f) => f !== 'text');
  if (unknown.length) throw unknownFields(unknown);
  const overrides = ctx.store.collection('translations');
  const id = `${language}:${key}`;
  await withGroupVersions(ctx, 'ui-texts', [key], async () => {
    if (texts.text) await overrides.upsert({ id }, { language, key, value: texts.text });
    else await overrides.deleteWhere({ id });
  });
}

export const translationSaveImpls = {
  'admin.translations.save': async (ctx) => {
    const { entity, id, language } = ctx.body;
    const texts = ctx.body.texts as Record<string, string>;
    let draftUpdated = false;
    if (entity === 'seo') {
      if (!(await recordOf(ctx.store, 'seo', id))) throw new ApiError('not_found');
      await saveSeo(ctx, id, language, texts);
    } else if (entity === 'ui-texts') {
      if (!(await recordOf(ctx.store, 'ui-texts', id))) throw new ApiError('not_found'); // not a message id of the catalogue
      await saveUiText(ctx, id, language, texts);
    } else draftUpdated = await saveRecord(ctx, entity, id, language, texts);
    await ctx.services.clearPublicCache(); // rendered pages carry the saved texts
    const rows = (await statusOf(ctx, entity, id)).filter((r) => r.language === language);
    return { rows, draftUpdated };
  },
} satisfies Partial<Implementations<Ctx>>;
