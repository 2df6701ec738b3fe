/**
 * Route tree (thin: validation, loader, composition). The foundation has the language rules
 * of spec §2 for / and /{lang}; the public-site issue adds every page of the spec's table.
 */
import { createRootRouteWithContext, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE } from '../contract/common';
import { IntlProvider } from '../i18n/IntlProvider';
import { isLanguage, STORAGE_KEYS } from '../i18n/locale';
import { languagesQuery, practiceInfoQuery } from '../lib/queries';
import { writeStored } from '../lib/storage';
import { PlaceholderPage } from '../features/placeholder/PlaceholderPage';

interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

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
  beforeLoad: ({ params }) => {
    // An unknown language redirects to /de (spec §2).
    if (!isLanguage(params.lang)) throw redirect({ to: '/$lang', params: { lang: DEFAULT_LANGUAGE } });
    writeStored(STORAGE_KEYS.language, params.lang);
    if (typeof document !== 'undefined') document.documentElement.lang = params.lang;
    return { lang: params.lang };
  },
  component: function LangLayout() {
    const { lang } = langRoute.useRouteContext();
    return (
      <IntlProvider lang={lang}>
        <Outlet />
      </IntlProvider>
    );
  },
});

const homeRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  // Start-up loads languages and practice info; the page renders even if they fail (spec §4).
  loader: ({ context }) =>
    Promise.allSettled([context.queryClient.ensureQueryData(languagesQuery()), context.queryClient.ensureQueryData(practiceInfoQuery())]),
  component: PlaceholderPage,
});

export const routeTree = rootRoute.addChildren([indexRoute, langRoute.addChildren([homeRoute])]);

export const createAppRouter = (queryClient: QueryClient) =>
  createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: false });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
