/**
 * Route tree (thin: language rules, data loading, composition). Which screen a path shows is
 * decided by resolvePath.ts; this file only wires those decisions into TanStack Router:
 *   /                → redirect /de
 *   /{lang}          → home          (lang not supported → decidePath: redirect or not-found)
 *   /{lang}/…        → one screen of the spec §2 table, loaded through screenData.ts
 */
import { createRootRouteWithContext, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../contract/common';
import { detectLanguage, isLanguage, STORAGE_KEYS } from '../i18n/locale';
import { readStored, writeStored } from '../lib/storage';
import { IntlProvider } from '../i18n/IntlProvider';
import { LoadingIndicator } from '../components/LoadingIndicator/LoadingIndicator';
import { SiteLayout } from '../features/site/SiteLayout';
import { startUp } from '../features/site/startUp';
import { decidePath, resolveScreen, type Screen } from './resolvePath';
import { loadScreen } from './screenData';
import { ScreenView } from './screens';

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

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Start-up of spec §4 (languages, auth check if a token exists, practice info), once.
  beforeLoad: ({ context }) => startUp(context.queryClient),
  component: Outlet,
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
    throw redirect({ to: '/$lang', params: { lang: DEFAULT_LANGUAGE } });
  },
});

const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  beforeLoad: ({ params, location }): { lang: LanguageCode; pathNotFound: boolean } => {
    if (isLanguage(params.lang)) {
      writeStored(STORAGE_KEYS.language, params.lang);
      if (typeof document !== 'undefined') document.documentElement.lang = params.lang;
      return { lang: params.lang, pathNotFound: false };
    }
    // No supported language in the path: an unknown language or a legacy path redirects,
    // anything else is the not-found page in the visitor's language (spec §2).
    const decision = decidePath(location.pathname, currentLanguage());
    if (decision.kind === 'redirect') throw redirect({ href: `${decision.to}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`, replace: true });
    return { lang: decision.lang, pathNotFound: true };
  },
  component: function LangLayout() {
    const { lang, pathNotFound } = langRoute.useRouteContext();
    return <SiteLayout lang={lang} pathNotFound={pathNotFound} />;
  },
});

const screenLoader = async (queryClient: QueryClient, screen: Screen, lang: LanguageCode) => {
  await loadScreen(queryClient, screen, lang);
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
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
