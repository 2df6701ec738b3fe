/**
 * Admin API, once for the server and the mocks: ra-data-simple-rest CRUD for every resource of the
 * contract (filters already whitelisted by the contract's list schema), plus invitations, media
 * variants, CV download, dashboard figures and UI-string overrides.
 */
import type { Implementations } from '../src/contract/endpoints';
import { LANGUAGES, type LanguageCode, type Localized } from '../src/contract/common';
import { endpointById, RESOURCES } from '../src/contract/endpoints';
import { CV_DOWNLOAD_HEADERS, cvDownloadName } from '../src/contract/fileTypes';
import { ApiError, FileReply, Reply, type ListQuery } from '../src/contract/http';
import { ConflictError } from '../src/contract/concurrency';
import { COMPLETENESS_SOURCE, dashboardSectionsFor, mayList } from '../src/contract/rules/dashboard';
import { isActiveAdmin, LAST_ADMIN_MESSAGE } from '../src/contract/rules/lastAdmin';
import { withLibraryVariants } from '../src/contract/rules/imageVariants';
import { LEGAL_BASELINE } from '../src/contract/rules/legal';
import { variantId, type MediaAsset } from '../src/contract/entities/media';
import { completenessByLanguage } from '../src/catalogue/localizedCompleteness';
import { assertMessageIds, messages } from '../src/i18n/messages';
import { INVITATION_TTL_MS, issueToken, tokenLink } from './auth';
import { calendarOf, takeStep } from './appointments';
import { writeIfCurrent } from './concurrency';
import type { Ctx } from './context';
import { newId } from './ids';
import { launchChecklist } from './launchChecklist';
import { sendMail } from './mail/outbox';
import { statisticsReport } from './statistics';
import { withGroupVersions, withTranslationVersions } from './translationState';
import { CONTACT_CACHE_KEY } from './public';
import type { Collection, Filter, Row } from './store';

/**
 * A write of any resource as the generic CRUD sees it: the adapter validated the body with that
 * resource's own input schema, so here it is a record of the resource's fields.
 */
type RecordCtx = Ctx & { params: { id: string }; body: Record<string, unknown> };
/** The generic CRUD of one resource, before its ids are matched to the typed endpoint table. */
type ResourceImpl = (ctx: RecordCtx) => unknown;

export const stamp = ({ user }: Ctx) => ({ updatedAt: new Date().toISOString(), updatedBy: user?.email ?? null });
const activeAdmins = (ctx: Ctx) => ctx.store.collection('users').count({ role: 'admin', status: 'active' });

export async function found<T>(p: Promise<T | null>): Promise<T> {
  const r = await p;
  if (!r) throw new ApiError('not_found');
  return r;
}

/** Image references get their variants from the media library, never from the client (src/contract/rules/imageVariants.ts). */
const withVariants = async (ctx: RecordCtx) => {
  ctx.body = await withLibraryVariants(ctx.body, (id) => ctx.store.collection('media').get(id) as Promise<MediaAsset | null>);
};

/** Hooks after a change, e.g. caches that show the changed content. */
const afterChange: Record<string, (ctx: RecordCtx) => void | Promise<void>> = {
  contact: (ctx) => ctx.services.cache.forget(CONTACT_CACHE_KEY),
  users: async (ctx) => {
    if (ctx.body?.status === 'deactivated') await ctx.services.sessions.revokeAll(ctx.params.id);
  },
};

/**
 * Singletons that exist before staff first save them: a database seeded before they were added (or a
 * first start) answers their baseline, and the first save stores it.
 */
const SINGLETON_BASELINE: Record<string, Record<string, unknown>> = { legal: LEGAL_BASELINE };

/**
 * The version of a baseline nobody has saved yet: fixed, so a save based on it is applied once and
 * a second form loaded from the baseline then conflicts, like any other stale save (concurrency.ts).
 */
const BASELINE_VERSION = '1970-01-01T00:00:00.000Z';

async function singletonOrBaseline(ctx: Ctx, name: string, id: string): Promise<Row | null> {
  const row = await ctx.store.collection(name).get(id);
  const baseline = SINGLETON_BASELINE[name];
  if (row || !baseline || id !== name) return row;
  return { id, ...structuredClone(baseline), createdAt: BASELINE_VERSION, updatedAt: BASELINE_VERSION, updatedBy: null };
}

