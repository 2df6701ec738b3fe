/**
 * Translation state of content, once for both faces.
 *
 * German is the source. For every tracked record one row in `translationVersions` (id
 * `<entity>:<recordId>`) keeps, per localized field (paths as `walkLocalized` names them):
 * `version` — raised by each change of the German text, with the last German texts (`history`)
 * so the cockpit can show what changed since a translation; `made` — per language, the source
 * version the translation was saved or checked from. A record without a row (seeded, never saved
 * since) counts as version 1 with every filled translation made from it. `held` lists the
 * languages held back: the public answers then carry no text in them, so the site's fallback
 * chain (localize.ts: current, de, en, any, default) shows another language.
 *
 * The one hook into saving: `withTranslationVersions` wraps the admin's generic create/update
 * (admin.ts resourceImpls). Whatever else saves a tracked record (a draft being published, a
 * version restored, a UI-text override, the cockpit's save) calls it around its write too. SEO
 * entries and UI-text overrides are stored one row per language; translationSources.ts reads them
 * as records with localized fields, so they are tracked by the same rows.
 */
import { LANGUAGES, type LanguageCode } from '../src/contract/common';
import type { Implementations } from '../src/contract/endpoints';
import { ApiError } from '../src/contract/http';
import {
  TRANSLATED_ENTITIES,
  type TranslatedEntity,
  type TranslationOverview,
  type TranslationStateName,
  type TranslationStatusRow,
} from '../src/contract/entities/translationState';
import { walkLocalized } from '../src/catalogue/localizedCompleteness';
import { PAGE_ALIASES, pathTo, type Page } from '../src/lib/paths';
import type { Ctx, Impl } from './context';
import type { Row, Store } from './store';
import { GROUPED, recordOf, recordsOf } from './translationSources';

const COLLECTION = 'translationVersions';
/** German texts kept per field: enough to show a translator what changed since their version. */
const HISTORY = 12;
const TRANSLATIONS = LANGUAGES.filter((l) => l !== 'de');

type FieldVersions = {
  path: string;
  version: number;
  history: { version: number; text: string }[];
  made: Partial<Record<LanguageCode, number>>;
};
type VersionsRow = Row & { entity: string; recordId: string; fields: FieldVersions[]; held?: LanguageCode[] };

/** How the public site shows each tracked resource: is a record live, its name, its page per language. */
const SHOWN: Record<
  TranslatedEntity,
  {
    live: (r: Row) => boolean;
    label: (r: Row) => string;
    path: (r: Row, l: LanguageCode) => string | null;
    /** Visitors never get another language for it: a missing SEO entry gives the page's own head, a UI text the catalogue's. */
    ownFallback?: true;
  }
> = {
  treatments: {
    live: (r) => r.published !== false,
    label: (r) => de(r.title) || String(r.slug),
    path: (r, l) => pathTo(l, 'treatments', String(r.slug)),
  },
  team: { live: (r) => r.published === true, label: (r) => String(r.name), path: (r, l) => pathTo(l, 'team', String(r.slug)) },
  blog: {
    live: (r) => r.status === 'published' && typeof r.publishedAt === 'string' && r.publishedAt <= new Date().toISOString(),
    label: (r) => de(r.title) || String(r.slug),
    path: (r, l) => pathTo(l, 'blog', String(r.slug)),
  },
  // Free pages have no address of their own on the site (the legal pages are generated).
  pages: { live: (r) => r.published === true, label: (r) => de(r.title) || String(r.slug), path: () => null },
  content: {
    live: (r) => r.published === true,
    label: (r) => `${String(r.page)} · ${String(r.section)}`,
    path: (r, l) => (r.page === 'home' || String(r.page) in PAGE_ALIASES ? pathTo(l, r.page as Page) : null),
  },
  'blog-categories': { live: () => true, label: (r) => de(r.name) || String(r.slug), path: (_r, l) => pathTo(l, 'blog') },
  // Alt texts: live where a record uses the picture (they are copied into it, so holding one back has no effect there).
  media: { live: (r) => Array.isArray(r.usedIn) && r.usedIn.length > 0, label: (r) => String(r.filename), path: () => null },
  hero: { live: () => true, label: () => 'hero', path: (_r, l) => pathTo(l, 'home') },
  about: { live: () => true, label: (r) => de(r.title) || 'about', path: (_r, l) => pathTo(l, 'about') },
  seo: {
    live: () => true,
    label: (r) => String(r.page),
    path: (r, l) => (r.page === 'home' || String(r.page) in PAGE_ALIASES ? pathTo(l, r.page as Page) : null),
    ownFallback: true,
  },
  'ui-texts': { live: () => true, label: (r) => r.id, path: () => null, ownFallback: true },
};
const de = (v: unknown) => (v && typeof v === 'object' ? String((v as Record<string, unknown>).de ?? '') : '');

