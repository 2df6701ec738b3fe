/**
 * Which screen a public path shows, every alias included. One pure function, so the
 * router, the server renderer and the tests share the same answer:
 *   /{lang}/behandlungen/veneers → { screen: 'treatment', slug: 'veneers' }
 * Slugs that need data to decide (the owner's personal page at /{lang}/{owner slug}, a service
 * slug that may name a category or a treatment) are resolved by the screen's loader, which shows
 * the not-found page when the data has no such entry.
 */
import { isLanguage } from '../i18n/locale';
import { LOCATION_SLUGS, PAGE_ALIASES, type LocationSlug, type Page } from './paths';
import type { LanguageCode } from '../contract/common';
import { CANCEL_SEGMENTS } from '../contract/rules/appointmentLifecycle';
import { MOVED_CATEGORY_SLUGS } from '../contract/entities/treatment';

export type Screen =
  | { screen: 'home' }
  | { screen: 'treatments' }
  | { screen: 'treatment'; slug: string }
  | { screen: 'services' }
  | { screen: 'service'; slug: string }
  | { screen: 'location'; location: LocationSlug }
  | { screen: 'locationService'; location: LocationSlug; slug: string }
  | { screen: 'team' }
  | { screen: 'teamMember'; slug: string }
  /** /{lang}/{slug}: the owner's personal page if the slug is the owner's, else not found. */
  | { screen: 'ownerAlias'; slug: string }
  | { screen: 'practice' }
  | { screen: 'contact' }
  | { screen: 'booking' }
  /** /{lang}/termin/absagen, /{lang}/appointment/cancel: where a confirmation's cancel link leads. */
  | { screen: 'appointmentCancel' }
  | { screen: 'blog' }
  | { screen: 'blogPost'; slug: string }
  | { screen: 'about' }
  | { screen: 'careers' }
  | { screen: 'privacy' }
  | { screen: 'imprint' }
  | { screen: 'accessibility' }
  | { screen: 'emergency' }
  | { screen: 'newsletterConfirm' }
  | { screen: 'newsletterUnsubscribe' }
  | { screen: 'notFound' };

/** The page a path segment names (any alias of the one table), or null. */
export const pageOfSegment = (segment: string): Exclude<Page, 'home'> | null =>
  (Object.keys(PAGE_ALIASES) as Exclude<Page, 'home'>[]).find((p) => PAGE_ALIASES[p].includes(segment)) ?? null;

export const isLocation = (s: string): s is LocationSlug => (LOCATION_SLUGS as readonly string[]).includes(s);
/** The booking page's sub-page a cancel link opens (either segment in every language). */
export const isCancelSegment = (s: string | undefined) => (CANCEL_SEGMENTS as readonly (string | undefined)[]).includes(s);
const SLUG = /^[\p{Ll}\p{N}-]{1,120}$/u;
export const isSlug = (s: string | undefined): s is string => s !== undefined && SLUG.test(s);
/** A first segment that may be the owner's slug: a slug that names no page and no location. */
export const isOwnerSlug = (s: string) => isSlug(s) && !isLocation(s) && !pageOfSegment(s);

/** Resolves the segments after the language (already URI-decoded). */
export function resolveScreen(segments: readonly string[]): Screen {
  const [first, second, third, ...extra] = segments;
  if (first === undefined) return { screen: 'home' };
  if (extra.length) return { screen: 'notFound' };
  const slugOk = isSlug;

  if (isLocation(first)) {
    if (second === undefined) return { screen: 'location', location: first };
    return !third && slugOk(second) ? { screen: 'locationService', location: first, slug: second } : { screen: 'notFound' };
  }
  const page = pageOfSegment(first);
  if (!page) return second === undefined && slugOk(first) ? { screen: 'ownerAlias', slug: first } : { screen: 'notFound' };

  // praxis/team and praxis/team/{slug}: the team, reached through the practice section.
  if (page === 'practice' && second === 'team') {
    if (third === undefined) return { screen: 'team' };
    return slugOk(third) ? { screen: 'teamMember', slug: third } : { screen: 'notFound' };
  }
  if (third !== undefined) return { screen: 'notFound' };
  if (page === 'booking' && second !== undefined)
    return isCancelSegment(second) ? { screen: 'appointmentCancel' } : { screen: 'notFound' };

  const detail: Partial<Record<typeof page, (slug: string) => Screen>> = {
    treatments: (slug) => ({ screen: 'treatment', slug }),
    services: (slug) => ({ screen: 'service', slug }),
    team: (slug) => ({ screen: 'teamMember', slug }),
    blog: (slug) => ({ screen: 'blogPost', slug }),
  };
  if (second === undefined) return { screen: page } as Screen;
  const toDetail = detail[page];
  return toDetail && slugOk(second) ? toDetail(second) : { screen: 'notFound' };
}

export type PathDecision = { kind: 'render'; lang: LanguageCode; screen: Screen } | { kind: 'redirect'; to: string };

/**
 * The language rules for a whole path: / → /de; an unknown two-letter language →
 * /de (keeping the rest when it names a page); a path without a language that names a page
 * (the legacy unprefixed paths) → the same path under the current language; anything else
 * renders the not-found page in the current language. A category's former address
 * (MOVED_CATEGORY_SLUGS) → its address now.
 */
export function decidePath(pathname: string, currentLang: LanguageCode): PathDecision {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  const [first, ...rest] = segments;
  const encoded = (parts: string[]) => parts.map(encodeURIComponent).join('/');
  if (first === undefined) return { kind: 'redirect', to: '/de' };
  if (isLanguage(first)) {
    const screen = resolveScreen(rest);
    // A category's former address (its page, or its page at a location) moved to the new one for good.
    const moved = (screen.screen === 'service' || screen.screen === 'locationService') && MOVED_CATEGORY_SLUGS.get(screen.slug);
    if (moved) return { kind: 'redirect', to: `/${first}/${encoded([...rest.slice(0, -1), moved])}` };
    return { kind: 'render', lang: first, screen };
  }
  // One hop to where the address is now: a moved category's address under a language moves on.
  const redirectTo = (to: string): PathDecision => {
    const next = decidePath(to, currentLang);
    return next.kind === 'redirect' ? next : { kind: 'redirect', to };
  };
  if (/^[a-z]{2}$/i.test(first) && !pageOfSegment(first)) {
    const target = resolveScreen(rest).screen === 'notFound' ? [] : rest;
    return redirectTo(`/de${target.length ? `/${encoded(target)}` : ''}`);
  }
  const screen = resolveScreen(segments);
  if (screen.screen !== 'notFound' && screen.screen !== 'ownerAlias') {
    return redirectTo(`/${currentLang}/${encoded(segments)}`);
  }
  return { kind: 'render', lang: currentLang, screen: { screen: 'notFound' } };
}
