/**
 * Screen → page component. Pages load on demand (spec §2: route-level code splitting), each
 * module only when its screen is first shown. The route loader preloads a screen's module together
 * with its data, and the server renderer and hydration preload it before rendering, so a
 * server-rendered page never falls back to the loading indicator (renderToString cannot wait).
 */
import { Suspense, type ComponentType } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LoadingIndicator } from '../components/LoadingIndicator/LoadingIndicator';
import { NotFound } from '../components/NotFound/NotFound';
import { PageHead } from '../features/seo/PageHead';
import { useLang } from '../i18n/useLang';
import type { Screen } from './resolvePath';

// Each page module takes its own screen variant; the table only needs to know it takes one.
type AnyPage = ComponentType<{ screen: Screen }> & { preload?: () => Promise<void> };
const page = (load: () => Promise<{ default: ComponentType<{ screen: never }> }>) => lazyRouteComponent(load) as unknown as AnyPage;

const PAGES: Record<Screen['screen'], AnyPage> = {
  home: page(() => import('../features/home/HomePage')),
  treatments: page(() => import('../features/treatments/TreatmentsPage')),
  treatment: page(() => import('../features/treatments/TreatmentPage')),
  services: page(() => import('../features/services/ServicesPage')),
  service: page(() => import('../features/services/ServicePage')),
  location: page(() => import('../features/locations/LocationPage')),
  locationService: page(() => import('../features/locations/LocationServicePage')),
  team: page(() => import('../features/team/TeamPage')),
  teamMember: page(() => import('../features/team/TeamMemberPage')),
  ownerAlias: page(() => import('../features/team/TeamMemberPage')),
  practice: page(() => import('../features/practice/PracticePage')),
  contact: page(() => import('../features/contact/ContactPage')),
  booking: page(() => import('../features/booking/BookingPage')),
  blog: page(() => import('../features/blog/BlogPage')),
  blogPost: page(() => import('../features/blog/BlogPostPage')),
  about: page(() => import('../features/about/AboutPage')),
  careers: page(() => import('../features/careers/CareersPage')),
  privacy: page(() => import('../features/legal/LegalPage')),
  imprint: page(() => import('../features/legal/LegalPage')),
  notFound: () => <NotFoundScreen />,
};

/** Loads a screen's page module (a no-op once loaded). */
export const preloadScreen = async (screen: Screen): Promise<void> => {
  await PAGES[screen.screen].preload?.();
};

export function ScreenView({ screen }: { screen: Screen }) {
  const Page = PAGES[screen.screen];
  return (
    <Suspense fallback={<LoadingIndicator variant="page" />}>
      <Page screen={screen} />
    </Suspense>
  );
}

/** The not-found page (spec §2: anything else), also for slugs the data does not know. */
export function NotFoundScreen({ kind = 'page' }: { kind?: 'page' | 'treatment' | 'teamMember' }) {
  const lang = useLang();
  const intl = useIntl();
  return (
    <>
      <PageHead lang={lang} title={intl.formatMessage({ id: 'notFound.title' })} pathIn={null} noindex />
      <NotFound kind={kind} />
    </>
  );
}
