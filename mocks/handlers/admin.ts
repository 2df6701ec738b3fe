/**
 * Mock implementations of the admin API: generic ra-data-simple-rest CRUD for every resource of
 * the contract, plus the dashboard, translations and CV download.
 */
import { LANGUAGES, type LanguageCode } from '../../src/contract/common';
import { RESOURCE_BY_NAME, endpointById, RESOURCES, SINGLETONS } from '../../src/contract/endpoints';
import { CV_DOWNLOAD_HEADERS, cvDownloadName } from '../../src/contract/fileTypes';
import { ApiError, type ListQuery } from '../../src/contract/http';
import { reopensOrMoves, SLOT_TAKEN, slotKey } from '../../src/contract/rules/booking';
import { isActiveAdmin, LAST_ADMIN_MESSAGE } from '../../src/contract/rules/lastAdmin';
import { COMPLETENESS_SOURCE, dashboardSectionsFor, mayList } from '../../src/contract/rules/dashboard';
import { withLibraryVariants } from '../../src/contract/rules/imageVariants';
import { VARIANT_FORMATS, variantId, variantWidths, type MediaAsset } from '../../src/contract/entities/media';
import { completenessByLanguage } from '../../src/catalogue/localizedCompleteness';
import { assertMessageIds, messages } from '../../src/i18n/messages';
import { db, files, newId, now, type Row } from '../db';
import { imageSize } from '../imageSize';
import { sendMail } from './auth';
import { FileReply, Reply, type Ctx, type Impl } from './runtime';

/** Fields that must be unique per resource (409 duplicate otherwise). */
const UNIQUE: Record<string, string[]> = {
  treatments: ['slug'],
  team: ['slug'],
  blog: ['slug'],
  'blog-categories': ['slug'],
  jobs: ['slug'],
  pages: ['slug'],
  users: ['email'],
  seo: ['page+language'],
};

const at = (record: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], record);

const matches = (record: Row, key: string, value: unknown, resource: string) => {
  if (key === 'q')
    return RESOURCE_BY_NAME.get(resource)!.search.some((f) =>
      String(at(record, f) ?? '')
        .toLowerCase()
        .includes(String(value).toLowerCase()),
    );
  if (key === 'id') return (value as string[]).includes(record.id);
  const field = key === 'role' && Array.isArray(record.roles) ? record.roles : record[key];
  return Array.isArray(field) ? field.includes(value) : field === value;
};

export function listRows(rows: Row[], q: ListQuery, resource: string) {
  const filtered = rows.filter((r) =>
    Object.entries(q.filter ?? {}).every(([k, v]) => v === undefined || matches(r, k, v, resource)),
  );
  const [field, order] = q.sort ?? ['id', 'ASC'];
  const sorted = [...filtered].sort((a, b) => {
    const x = a[field] as never,
      y = b[field] as never;
    const c = x === y ? 0 : x === undefined || x === null ? 1 : y === undefined || y === null ? -1 : x > y ? 1 : -1;
    return order === 'ASC' ? c : -c;
  });
  const [start, end] = q.range ?? [0, Math.max(sorted.length - 1, 0)];
  const page = sorted.slice(start, end + 1);
  const last = page.length ? start + page.length - 1 : start;
  return new Reply(page, {
    headers: {
      'Content-Range': `${resource} ${start}-${last}/${sorted.length}`,
      'Access-Control-Expose-Headers': 'Content-Range',
    },
  });
}

function find(resource: string, id: string) {
  const r = db.collection(resource).find((x) => x.id === id);
  if (!r) throw new ApiError('not_found');
  return r;
}

function assertUnique(resource: string, data: Row | Record<string, unknown>, selfId?: string) {
  for (const key of UNIQUE[resource] ?? []) {
    const keys = key.split('+');
    const clash = db
      .collection(resource)
      .find((r) => r.id !== selfId && keys.every((k) => String(r[k]).toLowerCase() === String(data[k]).toLowerCase()));
    if (clash)
      throw new ApiError(
        'duplicate',
        'error.duplicate',
        keys.map((k) => ({ path: [k], message: 'error.duplicate' })),
      );
  }
}

/** A staff edit that reopens or moves a request needs its slot free (as the server's slot index decides). */
function assertSlotFree(next: Row, selfId: string) {
  if (next.status === 'cancelled') return;
  const key = slotKey(String(next.preferredDate), String(next.preferredTime), next.location as string | undefined);
  const holder = db
    .collection('appointments')
    .find(
      (a) =>
        a.id !== selfId &&
        a.status !== 'cancelled' &&
        slotKey(String(a.preferredDate), String(a.preferredTime), a.location as string | undefined) === key,
    );
  if (holder) throw new ApiError('duplicate', SLOT_TAKEN, [{ path: ['preferredTime'], message: SLOT_TAKEN }]);
}

