/**
 * Route tree: one route per screen of the public site, below the language.
 *   /                      → redirect /de
 *   /{lang}                → home          (lang not supported → decidePath: redirect or not-found)
 *   /{lang}/{page alias}   → that page, e.g. /de/behandlungen, /en/treatments, /de/treatments
 *   /{lang}/…/{slug}       → detail screens; anything else → notFound()
 * A screen's path segment is a param whose `parse` accepts exactly the aliases of the one table
 * (src/lib/paths.ts, through resolvePath.ts): the router matches every alias to the screen's one
 * route and the address the visitor used stays as it is (a rewrite would turn aliases into
 * redirects). resolvePath.ts decides the same from the path alone for the server's page plan and
 * the tests; tests/unit/routeTree.test.ts keeps the two in step.
 * In production the server renders the same tree (src/site/entry-server.tsx); the router carries the
 * query cache to the browser (dehydrate/hydrate below) and its redirects become HTTP redirects.
 */
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  redirect,
  Scripts,
  useLoaderData,
  useRouterState,
  useTags,
  type RouterHistory,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../contract/constants';
import { detectLanguage, isLanguage, STORAGE_KEYS } from '../../i18n/locale';
import { readStored } from '../../lib/storage';
import { endHydration, isHydrating } from '../common/hydration';
import { preloadMarkdownBody } from '../components/BlogPostBody/BlogPostBody';
import { headTagsOf, useDocumentHead } from '../common/documentHead';
import { loadCatalogue } from '../../i18n/catalogues';
import { IntlProvider } from '../intl/IntlProvider';
import { LoadingIndicator } from '../components/LoadingIndicator/LoadingIndicator';
import { NotFoundScreen } from '../features/site/NotFoundScreen';
import { SiteLayout } from '../features/site/SiteLayout';
import { startUp } from '../features/site/startUp';
import { PAGE_ALIASES, type Page } from '../../lib/paths';
import { dehydrateQueries, hydrateQueries, type DehydratedQueries } from './queryTransfer';
import { decidePath, isCancelSegment, isLocation, isOwnerSlug, isSlug, pageOfSegment, type Screen } from '../../lib/resolvePath';
import { frameOnlyViews, loadScreen } from './screenData';
import { screenHead, type ScreenHead } from './screenHeads';
import { RouterNavigation } from './routerNavigation';
import { preloadScreen, ScreenView, showsMarkdown } from './screens';

interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The page as the server sent it. The server renders a path without a language (a not-found page)
 * in German, as it cannot know a choice stored in the browser; the router, when it takes over that
 * page, must show it in the language it was served in rather than replace what the visitor is
 * reading. Forgotten at the first move to another path, after which the stored choice counts.
 */
let servedPage: { path: string; lang: LanguageCode } | undefined;
export function rememberServedPage(lang: LanguageCode) {
  servedPage = { path: window.location.pathname, lang };
}

/** The language to use when the path has none (the detection order of src/i18n/locale.ts after the path). */
export function currentLanguage(): LanguageCode {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  if (servedPage?.path === window.location.pathname) return servedPage.lang;
  servedPage = undefined;
  return detectLanguage({
    stored: readStored(STORAGE_KEYS.language),
    documentLang: document.documentElement.lang,
    browser: navigator.languages,
  });
}

/**
 * Marks <html data-app="ready"> once the app has hydrated (or, in mock mode, rendered): from then
 * on its links and forms are the app's. The browser tests wait for it whatever the renderer.
 */
function AppReady() {
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * The page's <head>: the tags the matched routes' head() gave (TanStack's useTags()), written into
 * the server's HTML and kept in document.head (documentHead.ts; TanStack's <HeadContent> would render
 * them inside <div id="root">). While the next page loads, the shown page's head stays.
 */
function RouteHead() {
  const settled = useRouterState({ select: (s) => s.status === 'idle' });
  useDocumentHead('page', headTagsOf(useTags()), { browser: settled });
  return null;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Start-up (languages, auth check if a token exists, practice info), once.
  beforeLoad: ({ context }) => startUp(context.queryClient),
  // <Scripts> emits the router's hydration data in server-rendered HTML (nothing in the browser).
  component: () => (
    <>
      <RouteHead />
      <RouterNavigation>
        <Outlet />
      </RouterNavigation>
      <Scripts />
      <AppReady />
    </>
  ),
  pendingComponent: () => (
    <IntlProvider lang={currentLanguage()}>
      <LoadingIndicator variant="page" />
    </IntlProvider>
  ),
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    // 302: the start page's language is a default, not a permanent move.
    throw redirect({ to: '/$lang', params: { lang: DEFAULT_LANGUAGE }, statusCode: 302 });
  },
});

