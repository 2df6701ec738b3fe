/** Public reads and writes of the contract, once for the server and the mocks. */
import { countOutcome } from './statistics';
import type { Implementations, ResultOf } from '../src/contract/endpoints';
import { LANGUAGES } from '../src/contract/common';
import { todayInBerlin } from '../src/contract/entities/appointment';
import { teamDisplayName } from '../src/contract/rules/teamName';
import { toTreatmentSummary } from '../src/contract/entities/treatment';
import { cvFilename } from '../src/contract/fileTypes';
import { ApiError, ERROR_MESSAGE, FileReply, Reply } from '../src/contract/http';
import { HOLDS_SLOT, heldTime } from '../src/contract/rules/appointmentLifecycle';
import {
  DEFAULT_LOCATION,
  isOfferedSlot,
  LOCATION_REQUIRED,
  MAX_OPEN_REQUESTS,
  normalisedEmail,
  normalisedPhone,
  NOT_A_SLOT,
  OPEN_STATUSES,
  outOfReach,
  SLOT_TAKEN,
  slotKey,
  TOO_MANY_OPEN,
} from '../src/contract/rules/booking';
import { hoursAsText, openingStatus, requestSlots, type WeeklyHours } from '../src/contract/rules/openingHours';
import { LEGAL_BASELINE } from '../src/contract/rules/legal';
import { treatmentCategories } from '../src/catalogue/categories';
import { claimFilter, withoutUnconfirmedClaims } from '../src/catalogue/claimFilter';
import { searchTreatments } from '../src/catalogue/store';
import { LANGUAGE_NAMES } from '../src/i18n/locale';
import { localize } from '../src/i18n/localize';
import type { Localized } from '../src/contract/common';
import type { LocationKey } from '../src/contract/entities/practice';
import type { AppointmentHistoryEntry } from '../src/contract/entities/appointment';
import { cancelByPatient, lookUpCancellation } from './appointments';
import { claimClientRequest, releaseClientRequest } from './bookingClients';
import { retentionInForce, type RetentionPeriods } from '../src/contract/rules/retention';
import type { Ctx } from './context';
import { logAppointmentConsent } from './consentLog';
import { notifySubmission } from './notifications';
import { isDuplicate, newId } from './ids';
import type { Filter, Row, RowOf } from './store';

/** Contact data cache: 300 s, dropped when staff change the contact record. */
export const CONTACT_CACHE_MS = 300_000;
export const CONTACT_CACHE_KEY = 'contact';

const contactRecord = ({ store, services }: Ctx): Promise<RowOf<'contact'>> =>
  services.cache.remember(CONTACT_CACHE_KEY, CONTACT_CACHE_MS, async () => {
    const value = await store.collection('contact').get('contact');
    if (!value) throw new ApiError('not_found');
    return value;
  });
const strip = <T extends Row>({ id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest }: T) => rest;
const hoursOf = async (ctx: Ctx) => (await contactRecord(ctx)).opening_hours as WeeklyHours;

async function single<N extends string>(ctx: Ctx, collection: N, id: string) {
  const r = await ctx.store.collection(collection).get(id);
  if (!r) throw new ApiError('not_found');
  return r;
}
async function bySlug<N extends string>(ctx: Ctx, collection: N, extra: Filter, notFound = 'error.notFound') {
  const r = await ctx.store.collection(collection).findOne({ slug: ctx.params.slug, ...extra });
  if (!r) throw new ApiError('not_found', notFound);
  return r;
}
/** What visitors see of treatments, the team and the blog (also the server's slug index: api/ssr/knownSlugs.ts). */
export const VISIBLE_TREATMENT = { published: { $ne: false } };
export const VISIBLE_TEAM_MEMBER = { published: true };
export const publishedPost = () => ({ status: 'published', publishedAt: { $ne: null, $lte: new Date().toISOString() } });
/** What the public site may state of the practice: the claims staff confirmed in the settings. */
const publicClaimFilter = async ({ store }: Ctx) =>
  claimFilter((await store.collection('settings').get('settings'))?.confirmedClaims as string[] | undefined);

const slotTaken = () => new ApiError('duplicate', SLOT_TAKEN, [{ path: ['preferredTime'], message: SLOT_TAKEN }]);

/**
 * The practice a request is for: required where the practice has several locations (the practice
 * data says which), else its one location; requests stored before this may lack it (src/contract/rules/booking.ts).
 */
async function requestLocation(ctx: Ctx, asked: LocationKey | undefined): Promise<LocationKey> {
  const info = await ctx.store.collection('practice').get('info');
  const keys = ((info?.locations ?? []) as { key: LocationKey }[]).map((l) => l.key);
  if (asked && (keys.length === 0 || keys.includes(asked))) return asked;
  if (!asked && keys.length <= 1) return keys[0] ?? DEFAULT_LOCATION;
  throw new ApiError('validation', ERROR_MESSAGE.validation, [{ path: ['location'], message: LOCATION_REQUIRED }]);
}