export const isTranslated = (name: string): name is TranslatedEntity => (TRANSLATED_ENTITIES as readonly string[]).includes(name);

/** Every localized field of a record: path → text per language ('' when empty; lists joined by lines). */
export function localizedFields(record: Row): Map<string, Partial<Record<LanguageCode, string>>> {
  const fields = new Map<string, Partial<Record<LanguageCode, string>>>();
  const { id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...content } = record;
  walkLocalized(content, (path, language, filled) => {
    if (!fields.has(path)) fields.set(path, {});
    if (!filled) return;
    const v = path
      .split(/\.|\[(\d+)\]/)
      .filter(Boolean)
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], content);
    const text = (v as Record<string, unknown>)[language];
    fields.get(path)![language] = Array.isArray(text) ? text.join('\n') : String(text);
  });
  return fields;
}

/** The held-back languages of a row (a row first written by a release has none). */
const heldOf = (v: Pick<VersionsRow, 'held'> | null): LanguageCode[] => v?.held ?? [];

const versionsOf = async (ctx: Pick<Ctx, 'store'>, entity: string, id: string) =>
  (await ctx.store.collection(COLLECTION).get(`${entity}:${id}`)) as VersionsRow | null;

const fieldOf = (v: VersionsRow | null, path: string): FieldVersions =>
  v?.fields.find((f) => f.path === path) ?? { path, version: 1, history: [], made: {} };

/**
 * Runs a save of a tracked record and records what it changed: a changed German text raises its
 * field's version, a changed translation is made from the (new) version. `write` returns the row
 * as saved; `before` is read first (null for a new record). For a resource read as groups of rows
 * (SEO entries, UI-text overrides: translationSources.ts), `id` is the stored row's and `input` the
 * body written: the groups of both are tracked.
 */
export async function withTranslationVersions(
  ctx: Pick<Ctx, 'store'>,
  entity: string,
  id: string | null,
  write: () => Promise<Row>,
  input?: Record<string, unknown>,
): Promise<Row> {
  if (!isTranslated(entity)) return write();
  const grouped = GROUPED[entity];
  if (grouped) {
    const stored = id ? await ctx.store.collection(grouped.collection).get(id) : null;
    const groups = [stored, input].flatMap((r) => (r ? [grouped.groupOf(r)] : [])).filter((g): g is string => !!g);
    return withGroupVersions(ctx, entity, groups, write);
  }
  const before = id ? await ctx.store.collection(entity).get(id) : null;
  const after = await write();
  await recordVersions(ctx, entity, after.id, before, after);
  return after;
}

/** Runs a write of rows of a grouped resource and records what it changed in each of `groups`. */
export async function withGroupVersions<T>(
  ctx: Pick<Ctx, 'store'>,
  entity: TranslatedEntity,
  groups: string[],
  write: () => Promise<T>,
): Promise<T> {
  const ids = [...new Set(groups)];
  const before = await Promise.all(ids.map((g) => recordOf(ctx.store, entity, g)));
  const result = await write();
  for (const [i, g] of ids.entries()) {
    const after = await recordOf(ctx.store, entity, g);
    if (after) await recordVersions(ctx, entity, g, before[i] ?? null, after);
  }
  return result;
}

async function recordVersions(ctx: Pick<Ctx, 'store'>, entity: string, recordId: string, before: Row | null, after: Row) {
  const old = before ? localizedFields(before) : new Map<string, Partial<Record<LanguageCode, string>>>();
  const now = localizedFields(after);
  const stored = await versionsOf(ctx, entity, recordId);
  let changed = !stored && !before; // a new record starts its row, so its translations count from version 1
  const fields = [...now].map(([path, texts]) => {
    const f = structuredClone(fieldOf(stored, path));
    const was = old.get(path) ?? {};
    // Translations filled before the field was tracked were made from its version 1.
    if (!stored?.fields.some((x) => x.path === path)) for (const l of TRANSLATIONS) if (was[l]) f.made[l] = 1;
    if (before && (was.de ?? '') !== (texts.de ?? '')) {
      if (!f.history.length) f.history.push({ version: f.version, text: was.de ?? '' });
      f.version++;
      f.history = [...f.history, { version: f.version, text: texts.de ?? '' }].slice(-HISTORY);
      changed = true;
    }
    for (const l of TRANSLATIONS) {
      if (!texts[l]) {
        if (f.made[l] !== undefined) {
          delete f.made[l]; // emptied: a new text later is made from the version of its day
          changed = true;
        }
      } else if (!before || (was[l] ?? '') !== texts[l]) {
        f.made[l] = f.version;
        changed = true;
      }
    }
    return f;
  });
  if (changed) await ctx.store.collection(COLLECTION).upsert({ id: `${entity}:${recordId}` }, { entity, recordId, fields }); // `held` only ever by setMember
}

