/**
 * How the site's links, menus and language switcher navigate, and where they are.
 * The app (src/site/routes/router.tsx, Storybook) provides the router's navigation: client-side moves,
 * preloading. Without a provider, as on a page whose content holds nothing interactive (the frame
 * entry, src/site/frame.tsx, which hydrates only the header, menus, footer and consent without the
 * router), links are the document's own: a click loads the next page, served from the page cache.
 * Both mark the current page the same way, so the server's markup hydrates under either.
 */
import { createContext, useContext, useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react';

export interface SiteLocation {
  pathname: string;
  /** Path, search and hash, as a link's href would give them. */
  href: string;
  /** Without the '#'. */
  hash: string;
}

export interface SiteLinkTargetProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site (src/lib/paths.ts), without the hash. */
  path: string;
  hash?: string;
  children: ReactNode;
}

export interface SiteNavigation {
  /** The shown location (a hook: it re-renders its caller when the location changes). */
  useLocation: () => SiteLocation;
  navigate: (href: string) => void;
  /** A link to a page of the site: aria-current="page" on the exact page (path and hash) shown. */
  Link: (props: SiteLinkTargetProps) => ReactNode;
}

const documentLocation = (): SiteLocation => {
  const { pathname, search, hash } = window.location;
  return { pathname, href: `${pathname}${search}${hash}`, hash: hash.slice(1) };
};
let shown = typeof window === 'undefined' ? undefined : documentLocation();
const subscribe = (changed: () => void) => {
  // A document's location changes in place only by its hash (an in-page link).
  const update = () => {
    shown = documentLocation();
    changed();
  };
  window.addEventListener('hashchange', update);
  return () => window.removeEventListener('hashchange', update);
};
const snapshot = () => (shown ??= documentLocation());

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** The current page's link as the router marks it (exact path and hash, SiteLink's activeOptions). */
export const isCurrentPage = (location: SiteLocation, path: string, hash = '') =>
  decoded(location.pathname) === decoded(path) && location.hash === hash;

function DocumentLink({ path, hash, children, ...rest }: SiteLinkTargetProps) {
  const current = isCurrentPage(useSyncExternalStore(subscribe, snapshot), path, hash);
  return (
    <a href={hash ? `${path}#${hash}` : path} aria-current={current ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
}

/** The document's own navigation: a link or a choice loads the next page. */
export const documentNavigation: SiteNavigation = {
  useLocation: () => useSyncExternalStore(subscribe, snapshot),
  navigate: (href) => window.location.assign(href),
  Link: DocumentLink,
};

const SiteNavigationContext = createContext<SiteNavigation>(documentNavigation);
export const SiteNavigationProvider = SiteNavigationContext.Provider;
export const useSiteNavigation = () => useContext(SiteNavigationContext);
/** The shown location, from the router or the document. */
export const useSiteLocation = () => useSiteNavigation().useLocation();
