/**
 * The router's route tree and the pure resolver (resolvePath.ts, used by the server's page plan
 * and the sitemap) name the same screen for every path: the route that matches a path makes the
 * screen resolveScreen finds, and paths resolveScreen does not know fall to the not-found route.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resolveScreen } from '../../src/lib/resolvePath';
import { createAppRouter, SCREEN_ROUTES } from '../../src/site/routes/router';

const router = createAppRouter(new QueryClient());

/** The screen the route tree shows at /de/{path}, or notFound. */
function routedScreen(path: string) {
  const match = router.matchRoutes(`/de${path ? `/${path}` : ''}`, {}).at(-1)!;
  if (match.routeId.endsWith('/_screens/')) return { screen: 'home' };
  const entry = SCREEN_ROUTES.find(([routePath]) => match.routeId.endsWith(`/_screens/${routePath}`));
  return entry ? entry[1](match.params as Record<string, string>) : { screen: 'notFound' };
}

const PATHS = [
  '',
  'muenchen',
  'muenchen-bogenhausen/implantologie',
  'muenchen/veneers/extra',
  'leistungen',
  'leistungen/prothetik',
  'behandlungen',
  'treatments/zahnbrücke',
  'behandlungen/veneers/extra',
  'team',
  'team/dr-katharina-berger',
  'team/team',
  'dr-katharina-berger',
  'praxis',
  'practice/team',
  'praxis/team/lena-hofmann',
  'praxis/team/a/b',
  'praxis/TEAM',
  'praxis/other',
  'kontakt',
  'contact',
  'kontakt/extra',
  'termin',
  'appointment',
  'booking',
  'blog',
  'blog/zahnseide',
  'blog/<script>',
  'ueber-uns',
  'about-us',
  'about',
  'karriere',
  'careers',
  'jobs',
  'career',
  'datenschutz',
  'privacy',
  'impressum',
  'imprint',
  'barrierefreiheit',
  'accessibility',
  'accesibilidad',
  'barrierefreiheit/x',
  'notfall',
  'emergency',
  'urgence',
  'notfall/zahn',
  'newsletter-bestaetigen',
  'newsletter-unsubscribe',
  'newsletter-abmelden/x',
  'Unbekannt',
  'services',
  'a/b/c/d',
];

describe('route tree and resolver agree', () => {
  it.each(PATHS)('/de/%s', (path) => {
    expect(routedScreen(path)).toEqual(resolveScreen(path.split('/').filter(Boolean)));
  });
});
