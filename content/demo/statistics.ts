/**
 * The demo practice's website statistics: a plausible year of daily documents (as
 * behaviour/statisticsKeys.ts stores them) so the admin's "Statistik" shows something in mock mode,
 * in Storybook and after `npm run seed:demo`. Invented, and deterministic (a seeded pseudo-random
 * sequence, dates relative to SEEDED_AT), so stories and screenshots stay the same.
 *
 * The year runs up to the seed day, and the demo goes on for DAYS_AFTER_SEED days after it, so a
 * demo opened in the weeks after the seed date shows its recent days too. Weekdays are busier than
 * weekends, the summer holidays and the turn of the year are quiet, January and autumn busy; most
 * visits are German; requests are a few per 100 visits.
 */
import type { LanguageCode } from '../../src/contract/common';
import { addDays } from '../../src/contract/constants';
import {
  DEVICE_CLASSES,
  DIRECT_KEY,
  HEARD_ABOUT_CHOICES,
  NOT_FOUND_KEY,
  OUTCOME_KINDS,
  type OutcomeKind,
} from '../../src/contract/entities/statistics';
import { canonicalPath } from '../../src/lib/canonicalPath';
import type { Screen } from '../../src/lib/resolvePath';
import { boundedIncrements, tally, type Tally } from '../../behaviour/statisticsKeys';
import { SEEDED_AT } from '../seededAt';

const DAYS_BEFORE_SEED = 365;
const DAYS_AFTER_SEED = 120;

/** mulberry32: small, fast, good enough for invented figures, and the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `total` split by `weights` (each jittered by ±`noise`) into whole numbers that add up to it. */
function split<K extends string>(total: number, weights: [K, number][], rnd: () => number, noise = 0.3): [K, number][] {
  const jittered = weights.map(([k, w]) => [k, w * (1 - noise + 2 * noise * rnd())] as const);
  const sum = jittered.reduce((n, [, w]) => n + w, 0);
  const exact = jittered.map(([k, w]) => [k, (total * w) / sum] as const);
  const out = exact.map(([k, x]) => [k, Math.floor(x)] as [K, number]);
  let left = total - out.reduce((n, [, x]) => n + x, 0);
  const byRemainder = exact.map(([, x], i) => [i, x - Math.floor(x)] as const).sort((a, b) => b[1] - a[1]);
  for (const [i] of byRemainder) {
    if (left-- <= 0) break;
    out[i]![1]++;
  }
  return out.filter(([, n]) => n > 0);
}

const LANGUAGE_SHARE: [LanguageCode, number][] = [
  ['de', 0.72],
  ['en', 0.13],
  ['ru', 0.06],
  ['fr', 0.045],
  ['es', 0.045],
];
/** Busier at the start of the week, quiet at the weekend (Sunday first, as getUTCDay counts). */
const WEEKDAY = [0.55, 1.25, 1.15, 1.1, 1.08, 0.95, 0.6];

const TREATMENTS = [
  'professionelle-zahnreinigung',
  'implantologie',
  'bleaching',
  'aligner',
  'wurzelbehandlung',
  'veneers',
  'prophylaxe',
  'parodontitis',
];
const TEAM = ['dr-katharina-berger', 'dr-alexander-wolf', 'dr-sofia-markovic'];
const POSTS = [
  'zahnnotfall-was-tun',
  'bleaching-mythen-und-fakten',
  'aligner-unsichtbare-zahnkorrektur',
  'erster-zahnarztbesuch-kinder',
];

const SCREENS: [Screen, number][] = [
  [{ screen: 'home' }, 30],
  [{ screen: 'booking' }, 11],
  [{ screen: 'treatments' }, 9],
  [{ screen: 'contact' }, 7],
  [{ screen: 'team' }, 5],
  [{ screen: 'emergency' }, 4],
  [{ screen: 'practice' }, 3],
  [{ screen: 'blog' }, 2],
  [{ screen: 'about' }, 2],
  [{ screen: 'careers' }, 1],
  [{ screen: 'imprint' }, 0.5],
  [{ screen: 'privacy' }, 0.5],
  ...TREATMENTS.map((slug, i): [Screen, number] => [{ screen: 'treatment', slug }, 6 / (i + 1)]),
  ...TEAM.map((slug, i): [Screen, number] => [{ screen: 'teamMember', slug }, 2 / (i + 1)]),
  ...POSTS.map((slug, i): [Screen, number] => [{ screen: 'blogPost', slug }, 1.5 / (i + 1)]),
];

/** The demo site's pages of a language with their weight; other languages read fewer of them. */
const pagesOf = (lang: LanguageCode) => (pagesByLanguage[lang] ??= demoPages(lang));
const pagesByLanguage: Partial<Record<LanguageCode, [string, number][]>> = {};
const demoPages = (lang: LanguageCode): [string, number][] =>
  SCREENS.filter(([, w], i) => lang === 'de' || (lang === 'en' ? w >= 1 : i < 10)).flatMap(([screen, w]) => {
    const path = canonicalPath(lang, screen);
    return path ? [[path, w] as [string, number]] : [];
  });

const REFERRERS: [string, number][] = [
  [DIRECT_KEY, 38],
  ['google.com', 33],
  ['maps.google.com', 8],
  ['jameda.de', 6],
  ['instagram.com', 4],
  ['bing.com', 3],
  ['doctolib.de', 2],
  ['facebook.com', 2],
  ['duckduckgo.com', 2],
  ['ecosia.org', 1],
];