/** The row of a public submission: a new id, the fields without the bot trap, timestamps. */
function submission<F extends { website?: unknown }, E extends object>(collection: string, fields: F, extra: E) {
  const { website: _trap, ...clean } = fields;
  const now = new Date().toISOString();
  return { id: newId(collection), ...clean, ...extra, createdAt: now, updatedAt: now, updatedBy: null };
}

/** Stores a public submission with an acknowledged write before answering 201. */
const store = (ctx: Ctx, collection: string, fields: Record<string, unknown>, extra: Record<string, unknown>) =>
  ctx.store.collection(collection).insert(submission(collection, fields, extra));

export const publicImpls = {
  health: async ({ services }) => {
    const up = await services.databaseUp();
    const body: ResultOf<'health'> = {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      time: new Date().toISOString(),
    };
    return new Reply(body, { status: up ? 200 : 503 });
  },
  'practice.info': async (ctx) => ({
    ...strip(await single(ctx, 'practice', 'info')),
    opening_hours: hoursAsText(await hoursOf(ctx)),
  }),
  'practice.images': ({ store }) => store.collection('practice-images').find(),
  'practice.openingStatus': async (ctx) => openingStatus(await hoursOf(ctx)),
  'languages.list': () => LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
  'contact.public': async (ctx) => strip(await contactRecord(ctx)),
  'settings.public': async (ctx) => {
    const { bookingUrl, bookingRequestUrl, bookingTracking, analyticsId, whatsappNumber, socialLinks, retention } = await single(
      ctx,
      'settings',
      'settings',
    );
    return {
      bookingUrl,
      bookingRequestUrl,
      bookingTracking,
      analyticsId,
      whatsappNumber,
      socialLinks,
      retention: retentionInForce(retention as Partial<RetentionPeriods> | undefined),
    };
  },
  // Until staff first save the legal record, the pages show the statutory baseline (nothing invented).
  'legal.public': async ({ store }) => {
    const row = await store.collection('legal').get('legal');
    return row ? { ...LEGAL_BASELINE, ...strip(row) } : LEGAL_BASELINE;
  },
  'treatments.list': async (ctx) => {
    const { store, query } = ctx;
    const filter: Filter = { published: { $ne: false } };
    if (query.category) filter.category = String(query.category);
    if (query.popular) filter.isPopular = query.popular === 'true';
    const claims = await publicClaimFilter(ctx);
    const shown = (await store.collection('treatments').find(filter)).map((t) =>
      withoutUnconfirmedClaims(toTreatmentSummary(t), claims),
    );
    // Searched in what visitors are shown (any language's name or short description): a word
    // only a withheld claim's sentence holds finds nothing, as the list's own filter in the browser.
    const hits = searchTreatments(
      // A text the filter left out entirely is absent (hence `?? {}`).
      shown.map((s) => ({ name: s.title ?? {}, short_description: s.shortDescription ?? {}, category_id: s.category, s })),
      String(query.q ?? ''),
    ).map(({ s }) => s);
    // Specialist titles of the dentists the treatments name: only with one is a treatment called specialist care.
    const specialists = await store.collection('team').find({ published: true, specialistTitle: { $exists: true } });
    const specialty = new Map(specialists.map((m) => [teamDisplayName(m), m.specialistTitle]));
    return hits.map((t) => {
      const doctorSpecialty = specialty.get(String(t.doctorName));
      return { ...t, ...(doctorSpecialty ? { doctorSpecialty } : {}) };
    });
  },
  // Sorted by key, as MongoDB's distinct answered before the store interface: the site lists them in this order.
  'treatments.categories': async ({ store }) =>
    treatmentCategories(
      [...new Set((await store.collection('treatments').find({ published: { $ne: false } })).map((t) => t.category))].sort(),
    ),
  'treatments.bySlug': async (ctx) => {
    const [treatment, claims] = await Promise.all([
      bySlug(ctx, 'treatments', VISIBLE_TREATMENT, 'error.treatmentNotFound'),
      publicClaimFilter(ctx),
    ]);
    return withoutUnconfirmedClaims(treatment, claims);
  },
  'team.list': ({ store }) => store.collection('team').find({ published: true }, { order: 1 }),
  'team.bySlug': (ctx) => bySlug(ctx, 'team', VISIBLE_TEAM_MEMBER, 'error.teamMemberNotFound'),
  'blog.list': async ({ store, query }) => {
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 9);
    const filter: Filter = publishedPost();
    if (query.category)
      filter.categoryId = (await store.collection('blog-categories').findOne({ slug: String(query.category) }))?.id ?? '—';
    const blog = store.collection('blog');
    const [items, total] = await Promise.all([
      blog.find(filter, { publishedAt: -1, id: 1 }, pageSize, (page - 1) * pageSize),
      blog.count(filter),
    ]);
    return { items: items.map(({ body: _body, ...summary }) => summary), page, pageSize, total };
  },
  'blog.categories': ({ store }) => store.collection('blog-categories').find(),
  'blog.bySlug': (ctx) => bySlug(ctx, 'blog', publishedPost()),
  'reviews.list': async ({ store }) => {
    const items = await store.collection('reviews').find({ status: 'approved' }, { date: -1, id: 1 });
    const average = items.length ? items.reduce((s, r) => s + Number(r.rating), 0) / items.length : 0;
    const legal = await store.collection('legal').get('legal');
    const verification =
      (legal?.reviewVerification as typeof LEGAL_BASELINE.reviewVerification) ?? LEGAL_BASELINE.reviewVerification;
    return { items, average: Math.round(average * 10) / 10, count: items.length, verification };
  },
  'appointments.slots': async (ctx) => {
    const from = String(ctx.query.from ?? todayInBerlin());
    const days = Number(ctx.query.days ?? 14);
    const locations: LocationKey[] = ctx.query.location ? [ctx.query.location] : ['oberfoehring', 'schwabing'];
    // Taken: the time each open request holds (the one the practice confirmed or proposed, else the requested one).
    const booked = await ctx.store.collection('appointments').find({
      status: { $in: [...HOLDS_SLOT] },
      $or: [{ preferredDate: { $gte: from } }, { 'scheduled.date': { $gte: from } }],
    });
    const taken = new Set(
      booked.map((a) => {
        const held = heldTime(a);
        return slotKey(held.date, held.time, held.location);
      }),
    );
    const hours = await hoursOf(ctx);
    const now = new Date();
    return locations.flatMap((location) =>
      requestSlots(hours, from, days, (d, t) => taken.has(slotKey(d, t, location)) || outOfReach(d, t, now)).map((s) => ({
        ...s,
        location,
      })),
    );
  },
  'pages.list': ({ store }) => store.collection('pages').find({ published: true }),
  'pages.bySlug': (ctx) => bySlug(ctx, 'pages', { published: true }),
  'translations.get': async ({ store, query, lang }) => {
    const rows = await store.collection('translations').find({ language: String(query.lang ?? lang) });
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  },
  'content.list': ({ store, query }) =>
    store.collection('content').find({ page: String(query.page), published: true }, { order: 1 }),
  'hero.get': (ctx) => single(ctx, 'hero', 'hero'),
  'about.get': (ctx) => single(ctx, 'about', 'about'),
  'seo.get': ({ store, query, lang }) =>
    store.collection('seo').find({ page: String(query.page), language: String(query.lang ?? lang) }),
  'jobs.list': ({ store }) => store.collection('jobs').find({ published: true }, { datePosted: -1 }),
  'jobs.bySlug': (ctx) => bySlug(ctx, 'jobs', { published: true }),
  'media.file': async ({ services, params, header }) => {
    const file = await services.files.get(params.id);
    if (!file || !file.contentType.startsWith('image/')) throw new ApiError('not_found');
    const etag = `"${file.etag}"`;
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' };
    if (header('if-none-match') === etag) return new Reply(null, { status: 304, headers });
    return new FileReply(file.bytes, file.contentType, undefined, headers);
  },
  'contact.send': async (ctx) => {
    const row = await store(ctx, 'messages', ctx.body, { read: false, language: ctx.lang });
    // A message names no location: it goes to the main practice's recipients (src/contract/entities/mail.ts).
    await notifySubmission(ctx, {
      kind: 'messages',
      id: row.id,
      location: DEFAULT_LOCATION,
      createdAt: String(row.createdAt),
      receipt: { to: ctx.body.email, template: 'messageReceipt', language: ctx.lang, data: {} },
    });
    await countOutcome(ctx, 'message', ctx.lang);
    return new Reply({ id: row.id });
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
    const location = await requestLocation(ctx, ctx.body.location);
    if (!isOfferedSlot(await hoursOf(ctx), date, time))
      throw new ApiError('validation', ERROR_MESSAGE.validation, [{ path: ['preferredTime'], message: NOT_A_SLOT }]);
    const appointments = ctx.store.collection('appointments');
    const key = slotKey(date, time, location);
    // The slot's holder, or a row stored before slot keys existed (no key) that asked for it.
    const holders = {
      status: { $in: [...HOLDS_SLOT] },
      $or: [
        { slotKey: key },
        {
          slotKey: { $exists: false },
          preferredDate: date,
          preferredTime: time,
          location: location === DEFAULT_LOCATION ? { $in: [location, null] } : location,
        },
      ],
    };
    if (await appointments.count(holders)) throw slotTaken();
    const keys = { emailKey: normalisedEmail(email), phoneKey: normalisedPhone(phone) };
    const open = await appointments.count({
      status: { $in: [...OPEN_STATUSES] },
      preferredDate: { $gte: todayInBerlin() },
      $or: [{ emailKey: keys.emailKey }, { phoneKey: keys.phoneKey }],
    });
    if (open >= MAX_OPEN_REQUESTS) throw new ApiError('duplicate', TOO_MANY_OPEN);
    const language = ctx.body.language ?? ctx.lang;
    // heardAbout goes to the statistics only (behaviour/statistics.ts), never with the request's person.
    const { treatment: slug, healthDataConsent: _consent, reminderOptIn, heardAbout: _heardAbout, ...fields } = ctx.body;
    // Kept with the request: the consent only where there is a message it covers; reminders only when asked for.
    const consents = { ...(fields.message?.trim() ? { healthDataConsent: true } : {}), reminderOptIn: reminderOptIn === true };
    // The treatment page the booking link came from, if it still shows a published treatment.
    const treatment =
      slug && (await ctx.store.collection('treatments').count({ slug, published: { $ne: false } })) ? { treatment: slug } : {};
    const requested: AppointmentHistoryEntry = {
      at: new Date().toISOString(),
      by: 'patient',
      step: 'request',
      status: 'new',
      slot: { date, time, location },
    };
    const row = submission('appointments', fields, {
      ...consents,
      location,
      ...treatment,
      status: 'new' as const,
      language,
      history: [requested],
      slotKey: key,
      ...keys,
    });
    Object.assign(row, await claimClientRequest(ctx, row.id)); // 409 past the client's requests of the day
    try {
      await appointments.insert(row);
    } catch (err) {
      if (!isDuplicate(err, 'slotKey')) throw err;
      // Lost the race for the slot, unless the loser is this very request's own retried write.
      if (!(await appointments.get(row.id))) {
        await releaseClientRequest(ctx, row.id);
        throw slotTaken();
      }
      return { id: row.id, status: 'new' }; // the first write of this request told everyone already
    }
    await logAppointmentConsent(ctx, row);
    await notifySubmission(ctx, {
      kind: 'appointments',
      id: row.id,
      location,
      createdAt: String(row.createdAt),
      receipt: { to: email, template: 'appointmentReceipt', language, data: { date, time, location } },
    });
    await countOutcome(ctx, 'appointment', language, { choice: ctx.body.heardAbout });
    return { id: row.id, status: 'new' };
  },
  'appointments.cancellation.lookup': (ctx) => lookUpCancellation(ctx, ctx.body.token),
  'appointments.cancellation.confirm': (ctx) => cancelByPatient(ctx, ctx.body.token),
  'applications.create': async (ctx) => {
    const up = ctx.upload!;
    // Stored under a name the server makes from the detected type, never the client's.
    const filename = cvFilename(String(ctx.body.lastName), todayInBerlin(), up.ext);
    const fileId = await ctx.services.files.put(up.bytes, { filename, contentType: up.contentType, kind: 'cv' });
    let application: Row;
    try {
      const row = await store(
        ctx,
        'applications',
        { ...ctx.body, jobId: ctx.body.jobId ?? null },
        {
          cv: { fileId, filename, size: up.bytes.length, contentType: up.contentType },
          status: 'new',
          language: ctx.lang,
          submittedAt: new Date().toISOString(),
        },
      );
      application = row;
    } catch (err) {
      await ctx.services.files.remove(fileId); // no orphaned CV when the record could not be written
      throw err;
    }
    // The posting decides the location and names the job in the receipt; an unsolicited one goes to the main practice.
    const job = ctx.body.jobId ? await ctx.store.collection('jobs').get(ctx.body.jobId) : null;
    await notifySubmission(ctx, {
      kind: 'applications',
      id: application.id,
      location: (job?.location as LocationKey | undefined) ?? DEFAULT_LOCATION,
      createdAt: String(application.createdAt),
      receipt: {
        to: ctx.body.email,
        template: 'applicationReceipt',
        language: ctx.lang,
        data: { jobTitle: job ? localize(job.title as Localized, ctx.lang) || null : null },
      },
    });
    await countOutcome(ctx, 'application', ctx.lang);
    return { id: application.id, status: 'new' };
  },
} satisfies Partial<Implementations<Ctx>>;