const stamp = (user: Ctx['user']) => ({ updatedAt: now(), updatedBy: user?.email ?? null });

/** Image references get their variants from the media library, as on the server (rules/imageVariants.ts). */
const withVariants = (body: Record<string, unknown>) =>
  withLibraryVariants(body, (id) => db.collection('media').find((m) => m.id === id) as MediaAsset | undefined);

function resourceImpls(name: string): Record<string, Impl> {
  return {
    [`admin.${name}.list`]: ({ query }) => listRows(db.collection(name), query as ListQuery, name),
    [`admin.${name}.get`]: ({ params }) => find(name, params.id),
    [`admin.${name}.update`]: async ({ params, body: sent, user }) => {
      const record = find(name, params.id);
      const body = await withVariants(sent);
      assertUnique(name, { ...record, ...body }, record.id);
      if (name === 'appointments' && reopensOrMoves(record, { ...record, ...body }))
        assertSlotFree({ ...record, ...body }, record.id);
      Object.assign(record, body, stamp(user), SINGLETONS.includes(name) ? { id: name } : {});
      db.save();
      return record;
    },
    [`admin.${name}.create`]: async ({ body: sent, user }) => {
      const body = await withVariants(sent);
      assertUnique(name, body);
      const record: Row = { id: newId(name.slice(0, 4)), ...body, createdAt: now(), ...stamp(user) };
      db.collection(name).push(record);
      db.save();
      return new Reply(record, { status: 201 });
    },
    [`admin.${name}.delete`]: ({ params }) => {
      const record = find(name, params.id);
      const rows = db.collection(name);
      rows.splice(rows.indexOf(record), 1);
      db.save();
      return record;
    },
  };
}

const INVITATION_MS = 7 * 24 * 60 * 60 * 1000;
const otherActiveAdmin = (id: string) => db.collection('users').some((u) => u.id !== id && isActiveAdmin(u));
function endSessions(userId: string) {
  for (const [t, s] of Object.entries(db.state.sessions)) if (s.userId === userId) delete db.state.sessions[t];
  db.save();
}

/** Per dashboard section: which records count as open, whether only those are listed, and their label. */
const DASHBOARD_DATA: Record<string, { open: (r: Row) => boolean; latestOnlyOpen?: boolean; label: (r: Row) => string }> = {
  appointments: { open: (r) => r.status === 'new', label: (r) => `${r.firstName} ${r.lastName}` },
  messages: { open: (r) => !r.read, label: (r) => String(r.subject) },
  applications: { open: (r) => r.status === 'new', label: (r) => `${r.firstName} ${r.lastName}` },
  reviews: { open: (r) => r.status === 'pending', latestOnlyOpen: true, label: (r) => String(r.authorName) },
};

const latest = (rows: Row[], label: (r: Row) => string) =>
  [...rows]
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
    .slice(0, 5)
    .map((r) => ({ id: r.id, label: label(r), createdAt: String(r.createdAt) }));

