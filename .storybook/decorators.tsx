/**
 * Storybook decorators: every story renders inside the same providers as the site — the intl
 * catalogues of the toolbar's locale, a fresh TanStack Query client and a memory router whose
 * first path segment is the locale (so language links behave as on the site).
 */
import type { Decorator, Loader } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { RouterNavigation } from '../src/site/routes/routerNavigation';
import { createContext, useContext, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import type { LanguageCode } from '../src/contract/common';
import { IntlProvider } from '../src/site/intl/IntlProvider';
import { isLanguage } from '../src/i18n/locale';
import { createQueryClient } from '../src/site/common/queryClient';

export const localeOf = (globals: Record<string, unknown>): LanguageCode => (isLanguage(globals.locale) ? globals.locale : 'de');

export const withIntl: Decorator = (Story, { globals }) => {
  const lang = localeOf(globals);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return (
    <IntlProvider lang={lang}>
      <Story />
    </IntlProvider>
  );
};

function StoryQueryClient({ Story }: { Story: ComponentType }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Story />
    </QueryClientProvider>
  );
}
export const withQueryClient: Decorator = (Story) => <StoryQueryClient Story={Story} />;

/** What the router's routes render: the story of the current render (the router outlives none). */
const CurrentStory = createContext<ReactNode>(null);
const StoryOutlet = () => useContext(CurrentStory);

/**
 * A memory router whose location is resolved before the story renders: the site's renderer,
 * Preact, renders what it is given at once, while a router matches its location asynchronously,
 * so a router created while rendering would still be empty when the play function starts.
 * parameters.route: the path the story pretends to be on, without the language (default: home).
 */
export const loadRouter: Loader = async ({ globals, parameters }) => {
  const path = `/${localeOf(globals)}${(parameters.route as string | undefined) ?? ''}`;
  // Links and menus navigate through the router, as in the app (src/site/routes/routerNavigation.tsx).
  const root = createRootRoute({
    component: () => (
      <RouterNavigation>
        <Outlet />
      </RouterNavigation>
    ),
  });
  const any = createRoute({ getParentRoute: () => root, path: '$', component: StoryOutlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: StoryOutlet });
  const router = createRouter({
    routeTree: root.addChildren([home, any]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return { router };
};

export const withRouter: Decorator = (Story, { loaded }) => (
  <CurrentStory.Provider value={<Story />}>
    <RouterProvider router={(loaded as { router: AnyRouter }).router} />
  </CurrentStory.Provider>
);

/** Renders the story inside a box of the given style: the room or the surface the component stands on in the page. */
export const withStyle =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <div style={style}>
      <Story />
    </div>
  );

/** Renders the story in a column of the given width at most, as the component stands in its grid or text column. */
export const withMaxWidth = (maxWidth: string) => withStyle({ maxWidth });