/** The first filled language of the site's fallback chain after `language` (localize.ts), skipping held ones. */
function fallbackOf(texts: Partial<Record<LanguageCode, string>>, language: LanguageCode, held: LanguageCode[]) {
  const shown = (l: LanguageCode) => !!texts[l] && !held.includes(l);
  if (shown(language)) return null;
  return (['de', 'en', ...LANGUAGES] as LanguageCode[]).find((l) => l !== language && shown(l)) ?? null;
}

export function rowsOf(entity: TranslatedEntity, record: Row, v: VersionsRow | null, withTexts: boolean): TranslationStatusRow[] {
  const shown = SHOWN[entity];
  const held = heldOf(v);
  const base = { entity, id: record.id, label: shown.label(record), live: shown.live(record) };
  return [...localizedFields(record)].flatMap(([field, texts]) => {
    const f = fieldOf(v, field);
    return LANGUAGES.map((language) => {
      const isHeld = held.includes(language);
      const made = language === 'de' ? f.version : (f.made[language] ?? 1);
      const state: TranslationStateName = !texts[language]
        ? 'missing'
        : isHeld
          ? 'fallback'
          : made < f.version
            ? 'outdated'
            : 'current';
      const then = f.history.find((h) => h.version === made)?.text;
      return {
        ...base,
        field,
        language,
        state,
        sourceVersion: Math.max(made, 1),
        currentVersion: f.version,
        fallbackLanguage: shown.ownFallback ? null : fallbackOf(texts, language, held),
        held: isHeld,
        ...(withTexts
          ? {
              text: texts[language] ?? '',
              source: texts.de ?? '',
              ...(then !== undefined && then !== texts.de ? { sourceThen: then } : {}),
            }
          : {}),
      };
    });
  });
}

export async function statusOf(ctx: Ctx, entity: TranslatedEntity, id?: string): Promise<TranslationStatusRow[]> {
  const records = id ? [await recordOf(ctx.store, entity, id)].filter((r): r is Row => !!r) : await recordsOf(ctx.store, entity);
  if (id && !records.length) throw new ApiError('not_found');
  const versions = new Map(
    ((await ctx.store.collection(COLLECTION).find({ entity, ...(id ? { recordId: id } : {}) })) as VersionsRow[]).map((v) => [
      v.recordId,
      v,
    ]),
  );
  return records.flatMap((r) => rowsOf(entity, r, versions.get(r.id) ?? null, !!id));
}

async function overview(ctx: Ctx): Promise<TranslationOverview> {
  const matrix: TranslationOverview['matrix'] = [];
  const fallbackPages: TranslationOverview['fallbackPages'] = [];
  for (const entity of TRANSLATED_ENTITIES) {
    const rows = await statusOf(ctx, entity);
    const records = new Map((await recordsOf(ctx.store, entity)).map((r) => [r.id, r]));
    for (const language of LANGUAGES) {
      const mine = rows.filter((r) => r.language === language);
      const count = (s: TranslationStateName) => mine.filter((r) => r.state === s).length;
      matrix.push({
        entity,
        language,
        missing: count('missing'),
        fallback: count('fallback'),
        outdated: count('outdated'),
        current: count('current'),
      });
      const byRecord = new Map<string, TranslationStatusRow[]>();
      for (const r of mine) if (r.live && r.fallbackLanguage) byRecord.set(r.id, [...(byRecord.get(r.id) ?? []), r]);
      for (const [id, fields] of byRecord)
        fallbackPages.push({
          entity,
          id,
          label: fields[0]!.label,
          language,
          path: SHOWN[entity].path(records.get(id)!, language),
          held: fields[0]!.held,
          fields: fields.length,
          fallbackLanguages: [...new Set(fields.map((f) => f.fallbackLanguage!))],
        });
    }
  }
  return { matrix, fallbackPages };
}

