/** Mock implementations of the public reads and writes of the contract. */
import { LANGUAGES } from '../../src/contract/common';
import { cvFilename } from '../../src/contract/fileTypes';
import { ApiError, ERROR_MESSAGE } from '../../src/contract/http';
import {
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
import { todayInBerlin } from '../../src/contract/entities/appointment';
import { toTreatmentSummary } from '../../src/contract/entities/treatment';
import { treatmentCategories } from '../../src/catalogue/categories';
import { LANGUAGE_NAMES } from '../../src/i18n/locale';
import { db, files, newId, now, type Row } from '../db';
import { practiceImages, practiceInfo } from '../../content';
import { FileReply, Reply, type Impl } from './runtime';

const one = (collection: string) => db.collection(collection)[0];
const bySlug = (collection: string, slug: string, visible: (r: Row) => boolean, notFound = 'error.notFound') => {
  const found = db.collection(collection).find((r) => r.slug === slug && visible(r));
  if (!found) throw new ApiError('not_found', notFound);
  return found;
};
const strip = ({ id: _id, createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest }: Row) => rest;
const contactHours = () => one('contact').opening_hours as WeeklyHours;
const isPublishedPost = (r: Row) => r.status === 'published' && !!r.publishedAt && String(r.publishedAt) <= now();
const byOrder = (a: Row, b: Row) => Number(a.order) - Number(b.order);
/** Slots held by requests that are not cancelled. */
const heldSlots = () =>
  db
    .collection('appointments')
    .filter((a) => a.status !== 'cancelled')
    .map((a) => slotKey(String(a.preferredDate), String(a.preferredTime), a.location as string | undefined));

/** Stores a public submission: validated by the runtime, stamped, saved. */
function store(collection: string, fields: Record<string, unknown>, extra: Record<string, unknown>) {
  const { website: _trap, ...clean } = fields;
  const record = { id: newId(collection.slice(0, 4)), ...clean, ...extra, createdAt: now(), updatedAt: now(), updatedBy: null };
  db.collection(collection).push(record as Row);
  db.save();
  return record;
}

export const publicImpls: Record<string, Impl> = {
  health: () => ({ status: 'ok', database: 'up', time: now() }),
  'practice.info': () => ({ ...practiceInfo, opening_hours: hoursAsText(contactHours()) }),
  'practice.images': () => practiceImages,
  'practice.openingStatus': () => openingStatus(contactHours()),
  'languages.list': () => LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
  'contact.public': () => strip(one('contact')),
  'settings.public': () => {
    const { bookingUrl, bookingRequestUrl, bookingTracking, analyticsId, whatsappNumber, socialLinks } = one('settings');
    return { bookingUrl, bookingRequestUrl, bookingTracking, analyticsId, whatsappNumber, socialLinks };
  },
  'treatments.list': ({ query }) => {
    const q = String(query.q ?? '').toLowerCase();
    return db
      .collection('treatments')
      .filter((t) => t.published !== false)
      .filter((t) => !query.category || t.category === query.category)
      .filter((t) => !query.popular || String(t.isPopular) === query.popular)
      .filter((t) => !q || JSON.stringify([t.title, t.shortDescription]).toLowerCase().includes(q))
      .map((t) => toTreatmentSummary(t as never));
  },
  'treatments.categories': () =>
    treatmentCategories(
      db
        .collection('treatments')
        .filter((t) => t.published !== false)
        .map((t) => t.category as never),
    ),
  'treatments.bySlug': ({ params }) => bySlug('treatments', params.slug, (t) => t.published !== false, 'error.treatmentNotFound'),
  'team.list': () =>
    db
      .collection('team')
      .filter((m) => m.published)
      .sort(byOrder),
  'team.bySlug': ({ params }) => bySlug('team', params.slug, (m) => !!m.published, 'error.teamMemberNotFound'),
  'blog.list': ({ query }) => {
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 9);
    const category = query.category
      ? (db.collection('blog-categories').find((c) => c.slug === query.category)?.id ?? '—')
      : undefined;
    const all = db
      .collection('blog')
      .filter(isPublishedPost)
      .filter((p) => !category || p.categoryId === category)
      .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)));
    const items = all.slice((page - 1) * pageSize, page * pageSize).map(({ body: _body, ...summary }) => summary);
    return { items, page, pageSize, total: all.length };
  },
  'blog.categories': () => db.collection('blog-categories'),
  'blog.bySlug': ({ params }) => bySlug('blog', params.slug, isPublishedPost),
  'reviews.list': () => {
    const items = db
      .collection('reviews')
      .filter((r) => r.status === 'approved')
      .sort((a, b) => String(b.date).localeCompare(String(a.date)));
    const average = items.length ? items.reduce((s, r) => s + Number(r.rating), 0) / items.length : 0;
    return { items, average: Math.round(average * 10) / 10, count: items.length };
  },
  'appointments.slots': ({ query }) => {
    const from = String(query.from ?? todayInBerlin());
    const days = Number(query.days ?? 14);
    const locations = query.location ? [String(query.location)] : ['oberfoehring', 'schwabing'];
    const taken = new Set(heldSlots());
    const now = new Date();
    return locations.flatMap((location) =>
      requestSlots(contactHours(), from, days, (d, t) => taken.has(slotKey(d, t, location)) || outOfReach(d, t, now)).map(
        (s) => ({ ...s, location }),
      ),
    );
  },
  'pages.list': () => db.collection('pages').filter((p) => p.published),
  'pages.bySlug': ({ params }) => bySlug('pages', params.slug, (p) => !!p.published),
  'translations.get': ({ query, lang }) => db.state.overrides[String(query.lang ?? lang)] ?? {},
  'content.list': ({ query }) =>
    db
      .collection('content')
      .filter((c) => c.page === query.page && c.published)
      .sort(byOrder),
  'hero.get': () => one('hero'),
  'about.get': () => one('about'),
  'seo.get': ({ query, lang }) =>
    db.collection('seo').filter((s) => s.page === query.page && s.language === (query.lang ?? lang)),
  'jobs.list': () => db.collection('jobs').filter((j) => j.published),
  'jobs.bySlug': ({ params }) => bySlug('jobs', params.slug, (j) => !!j.published),
  'media.file': ({ params }) => {
    const f = files.get(params.id);
    if (!f) throw new ApiError('not_found');
    return new FileReply(f.bytes, f.contentType);
  },
  'contact.send': ({ body, lang }) => {
    const r = store('messages', body, { read: false, language: lang });
    return new Reply({ id: r.id });
  },
  'newsletter.subscribe': ({ body, lang }) => {
    // Same answer for a repeated address: no enumeration, no duplicate row (the address arrives
    // canonical: the contract's AccountEmail).
    const existing = db.collection('newsletter').find((n) => n.email === body.email);
    if (existing) return { id: existing.id, status: existing.status };
    const { consent: _c, ...rest } = body;
    const r = store('newsletter', rest, { language: body.language ?? lang, status: 'pending' });
    return { id: r.id, status: 'pending' };
  },
  // The server's rules (rules/booking.ts): an offered slot, once, a few open requests per person.
  'appointments.create': ({ body, lang }) => {
    if (!isOfferedSlot(contactHours(), body.preferredDate, body.preferredTime))
      throw new ApiError('validation', ERROR_MESSAGE.validation, [{ path: ['preferredTime'], message: NOT_A_SLOT }]);
    if (heldSlots().includes(slotKey(body.preferredDate, body.preferredTime, body.location)))
      throw new ApiError('duplicate', SLOT_TAKEN, [{ path: ['preferredTime'], message: SLOT_TAKEN }]);
    const email = normalisedEmail(body.email),
      phone = normalisedPhone(body.phone),
      today = todayInBerlin();
    const open = db
      .collection('appointments')
      .filter(
        (a) =>
          (OPEN_STATUSES as readonly unknown[]).includes(a.status) &&
          String(a.preferredDate) >= today &&
          (normalisedEmail(String(a.email)) === email || normalisedPhone(String(a.phone)) === phone),
      );
    if (open.length >= MAX_OPEN_REQUESTS) throw new ApiError('duplicate', TOO_MANY_OPEN);
    const r = store('appointments', body, { status: 'new', language: body.language ?? lang });
    return { id: r.id, status: 'new' };
  },
  'applications.create': ({ body, upload }) => {
    const fileId = newId('cv');
    // Stored under a name the server makes from the detected type, never the client's.
    const filename = cvFilename(String(body.lastName), todayInBerlin(), upload!.ext);
    files.set(fileId, { bytes: upload!.bytes, contentType: upload!.contentType, filename });
    const r = store(
      'applications',
      { ...body, jobId: body.jobId ?? null },
      {
        cv: { fileId, filename, size: upload!.bytes.length, contentType: upload!.contentType },
        status: 'new',
        submittedAt: now(),
      },
    );
    return { id: r.id, status: 'new' };
  },
};
