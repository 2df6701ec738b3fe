/**
 * The router's side of the site's navigation (src/site/components/SiteLink/siteNavigation.tsx): links
 * and choices move on the client, the location is the router's. Provided by the route tree's root
 * (router.tsx) and Storybook's router decorator.
 */
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { SiteNavigationProvider, type SiteLinkTargetProps, type SiteNavigation } from '../components/SiteLink/siteNavigation';

function RouterLink({ path, hash, children, ...rest }: SiteLinkTargetProps) {
  return (
    // Only the exact page counts as current (aria-current="page"); the router's default would
    // also mark every ancestor path, e.g. the home link on every page.
    <Link to={path} hash={hash} activeOptions={{ exact: true, includeHash: true }} {...rest}>
      {children}
    </Link>
  );
}

const useLocation = () => useRouterState({ select: (s) => s.location });

export function RouterNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  // One value per router, so the links below do not render again whenever this does.
  const navigation = useMemo<SiteNavigation>(
    () => ({ useLocation, navigate: (href) => void router.navigate({ href }), Link: RouterLink }),
    [router],
  );
  return <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>;
}
