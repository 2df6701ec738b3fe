/**
 * Admin API on MongoDB: ra-data-simple-rest CRUD for every resource of the contract (filters
 * already whitelisted by the contract's list schema), plus invitations, media variants, CV
 * download, dashboard figures by aggregation and UI-string overrides.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { LANGUAGES, type LanguageCode } from '../../src/contract/common';
import { endpointById, RESOURCES } from '../../src/contract/endpoints';
import { CV_DOWNLOAD_HEADERS, cvDownloadName } from '../../src/contract/fileTypes';
import { ApiError, FileReply, Reply, type ListQuery } from '../../src/contract/http';
import { reopensOrMoves, SLOT_TAKEN, slotKey } from '../../src/contract/rules/booking';
import { COMPLETENESS_SOURCE, dashboardSectionsFor, mayList } from '../../src/contract/rules/dashboard';
import { completenessByLanguage } from '../../src/catalogue/localizedCompleteness';
import { assertMessageIds, messages } from '../../src/i18n/messages';
import type { Row } from '../plugins/app/repositories';
import { isDuplicateKey } from '../plugins/app/transientWrites';
import { INVITATION_TTL_MS, issueToken, tokenLink } from './auth';
import { isActiveAdmin, LAST_ADMIN_MESSAGE } from '../../src/contract/rules/lastAdmin';
import { withLibraryVariants } from '../../src/contract/rules/imageVariants';
import { VARIANT_FORMATS, variantId, variantWidths, type MediaAsset } from '../../src/contract/entities/media';
import { invalidateContactCache } from './public';
import type { Ctx, Impl } from './runtime';

const stamp = ({ user }: Ctx) => ({ updatedAt: new Date().toISOString(), updatedBy: user?.email ?? null });
const newId = (resource: string) => `${resource.slice(0, 4)}-${randomUUID().slice(0, 12)}`;

const activeAdmins = (ctx: Ctx) => ctx.app.repos.users.count({ role: 'admin', status: 'active' });

async function found<T>(p: Promise<T | null>): Promise<T> {
  const r = await p;
  if (!r) throw new ApiError('not_found');
  return r;
}

/**
 * The slot an appointment request holds after a staff edit, claimed before the edit is stored: none
 * once cancelled (others may book it); taken back when staff reopen a cancelled request, or moved with
 * its date, time or location — 409 if another active request holds it meanwhile, and nothing changes.
 */
async function holdSlotAfterEdit(ctx: Ctx) {
  const { appointments } = ctx.app.repos;
  const current = await appointments.collection.findOne({ _id: ctx.params.id as never });
  if (!current) return; // the update answers 404
  const next = { ...current, ...ctx.body };
  if (next.status === 'cancelled')
    return current.slotKey === undefined ? undefined : appointments.unset(ctx.params.id, ['slotKey']);
  // A slot is claimed only when a request is reopened or moved: an open request from before slots
  // were held (no slotKey, maybe sharing its slot) stays editable as it is.
  if (!reopensOrMoves(current, next)) return;
  const key = slotKey(String(next.preferredDate), String(next.preferredTime), next.location);
  if (key === current.slotKey) return;
  try {
    await appointments.update(ctx.params.id, { slotKey: key });
  } catch (err) {
    if (isDuplicateKey(err)) throw new ApiError('duplicate', SLOT_TAKEN, [{ path: ['preferredTime'], message: SLOT_TAKEN }]);
    throw err;
  }
}

/** Hooks before a change is stored: checks that may refuse it. */
const beforeChange: Record<string, (ctx: Ctx) => Promise<void>> = {
  appointments: holdSlotAfterEdit,
};

/** Image references get their variants from the media library, never from the client (rules/imageVariants.ts). */
const withVariants = async (ctx: Ctx) => {
  ctx.body = await withLibraryVariants(ctx.body, (id) => ctx.app.repos.media.get(id) as Promise<MediaAsset | null>);
};

