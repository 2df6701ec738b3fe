/**
 * Storybook decorators: every story renders inside the same providers as the site — the intl
 * catalogues of the toolbar's locale, a fresh TanStack Query client and a memory router whose
 * first path segment is the locale (so language links behave as on the site).
 */
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { useState, type ComponentType } from 'react';
import type { LanguageCode } from '../src/contract/common';
import { IntlProvider } from '../src/i18n/IntlProvider';
import { isLanguage } from '../src/i18n/locale';
import { createQueryClient } from '../src/lib/queryClient';

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

function StoryRouter({ Story, path }: { Story: ComponentType; path: string }) {
  const [router] = useState(() => {
    const root = createRootRoute({ component: Outlet });
    const any = createRoute({ getParentRoute: () => root, path: '$', component: () => <Story /> });
    const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <Story /> });
    return createRouter({ routeTree: root.addChildren([home, any]), history: createMemoryHistory({ initialEntries: [path] }) });
  });
  return <RouterProvider router={router} />;
}

/** parameters.route: the path the story pretends to be on, without the language (default: home). */
export const withRouter: Decorator = (Story, { globals, parameters }) => (
  <StoryRouter
    key={localeOf(globals)}
    Story={Story}
    path={`/${localeOf(globals)}${(parameters.route as string | undefined) ?? ''}`}
  />
);
