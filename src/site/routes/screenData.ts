/**
 * The data each screen needs before it renders (routes are thin: loaders ensure the
 * queries the page reads). Failed reads do not block the page: each page shows its own error or
 * fallback, so loaders settle instead of throwing. The server renderer uses the same
 * table to prefetch.
 */
import { MENU_TREATMENT_FIELDS } from '../components/Header/navigation';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LanguageCode } from '../../contract/common';
import type { SeoPage } from '../../contract/entities/seo';
import { markWhole, needsFullData, type FrameViews } from './queryTransfer';
import type { Screen } from '../../lib/resolvePath';
import {
  aboutQuery,
  blogCategoriesQuery,
  blogListQuery,
  blogPostQuery,
  contactQuery,
  contentQuery,
  heroQuery,
  jobsQuery,
  legalQuery,
  openingStatusQuery,
  seoQuery,
  practiceImagesQuery,
  practiceInfoQuery,
  reviewsQuery,
  settingsQuery,
  teamMemberQuery,
  teamQuery,
  treatmentCategoriesQuery,
  treatmentQuery,
  treatmentsQuery,
} from '../common/queries';

type Loader<S extends Screen['screen']> = (s: Extract<Screen, { screen: S }>) => { queryKey: readonly unknown[] }[];

/** Query options per screen; slugs that the page may reject (404) are loaded like any other. */
export const SCREEN_QUERIES: { [S in Screen['screen']]: Loader<S> } = {
  home: () => [heroQuery(), treatmentsQuery(), reviewsQuery(), contentQuery('home'), openingStatusQuery(), contactQuery()],
  treatments: () => [treatmentsQuery(), treatmentCategoriesQuery()],
  treatment: (s) => [treatmentQuery(s.slug), teamQuery()],
  services: () => [treatmentCategoriesQuery(), treatmentsQuery()],
  service: () => [treatmentCategoriesQuery(), treatmentsQuery()],
  location: (s) => [contentQuery(s.location), treatmentsQuery(), openingStatusQuery()],
  locationService: (s) => [contentQuery(s.location), treatmentsQuery(), treatmentCategoriesQuery(), treatmentQuery(s.slug)],
  team: () => [teamQuery()],
  teamMember: (s) => [teamMemberQuery(s.slug)],
  ownerAlias: (s) => [teamMemberQuery(s.slug)],
  practice: () => [contentQuery('practice'), practiceImagesQuery(), teamQuery()],
  contact: () => [contactQuery(), openingStatusQuery()],
  booking: () => [contactQuery(), openingStatusQuery()],
  appointmentCancel: () => [contactQuery()],
  blog: () => [blogListQuery(1), blogCategoriesQuery()],
  blogPost: (s) => [blogPostQuery(s.slug), blogCategoriesQuery()],
  about: () => [aboutQuery()],
  careers: () => [jobsQuery()],
  // The legal pages are generated from the legal record and the layout's settings, contact and practice info.
  privacy: () => [legalQuery()],
  imprint: () => [legalQuery()],
  accessibility: () => [legalQuery()],
  emergency: () => [],
  newsletterConfirm: () => [],
  newsletterUnsubscribe: () => [],
  notFound: () => [],
};

/** Queries every page shares (header, footer, consent, booking link, the phone for tap-to-call). */
export const LAYOUT_QUERIES = () => [practiceInfoQuery(), settingsQuery(), treatmentsQuery(), contactQuery()];

/** The SEO entry (admin → SEO) a screen's head tags come from; detail pages use their content's. */
export function seoPageOf(screen: Screen): z.infer<typeof SeoPage> | null {
  switch (screen.screen) {
    case 'location':
      return screen.location;
    case 'home':
    case 'treatments':
    case 'services':
    case 'team':
    case 'practice':
    case 'contact':
    case 'booking':
    case 'blog':
    case 'about':
    case 'careers':
    case 'privacy':
    case 'imprint':
    case 'accessibility':
    case 'emergency':
      return screen.screen;
    default:
      return null;
  }
}

/**
 * What the frame (header menu, footer: src/site/features/site/SiteLayout.tsx) reads of the layout's lists:
 * on a screen that does not read the list itself, the server sends only these fields (queryTransfer.ts).
 * A field the frame starts to read must be added here (the hydration test then shows the page whole).
 */
const FRAME_VIEWS: [queryKey: readonly unknown[], fields: readonly string[]][] = [
  [treatmentsQuery().queryKey, [...MENU_TREATMENT_FIELDS]],
];

/** The reads of a screen, by the loader of its own variant (S ties the screen's name to it). */
const readsOf = <S extends Screen['screen']>(name: S, screen: Extract<Screen, { screen: S }>) => SCREEN_QUERIES[name](screen);

const screenQueries = (screen: Screen, lang: LanguageCode) => {
  const seoPage = seoPageOf(screen);
  return [...readsOf(screen.screen, screen), ...(seoPage ? [seoQuery(seoPage, lang)] : [])];
};

/** The layout's lists the screen does not read itself, with the fields the frame reads of them. */
export function frameOnlyViews(screen: Screen, lang: LanguageCode): FrameViews {
  const read = new Set(screenQueries(screen, lang).map((o) => hashKey(o.queryKey)));
  return new Map(FRAME_VIEWS.map(([key, fields]) => [hashKey(key), fields] as const).filter(([hash]) => !read.has(hash)));
}

export async function loadScreen(queryClient: QueryClient, screen: Screen, lang: LanguageCode) {
  const own = screenQueries(screen, lang);
  const ownKeys = new Set(own.map((o) => hashKey(o.queryKey)));
  const options = [...LAYOUT_QUERIES().filter((o) => !ownKeys.has(hashKey(o.queryKey))), ...own];
  // Data the server sent as a slice the page cannot use (queryTransfer.ts) is fetched whole first.
  // Each read is a full query's options; the list types them by their key only, since their answers'
  // types differ, and the query client's methods infer one answer type per call: hence the two casts.
  await Promise.allSettled(
    options.map((o) =>
      needsFullData(queryClient, o.queryKey, lang, ownKeys.has(hashKey(o.queryKey)))
        ? queryClient.fetchQuery({ ...(o as object), staleTime: 0 } as never).then(() => markWhole(queryClient, o.queryKey))
        : queryClient.ensureQueryData(o as never),
    ),
  );
}