/** Hooks after a change, e.g. caches that show the changed content. */
const afterChange: Record<string, (ctx: Ctx) => void | Promise<void>> = {
  contact: (ctx) => void invalidateContactCache(ctx.app),
  users: async (ctx) => {
    if (ctx.body?.status === 'deactivated') await ctx.app.auth.revokeAll(ctx.params.id);
  },
};

function resourceImpls(name: string): Record<string, Impl> {
  return {
    [`admin.${name}.list`]: async ({ app, query }) => {
      const { rows, total, start } = await app.repos[name].list(query as ListQuery);
      const last = rows.length ? start + rows.length - 1 : start;
      return new Reply(rows, { headers: { 'Content-Range': `${name} ${start}-${last}/${total}` } });
    },
    [`admin.${name}.get`]: ({ app, params }) => found(app.repos[name].get(params.id)),
    [`admin.${name}.update`]: async (ctx) => {
      await beforeChange[name]?.(ctx);
      await withVariants(ctx);
      const row = await found(ctx.app.repos[name].update(ctx.params.id, { ...ctx.body, ...stamp(ctx) }));
      await afterChange[name]?.(ctx);
      return row;
    },
    [`admin.${name}.create`]: async (ctx) => {
      await withVariants(ctx);
      const row = await ctx.app.repos[name].insert({
        id: newId(name),
        ...ctx.body,
        createdAt: new Date().toISOString(),
        ...stamp(ctx),
      });
      await afterChange[name]?.(ctx);
      return new Reply(row, { status: 201 });
    },
    [`admin.${name}.delete`]: async (ctx) => {
      const row = await found(ctx.app.repos[name].delete(ctx.params.id));
      if (name === 'media')
        for (const id of [row.id, ...((row.variants as { url: string }[]) ?? []).map((v) => v.url.split('/').pop()!)])
          await ctx.app.storage.remove(id);
      if (name === 'applications') await ctx.app.storage.remove((row.cv as { fileId: string }).fileId);
      if (name === 'users') await ctx.app.auth.revokeAll(row.id);
      return row;
    },
  };
}

/** Per dashboard section: which records count as open, which are listed as latest, and their label. */
const DASHBOARD_DATA: Record<
  string,
  { open: Record<string, unknown>; latest: Record<string, unknown>; label: (r: Row) => string }
> = {
  appointments: { open: { status: 'new' }, latest: {}, label: (r) => `${r.firstName} ${r.lastName}` },
  messages: { open: { read: false }, latest: {}, label: (r) => String(r.subject) },
  applications: { open: { status: 'new' }, latest: {}, label: (r) => `${r.firstName} ${r.lastName}` },
  reviews: { open: { status: 'pending' }, latest: { status: 'pending' }, label: (r) => String(r.authorName) },
};

const latest = async (ctx: Ctx, collection: string, filter: Record<string, unknown>, label: (r: Row) => string) =>
  (await ctx.app.repos[collection].find(filter, { createdAt: -1 }, 5)).map((r) => ({
    id: r.id,
    label: label(r),
    createdAt: String(r.createdAt),
  }));

/**
 * The original as it is published (it is every <picture>'s fallback): upright and without the file's
 * metadata, re-encoded in its own format. A phone photo's EXIF names where and with what device it
 * was taken; sharp writes no metadata unless asked to.
 */
async function publishableOriginal(bytes: Uint8Array, format: string | undefined): Promise<Buffer> {
  const upright = sharp(bytes).autoOrient();
  switch (format) {
    case 'png':
      return upright.png().toBuffer();
    case 'webp':
      return upright.webp({ quality: 90 }).toBuffer();
    case 'heif':
      return upright.avif({ quality: 60 }).toBuffer(); // sharp names AVIF's container heif
    default:
      return upright.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  }
}

