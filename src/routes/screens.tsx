/**
 * Screen → page component. Pages load on demand (spec §2: route-level code splitting), each
 * module only when its screen is first shown. The route loader preloads a screen's module together
 * with its data, and the server renderer and hydration preload it before rendering, so a
 * server-rendered page never falls back to the loading indicator (renderToString cannot wait).
 */
import { Suspense, type ComponentType } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { LoadingIndicator } from '../components/LoadingIndicator/LoadingIndicator';
import type { Screen } from './resolvePath';

type PageScreen = Exclude<Screen['screen'], 'notFound'>;

/** The page module of each screen, under src/features/. */
const PAGE_MODULE: Record<PageScreen, string> = {
  home: 'home/HomePage',
  treatments: 'treatments/TreatmentsPage',
  treatment: 'treatments/TreatmentPage',
  services: 'services/ServicesPage',
  service: 'services/ServicePage',
  location: 'locations/LocationPage',
  locationService: 'locations/LocationServicePage',
  team: 'team/TeamPage',
  teamMember: 'team/TeamMemberPage',
  ownerAlias: 'team/TeamMemberPage',
  practice: 'practice/PracticePage',
  contact: 'contact/ContactPage',
  booking: 'booking/BookingPage',
  appointmentCancel: 'booking/CancelAppointmentPage',
  blog: 'blog/BlogPage',
  blogPost: 'blog/BlogPostPage',
  about: 'about/AboutPage',
  careers: 'careers/CareersPage',
  privacy: 'legal/LegalPage',
  imprint: 'legal/LegalPage',
  accessibility: 'legal/LegalPage',
  emergency: 'emergency/EmergencyPage',
  newsletterConfirm: 'newsletter/NewsletterLinkPage',
  newsletterUnsubscribe: 'newsletter/NewsletterLinkPage',
};

/**
 * The screens whose content (everything in <main>) holds nothing interactive: text, images and
 * links only, no form, filter, accordion, map or viewer, and at most islands that hydrate on their
 * own (components/Island, e.g. the home page's live opening status). The server sends such a page
 * with the frame's entry (src/frame.tsx): the content stays as served, only the header, menus,
 * footer and consent hydrate, without the router, the query cache or the page's module, and links
 * load their page. A page showing a failed read is not among them (its retry button is interactive).
 */
const STATIC_CONTENT = new Set<Screen['screen']>([
  // The home page's one live part, the opening status, is an island (components/Island).
  'home',
  'services',
  'service',
  'team',
  'teamMember',
  'ownerAlias',
  'practice',
  'about',
  'blogPost',
  'emergency',
  'privacy',
  'imprint',
  'accessibility',
]);
export const hasStaticContent = (screen: Screen['screen'], failedRead: boolean): boolean =>
  !failedRead && STATIC_CONTENT.has(screen);

/**
 * A screen's page module as the build manifest names it: the server renderer links its script and
 * styles in the HTML, so the page is styled at first paint and hydrates without a second round trip.
 */
export const pageModuleOf = (screen: Screen['screen']): string | null =>
  screen === 'notFound' ? null : `src/features/${PAGE_MODULE[screen]}.tsx`;

// Each page module takes its own screen variant; the table only needs to know it takes one.
type AnyPage = ComponentType<{ screen: Screen }> & { preload?: () => Promise<void> };
const MODULES = import.meta.glob<{ default: ComponentType<{ screen: never }> }>('../features/*/*Page.tsx');
const page = (name: string) => lazyRouteComponent(MODULES[`../features/${name}.tsx`]!) as unknown as AnyPage;

const PAGES = Object.fromEntries(Object.entries(PAGE_MODULE).map(([screen, name]) => [screen, page(name)])) as Record<
  PageScreen,
  AnyPage
>;

/** Loads a screen's page module (a no-op once loaded). */
export const preloadScreen = async (screen: Screen): Promise<void> => {
  if (screen.screen !== 'notFound') await PAGES[screen.screen].preload?.();
};

/** A screen's page; not-found is the router's own (notFound(), src/routes/router.tsx). */
export function ScreenView({ screen }: { screen: Exclude<Screen, { screen: 'notFound' }> }) {
  const Page = PAGES[screen.screen];
  return (
    <Suspense fallback={<LoadingIndicator variant="page" />}>
      <Page screen={screen} />
    </Suspense>
  );
}
