/**
 * Server entry of the public site (Vite SSR build → dist/server/entry-server.js, loaded by
 * api/ssr/pageRenderer.ts). It renders one URL with the same route tree, loaders and queries as the
 * browser, through TanStack Router's request handler: redirects come back as HTTP redirects, the
 * router's hydration data (with the query cache, see router.tsx) is in the HTML, and the page's
 * own not-found decision sets the status.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../contract/constants';
import { provideCatalogues } from '../i18n/catalogues';
import { isLanguage } from '../i18n/locale';
import { messages } from '../i18n/messages';
import { preloadMarkdownBody } from './components/BlogPostBody/BlogPostBody';
import { ApiRequestError } from '../lib/api';
import { headHtml, HeadCollectorContext, type HeadCollector } from './common/documentHead';
import { installPreactOptions } from './common/preactOptions';
import { CLOCK_BOUND } from './common/queries';
import { createQueryClient } from './common/queryClient';
import { ResponseStatusContext } from './common/responseStatus';
import type { Screen } from '../lib/resolvePath';
import { FRAME_DATA_ID } from './features/site/frameData';
import { frameQueries } from './features/site/frameQueries';
import { frameViewJson } from './routes/queryTransfer';
import { createAppRouter } from './routes/router';
import { hasStaticContent, pageModuleOf } from './routes/screens';
import { setServerOrigin } from './features/seo/siteOrigin';

export { setApiTransport } from '../lib/api';

// The server answers in every language, so all catalogues are there from the start.
provideCatalogues(messages);
installPreactOptions();

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      lang: LanguageCode;
      /** The app's markup for <div id="root">, hydration scripts included. */
      html: string;
      /** The page's own <head> elements: title, description, canonical, alternates, preloads. */
      head: string;
      /**
       * The inline scripts the router emitted (its hydration data and bootstrap), as their sources:
       * the page's CSP allows exactly these, never whatever else the HTML might contain.
       */
      scripts: string[];
      /** False when a read failed for a reason that may pass (server error, timeout): do not cache. */
      cacheable: boolean;
      /**
       * The page shows something that changes with the clock (a read marked CLOCK_BOUND: the
       * opening status, free slots): kept a minute; every other page until content changes.
       */
      clockBound: boolean;
      /** Source modules (as the client build's manifest names them) whose styles the page needs. */
      modules: string[];
      /**
       * Those of them whose scripts the browser loads to hydrate: the page's module only where its
       * content is interactive (routes/screens.tsx, hasStaticContent), and the language's catalogue.
       */
      scriptModules: string[];
      /**
       * The browser entry that hydrates the page: the app (src/site/main.tsx, with the router's data in
       * the HTML), or, where the page's content holds nothing interactive, only its frame
       * (src/site/frame.tsx) with `frameData` and without the router's data.
       */
      entry: 'app' | 'frame';
      /**
       * A frame-only page's frame data (FrameView) as JSON: the server serves it beside the page
       * (api/ssr/frameData.ts); `frameData` is the same as a <script type="application/json"> for the
       * end of <body>, for a page whose data must not be served to anyone else (a staff preview).
       */
      frameJson?: string;
      frameData?: string;
    };

/** The markup without the inline scripts the router emitted into it (their sources as captured). */
function withoutScripts(html: string, sources: readonly string[]) {
  let out = html;
  for (const source of sources) {
    const end = out.indexOf(`${source}</script>`);
    const start = end < 0 ? -1 : out.lastIndexOf('<script', end);
    if (start >= 0) out = out.slice(0, start) + out.slice(end + source.length + '</script>'.length);
  }
  return out;
}

/** A read that failed with a 4xx is an answer (not found); anything else may be gone next time. */
const isTransientFailure = (error: unknown) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