function resourceImpls(name: string): Record<string, ResourceImpl> {
  return {
    [`admin.${name}.list`]: async ({ store, query }) => {
      const { rows, total, start } = await store.collection(name).list(query as ListQuery);
      const last = rows.length ? start + rows.length - 1 : start;
      return new Reply(rows, { headers: { 'Content-Range': `${name} ${start}-${last}/${total}` } });
    },
    [`admin.${name}.get`]: (ctx) => found(singletonOrBaseline(ctx, name, ctx.params.id)),
    [`admin.${name}.update`]: async (ctx) => {
      await withVariants(ctx);
      const collection = ctx.store.collection(name);
      // Inserted only if missing (atomic): a second first save must not reset the version the first one set.
      if (SINGLETON_BASELINE[name] && ctx.params.id === name)
        await collection.findOrInsert(
          { id: name },
          { id: name, createdAt: new Date().toISOString(), updatedAt: BASELINE_VERSION },
        );
      // Translation versions: a changed German text makes the other languages outdated.
      // Applied only to the version the form was loaded from (If-Match, concurrency.ts).
      const row = await withTranslationVersions(
        ctx,
        name,
        ctx.params.id,
        () => writeIfCurrent(ctx, name, ctx.params.id, { ...ctx.body, ...stamp(ctx) }),
        ctx.body,
      );
      await afterChange[name]?.(ctx);
      return row;
    },
    [`admin.${name}.create`]: async (ctx) => {
      await withVariants(ctx);
      const row = await withTranslationVersions(
        ctx,
        name,
        null,
        () =>
          ctx.store.collection(name).insert({ id: newId(name), ...ctx.body, createdAt: new Date().toISOString(), ...stamp(ctx) }),
        ctx.body,
      );
      await afterChange[name]?.(ctx);
      return new Reply(row, { status: 201 });
    },
    [`admin.${name}.delete`]: async (ctx) => {
      const { files, sessions } = ctx.services;
      const row = await found(ctx.store.collection(name).delete(ctx.params.id));
      if (name === 'media')
        for (const id of [row.id, ...((row.variants as { url: string }[]) ?? []).map((v) => v.url.split('/').pop()!)])
          await files.remove(id);
      if (name === 'applications') await files.remove((row.cv as { fileId: string }).fileId);
      if (name === 'users') await sessions.revokeAll(row.id);
      return row;
    },
  };
}

/** Per dashboard section: which records count as open, which are listed as latest, and their label. */
const DASHBOARD_DATA: Record<string, { open: Filter; latest: Filter; label: (r: Row) => string }> = {
  appointments: { open: { status: 'new' }, latest: {}, label: (r) => `${r.firstName} ${r.lastName}` },
  messages: { open: { read: false }, latest: {}, label: (r) => String(r.subject) },
  applications: { open: { status: 'new' }, latest: {}, label: (r) => `${r.firstName} ${r.lastName}` },
  reviews: { open: { status: 'pending' }, latest: { status: 'pending' }, label: (r) => String(r.authorName) },
};

const latest = async (ctx: Ctx, collection: string, filter: Filter, label: (r: Row) => string) =>
  (await ctx.store.collection(collection).find(filter, { createdAt: -1 }, 5)).map((r) => ({
    id: r.id,
    label: label(r),
    createdAt: String(r.createdAt),
  }));

const overrideId = (language: string, key: string) => `${language}:${key}`;

/**
 * A batch of UI texts based on overrides that are no longer stored (a colleague saved some of the
 * same keys meanwhile) is refused 409 before anything is written, with the stored override of every
 * key it named (null: none), so the editor sees theirs beside their own and saves again on them.
 */
async function refuseChangedOverrides(translations: Collection, language: string, basedOn: Record<string, string | null>) {
  const keys = Object.keys(basedOn);
  if (!keys.length) return;
  const stored = new Map(
    (await translations.find({ id: { $in: keys.map((k) => overrideId(language, k)) } })).map((r) => [
      String(r.key),
      String(r.value),
    ]),
  );
  const now = Object.fromEntries(keys.map((k) => [k, stored.get(k) ?? null]));
  if (keys.some((k) => now[k] !== basedOn[k])) throw new ConflictError({ language, entries: now }, null);
}

