/**
 * The canonical path of a screen in a language: the link segments of paths.ts (German segments in
 * German, English ones elsewhere), whatever alias the visitor used. Canonical URLs and hreflang
 * alternates are built from it, so every alias points search engines at one address.
 */
import type { LanguageCode } from '../contract/common';
import { locationPath, pathTo } from './paths';
import { cancelPagePath } from '../contract/rules/appointmentLifecycle';
import type { Screen } from './resolvePath';

export function canonicalPath(lang: LanguageCode, s: Screen): string | null {
  switch (s.screen) {
    case 'home':
      return pathTo(lang, 'home');
    case 'treatment':
      return pathTo(lang, 'treatments', s.slug);
    case 'service':
      return pathTo(lang, 'services', s.slug);
    case 'location':
      return locationPath(lang, s.location);
    case 'locationService':
      return locationPath(lang, s.location, s.slug);
    case 'teamMember':
    case 'ownerAlias':
      return pathTo(lang, 'team', s.slug);
    case 'blogPost':
      return pathTo(lang, 'blog', s.slug);
    case 'appointmentCancel':
      return cancelPagePath(lang);
    case 'notFound':
      return null;
    default:
      return pathTo(lang, s.screen);
  }
}
