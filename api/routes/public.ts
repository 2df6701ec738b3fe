/** Public reads and writes of the contract, on MongoDB. */
import { randomUUID } from 'node:crypto';
import { LANGUAGES } from '../../src/contract/common';
import { todayInBerlin } from '../../src/contract/entities/appointment';
import { toTreatmentSummary } from '../../src/contract/entities/treatment';
import { cvFilename } from '../../src/contract/fileTypes';
import { ApiError, ERROR_MESSAGE, FileReply, Reply } from '../../src/contract/http';
import {
  DEFAULT_LOCATION,
  isOfferedSlot,
  MAX_OPEN_REQUESTS,
  normalisedEmail,
  normalisedPhone,
  NOT_A_SLOT,
  OPEN_STATUSES,
  outOfReach,
  SLOT_TAKEN,
  slotKey,
  TOO_MANY_OPEN,
} from '../../src/contract/rules/booking';
import { hoursAsText, openingStatus, requestSlots, type WeeklyHours } from '../../src/contract/rules/openingHours';
import { treatmentCategories } from '../../src/catalogue/categories';
import { LANGUAGE_NAMES } from '../../src/i18n/locale';
import type { Row } from '../plugins/app/repositories';
import { isDuplicateKey } from '../plugins/app/transientWrites';
import type { Ctx, Impl } from './runtime';

/** Contact data cache: 300 s (spec §7), dropped when staff change the contact record. */
export const CONTACT_CACHE_MS = 300_000;
const contactCache = new WeakMap<object, { value: Row; expires: number }>();
export const invalidateContactCache = (app: object) => contactCache.delete(app);

async function contactRecord({ app }: Ctx): Promise<Row> {
  const hit = contactCache.get(app);
  if (hit && hit.expires > Date.now()) return hit.value;
  const value = await app.repos.contact.get('contact');
  if (!value) throw new ApiError('not_found');
  contactCache.set(app, { value, expires: Date.now() + CONTACT_CACHE_MS });
  return value;
}
const strip = ({ id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest }: Row) => rest;
const hoursOf = async (ctx: Ctx) => (await contactRecord(ctx)).opening_hours as WeeklyHours;

async function single(ctx: Ctx, collection: string, id: string) {
  const r = await ctx.app.repos[collection].get(id);
  if (!r) throw new ApiError('not_found');
  return r;
}
async function bySlug(ctx: Ctx, collection: string, extra: Record<string, unknown>, notFound = 'error.notFound') {
  const r = await ctx.app.repos[collection].findOne({ slug: ctx.params.slug, ...extra });
  if (!r) throw new ApiError('not_found', notFound);
  return r;
}
const publishedPost = () => ({ status: 'published', publishedAt: { $ne: null, $lte: new Date().toISOString() } });

/** The row of a public submission: a new id, the fields without the bot trap, timestamps. */
function submission(collection: string, fields: Record<string, unknown>, extra: Record<string, unknown>): Row {
  const { website: _trap, ...clean } = fields;
  const now = new Date().toISOString();
  return {
    id: `${collection.slice(0, 4)}-${randomUUID().slice(0, 12)}`,
    ...clean,
    ...extra,
    createdAt: now,
    updatedAt: now,
    updatedBy: null,
  };
}

/** Stores a public submission with an acknowledged write before answering 201. */
async function store(ctx: Ctx, collection: string, fields: Record<string, unknown>, extra: Record<string, unknown>) {
  return ctx.app.repos[collection].insert(submission(collection, fields, extra));
}

