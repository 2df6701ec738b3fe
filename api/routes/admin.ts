/**
 * Admin API on MongoDB: ra-data-simple-rest CRUD for every resource of the contract (filters
 * already whitelisted by the contract's list schema), plus invitations, media variants, CV
 * download, dashboard figures by aggregation and UI-string overrides.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { LANGUAGES, type LanguageCode } from '../../src/contract/common';
import { endpointById, RESOURCES } from '../../src/contract/endpoints';
import { ApiError, FileReply, Reply, type ListQuery } from '../../src/contract/http';
import { completenessByLanguage } from '../../src/catalogue/localizedCompleteness';
import { messages } from '../../src/i18n/messages';
import type { Row } from '../plugins/app/repositories';
import { INVITATION_TTL_MS, issueToken } from './auth';
import { invalidateContactCache } from './public';
import type { Ctx, Impl } from './runtime';

const stamp = ({ user }: Ctx) => ({ updatedAt: new Date().toISOString(), updatedBy: user?.email ?? null });
const newId = (resource: string) => `${resource.slice(0, 4)}-${randomUUID().slice(0, 12)}`;

async function found<T>(p: Promise<T | null>): Promise<T> {
  const r = await p;
  if (!r) throw new ApiError('not_found');
  return r;
}

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
      const row = await found(ctx.app.repos[name].update(ctx.params.id, { ...ctx.body, ...stamp(ctx) }));
      await afterChange[name]?.(ctx);
      return row;
    },
    [`admin.${name}.create`]: async (ctx) => {
      const row = await ctx.app.repos[name].insert({ id: newId(name), ...ctx.body, createdAt: new Date().toISOString(), ...stamp(ctx) });
      await afterChange[name]?.(ctx);
      return new Reply(row, { status: 201 });
    },
    [`admin.${name}.delete`]: async (ctx) => {
      const row = await found(ctx.app.repos[name].delete(ctx.params.id));
      if (name === 'media') for (const id of [row.id, ...((row.variants as { url: string }[]) ?? []).map((v) => v.url.split('/').pop()!)]) await ctx.app.storage.remove(id);
      if (name === 'applications') await ctx.app.storage.remove((row.cv as { fileId: string }).fileId);
      if (name === 'users') await ctx.app.auth.revokeAll(row.id);
      return row;
    },
  };
}

/** Responsive variants of uploaded images (WebP and AVIF at these widths, never upscaled). */
const VARIANT_WIDTHS = [480, 960, 1600];

const latest = async (ctx: Ctx, collection: string, filter: Record<string, unknown>, label: (r: Row) => string) =>
  (await ctx.app.repos[collection].find(filter, { createdAt: -1 }, 5)).map((r) => ({ id: r.id, label: label(r), createdAt: String(r.createdAt) }));

