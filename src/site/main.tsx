/**
 * Browser entry of the public site. In production the server has rendered the page: the app
 * hydrates it with the router's and the query cache's data from the HTML (src/site/entry-server.tsx).
 * In mock mode (the default of `npm run dev`) the MSW worker is started first and the app renders
 * on the client; the import is behind import.meta.env so production bundles never contain mocks
 * (the mock-mode bundle of the browser tests, `npm run build:mock`, is built with them).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadCatalogue } from '../i18n/catalogues';
import { answerSupportedLocalesOfOurLanguages } from './intl/localeSupport';
import { isLanguage } from '../i18n/locale';
import { enableFullStyles } from './common/fullStyles';
import { startHydration } from './common/hydration';
import { installPreactOptions } from './common/preactOptions';
import { createQueryClient } from './common/queryClient';
import { decidePath } from '../lib/resolvePath';
import { createAppRouter, currentLanguage, rememberServedPage } from './routes/router';
import { preloadScreen } from './routes/screens';
import { isPreviewPath } from './routes/previewPath';
import './styles/global.css';

/**
 * Hydration must render exactly the server's markup at once: the page's strings first, in the
 * language the server rendered (its <html lang>; for a path without a language the server cannot
 * know the visitor's stored choice, so the router keeps the served one for this page). Returns the
 * screen the path shows.
 */
async function prepareFirstRender(serverRendered: boolean, pathname: string) {
  const served = document.documentElement.lang;
  if (serverRendered && isLanguage(served)) rememberServedPage(served);
  const decision = decidePath(pathname, currentLanguage());
  const lang = decision.kind === 'render' ? decision.lang : currentLanguage();
  await loadCatalogue(lang);
  return decision.kind === 'render' ? decision.screen : undefined;
}

async function start() {
  installPreactOptions();
  answerSupportedLocalesOfOurLanguages();
  if ((import.meta.env.DEV || import.meta.env.VITE_MOCK_BUNDLE === 'on') && import.meta.env.VITE_API_MODE !== 'server') {
    const { startMockApi } = await import('../../mocks/browser');
    await startMockApi();
  }
  const container = document.getElementById('root')!;
  const serverRendered = container.hasAttribute('data-server-rendered');
  // A preview link (mock mode; production renders previews on the server): the draft's page instead.
  const preview = isPreviewPath(window.location.pathname)
    ? await import('./routes/preview').then(({ openPreviewHere }) => openPreviewHere(window.location.pathname))
    : null;
  // The served page inlines only the rules its markup uses: the rest before anything new renders.
  const [screen] = await Promise.all([
    prepareFirstRender(serverRendered, preview?.path ?? window.location.pathname),
    enableFullStyles(),
  ]);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, preview?.history);
  const app = (routerView: ReactNode) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{routerView}</QueryClientProvider>
    </StrictMode>
  );
  if (serverRendered) {
    // The router takes the server's route and query data first (TanStack's public hydrate(), what its
    // <RouterClient> runs while suspended), so the first render matches the served markup at once:
    // Preact cannot hold a root in suspense. <RouterClient> also deletes the server's data from
    // window afterwards through a private hook of the router's bootstrap script ($_TSR.h()); that
    // cleanup is left out: the data (tens of KB) stays referenced, and no private API is called.
    startHydration();
    await hydrateRouter(router);
    if (screen) await preloadScreen(screen);
    hydrateRoot(container, app(<RouterProvider router={router} />));
  } else {
    if (screen) await preloadScreen(screen);
    createRoot(container).render(app(<RouterProvider router={router} />));
  }
}
void start();
