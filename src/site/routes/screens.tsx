/**
 * Screen → page component. Pages load on demand (route-level code splitting), each
 * module only when its screen is first shown. The route loader preloads a screen's module together
 * with its data, and the server renderer and hydration preload it before rendering, so a
 * server-rendered page never falls back to the loading indicator (renderToString cannot wait).
 */
import { Suspense, type ComponentType } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { LoadingIndicator } from '../components/LoadingIndicator/LoadingIndicator';
import type { Screen } from '../../lib/resolvePath';

type PageScreen = Exclude<Screen['screen'], 'notFound'>;

/**
 * What each screen is, in one row:
 * - `module`: its page module, under src/site/features/.
 * - `staticContent`: its content (everything in <main>) holds nothing interactive: text, images and
 *   links only, no form, filter, map or viewer, but as islands that hydrate on their own
 *   (components/Island: the home page's live opening status, a treatment's before/after viewer,
 *   the contact form, the booking page's request form, the careers page's application
 *   form), and the browser's own disclosures (a treatment's FAQ, FaqAccordion). The server sends
 *   such a page with the frame's entry (src/site/frame.tsx): the content stays as served, only the
 *   header, menus, footer, consent and islands hydrate, without the router, the query cache or the
 *   page's module, and links load their page. A page showing a failed read is not among them (its
 *   retry button is interactive).
 * - `markdown`: its page renders a text in Markdown (BlogPostBody, directly or through ContentBlocks),
 *   so the route loader loads the Markdown renderer with it (router.tsx).
 */
const SCREENS: Record<PageScreen, { module: string; staticContent?: true; markdown?: true }> = {
  home: { module: 'home/HomePage', staticContent: true, markdown: true },
  treatments: { module: 'treatments/TreatmentsPage' },
  treatment: { module: 'treatments/TreatmentPage', staticContent: true },
  services: { module: 'services/ServicesPage', staticContent: true },
  service: { module: 'services/ServicePage', staticContent: true },
  location: { module: 'locations/LocationPage', markdown: true },
  locationService: { module: 'locations/LocationServicePage', markdown: true },
  team: { module: 'team/TeamPage', staticContent: true },
  teamMember: { module: 'team/TeamMemberPage', staticContent: true },
  ownerAlias: { module: 'team/TeamMemberPage', staticContent: true },
  practice: { module: 'practice/PracticePage', staticContent: true, markdown: true },
  contact: { module: 'contact/ContactPage', staticContent: true },
  booking: { module: 'booking/BookingPage', staticContent: true },
  appointmentCancel: { module: 'booking/CancelAppointmentPage' },
  blog: { module: 'blog/BlogPage' },
  blogPost: { module: 'blog/BlogPostPage', staticContent: true, markdown: true },
  about: { module: 'about/AboutPage', staticContent: true, markdown: true },
  careers: { module: 'careers/CareersPage', staticContent: true },
  privacy: { module: 'legal/LegalPage', staticContent: true, markdown: true },
  imprint: { module: 'legal/LegalPage', staticContent: true, markdown: true },
  accessibility: { module: 'legal/LegalPage', staticContent: true, markdown: true },
  emergency: { module: 'emergency/EmergencyPage', staticContent: true, markdown: true },
  newsletterConfirm: { module: 'newsletter/NewsletterLinkPage' },
  newsletterUnsubscribe: { module: 'newsletter/NewsletterLinkPage' },
};

export const hasStaticContent = (screen: Screen['screen'], failedRead: boolean): boolean =>
  !failedRead && screen !== 'notFound' && SCREENS[screen].staticContent === true;

export const showsMarkdown = (screen: Screen['screen']): boolean => screen !== 'notFound' && SCREENS[screen].markdown === true;

/**
 * A screen's page module as the build manifest names it: the server renderer links its script and
 * styles in the HTML, so the page is styled at first paint and hydrates without a second round trip.
 */
export const pageModuleOf = (screen: Screen['screen']): string | null =>
  screen === 'notFound' ? null : `src/site/features/${SCREENS[screen].module}.tsx`;

// Each page module takes its own screen variant and is only shown with it (Page below): the table types them as taking a screen.
type AnyPage = ComponentType<{ screen: Screen }> & { preload?: () => Promise<void> };
const MODULES = import.meta.glob<{ default: ComponentType<{ screen: Screen }> }>('../features/*/*Page.tsx');
const page = (name: string): AnyPage => lazyRouteComponent(MODULES[`../features/${name}.tsx`]!);

const PAGES = Object.fromEntries(Object.entries(SCREENS).map(([screen, { module }]) => [screen, page(module)])) as Record<
  PageScreen,
  AnyPage
>;

/** Loads a screen's page module (a no-op once loaded). */
export const preloadScreen = async (screen: Screen): Promise<void> => {
  if (screen.screen !== 'notFound') await PAGES[screen.screen].preload?.();
};

/** A screen's page; not-found is the router's own (notFound(), src/site/routes/router.tsx). */
export function ScreenView({ screen }: { screen: Exclude<Screen, { screen: 'notFound' }> }) {
  const Page = PAGES[screen.screen];
  return (
    <Suspense fallback={<LoadingIndicator variant="page" />}>
      <Page screen={screen} />
    </Suspense>
  );
}
