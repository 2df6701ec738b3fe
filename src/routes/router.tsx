/**
 * Route tree (thin: language rules, data loading, composition). Which screen a path shows is
 * decided by resolvePath.ts; this file only wires those decisions into TanStack Router:
 *   /                → redirect /de
 *   /{lang}          → home          (lang not supported → decidePath: redirect or not-found)
 *   /{lang}/…        → one screen of the spec §2 table, loaded through screenData.ts
 * In production the server renders the same tree (src/entry-server.tsx); the router carries the
 * query cache to the browser (dehydrate/hydrate below) and its redirects become HTTP redirects.
 */
import { createRootRouteWithContext, createRoute, createRouter, Outlet, redirect, Scripts } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../contract/constants';
import { detectLanguage, isLanguage, STORAGE_KEYS } from '../i18n/locale';
import { readStored, writeStored } from '../lib/storage';
import { loadCatalogue } from '../i18n/catalogues';
import { IntlProvider } from '../i18n/IntlProvider';
import { LoadingIndicator } from '../components/LoadingIndicator/LoadingIndicator';
import { SiteLayout } from '../features/site/SiteLayout';
import { startUp } from '../features/site/startUp';
import { dehydrateQueries, hydrateQueries, type DehydratedQueries } from './queryTransfer';
import { decidePath, resolveScreen, type Screen } from './resolvePath';
import { loadScreen } from './screenData';
import { preloadScreen, ScreenView } from './screens';

interface RouterContext {
  queryClient: QueryClient;
}

/** The language to use when the path has none (spec §4 detection order after the path). */
export function currentLanguage(): LanguageCode {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
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
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Start-up of spec §4 (languages, auth check if a token exists, practice info), once.
  beforeLoad: ({ context }) => startUp(context.queryClient),
  // <Scripts> emits the router's hydration data in server-rendered HTML (nothing in the browser).
  component: () => (
    <>
      <Outlet />
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
    if (isLanguage(params.lang)) {
      await loadCatalogue(params.lang);
      return { lang: params.lang, pathNotFound: false };
    }
    // No supported language in the path: an unknown language or a legacy path redirects
    // (301: these addresses have moved for good), anything else is the not-found page in the
    // visitor's language (spec §2).
    const decision = decidePath(location.pathname, currentLanguage());
    if (decision.kind === 'redirect') {
      throw redirect({
        href: `${decision.to}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
        statusCode: 301,
      });
    }
    await loadCatalogue(decision.lang);
    return { lang: decision.lang, pathNotFound: true };
  },
  component: function LangLayout() {
    const { lang, pathNotFound } = langRoute.useRouteContext();
    // The path's language is the page's language and the visitor's stored choice (spec §4). An
    // effect, not beforeLoad: after server rendering, hydration does not run beforeLoad again.
    useEffect(() => {
      writeStored(STORAGE_KEYS.language, lang);
      document.documentElement.lang = lang;
    }, [lang]);
    return <SiteLayout lang={lang} pathNotFound={pathNotFound} />;
  },
});

const screenLoader = async (queryClient: QueryClient, screen: Screen, lang: LanguageCode) => {
  await Promise.all([loadScreen(queryClient, screen, lang), preloadScreen(screen)]);
  return screen;
};

const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  loader: ({ context }) => screenLoader(context.queryClient, { screen: 'home' }, context.lang),
  component: function HomeScreen() {
    return <ScreenView screen={homeRoute.useLoaderData()} />;
  },
});

const screenRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '$',
  loader: ({ context, params }) => {
    const segments = (params._splat ?? '').split('/').filter(Boolean);
    // A path without a supported language renders the not-found page (langRoute decided).
    const screen: Screen = context.pathNotFound ? { screen: 'notFound' } : resolveScreen(segments);
    return screenLoader(context.queryClient, screen, context.lang);
  },
  component: function AnyScreen() {
    return <ScreenView screen={screenRoute.useLoaderData()} />;
  },
});

export const routeTree = rootRoute.addChildren([indexRoute, langRoute.addChildren([homeRoute, screenRoute])]);

export const createAppRouter = (queryClient: QueryClient) =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Pages manage scroll and focus themselves (useRouteChangeFocus).
    scrollRestoration: false,
    defaultPendingMs: 300,
    // Server rendering: the query cache travels with the router's own hydration data.
    dehydrate: (): { queries: DehydratedQueries } => ({ queries: dehydrateQueries(queryClient) }),
    hydrate: ({ queries }: { queries: DehydratedQueries }) => hydrateQueries(queryClient, queries),
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
