/**
 * A link inside the public site. Paths come from src/lib/paths.ts as plain strings; the link is the
 * site navigation's (siteNavigation.tsx: the router's Link in the app, a plain link on a page that
 * hydrates without the router), so components are not tied to the route tree's types. External URLs
 * and in-page anchors render a plain <a>.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSiteNavigation } from './siteNavigation';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  const { Link } = useSiteNavigation();
  if (isExternal(href) || href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  const [path = '', hash] = href.split('#');
  return (
    <Link path={path} hash={hash} {...rest}>
      {children}
    </Link>
  );
}
