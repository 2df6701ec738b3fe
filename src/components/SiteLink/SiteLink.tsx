/**
 * A link inside the public site. Paths come from src/lib/paths.ts as plain strings, so this wraps
 * the router's Link (client-side navigation, preloading) without tying components to the route
 * tree's types. External URLs and in-page anchors render a plain <a>.
 */
import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (isExternal(href) || href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  const [path, hash] = href.split('#');
  return (
    // Only the exact page counts as current (aria-current="page"); the router's default would
    // also mark every ancestor path, e.g. the home link on every page.
    <Link to={path as never} hash={hash} activeOptions={{ exact: true, includeHash: true }} {...rest}>
      {children}
    </Link>
  );
}