export const publicImpls: Record<string, Impl> = {
  health: async ({ app }) => {
    const up = await app.mongo.db.command({ ping: 1 }).then(
      () => true,
      () => false,
    );
    const body = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', time: new Date().toISOString() };
    return new Reply(body, { status: up ? 200 : 503 });
  },
  'practice.info': async (ctx) => ({
    ...strip(await single(ctx, 'practice', 'info')),
    opening_hours: hoursAsText(await hoursOf(ctx)),
  }),
  'practice.images': ({ app }) => app.repos['practice-images'].find(),
  'practice.openingStatus': async (ctx) => openingStatus(await hoursOf(ctx)),
  'languages.list': () => LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
  'contact.public': async (ctx) => strip(await contactRecord(ctx)),
  'settings.public': async (ctx) => {
    const { bookingUrl, bookingRequestUrl, bookingTracking, analyticsId, whatsappNumber, socialLinks } = await single(
      ctx,
      'settings',
      'settings',
    );
    return { bookingUrl, bookingRequestUrl, bookingTracking, analyticsId, whatsappNumber, socialLinks };
  },
  'treatments.list': async ({ app, query }) => {
    const filter: Record<string, unknown> = { published: { $ne: false } };
    if (query.category) filter.category = String(query.category);
    if (query.popular) filter.isPopular = query.popular === 'true';
    const rows = await app.repos.treatments.find(filter);
    const q = String(query.q ?? '').toLowerCase();
    const hits = q ? rows.filter((t) => JSON.stringify([t.title, t.shortDescription]).toLowerCase().includes(q)) : rows;
    return hits.map((t) => toTreatmentSummary(t as never));
  },
  'treatments.categories': async ({ app }) =>
    treatmentCategories((await app.repos.treatments.collection.distinct('category', { published: { $ne: false } })) as never[]),
  'treatments.bySlug': (ctx) => bySlug(ctx, 'treatments', { published: { $ne: false } }, 'error.treatmentNotFound'),
  'team.list': ({ app }) => app.repos.team.find({ published: true }, { order: 1 }),
  'team.bySlug': (ctx) => bySlug(ctx, 'team', { published: true }, 'error.teamMemberNotFound'),
  'blog.list': async ({ app, query }) => {
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 9);
    const filter: Record<string, unknown> = publishedPost();
    if (query.category)
      filter.categoryId = (await app.repos['blog-categories'].findOne({ slug: String(query.category) }))?.id ?? '—';
    const [items, total] = await Promise.all([
      app.repos.blog.collection
        .find(filter, { projection: { body: 0 } })
        .sort({ publishedAt: -1, _id: 1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .toArray(),
      app.repos.blog.count(filter),
    ]);
    return { items: items.map(({ _id, ...rest }) => ({ id: String(_id), ...rest })), page, pageSize, total };
  },
  'blog.categories': ({ app }) => app.repos['blog-categories'].find(),
  'blog.bySlug': (ctx) => bySlug(ctx, 'blog', publishedPost()),
  'reviews.list': async ({ app }) => {
    const items = await app.repos.reviews.find({ status: 'approved' }, { date: -1, _id: 1 });
    const average = items.length ? items.reduce((s, r) => s + Number(r.rating), 0) / items.length : 0;
    return { items, average: Math.round(average * 10) / 10, count: items.length };
  },
  'appointments.slots': async (ctx) => {
    const from = String(ctx.query.from ?? todayInBerlin());
    const days = Number(ctx.query.days ?? 14);
    const locations = ctx.query.location ? [String(ctx.query.location)] : ['oberfoehring', 'schwabing'];
    const booked = await ctx.app.repos.appointments.collection
      .find(
        { status: { $ne: 'cancelled' }, preferredDate: { $gte: from } },
        { projection: { preferredDate: 1, preferredTime: 1, location: 1 } },
      )
      .toArray();
    const taken = new Set(booked.map((a) => slotKey(String(a.preferredDate), String(a.preferredTime), a.location)));
    const hours = await hoursOf(ctx);
    const now = new Date();
    return locations.flatMap((location) =>
      requestSlots(hours, from, days, (d, t) => taken.has(slotKey(d, t, location)) || outOfReach(d, t, now)).map((s) => ({
        ...s,
        location,
      })),
    );
  },
  'pages.list': ({ app }) => app.repos.pages.find({ published: true }),
  'pages.bySlug': (ctx) => bySlug(ctx, 'pages', { published: true }),
  'translations.get': async ({ app, query, lang }) => {
    const rows = await app.repos.translations.find({ language: String(query.lang ?? lang) });
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  },
  'content.list': ({ app, query }) => app.repos.content.find({ page: String(query.page), published: true }, { order: 1 }),
  'hero.get': (ctx) => single(ctx, 'hero', 'hero'),
  'about.get': (ctx) => single(ctx, 'about', 'about'),
  'seo.get': ({ app, query, lang }) => app.repos.seo.find({ page: String(query.page), language: String(query.lang ?? lang) }),
  'jobs.list': ({ app }) => app.repos.jobs.find({ published: true }, { datePosted: -1 }),
  'jobs.bySlug': (ctx) => bySlug(ctx, 'jobs', { published: true }),
  'media.file': async ({ app, params, request }) => {
    const file = await app.storage.get(params.id);
    if (!file || !file.contentType.startsWith('image/')) throw new ApiError('not_found');
    const etag = `"${file.etag}"`;
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' };
    if (request.headers['if-none-match'] === etag) return new Reply(null, { status: 304, headers });
    return new FileReply(file.bytes, file.contentType, undefined, headers);
  },
  'contact.send': async (ctx) =>
    new Reply({ id: (await store(ctx, 'messages', ctx.body, { read: false, language: ctx.lang })).id }),
  'newsletter.subscribe': async (ctx) => {
    // Same answer for a repeated address: no enumeration, no duplicate row. One atomic upsert keyed
    // by the address (canonical already: the contract's AccountEmail), so simultaneous subscriptions
    // of one address all get the one stored row.
    const { consent: _c, website: _trap, ...rest } = ctx.body;
    const row = await ctx.app.repos.newsletter.findOrInsert(
      { email: rest.email },
      submission('newsletter', rest, { language: ctx.body.language ?? ctx.lang, status: 'pending' }),
    );
    return { id: row.id, status: row.status };
  },
  // Only a slot the form offers, once (a unique index on slotKey decides between simultaneous
  // requests), and a few open requests per person: one client cannot fill the practice's days.
  'appointments.create': async (ctx) => {
    const {
      preferredDate: date,
      preferredTime: time,
      email,
      phone,
    } = ctx.body as { preferredDate: string; preferredTime: string; email: string; phone: string };
    const location = ctx.body.location ?? DEFAULT_LOCATION;
    if (!isOfferedSlot(await hoursOf(ctx), date, time))
      throw new ApiError('validation', ERROR_MESSAGE.validation, [{ path: ['preferredTime'], message: NOT_A_SLOT }]);
    const repo = ctx.app.repos.appointments;
    const taken = () => new ApiError('duplicate', SLOT_TAKEN, [{ path: ['preferredTime'], message: SLOT_TAKEN }]);
    // Rows stored before slot keys existed hold their slot too.
    const holders = {
      status: { $ne: 'cancelled' },
      preferredDate: date,
      preferredTime: time,
      location: location === DEFAULT_LOCATION ? { $in: [location, null] } : location,
    };
    if (await repo.count(holders as never)) throw taken();
    const keys = { emailKey: normalisedEmail(email), phoneKey: normalisedPhone(phone) };
    const open = await repo.count({
      status: { $in: [...OPEN_STATUSES] },
      preferredDate: { $gte: todayInBerlin() },
      $or: [{ emailKey: keys.emailKey }, { phoneKey: keys.phoneKey }],
    });
    if (open >= MAX_OPEN_REQUESTS) throw new ApiError('duplicate', TOO_MANY_OPEN);
    const row = submission('appointments', ctx.body, {
      status: 'new',
      language: ctx.body.language ?? ctx.lang,
      slotKey: slotKey(date, time, location),
      ...keys,
    });
    try {
      await repo.insert(row);
    } catch (err) {
      // Lost the race for the slot, unless the loser is this very request's own retried write.
      if (isDuplicateKey(err, 'slotKey') && !(await repo.get(row.id))) throw taken();
      if (!isDuplicateKey(err, 'slotKey')) throw err;
    }
    return { id: row.id, status: 'new' };
  },
  'applications.create': async (ctx) => {
    const up = ctx.upload!;
    // Stored under a name the server makes from the detected type, never the client's (issue 15).
    const filename = cvFilename(String(ctx.body.lastName), todayInBerlin(), up.ext);
    const fileId = await ctx.app.storage.put(up.bytes, { filename, contentType: up.contentType, kind: 'cv' });
    try {
      const row = await store(
        ctx,
        'applications',
        { ...ctx.body, jobId: ctx.body.jobId ?? null },
        {
          cv: { fileId, filename, size: up.bytes.length, contentType: up.contentType },
          status: 'new',
          submittedAt: new Date().toISOString(),
        },
      );
      return { id: row.id, status: 'new' };
    } catch (err) {
      await ctx.app.storage.remove(fileId); // no orphaned CV when the record could not be written
      throw err;
    }
  },
};