export async function render(url: string, origin: string): Promise<RenderResult> {
  setServerOrigin(origin);
  // The server renders every text itself: the Markdown renderer the browser loads on demand is there first.
  await preloadMarkdownBody();
  const queryClient = createQueryClient({ retry: false });
  let status = 200;
  const setStatus = (code: number) => {
    status = code;
  };
  const handler = createRequestHandler({
    request: new Request(new URL(url, origin)),
    createRouter: () => createAppRouter(queryClient),
  });
  const head: HeadCollector = new Map();
  let screen: Screen['screen'] = 'notFound';
  const scripts: string[] = [];
  const response = await handler(({ router, responseHeaders }) => {
    screen = (router.state.matches.at(-1)?.loaderData as Screen | undefined)?.screen ?? 'notFound';
    const ssr = router.serverSsr;
    if (ssr) {
      const take = ssr.takeInitialHydrationScriptTags;
      ssr.takeInitialHydrationScriptTags = () => {
        const tags = take();
        for (const tag of tags ? [...tags.before, tags.boundary] : [])
          if (typeof tag.children === 'string') scripts.push(tag.children);
        return tags;
      };
    }
    return renderRouterToString({
      router,
      responseHeaders,
      children: (
        <StrictMode>
          <ResponseStatusContext.Provider value={setStatus}>
            <HeadCollectorContext.Provider value={head}>
              <QueryClientProvider client={queryClient}>
                <RouterServer router={router} />
              </QueryClientProvider>
            </HeadCollectorContext.Provider>
          </ResponseStatusContext.Provider>
        </StrictMode>
      ),
    });
  });
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) return { kind: 'redirect', status: response.status, location };
  if (response.status >= 500) throw new Error(`render of ${url} failed (${response.status})`);

  const html = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  const first = new URL(url, origin).pathname.split('/')[1] ?? '';
  const lang = isLanguage(first) ? first : DEFAULT_LANGUAGE;
  const page = pageModuleOf(screen);
  const reads = queryClient.getQueryCache().getAll();
  const failed = reads.filter((q) => q.state.status === 'error');
  const clockBound = reads.some((q) => q.meta?.clockBound === CLOCK_BOUND.clockBound);
  const frameOnly = hasStaticContent(screen, failed.length > 0);
  const frameJson = frameOnly ? frameViewJson(queryClient, lang) : undefined;
  const frameData = frameJson && `<script type="application/json" id="${FRAME_DATA_ID}">${frameJson}</script>`;
  queryClient.clear();
  const catalogue = `src/i18n/messages/${lang}.json?icu-ast`;
  const hydratedPage = page && !frameOnly ? [page] : [];
  return {
    kind: 'page',
    status,
    lang,
    // A frame-only page hydrates without the router: its data (the page's whole content again) stays out.
    html: frameOnly ? withoutScripts(html, scripts) : html,
    head: headHtml(head),
    scripts: frameOnly ? [] : scripts,
    cacheable: !failed.some((q) => isTransientFailure(q.state.error)),
    clockBound,
    // The page's module and the language's catalogue (src/i18n/catalogues.ts) load before hydration.
    modules: [...(page ? [page] : []), catalogue],
    scriptModules: [...hydratedPage, catalogue],
    entry: frameOnly ? 'frame' : 'app',
    frameJson,
    frameData,
  };
}

/**
 * A frame-only page's frame data in `lang`, made without rendering a page (the same JSON as a
 * render's `frameJson` while the content is the same): for an instance asked for it that has
 * rendered no such page since its cache was cleared.
 */
export async function frameView(lang: LanguageCode, origin: string): Promise<string> {
  setServerOrigin(origin);
  const queryClient = createQueryClient({ retry: false });
  const reads = frameQueries();
  await Promise.all([
    queryClient.prefetchQuery(reads.settings),
    queryClient.prefetchQuery(reads.treatments),
    queryClient.prefetchQuery(reads.info),
    queryClient.prefetchQuery(reads.languages),
    queryClient.prefetchQuery(reads.contact),
  ]);
  // A page whose read failed shows the frame's fallbacks and is not cached; neither is this.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === 'error');
  const json = frameViewJson(queryClient, lang);
  queryClient.clear();
  if (failed) throw new Error(`a read of the frame in ${lang} failed`);
  return json;
}