export const translationStateImpls = {
  'admin.translations.status': (ctx) => statusOf(ctx, ctx.query.entity, ctx.query.id),
  'admin.translations.overview': (ctx) => overview(ctx),
  'admin.translations.check': async (ctx) => {
    const { entity, id, field, language } = ctx.body;
    const record = await recordOf(ctx.store, entity, id);
    const texts = record && localizedFields(record).get(field);
    if (!record || !texts) throw new ApiError('not_found');
    const v = await versionsOf(ctx, entity, id);
    const f = fieldOf(v, field);
    f.made[language] = f.version;
    // Untracked fields and languages count as made from version 1 (rowsOf), so only this field is written.
    const fields = [...(v?.fields.filter((x) => x.path !== field) ?? []), f];
    await ctx.store.collection(COLLECTION).upsert({ id: `${entity}:${id}` }, { entity, recordId: id, fields });
    return rowsOf(entity, record, { ...(v ?? { id: `${entity}:${id}`, entity, recordId: id, held: [] }), fields }, true).find(
      (r) => r.field === field && r.language === language,
    )!;
  },
  'admin.translations.hold': async (ctx) => {
    const { entity, id, language, held } = ctx.body;
    if (!(await recordOf(ctx.store, entity, id))) throw new ApiError('not_found');
    // One atomic $addToSet / $pull: two editors holding or releasing languages at once both stick.
    const v = (await ctx.store
      .collection(COLLECTION)
      .setMember(`${entity}:${id}`, 'held', language, held, { entity, recordId: id, fields: [] })) as VersionsRow;
    await ctx.services.clearPublicCache(); // rendered pages in that language change
    return { entity, id, held: LANGUAGES.filter((l) => heldOf(v).includes(l)) };
  },
} satisfies Partial<Implementations<Ctx>>;

/** Which public answers show which tracked resource (their held-back languages are taken out). */
const PUBLIC_READS: Record<string, TranslatedEntity> = {
  'treatments.list': 'treatments',
  'treatments.bySlug': 'treatments',
  'team.list': 'team',
  'team.bySlug': 'team',
  'blog.list': 'blog',
  'blog.bySlug': 'blog',
  'blog.categories': 'blog-categories',
  'pages.list': 'pages',
  'pages.bySlug': 'pages',
  'content.list': 'content',
  'hero.get': 'hero',
  'about.get': 'about',
};

/** A copy of `value` without texts in `languages` in any of its localized objects. */
function withoutLanguages(value: unknown, languages: LanguageCode[]): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutLanguages(v, languages));
  if (!value || typeof value !== 'object') return value;
  const isLocalized = 'de' in value && Object.keys(value).every((k) => (LANGUAGES as readonly string[]).includes(k));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !(isLocalized && languages.includes(k as LanguageCode)))
      .map(([k, v]) => [k, withoutLanguages(v, languages)]),
  );
}

/** The records of `entity` with languages held back: record id → those languages (one query). */
export async function heldByRecord(store: Store, entity: TranslatedEntity): Promise<Map<string, LanguageCode[]>> {
  const rows = (await store.collection(COLLECTION).find({ entity, held: { $in: [...LANGUAGES] } })) as VersionsRow[];
  return new Map(rows.map((v) => [v.recordId, LANGUAGES.filter((l) => heldOf(v).includes(l))]));
}

/**
 * Wraps the public reads of tracked resources: a record with held-back languages is answered
 * without its texts in them. One query per answer (the rows with any held language). Written as
 * `held: { $in: LANGUAGES }`: `'held.0': { $exists: true }` made the test database (DocumentDB)
 * answer 503 under the bad-input sweep (tests/api/sweep.test.ts).
 */
export function hidingHeldLanguages<T extends object>(impls: T): T {
  return Object.fromEntries(
    Object.entries(impls as Record<string, Impl>).map(([id, impl]) => {
      const entity = PUBLIC_READS[id];
      if (!entity) return [id, impl];
      return [
        id,
        async (ctx: Ctx) => {
          const answer = await impl(ctx);
          const held = await heldByRecord(ctx.store, entity);
          if (!held.size) return answer;
          const strip = (r: unknown) => {
            const languages = r && typeof r === 'object' ? held.get(String((r as Row).id)) : undefined;
            if (!languages?.length) return r;
            // Said on the record so its page's head leaves these languages unadvertised (headTags.ts).
            return {
              ...(withoutLanguages(r, languages) as object),
              heldLanguages: LANGUAGES.filter((l) => languages.includes(l)),
            };
          };
          if (Array.isArray(answer)) return answer.map(strip);
          if (answer && typeof answer === 'object' && Array.isArray((answer as { items?: unknown }).items))
            return { ...answer, items: (answer as { items: unknown[] }).items.map(strip) };
          return strip(answer);
        },
      ];
    }),
  ) as T;
}