export const adminImpls: Record<string, Impl> = {
  // Only the operations the contract declares for each resource (singletons have no create/delete…).
  ...Object.fromEntries(RESOURCES.flatMap((r) => Object.entries(resourceImpls(r.name))).filter(([id]) => endpointById.has(id))),

  // Creating a user is an invitation: the invitee registers with the token from the e-mail.
  'admin.users.create': async (ctx) => {
    const email = String(ctx.body.email).toLowerCase();
    const row = await ctx.app.repos.users.insert({ id: newId('users'), ...ctx.body, email, status: 'invited', lastLoginAt: null,
      createdAt: new Date().toISOString(), ...stamp(ctx) });
    const token = await issueToken(ctx, 'invitation', row.id, INVITATION_TTL_MS);
    await ctx.app.mail.send(email, 'Einladung in den Adminbereich der Praxis',
      `Hallo ${ctx.body.name},\n\nSie wurden in den Adminbereich eingeladen. Registrieren Sie sich innerhalb von 7 Tagen:\n${ctx.app.publicUrl}/admin/register?token=${token}`);
    return new Reply(row, { status: 201 });
  },

  'admin.media.create': async (ctx) => {
    const up = ctx.upload!;
    const image = sharp(up.bytes, { failOn: 'error' });
    const meta = await image.metadata().catch(() => {
      throw new ApiError('unsupported_type', 'validation.image.fileType');
    });
    const id = newId('media');
    const written: string[] = [];
    try {
      written.push(await ctx.app.storage.put(up.bytes, { filename: up.filename, contentType: up.contentType, kind: 'media', id }));
      const variants = [];
      for (const width of VARIANT_WIDTHS.filter((w) => w < (meta.width ?? 0)).concat(meta.width && meta.width <= 480 ? [meta.width] : [])) {
        for (const format of ['webp', 'avif'] as const) {
          const bytes = await sharp(up.bytes).resize({ width, withoutEnlargement: true })[format]({ quality: format === 'avif' ? 50 : 75 }).toBuffer();
          const vid = `${id}_${width}_${format}`;
          written.push(await ctx.app.storage.put(bytes, { filename: `${up.filename}.${width}.${format}`, contentType: `image/${format}`, kind: 'media', id: vid }));
          variants.push({ width, format, url: `/api/v1/media/${vid}` });
        }
      }
      const alt = Object.fromEntries(LANGUAGES.map((l) => [l, ctx.body[`alt_${l}`] ?? ''])) as Record<string, string>;
      if (!alt.de) alt.de = up.filename;
      const row = await ctx.app.repos.media.insert({ id, filename: up.filename, contentType: up.contentType, size: up.bytes.length,
        width: meta.width ?? 0, height: meta.height ?? 0, url: `/api/v1/media/${id}`, alt, variants, usedIn: [],
        createdAt: new Date().toISOString(), ...stamp(ctx) });
      return new Reply(row, { status: 201 });
    } catch (err) {
      for (const w of written) await ctx.app.storage.remove(w); // nothing half-written stays behind
      throw err;
    }
  },

  'admin.applications.cv': async ({ app, params }) => {
    const application = await found(app.repos.applications.get(params.id));
    const cv = application.cv as { fileId: string; filename: string };
    const file = await found(app.storage.get(cv.fileId));
    return new FileReply(file.bytes, file.contentType, cv.filename, { 'Cache-Control': 'private, no-store' });
  },

  'admin.dashboardStats': async (ctx) => {
    const { repos } = ctx.app;
    const [newAppointments, unreadMessages, newApplications, pendingReviews, treatments] = await Promise.all([
      repos.appointments.count({ status: 'new' }),
      repos.messages.count({ read: false }),
      repos.applications.count({ status: 'new' }),
      repos.reviews.count({ status: 'pending' }),
      repos.treatments.find(),
    ]);
    return {
      newAppointments, unreadMessages, newApplications, pendingReviews,
      translationCompleteness: completenessByLanguage(treatments.map(({ id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...t }) => t)),
      latest: {
        appointments: await latest(ctx, 'appointments', {}, (r) => `${r.firstName} ${r.lastName}`),
        messages: await latest(ctx, 'messages', {}, (r) => String(r.subject)),
        applications: await latest(ctx, 'applications', {}, (r) => `${r.firstName} ${r.lastName}`),
        reviews: await latest(ctx, 'reviews', { status: 'pending' }, (r) => String(r.authorName)),
      },
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
    if (!(body.key in messages.de)) throw new ApiError('not_found');
    await app.repos.translations.upsert({ _id: `${body.language}:${body.key}` as never }, { language: body.language, key: body.key, value: body.value });
    return body;
  },
  'admin.translations.batch': async ({ app, body }) => {
    let updated = 0, removed = 0;
    for (const [key, value] of Object.entries(body.entries as Record<string, string>)) {
      if (!(key in messages.de)) continue;
      const _id = `${body.language}:${key}` as never;
      if (value === '') removed += await app.repos.translations.deleteWhere({ _id });
      else {
        await app.repos.translations.upsert({ _id }, { language: body.language, key, value });
        updated++;
      }
    }
    return { updated, removed };
  },
  'admin.translations.clearCache': ({ app }) => {
    invalidateContactCache(app);
    app.publicCache.clear();
    return { cleared: true };
  },
};