export const adminImpls = {
  // Only the operations the contract declares for each resource (singletons have no create/delete…).
  // Generated per resource, so the compiler cannot match each id to its entry: the one cast of the table.
  ...(Object.fromEntries(
    RESOURCES.flatMap((r) => Object.entries(resourceImpls(r.name))).filter(([id]) => endpointById.has(id)),
  ) as Partial<Implementations<Ctx>>),

  // Creating a user is an invitation: the invitee registers with the token from the e-mail.
  'admin.users.create': async (ctx) => {
    const email = String(ctx.body.email);
    const row = await ctx.store.collection('users').insert({
      id: newId('users'),
      ...ctx.body,
      email,
      status: 'invited',
      lastLoginAt: null,
      createdAt: new Date().toISOString(),
      ...stamp(ctx),
    });
    const token = await issueToken(ctx, 'invitation', row.id, INVITATION_TTL_MS);
    await sendMail(ctx, {
      to: email,
      template: 'invitation',
      language: 'de',
      data: { name: String(ctx.body.name), link: tokenLink(ctx, 'register', token) },
      accountLinkUntil: new Date(Date.now() + INVITATION_TTL_MS),
    });
    return new Reply(row, { status: 201 });
  },
  // The last active admin can be neither demoted, deactivated nor deleted: nobody could manage the practice's accounts any more.
  // Checked after the write and undone if no active admin is left, so two admins demoting each other at once cannot both win.
  'admin.users.update': async (ctx) => {
    const users = ctx.store.collection('users');
    const before = await found(users.get(ctx.params.id));
    const row = await writeIfCurrent(ctx, 'users', ctx.params.id, { ...ctx.body, ...stamp(ctx) });
    if (isActiveAdmin(before) && !isActiveAdmin(row) && (await activeAdmins(ctx)) === 0) {
      const previous: Row = before; // read back by the names of the fields the body sent
      await users.update(
        before.id,
        Object.fromEntries([...Object.keys(ctx.body), 'updatedAt', 'updatedBy'].map((k) => [k, previous[k] ?? null])),
      );
      throw new ApiError('forbidden', LAST_ADMIN_MESSAGE);
    }
    await afterChange.users(ctx);
    return row;
  },
  'admin.users.delete': async (ctx) => {
    const users = ctx.store.collection('users');
    const target = await found(users.get(ctx.params.id));
    if (isActiveAdmin(target)) {
      await users.update(target.id, { status: 'deactivated' }); // the same race-free check as an update
      if ((await activeAdmins(ctx)) === 0) {
        await users.update(target.id, { status: target.status });
        throw new ApiError('forbidden', LAST_ADMIN_MESSAGE);
      }
    }
    const row = await found(users.delete(ctx.params.id));
    await ctx.services.sessions.revokeAll(row.id);
    return row;
  },

  'admin.media.create': async (ctx) => {
    const up = ctx.upload!;
    const { files } = ctx.services;
    // A phone's photo is stored sideways with an EXIF orientation: its size and its variants are the upright picture.
    const image = await ctx.services.images.make(up);
    const id = newId('media');
    const written: string[] = [];
    try {
      written.push(await files.put(image.original, { filename: up.filename, contentType: up.contentType, kind: 'media', id }));
      const variants = [];
      for (const { width: w, format, bytes } of image.variants) {
        const vid = variantId(id, w, format);
        written.push(
          await files.put(bytes, {
            filename: `${up.filename}.${w}.${format}`,
            contentType: `image/${format}`,
            kind: 'media',
            id: vid,
          }),
        );
        variants.push({ width: w, format, url: `/api/v1/media/${vid}` });
      }
      const alt: Localized = { de: '', ...Object.fromEntries(LANGUAGES.map((l) => [l, ctx.body[`alt_${l}`] ?? ''])) };
      if (!alt.de) alt.de = up.filename;
      const row = await ctx.store.collection('media').insert({
        id,
        filename: up.filename,
        contentType: up.contentType,
        size: image.original.length,
        width: image.width,
        height: image.height,
        url: `/api/v1/media/${id}`,
        alt,
        variants,
        usedIn: [],
        createdAt: new Date().toISOString(),
        ...stamp(ctx),
      });
      return new Reply(row, { status: 201 });
    } catch (err) {
      for (const w of written) await files.remove(w); // nothing half-written stays behind
      throw err;
    }
  },

  'admin.applications.cv': async ({ store, services, params }) => {
    const application = await found(store.collection('applications').get(params.id));
    const cv = application.cv as { fileId: string };
    const file = await found(services.files.get(cv.fileId));
    return new FileReply(file.bytes, file.contentType, cvDownloadName(application, file.contentType), CV_DOWNLOAD_HEADERS);
  },

  // Each section only for a role that may list its records (src/contract/rules/dashboard.ts): names and
  // subjects stay with the roles that may open them.
  'admin.dashboardStats': async (ctx) => {
    const role = ctx.user?.role;
    const parts = await Promise.all(
      dashboardSectionsFor(role).map(async ({ resource, figure }) => {
        const d = DASHBOARD_DATA[resource];
        return {
          resource,
          figure,
          count: await ctx.store.collection(resource).count(d.open),
          latest: await latest(ctx, resource, d.latest, d.label),
        };
      }),
    );
    const completeness = mayList(role, COMPLETENESS_SOURCE)
      ? completenessByLanguage(
          (await ctx.store.collection('treatments').find()).map(
            ({ id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...t }) => t,
          ),
        )
      : undefined;
    return {
      ...Object.fromEntries(parts.map((p) => [p.figure, p.count])),
      ...(completeness ? { translationCompleteness: completeness } : {}),
      latest: Object.fromEntries(parts.map((p) => [p.resource, p.latest])),
    };
  },

  'admin.statistics': (ctx) => statisticsReport(ctx, ctx.query),
  'admin.launchChecklist': (ctx) => launchChecklist(ctx),

  // The menu badges: new items per inbox, counted as the dashboard counts them (DASHBOARD_DATA).
  'admin.inboxCounts': async ({ store }) => {
    const count = (resource: 'appointments' | 'messages' | 'applications') =>
      store.collection(resource).count(DASHBOARD_DATA[resource].open);
    const [appointments, messages, applications] = await Promise.all([
      count('appointments'),
      count('messages'),
      count('applications'),
    ]);
    return { appointments, messages, applications };
  },
  'admin.appointments.act': (ctx) => takeStep(ctx, ctx.params.id, ctx.body),
  'admin.appointments.calendar': ({ store, services, query }) =>
    calendarOf({ store, services }, query.from, query.days, query.location),
  'admin.jobs.failed': ({ services }) => services.jobs.failed(),
  'admin.jobs.retry': async ({ services, params }) => {
    if (!(await services.jobs.retry(params.id))) throw new ApiError('not_found');
    return { ok: true as const };
  },

  'admin.translations.fields': async ({ store, query }) => {
    const language = query.language as LanguageCode;
    const q = String(query.q ?? '').toLowerCase();
    const overrides = Object.fromEntries(
      (await store.collection('translations').find({ language })).map((r) => [r.key, String(r.value)]),
    );
    return Object.keys(messages.de)
      .filter((key) => !q || key.toLowerCase().includes(q) || messages[language][key]?.toLowerCase().includes(q))
      .map((key) => ({ key, language, defaultValue: messages[language][key] ?? '', override: overrides[key] ?? null }));
  },
  'admin.translations.field': async ({ store, services, body }) => {
    assertMessageIds([body.key], () => ['key']);
    // Its translation state (translationSources.ts): a changed German override makes the others outdated.
    await withGroupVersions({ store }, 'ui-texts', [body.key], () =>
      store
        .collection('translations')
        .upsert({ id: overrideId(body.language, body.key) }, { language: body.language, key: body.key, value: body.value }),
    );
    await services.clearPublicCache(); // rendered pages carry the overridden text
    return body;
  },
  'admin.translations.batch': async ({ store, services, body }) => {
    const entries = Object.entries(body.entries as Record<string, string>);
    assertMessageIds(
      entries.map(([key]) => key),
      (key) => ['entries', key],
    );
    const translations = store.collection('translations');
    await refuseChangedOverrides(translations, body.language, body.basedOn ?? {});
    let updated = 0,
      removed = 0;
    await withGroupVersions(
      { store },
      'ui-texts',
      entries.map(([key]) => key),
      async () => {
        for (const [key, value] of entries) {
          const id = overrideId(body.language, key);
          if (value === '') removed += await translations.deleteWhere({ id });
          else {
            await translations.upsert({ id }, { language: body.language, key, value });
            updated++;
          }
        }
      },
    );
    await services.clearPublicCache();
    return { updated, removed };
  },
  'admin.translations.clearCache': async ({ services }) => {
    services.cache.forget(CONTACT_CACHE_KEY);
    await services.clearPublicCache();
    return { cleared: true };
  },
} satisfies Partial<Implementations<Ctx>>;
