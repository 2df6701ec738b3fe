/**
 * The contract's plain constants, without zod: the public site's first-load code imports these
 * (languages, limits, weekdays) and must not pull the schema library into every page (the first
 * load's 130 KB JavaScript budget). common.ts re-exports them next to the schemas built on them.
 */

/** The five languages of the product; German is the default and the fallback. */
export const LANGUAGES = ['de', 'en', 'fr', 'es', 'ru'] as const;
export const DEFAULT_LANGUAGE = 'de' as const;
export type LanguageCode = (typeof LANGUAGES)[number];

/** Upper bounds that keep every stored string finite (security: no unbounded input). */
export const LIMITS = {
  name: 120,
  short: 300,
  text: 5_000,
  longText: 50_000,
  url: 2_000,
  minName: 2, // minimum name length
  minPhone: 10, // minimum phone length
  uploadBytes: 5 * 1024 * 1024, // upload limit 5 MB
  minPassword: 12,
} as const;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The practice's two locations (Oberföhring and Schwabing); entities/practice.ts builds LocationKey from it. */
export const LOCATION_KEYS = ['oberfoehring', 'schwabing'] as const;

/** What an appointment request may be for; the labels are catalogue keys treatmentType.*. */
export const TREATMENT_TYPES = [
  'checkup',
  'cleaning',
  'filling',
  'rootCanal',
  'crown',
  'implant',
  'whitening',
  'orthodontics',
  'emergency',
  'consultation',
  'other',
] as const;

const HOUR_MS = 3_600_000;
/** The instant summer time starts or ends in `year`: the last Sunday of the month (2: March, 9: October), 01:00 UTC. */
const lastSundayOf = (year: number, month: number) => {
  const day = new Date(Date.UTC(year, month + 1, 0, 1));
  return day.getTime() - day.getUTCDay() * 24 * HOUR_MS;
};

/**
 * The practice's wall clock (Europe/Berlin) at `now`, as a Date whose UTC fields read it. Counted by
 * the EU's summer-time rule (UTC+2 from the last Sunday of March to the last Sunday of October,
 * switching at 01:00 UTC; UTC+1 otherwise) instead of asked of Intl.DateTimeFormat: a page's first
 * date or number format costs ICU's start-up (20 to over 100 ms), which would fall into the
 * hydration of the booking form, the open-now badge and today's opening hours. A unit
 * test holds it to Intl's answer.
 */
export const berlinWallClock = (now = new Date()) => {
  const t = now.getTime();
  const year = now.getUTCFullYear();
  const summer = t >= lastSundayOf(year, 2) && t < lastSundayOf(year, 9);
  return new Date(t + (summer ? 2 : 1) * HOUR_MS);
};

/** Today in the practice's time zone, as YYYY-MM-DD. */
export const todayInBerlin = (now = new Date()) => berlinWallClock(now).toISOString().slice(0, 10);

/** How far ahead a visitor may request an appointment (days from today, today included). */
export const BOOKING_HORIZON_DAYS = 180;
/** The date `days` after `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** The last day a request may ask for. */
export const lastBookableDay = (today = todayInBerlin()) => addDays(today, BOOKING_HORIZON_DAYS - 1);

/** CV types accepted, checked by content (magic bytes) on the server, never by name or MIME type. */
export const CV_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
/** The CV types' file name extensions, as a file input's accept list (".pdf,.doc,.docx"). */
export const CV_ACCEPT = Object.keys(CV_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

/**
 * How long content may be reused without asking again: the browser's freshness of content reads and
 * the bound of a rendered page that shows nothing clock-bound, stale copy included (api/ssr/pageRenderer.ts).
 * Staff changes empty every instance's caches at once (api/plugins/app/contentChanges.ts), so this bounds only what
 * changes without a staff write (the footer's year at New Year) and what an open tab shows.
 */
export const CONTENT_FRESH_MS = 300_000;
/** How often a shown opening status asks again (it depends on the clock). */
export const OPENING_STATUS_REFRESH_MS = 60_000;

/** Where a preview link of a draft opens: `/preview/<token>`, outside the site's own paths, so no page cache key is one. */
export const PREVIEW_PREFIX = '/preview/';