/** Campaigns the practice ran, and when (days relative to the seed day). */
const CAMPAIGNS: { key: string; from: number; to: number; share: number }[] = [
  { key: 'newsletter / email / prophylaxe-herbst', from: -40, to: -20, share: 0.04 },
  { key: 'instagram / social / bleaching-sommer', from: -120, to: -70, share: 0.05 },
  { key: 'google / cpc / implantate', from: -300, to: -200, share: 0.06 },
  { key: 'newsletter / email / jahresstart', from: -270, to: -262, share: 0.05 },
  { key: 'flyer / print / schwabing', from: 10, to: 60, share: 0.03 },
];

const DEVICES: [(typeof DEVICE_CLASSES)[number], number][] = [
  ['mobile', 62],
  ['desktop', 31],
  ['tablet', 7],
];

/** Requests per 100 visitors, and the pages they are sent from. */
const OUTCOMES: Record<OutcomeKind, { per100: number; from: (lang: LanguageCode) => [string, number][] }> = {
  appointment: {
    per100: 2.2,
    from: (lang) => [
      [canonicalPath(lang, { screen: 'booking' })!, 8],
      [canonicalPath(lang, { screen: 'treatment', slug: TREATMENTS[0]! })!, 1],
      [canonicalPath(lang, { screen: 'treatment', slug: TREATMENTS[1]! })!, 1],
    ],
  },
  message: { per100: 0.7, from: (lang) => [[canonicalPath(lang, { screen: 'contact' })!, 1]] },
  application: { per100: 0.08, from: (lang) => [[canonicalPath(lang, { screen: 'careers' })!, 1]] },
  newsletter: {
    per100: 0.3,
    from: (lang) => [
      [canonicalPath(lang, { screen: 'home' })!, 2],
      [canonicalPath(lang, { screen: 'blog' })!, 1],
    ],
  },
};
const HEARD_ABOUT: [(typeof HEARD_ABOUT_CHOICES)[number], number][] = [
  ['search', 45],
  ['maps', 20],
  ['recommendation', 20],
  ['social', 10],
  ['other', 5],
];

/** How busy a day of the year is: quiet in August and around the new year, busy in January and autumn. */
function season(date: string) {
  const d = new Date(`${date}T12:00:00Z`);
  const month = d.getUTCMonth();
  const day = d.getUTCDate();
  if ((month === 11 && day >= 23) || (month === 0 && day <= 2)) return 0.45;
  if (month === 7) return 0.75;
  if (month === 0 || month === 9 || month === 10) return 1.15;
  return 1;
}

/** A nested document from a tally's dotted paths. */
function nested(counts: Tally): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, n] of Object.entries(counts)) {
    const parts = path.split('.');
    let at = out;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    at[parts[parts.length - 1]!] = n;
  }
  return out;
}

function demoDay(date: string, index: number, total: number) {
  const rnd = random(0x5eed + index * 7919);
  const seedDay = SEEDED_AT.slice(0, 10);
  const fromSeed = Math.round((Date.parse(date) - Date.parse(seedDay)) / 86_400_000);
  const growth = 0.85 + (0.3 * index) / total;
  const weekday = WEEKDAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  const pageviews = Math.round(190 * growth * weekday * season(date) * (0.85 + 0.3 * rnd()));
  const visitors = Math.round(pageviews / (2.4 + 0.5 * rnd()));
  const counts: Tally = {};
  tally(counts, ['pageviews'], pageviews);
  tally(counts, ['visitors'], visitors);

  for (const [lang, views] of split(pageviews, LANGUAGE_SHARE, rnd, 0.15)) {
    tally(counts, ['languages', lang], views);
    const notFound = Math.round(views * 0.015 * rnd());
    if (notFound) tally(counts, ['pages', lang, NOT_FOUND_KEY], notFound);
    for (const [path, n] of split(views - notFound, pagesOf(lang), rnd, 0.5)) tally(counts, ['pages', lang, path], n);
  }
  for (const [host, n] of split(pageviews, REFERRERS, rnd)) tally(counts, ['referrers', host], n);
  let campaigned = 0;
  for (const c of CAMPAIGNS)
    if (fromSeed >= c.from && fromSeed <= c.to) {
      const n = Math.round(pageviews * c.share * (0.5 + rnd()));
      tally(counts, ['campaigns', c.key], n);
      campaigned += n;
    }
  tally(counts, ['campaigns', DIRECT_KEY], Math.max(0, pageviews - campaigned));
  for (const [device, n] of split(pageviews, DEVICES, rnd, 0.1)) tally(counts, ['devices', device], n);

  for (const kind of OUTCOME_KINDS) {
    const { per100, from } = OUTCOMES[kind];
    const expected = (visitors * per100) / 100;
    const sent = Math.floor(expected) + (rnd() < expected % 1 ? 1 : 0);
    if (!sent) continue;
    tally(counts, ['outcomes', kind], sent);
    for (const [lang, n] of split(sent, LANGUAGE_SHARE, rnd, 0.2)) {
      tally(counts, ['outcomesByLanguage', lang, kind], n);
      for (const [path, m] of split(n, from(lang), rnd, 0.2)) tally(counts, ['requestPages', path], m);
    }
    if (kind === 'appointment') {
      const answered = Math.round(sent * (0.5 + 0.2 * rnd()));
      for (const [choice, n] of split(answered, HEARD_ABOUT, rnd)) tally(counts, ['heardAbout', choice], n);
    }
  }
  return { id: date, date, ...nested(boundedIncrements(null, counts)) };
}

let made: ReturnType<typeof demoDay>[] | undefined;
/** The demo's daily statistics documents, oldest first (made once; seedCollections copies them). */
export function demoStatistics() {
  if (made) return made;
  const first = addDays(SEEDED_AT.slice(0, 10), -(DAYS_BEFORE_SEED - 1));
  const total = DAYS_BEFORE_SEED + DAYS_AFTER_SEED;
  return (made = Array.from({ length: total }, (_, i) => demoDay(addDays(first, i), i, total)));
}