const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  beforeLoad: async ({ params, location }): Promise<{ lang: LanguageCode; pathNotFound: boolean }> => {
    // A moved address (an unknown language, a legacy path, a category's former address) redirects
    // (301: these addresses have moved for good); a path without a supported language that is none
    // is the not-found page in the visitor's language.
    const decision = decidePath(location.pathname, currentLanguage());
    if (decision.kind === 'redirect') {
      throw redirect({
        href: `${decision.to}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
        statusCode: 301,
      });
    }
    if (isLanguage(params.lang)) {
      await loadCatalogue(params.lang);
      return { lang: params.lang, pathNotFound: false };
    }
    await loadCatalogue(decision.lang);
    return { lang: decision.lang, pathNotFound: true };
  },
  component: function LangLayout() {
    const { lang } = langRoute.useRouteContext();
    return <SiteLayout lang={lang} />;
  },
});

/**
 * The screens, inside the site's frame; whatever is not found shows the not-found page there, always
 * through the router's notFound() and this notFoundComponent. One way for every not-found path matters
 * on hydration: the server renders one shared not-found page per language (api/ssr/pagePlan.ts) for
 * whatever path asked, and the browser's route for the path actually asked must build the same tree.
 */
const screensRoute = createRoute({
  getParentRoute: () => langRoute,
  id: '_screens',
  component: Outlet,
  notFoundComponent: () => <NotFoundScreen />,
  // The not-found page's head: the router renders it here, the screen's own route has no head then.
  head: ({ match, matches }): ScreenHead =>
    isNotFoundPath(match.context, matches)
      ? screenHead({ screen: 'notFound' }, match.context.lang, match.context.queryClient)
      : {},
});

/**
 * Loads a screen's data and page module; the screen is the route's loader data. A path without a
 * supported language that is no redirect (langRoute decided) is not found, whatever route the rest of
 * the path matched: the frame's data loads as on every screen (hydration asks for nothing), then notFound().
 */
const show = async (context: { queryClient: QueryClient; lang: LanguageCode; pathNotFound: boolean }, screen: Screen) => {
  const shown: Screen = context.pathNotFound ? { screen: 'notFound' } : screen;
  await Promise.all([
    loadScreen(context.queryClient, shown, context.lang),
    preloadScreen(shown),
    // A page the browser renders itself renders its texts: the Markdown renderer loads with it (not while hydrating).
    showsMarkdown(shown.screen) && !isHydrating() ? preloadMarkdownBody() : undefined,
  ]);
  if (shown.screen === 'notFound') throw notFound();
  return shown;
};
/** Whether the router shows the not-found page for the path (what show() decides, before it throws). */
const isNotFoundPath = (context: { pathNotFound: boolean }, matches: { routeId: string }[]): boolean =>
  context.pathNotFound || matches.some((m) => m.routeId === unknownRoute.id);

function ScreenOfRoute() {
  return <ScreenView screen={useLoaderData({ strict: false }) as Exclude<Screen, { screen: 'notFound' }>} />;
}

/**
 * The screens below the language, one route each: the route's path names its params, and `screenOf`
 * says which screen they make (null: not this route, the router tries the next one). Exported for
 * tests/unit/routeTree.test.ts, which checks them against resolvePath.ts.
 */
type ScreenOf = (params: Record<string, string>) => Screen | null;
const detail =
  (page: Exclude<Page, 'home'>, screen: 'treatment' | 'service' | 'teamMember' | 'blogPost'): ScreenOf =>
  (p) =>
    pageOfSegment(p[page]!) === page && isSlug(p.slug) ? { screen, slug: p.slug } : null;
const LIST_PAGES = Object.keys(PAGE_ALIASES) as Exclude<Page, 'home'>[];

export const SCREEN_ROUTES: [path: string, screenOf: ScreenOf][] = [
  ['$location', (p) => (isLocation(p.location!) ? { screen: 'location', location: p.location } : null)],
  [
    '$location/$slug',
    (p) => (isLocation(p.location!) && isSlug(p.slug) ? { screen: 'locationService', location: p.location, slug: p.slug } : null),
  ],
  ...LIST_PAGES.map((page): [string, ScreenOf] => [
    `$${page}`,
    (p) => (pageOfSegment(p[page]!) === page ? ({ screen: page } as Screen) : null),
  ]),
  ['$treatments/$slug', detail('treatments', 'treatment')],
  ['$services/$slug', detail('services', 'service')],
  ['$team/$slug', detail('team', 'teamMember')],
  ['$blog/$slug', detail('blog', 'blogPost')],
  // termin/absagen, appointment/cancel: the page a confirmation's cancel link opens.
  [
    '$booking/$cancel',
    (p) => (pageOfSegment(p.booking!) === 'booking' && isCancelSegment(p.cancel) ? { screen: 'appointmentCancel' } : null),
  ],
  // praxis/team and praxis/team/{slug}: the team, reached through the practice section.
  [
    '$practice/$teamSegment',
    (p) => (pageOfSegment(p.practice!) === 'practice' && p.teamSegment === 'team' ? { screen: 'team' } : null),
  ],
  [
    '$practice/$teamSegment/$slug',
    (p) =>
      pageOfSegment(p.practice!) === 'practice' && p.teamSegment === 'team' && isSlug(p.slug)
        ? { screen: 'teamMember', slug: p.slug }
        : null,
  ],
  // /{lang}/{slug}: the owner's personal page if the slug is the owner's (the page decides).
  ['$owner', (p) => (isOwnerSlug(p.owner!) ? { screen: 'ownerAlias', slug: p.owner } : null)],
];

/** A screen's head, from its screen (the loader data) and the queries its loader ensured. */
const headOfScreen = ({
  match,
  loaderData,
}: {
  match: { context: RouterContext & { lang: LanguageCode } };
  loaderData?: Screen;
}) => (loaderData ? screenHead(loaderData, match.context.lang, match.context.queryClient) : {});

const homeRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: '/',
  loader: ({ context }) => show(context, { screen: 'home' }),
  head: headOfScreen,
  component: ScreenOfRoute,
});

const screenRoutes = SCREEN_ROUTES.map(([path, screenOf]) =>
  createRoute({
    getParentRoute: () => screensRoute,
    // The real param names are the table's; the types only need to know the route has params.
    path: path as '$screen',
    params: { parse: (raw) => (screenOf(raw) ? raw : false) },
    loader: ({ context, params }) => show(context, screenOf(params)!),
    head: headOfScreen,
    component: ScreenOfRoute,
  }),
);

/** Anything else below the language. */
const unknownRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: '$',
  loader: ({ context }) => show(context, { screen: 'notFound' }),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  langRoute.addChildren([screensRoute.addChildren([homeRoute, ...screenRoutes, unknownRoute])]),
]);

/**
 * How the page's data travels (queryTransfer.ts): in the page's language (the language route's), and
 * the layout's lists the screen (the last match's loader data) does not read with the frame's fields only.
 */
function transferOf(router: { state: { matches: { context: unknown; loaderData?: unknown }[] } }) {
  const lang = router.state.matches.map((m) => (m.context as { lang?: unknown } | undefined)?.lang).findLast(isLanguage);
  const screen = router.state.matches.at(-1)?.loaderData as Screen | undefined;
  return { lang, frameOnly: lang && screen?.screen ? frameOnlyViews(screen, lang) : undefined };
}

/** `history`: where the router reads its location; the browser's address by default (a preview passes its own, routes/preview.ts). */
export const createAppRouter = (queryClient: QueryClient, history?: RouterHistory) => {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Pages manage scroll and focus themselves (useRouteChangeFocus).
    scrollRestoration: false,
    defaultPendingMs: 300,
    // Server rendering: the query cache travels with the router's own hydration data, in the page's language.
    dehydrate: (): { queries: DehydratedQueries } => ({ queries: dehydrateQueries(queryClient, transferOf(router)) }),
    hydrate: ({ queries }: { queries: DehydratedQueries }) => hydrateQueries(queryClient, queries),
  });
  return router;
};

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
