/**
 * Public URLs: the one place that knows which path segment each page has in each
 * language. Link targets use German segments in German (praxis, behandlungen, kontakt, karriere)
 * and English segments elsewhere (practice, treatments, contact, career); the router accepts
 * every alias listed in PAGE_ALIASES.
 */
import type { LanguageCode } from '../contract/common';
import type { LocationKey } from '../contract/entities/practice';

export type Page =
  | 'home'
  | 'treatments'
  | 'services'
  | 'team'
  | 'practice'
  | 'contact'
  | 'booking'
  | 'blog'
  | 'about'
  | 'careers'
  | 'privacy'
  | 'imprint'
  | 'accessibility'
  | 'emergency'
  /** Where the links of newsletter mails lead: noindex, not in the sitemap. */
  | 'newsletterConfirm'
  | 'newsletterUnsubscribe';

const GERMAN: Record<Exclude<Page, 'home'>, string> = {
  treatments: 'behandlungen',
  services: 'leistungen',
  team: 'team',
  practice: 'praxis',
  contact: 'kontakt',
  booking: 'termin',
  blog: 'blog',
  about: 'ueber-uns',
  careers: 'karriere',
  privacy: 'datenschutz',
  imprint: 'impressum',
  accessibility: 'barrierefreiheit',
  emergency: 'notfall',
  newsletterConfirm: 'newsletter-bestaetigen',
  newsletterUnsubscribe: 'newsletter-abmelden',
};
const OTHER: Record<Exclude<Page, 'home'>, string> = {
  treatments: 'treatments',
  services: 'leistungen',
  team: 'team',
  practice: 'practice',
  contact: 'contact',
  booking: 'appointment',
  blog: 'blog',
  about: 'about',
  careers: 'career',
  privacy: 'privacy',
  imprint: 'imprint',
  accessibility: 'accessibility',
  emergency: 'emergency',
  newsletterConfirm: 'newsletter-confirm',
  newsletterUnsubscribe: 'newsletter-unsubscribe',
};

/** Every segment the router accepts for a page: each alias in every language, the link segments above included. */
export const PAGE_ALIASES: Record<Exclude<Page, 'home'>, readonly string[]> = {
  treatments: ['behandlungen', 'treatments'],
  services: ['leistungen'],
  team: ['team'],
  practice: ['praxis', 'practice'],
  contact: ['kontakt', 'contact'],
  booking: ['termin', 'appointment', 'booking'],
  blog: ['blog'],
  about: ['ueber-uns', 'about-us', 'about'],
  careers: ['karriere', 'careers', 'jobs', 'career'],
  privacy: ['datenschutz', 'privacy'],
  imprint: ['impressum', 'imprint'],
  // The accessibility statement and the emergency page, with the words visitors type in their language.
  accessibility: ['barrierefreiheit', 'accessibility', 'accessibilite', 'accesibilidad'],
  emergency: ['notfall', 'emergency', 'notdienst', 'urgence', 'urgencias'],
  newsletterConfirm: ['newsletter-bestaetigen', 'newsletter-confirm'],
  newsletterUnsubscribe: ['newsletter-abmelden', 'newsletter-unsubscribe'],
};

/**
 * The page a newsletter mail's link opens, with its token in the fragment: browsers never send a
 * fragment, so no access log, proxy or page cache sees it; the page reads it and posts it.
 */
export const newsletterLink = (lang: LanguageCode, page: 'newsletterConfirm' | 'newsletterUnsubscribe', token: string) =>
  `${pathTo(lang, page)}#token=${encodeURIComponent(token)}`;

/** City and district landing pages: same slug in every language. */
export const LOCATION_SLUGS = ['muenchen', 'muenchen-oberfoehring', 'muenchen-bogenhausen'] as const;
export type LocationSlug = (typeof LOCATION_SLUGS)[number];

/**
 * Which practice location each landing page is about: München-Oberföhring and München-Bogenhausen
 * are served by the Oberföhring practice (Oberföhring lies in the Bogenhausen district); the
 * München page presents both locations.
 */
export const PRACTICES_OF: Record<LocationSlug, readonly LocationKey[]> = {
  muenchen: ['oberfoehring', 'schwabing'],
  'muenchen-oberfoehring': ['oberfoehring'],
  'muenchen-bogenhausen': ['oberfoehring'],
};

/**
 * Whether a treatment is offered at a landing page's place: at one of the practices serving it
 * (a treatment without locations is offered everywhere). Only then has it a page there.
 */
export function offeredAt(location: LocationSlug, treatment: { locations?: readonly LocationKey[] }): boolean {
  const offered = treatment.locations;
  return !offered || PRACTICES_OF[location].some((key) => offered.includes(key));
}

export const segmentOf = (lang: LanguageCode, page: Exclude<Page, 'home'>) => (lang === 'de' ? GERMAN : OTHER)[page];

/** `/de/behandlungen/veneers`, `/en/treatments`, `/fr` … with an optional slug and #anchor. */
export function pathTo(lang: LanguageCode, page: Page, slug?: string, anchor?: string): string {
  const base = page === 'home' ? `/${lang}` : `/${lang}/${segmentOf(lang, page)}`;
  const withSlug = slug ? `${base}/${encodeURIComponent(slug)}` : base;
  return anchor ? `${withSlug}#${anchor}` : withSlug;
}

export const locationPath = (lang: LanguageCode, location: LocationSlug, serviceSlug?: string) =>
  serviceSlug ? `/${lang}/${location}/${encodeURIComponent(serviceSlug)}` : `/${lang}/${location}`;

/**
 * The same page in another language: replaces the first path segment and keeps the
 * rest — slugs, query and anchor. Admin paths are left unchanged.
 */
export function switchLanguagePath(currentHref: string, lang: LanguageCode, isLanguageSegment: (s: string) => boolean): string {
  const match = /^([^?#]*)(.*)$/.exec(currentHref)!;
  const [path, rest] = [match[1], match[2]];
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'admin') return currentHref;
  if (parts.length && isLanguageSegment(parts[0])) parts[0] = lang;
  else parts.unshift(lang);
  return `/${parts.join('/')}${rest}`;
}

/** The page a path's second segment names (any alias), or null. */
export function pageOfPath(path: string): Page | null {
  const parts = path
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  if (parts.length <= 1) return 'home';
  const hit = (Object.keys(PAGE_ALIASES) as Exclude<Page, 'home'>[]).find((p) => PAGE_ALIASES[p].includes(parts[1]));
  return hit ?? null;
}

/** Whether a main-menu item is active: by path prefix, home only on exact match. */
export const isActivePage = (currentPath: string, page: Page) => pageOfPath(currentPath) === page;

/** The query parameter that names the treatment page a booking link came from (`?treatment=veneers`). */
export const TREATMENT_PARAM = 'treatment';
/** The booking page, from a treatment page with that treatment preselected. */
export const bookingPathFor = (lang: LanguageCode, treatmentSlug?: string) =>
  treatmentSlug ? `${pathTo(lang, 'booking')}?${TREATMENT_PARAM}=${encodeURIComponent(treatmentSlug)}` : pathTo(lang, 'booking');