export const adminImpls: Record<string, Impl> = {
  // Only the operations the contract declares for each resource (singletons have no create/delete…).
  ...Object.fromEntries(RESOURCES.flatMap((r) => Object.entries(resourceImpls(r.name))).filter(([id]) => endpointById.has(id))),
  // Creating a user is an invitation: the invitee registers with the token from the e-mail.
  'admin.users.create': ({ body, user }) => {
    assertUnique('users', body);
    const record: Row = { id: newId('user'), ...body, status: 'invited', lastLoginAt: null, createdAt: now(), ...stamp(user) };
    db.collection('users').push(record);
    const token = crypto.randomUUID();
    db.state.invitations[token] = { userId: record.id, expiresAt: Date.now() + INVITATION_MS };
    sendMail(body.email, 'Einladung in den Praxis-Adminbereich', `/admin/register#token=${token}`);
    db.save();
    return new Reply(record, { status: 201 });
  },
  // The last active admin can be neither demoted, deactivated nor deleted (the server's rule).
  'admin.users.update': async (ctx) => {
    const record = find('users', ctx.params.id);
    if (isActiveAdmin(record) && !isActiveAdmin({ ...record, ...ctx.body }) && !otherActiveAdmin(record.id))
      throw new ApiError('forbidden', LAST_ADMIN_MESSAGE);
    const row = (await resourceImpls('users')['admin.users.update'](ctx)) as Row;
    if (row.status === 'deactivated') endSessions(row.id);
    return row;
  },
  'admin.users.delete': (ctx) => {
    const record = find('users', ctx.params.id);
    if (isActiveAdmin(record) && !otherActiveAdmin(record.id)) throw new ApiError('forbidden', LAST_ADMIN_MESSAGE);
    endSessions(record.id);
    return resourceImpls('users')['admin.users.delete'](ctx);
  },
  /**
   * Decision for mock mode: an upload answers the server's shape, variants included (the same widths
   * and formats, rules in entities/media.ts), but every variant's file holds the original's bytes. The
   * browser cannot run sharp, canvas encodes no AVIF, and the node mocks (contract tests) have no
   * canvas at all; browsers read an image by its content, not by the <source type>, so pages show the
   * photo and pick among the srcset widths as in production, only without the byte savings.
   */
  'admin.media.create': ({ body, upload, user }) => {
    const id = newId('media');
    const file = { bytes: upload!.bytes, contentType: upload!.contentType, filename: upload!.filename };
    files.set(id, file);
    const { width, height } = imageSize(upload!.bytes);
    const variants = variantWidths(width).flatMap((w) =>
      VARIANT_FORMATS.map((format) => {
        const vid = variantId(id, w, format);
        files.set(vid, file);
        return { width: w, format, url: `/api/v1/media/${vid}` };
      }),
    );
    const alt = Object.fromEntries(LANGUAGES.map((l) => [l, body[`alt_${l}`] ?? ''])) as Record<string, string>;
    if (!alt.de) alt.de = upload!.filename;
    const record: Row = {
      id,
      filename: upload!.filename,
      contentType: upload!.contentType,
      size: upload!.bytes.length,
      width,
      height,
      url: `/api/v1/media/${id}`,
      alt,
      variants,
      usedIn: [],
      createdAt: now(),
      ...stamp(user),
    };
    db.collection('media').push(record);
    db.save();
    return new Reply(record, { status: 201 });
  },
  'admin.applications.cv': ({ params }) => {
    const app = find('applications', params.id);
    const cv = app.cv as { fileId: string };
    // Seeded applications have no uploaded bytes: answer a minimal PDF so downloads work offline.
    const f = files.get(cv.fileId) ?? {
      bytes: new TextEncoder().encode('%PDF-1.4\n% demo CV\n%%EOF\n'),
      contentType: 'application/pdf',
    };
    return new FileReply(f.bytes, f.contentType, cvDownloadName(app, f.contentType), CV_DOWNLOAD_HEADERS);
  },
  // Each section only for a role that may list its records (rules/dashboard.ts), as the server does.
  'admin.dashboardStats': ({ user }) => {
    const sections = dashboardSectionsFor(user?.role);
    const rows = (resource: string) => db.collection(resource).filter(DASHBOARD_DATA[resource].open);
    return {
      ...Object.fromEntries(sections.map((s) => [s.figure, rows(s.resource).length])),
      ...(mayList(user?.role, COMPLETENESS_SOURCE)
        ? { translationCompleteness: completenessByLanguage(db.collection('treatments')) }
        : {}),
      latest: Object.fromEntries(
        sections.map((s) => {
          const d = DASHBOARD_DATA[s.resource];
          return [s.resource, latest(d.latestOnlyOpen ? rows(s.resource) : db.collection(s.resource), d.label)];
        }),
      ),
    };
  },
  'admin.translations.fields': ({ query }) => {
    const language = query.language as LanguageCode;
    const q = String(query.q ?? '').toLowerCase();
    const overrides = db.state.overrides[language] ?? {};
    return Object.keys(messages.de)
      .filter((key) => !q || key.toLowerCase().includes(q) || messages[language][key]?.toLowerCase().includes(q))
      .map((key) => ({ key, language, defaultValue: messages[language][key] ?? '', override: overrides[key] ?? null }));
  },
  'admin.translations.field': ({ body }) => {
    assertMessageIds([body.key], () => ['key']);
    (db.state.overrides[body.language] ??= {})[body.key] = body.value;
    db.save();
    return body;
  },
  'admin.translations.batch': ({ body }) => {
    const entries = Object.entries(body.entries as Record<string, string>);
    assertMessageIds(
      entries.map(([key]) => key),
      (key) => ['entries', key],
    );
    const target = (db.state.overrides[body.language] ??= {});
    let updated = 0,
      removed = 0;
    for (const [key, value] of entries) {
      if (value === '') {
        if (Object.hasOwn(target, key)) {
          delete target[key];
          removed++;
        }
      } else {
        target[key] = value;
        updated++;
      }
    }
    db.save();
    return { updated, removed };
  },
  'admin.translations.clearCache': () => ({ cleared: true }),
};