export const adminImpls: Record<string, Impl> = {
  // Only the operations the contract declares for each resource (singletons have no create/delete…).
  ...Object.fromEntries(RESOURCES.flatMap((r) => Object.entries(resourceImpls(r.name))).filter(([id]) => endpointById.has(id))),

  // Creating a user is an invitation: the invitee registers with the token from the e-mail.
  'admin.users.create': async (ctx) => {
    const email = String(ctx.body.email);
    const row = await ctx.app.repos.users.insert({
      id: newId('users'),
      ...ctx.body,
      email,
      status: 'invited',
      lastLoginAt: null,
      createdAt: new Date().toISOString(),
      ...stamp(ctx),
    });
    const token = await issueToken(ctx.app, 'invitation', row.id, INVITATION_TTL_MS);
    await ctx.app.mail.queue(
      email,
      'Einladung in den Adminbereich der Praxis',
      `Hallo ${ctx.body.name},\n\nSie wurden in den Adminbereich eingeladen. Registrieren Sie sich innerhalb von 7 Tagen:\n${tokenLink(ctx.app, 'register', token)}`,
    );
    return new Reply(row, { status: 201 });
  },
  // The last active admin can be neither demoted, deactivated nor deleted: nobody could manage the practice's accounts any more.
  // Checked after the write and undone if no active admin is left, so two admins demoting each other at once cannot both win.
  'admin.users.update': async (ctx) => {
    const { users } = ctx.app.repos;
    const before = await found(users.get(ctx.params.id));
    const row = await found(users.update(ctx.params.id, { ...ctx.body, ...stamp(ctx) }));
    if (isActiveAdmin(before) && !isActiveAdmin(row) && (await activeAdmins(ctx)) === 0) {
      await users.update(
        before.id,
        Object.fromEntries([...Object.keys(ctx.body), 'updatedAt', 'updatedBy'].map((k) => [k, before[k] ?? null])),
      );
      throw new ApiError('forbidden', LAST_ADMIN_MESSAGE);
    }
    await afterChange.users(ctx);
    return row;
  },
  'admin.users.delete': async (ctx) => {
    const { users } = ctx.app.repos;
    const target = await found(users.get(ctx.params.id));
    if (isActiveAdmin(target)) {
      await users.update(target.id, { status: 'deactivated' }); // the same race-free check as an update
      if ((await activeAdmins(ctx)) === 0) {
        await users.update(target.id, { status: target.status });
        throw new ApiError('forbidden', LAST_ADMIN_MESSAGE);
      }
    }
    const row = await found(users.delete(ctx.params.id));
    await ctx.app.auth.revokeAll(row.id);
    return row;
  },

  'admin.media.create': async (ctx) => {
    const up = ctx.upload!;
    const meta = await sharp(up.bytes, { failOn: 'error' })
      .metadata()
      .catch(() => {
        throw new ApiError('unsupported_type', 'validation.image.fileType');
      });
    // A phone's photo is stored sideways with an EXIF orientation: its size and its variants are the upright picture.
    const { width = 0, height = 0 } = meta.autoOrient ?? meta;
    const id = newId('media');
    const written: string[] = [];
    try {
      const original = await publishableOriginal(up.bytes, meta.format);
      written.push(
        await ctx.app.storage.put(original, { filename: up.filename, contentType: up.contentType, kind: 'media', id }),
      );
      const variants = [];
      for (const w of variantWidths(width)) {
        for (const format of VARIANT_FORMATS) {
          const bytes = await sharp(up.bytes)
            .autoOrient()
            .resize({ width: w, withoutEnlargement: true })
            [format]({ quality: format === 'avif' ? 50 : 75 })
            .toBuffer();
          const vid = variantId(id, w, format);
          written.push(
            await ctx.app.storage.put(bytes, {
              filename: `${up.filename}.${w}.${format}`,
              contentType: `image/${format}`,
              kind: 'media',
              id: vid,
            }),
          );
          variants.push({ width: w, format, url: `/api/v1/media/${vid}` });
        }
      }
      const alt = Object.fromEntries(LANGUAGES.map((l) => [l, ctx.body[`alt_${l}`] ?? ''])) as Record<string, string>;
      if (!alt.de) alt.de = up.filename;
      const row = await ctx.app.repos.media.insert({
        id,
        filename: up.filename,
        contentType: up.contentType,
        size: original.length,
        width,
        height,
        url: `/api/v1/media/${id}`,
        alt,
        variants,
        usedIn: [],
        createdAt: new Date().toISOString(),
        ...stamp(ctx),
      });
      return new Reply(row, { status: 201 });
    } catch (err) {
      for (const w of written) await ctx.app.storage.remove(w); // nothing half-written stays behind
      throw err;
    }
  },

  'admin.applications.cv': async ({ app, params }) => {
    const application = await found(app.repos.applications.get(params.id));
    const cv = application.cv as { fileId: string };
    const file = await found(app.storage.get(cv.fileId));
    return new FileReply(file.bytes, file.contentType, cvDownloadName(application, file.contentType), CV_DOWNLOAD_HEADERS);
  },

  // Each section only for a role that may list its records (rules/dashboard.ts): names and
  // subjects stay with the roles that may open them.
  'admin.dashboardStats': async (ctx) => {
    const { repos } = ctx.app;
    const role = ctx.user?.role;
    const sections = dashboardSectionsFor(role);
    const parts = await Promise.all(
      sections.map(async ({ resource, figure }) => {
        const d = DASHBOARD_DATA[resource];
        return {
          resource,
          figure,
          count: await repos[resource].count(d.open),
          latest: await latest(ctx, resource, d.latest, d.label),
        };
      }),
    );
    const completeness = mayList(role, COMPLETENESS_SOURCE)
      ? completenessByLanguage(
          (await repos.treatments.find()).map(({ id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...t }) => t),
        )
      : undefined;
    return {
      ...Object.fromEntries(parts.map((p) => [p.figure, p.count])),
      ...(completeness ? { translationCompleteness: completeness } : {}),
      latest: Object.fromEntries(parts.map((p) => [p.resource, p.latest])),
    };
  },

  'admin.translations.fields': async ({ app, query }) => {
    const language = query.language as LanguageCode;
    const q = String(query.q ?? '').toLowerCase();
    const overrides = Object.fromEntries((await app.repos.translations.find({ language })).map((r) => [r.key, String(r.value)]));
    return Object.keys(messages.de)
      .filter((key) => !q || key.toLowerCase().includes(q) || messages[language][key]?.toLowerCase().includes(q))
      .map((key) => ({ key, language, defaultValue: messages[language][key] ?? '', override: overrides[key] ?? null }));
  },
  'admin.translations.field': async ({ app, body }) => {
    assertMessageIds([body.key], () => ['key']);
    await app.repos.translations.upsert(
      { _id: `${body.language}:${body.key}` as never },
      { language: body.language, key: body.key, value: body.value },
    );
    app.publicCache.clear(); // rendered pages carry the overridden text
    return body;
  },
  'admin.translations.batch': async ({ app, body }) => {
    const entries = Object.entries(body.entries as Record<string, string>);
    assertMessageIds(
      entries.map(([key]) => key),
      (key) => ['entries', key],
    );
    let updated = 0,
      removed = 0;
    for (const [key, value] of entries) {
      const _id = `${body.language}:${key}` as never;
      if (value === '') removed += await app.repos.translations.deleteWhere({ _id });
      else {
        await app.repos.translations.upsert({ _id }, { language: body.language, key, value });
        updated++;
      }
    }
    app.publicCache.clear();
    return { updated, removed };
  },
  'admin.translations.clearCache': ({ app }) => {
    invalidateContactCache(app);
    app.publicCache.clear();
    return { cleared: true };
  },
};
