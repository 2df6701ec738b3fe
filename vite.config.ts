import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Connect, type Plugin, type UserConfig, type ViteDevServer } from 'vite';
import { designTokens } from './scripts/vite/designTokens';
import { icuCatalogues } from './scripts/vite/icuCatalogues';
import { frameChunk } from './scripts/vite/frameChunk';
import { precompress } from './scripts/vite/precompress';

/** Path aliases of tsconfig.json, shared with vitest.config.ts. */
export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@admin': fileURLToPath(new URL('./admin', import.meta.url)),
  '@api': fileURLToPath(new URL('./api', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

const isAdminUrl = (url = '') => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

/**
 * The admin is a second HTML entry with a browser router under /admin. Page requests for /admin and
 * /admin/<anything without a file extension> get admin/index.html, so deep links survive a reload in
 * `npm run dev` and `vite preview` (production: api/plugins/external/site.ts does the same).
 */
const adminShell =
  (html: string): Connect.NextHandleFunction =>
  (req, _res, next) => {
    const path = (req.url ?? '').split('?')[0];
    const isAdminPage = isAdminUrl(path) && !/\.[A-Za-z0-9]+$/.test(path);
    if (isAdminPage && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) req.url = html;
    next();
  };

function adminEntry(): Plugin {
  return {
    name: 'admin-entry',
    // The admin's dev server (below) serves the project under /admin/, so admin/index.html is /admin/admin/index.html there.
    configureServer: (server) => void server.middlewares.use(adminShell('/admin/admin/index.html')),
    configurePreviewServer: (server) => void server.middlewares.use(adminShell('/admin/index.html')),
  };
}

/**
 * `npm run dev` serves the site on Preact and the admin on React, so each runs on the renderer it
 * runs on in production. One module graph cannot do that (both load @tanstack/react-query, bound to
 * one `react`), so the admin gets a dev server of its own (mode "admin", every URL under /admin/)
 * inside the site's: same port, its own HMR socket on the same HTTP server.
 */
function adminDevServer(): Plugin {
  let admin: ViteDevServer | undefined;
  return {
    name: 'admin-dev-server',
    apply: 'serve',
    async configureServer(server) {
      admin = await createServer({
        configFile: server.config.configFile,
        mode: 'admin',
        logLevel: server.config.logLevel,
        clearScreen: false,
        server: { middlewareMode: true, ws: server.httpServer ? { server: server.httpServer } : false },
      });
      const adminServer = admin;
      server.middlewares.use((req, res, next) => (isAdminUrl(req.url) ? adminServer.middlewares(req, res, next) : next()));
    },
    async closeBundle() {
      await admin?.close();
      admin = undefined;
    },
  };
}

/**
 * The public site runs on Preact's React compatibility layer wherever it runs: production build,
 * server rendering, dev mode, Storybook and the component tests (vitest.config.ts), so what is
 * developed and tested is what is served. About 10 KB gzip instead of react-dom's 63, which keeps
 * the site's first load within its 130 KB budget. The admin (react-admin + MUI) keeps React.
 */
export const PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/compat/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** What dev mode and the stories pre-bundle of Preact, so the first visit does not re-optimise. */
export const PREACT_DEPS = ['preact', 'preact/compat', 'preact/compat/client', 'preact/compat/jsx-dev-runtime', 'preact/hooks'];

/**
 * The mock-mode bundle (`npm run build:mock`, VITE_MOCK_BUNDLE=on): what `npm run dev` serves, built
 * once into dist/mock, site and admin, with the mock API inside (src/site/main.tsx, admin/main.tsx). The
 * browser tests in mock mode load it (tests/e2e/globalSetup.ts): a page from the dev server is
 * some 430 module requests, each transformed on demand, and took 3 s to the first heading where the
 * bundle takes under 2. No compressed copies and no source maps: nothing serves it to the public.
 * The static Storybook (`npm run build-storybook`) is built the same way: its stories answer from the
 * mock API's worker and format the catalogues' plain text (without, it had no worker and showed
 * `<link>` tags and `{placeholders}` as text).
 */
const MOCK_BUNDLE = process.env.VITE_MOCK_BUNDLE === 'on';

/** MSW's worker (public/) runs only in mock mode: the production browser builds leave it out of dist/client. */
function withoutMockWorker(): Plugin {
  let outDir = '';
  return {
    name: 'without-mock-worker',
    apply: (config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && !config.build?.ssr && !MOCK_BUNDLE,
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: () => rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true }),
  };
}

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const FRAME_ENTRY = entry('./src/site/frame.tsx');

/**
 * Class names of CSS modules in the production builds: six characters instead of Vite's readable
 * `_name_hash_line` (a page's markup repeats them hundreds of times, ~6 KB of the team
 * page). Derived from the file (relative to the project) and the local name only, so the browser and
 * the server rendering build agree. Five characters of hash (30 bits) keep a collision, which stops
 * the build, unlikely (about 1 in 10,000 builds at the site's 450 classes); one character more made
 * the home and treatment pages about 0.1 KB larger as brotli, which counts towards a document's first
 * round trip (api/ssr/encodedBody.ts). Dev mode and Storybook keep the readable names.
 */
function shortClassNames() {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const taken = new Map<string, string>();
  return (name: string, filename: string) => {
    const source = `${relative(root, filename.split('?')[0]!)}:${name}`;
    const scoped = `_${createHash('sha256').update(source).digest('base64url').slice(0, 5)}`;
    const owner = taken.get(scoped);
    if (owner !== undefined && owner !== source) throw new Error(`CSS module class names collide: ${owner} and ${source}`);
    taken.set(scoped, source);
    return scoped;
  };
}

/**
 * Two browser entries, built apart since they run on different renderers (npm run build:site):
 * the public site (`vite build --mode site`, index.html, Preact) and the staff admin
 * (`vite build --mode admin`, admin/index.html, React). `vite build --mode site --ssr` builds the
 * public site's server entry into dist/server, which the production server renders pages with
 * (api/ssr/pageRenderer.ts). Without a mode (dev server, Storybook) this is the site, on Preact; the dev
 * server starts the admin's own (mode "admin", see adminDevServer).
 */
export default defineConfig(({ command, isSsrBuild, isPreview, mode }): UserConfig => {
  const admin = mode === 'admin';
  const preact = !admin;
  const adminDev = admin && command === 'serve';
  return {
    // React Fast Refresh needs React: the site in dev mode reloads the page on a change instead.
    plugins: [
      ...(preact && command === 'serve' ? [] : [react()]),
      // `vite preview` (command "serve" too) serves built files: the admin's shell, not its dev server.
      ...(command === 'serve' && !isPreview && !admin ? [adminDevServer()] : [adminEntry()]),
      icuCatalogues(),
      ...(MOCK_BUNDLE ? [] : [precompress()]),
      withoutMockWorker(),
    ],
    ...(adminDev ? { base: '/admin/', cacheDir: 'node_modules/.vite/admin' } : {}),
    resolve: {
      alias: [
        ...(preact ? PREACT : []),
        ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
        // The browser build gets catalogues parsed at build time, so it needs no ICU parser. Dev
        // mode, Storybook and the mock-mode bundle keep it (stories format the catalogues' plain
        // text; the mock API writes its mails from the mail catalogues' text).
        ...(command === 'build' && !isSsrBuild && !MOCK_BUNDLE
          ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
          : []),
      ],
    },
    // Builds write the design tokens into the rules as their values (scripts/vite/designTokens.ts).
    ...(command === 'build'
      ? { css: { modules: { generateScopedName: shortClassNames() }, postcss: { plugins: [designTokens(entry('./src'))] } } }
      : {}),
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    // Scan the entry at start-up, so the first visit does not re-optimise and reload the page.
    optimizeDeps: adminDev ? { entries: ['admin/index.html'] } : { entries: ['index.html'], include: PREACT_DEPS },
    // The server bundle carries its libraries, so they import Preact too (external ones would load React).
    ssr: { noExternal: command === 'build' && preact ? true : undefined },
    build: isSsrBuild
      ? { outDir: 'dist/server', sourcemap: true, copyPublicDir: false }
      : {
          outDir: MOCK_BUNDLE ? 'dist/mock' : 'dist/client',
          // Written for reading error reports, never linked from the scripts nor served (api/plugins/external/site.ts).
          sourcemap: MOCK_BUNDLE ? false : 'hidden',
          // The admin build comes second and adds to the site's output.
          emptyOutDir: !admin,
          // The server renderer links each page's own scripts and styles from it (api/ssr/pageAssets.ts).
          manifest: !admin,
          rolldownOptions: {
            input: {
              // The frame's entry: pages whose content holds nothing interactive hydrate only their
              // frame (src/site/frame.tsx); the server renderer loads it by its manifest entry.
              ...(admin ? {} : { main: entry('./index.html'), frame: FRAME_ENTRY }),
              ...(preact ? {} : { admin: entry('./admin/index.html') }),
            },
            // What the frame imports comes as one chunk, not a dozen small ones (scripts/vite/frameChunk.ts).
            ...(preact ? { output: { codeSplitting: { groups: [frameChunk(FRAME_ENTRY)] } } } : {}),
          },
        },
  };
});
