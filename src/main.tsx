/**
 * Browser entry of the public site. In production the server has rendered the page: the app
 * hydrates it with the router's and the query cache's data from the HTML (src/entry-server.tsx).
 * In mock mode (the default of `npm run dev`) the MSW worker is started first and the app renders
 * on the client; the import is behind import.meta.env so production bundles never contain mocks.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadCatalogue } from './i18n/catalogues';
import { isLanguage } from './i18n/locale';
import { installPreactOptions } from './lib/preactOptions';
import { createQueryClient } from './lib/queryClient';
import { decidePath } from './routes/resolvePath';
import { createAppRouter, currentLanguage } from './routes/router';
import { preloadScreen } from './routes/screens';
import './styles/global.css';

/**
 * Hydration must render exactly the server's markup at once: the page's strings and module first,
 * in the language the server rendered (its <html lang>; for a path without a language the server
 * cannot know the visitor's stored choice).
 */
async function prepareFirstRender(serverRendered: boolean) {
  const decision = decidePath(window.location.pathname, currentLanguage());
  const served = document.documentElement.lang;
  const lang = serverRendered && isLanguage(served) ? served : decision.kind === 'render' ? decision.lang : currentLanguage();
  await Promise.all([loadCatalogue(lang), decision.kind === 'render' ? preloadScreen(decision.screen) : undefined]);
}

async function start() {
  installPreactOptions();
  if (import.meta.env.DEV && import.meta.env.VITE_API_MODE !== 'server') {
    const { startMockApi } = await import('../mocks/browser');
    await startMockApi();
  }
  const container = document.getElementById('root')!;
  const serverRendered = container.hasAttribute('data-server-rendered');
  await prepareFirstRender(serverRendered);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const app = (routerView: ReactNode) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{routerView}</QueryClientProvider>
    </StrictMode>
  );
  if (serverRendered) {
    // What TanStack's <RouterClient> does, but before rendering: with <RouterClient> the router ran
    // its beforeLoad again while hydrating, so a path without a language hydrated in the visitor's
    // stored language instead of the served German (tests/e2e/hydration.test.ts). $_TSR.h() is the
    // router's own end-of-hydration signal; replacing it with a public API is left open (issue 17).
    await hydrateRouter(router);
    (window as unknown as { $_TSR: { h(): void } }).$_TSR.h();
    hydrateRoot(container, app(<RouterProvider router={router} />));
  } else createRoot(container).render(app(<RouterProvider router={router} />));
}
void start();
