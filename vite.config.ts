import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin, type UserConfig } from 'vite';
import { icuCatalogues } from './scripts/vite/icuCatalogues';
import { precompress } from './scripts/vite/precompress';

/** Path aliases of tsconfig.json, shared with vitest.config.ts. */
export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@admin': fileURLToPath(new URL('./admin', import.meta.url)),
  '@api': fileURLToPath(new URL('./api', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

/**
 * The admin is a second HTML entry with a browser router under /admin. Page requests for /admin and
 * /admin/<anything without a file extension> get admin/index.html, so deep links survive a reload in
 * `npm run dev` and `vite preview` (production: api/plugins/external/site.ts does the same).
 */
const adminShell: Connect.NextHandleFunction = (req, _res, next) => {
  const path = (req.url ?? '').split('?')[0];
  const isAdminPage = path === '/admin' || (path.startsWith('/admin/') && !/\.[A-Za-z0-9]+$/.test(path));
  if (isAdminPage && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) req.url = '/admin/index.html';
  next();
};

function adminEntry(): Plugin {
  return {
    name: 'admin-entry',
    configureServer: (server) => void server.middlewares.use(adminShell),
    configurePreviewServer: (server) => void server.middlewares.use(adminShell),
  };
}

/**
 * In its production build (mode "site") the public site runs on Preact's React compatibility
 * layer: about 10 KB gzip instead of react-dom's 63, which is what keeps the site's first load
 * within issue 8's 130 KB budget. The admin (react-admin + MUI) keeps React; so do dev mode (one
 * dev server serves both entries), Storybook and the unit tests. The production tests (server
 * rendering, hydration, journeys) run on the Preact build.
 */
const PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Two browser entries, built apart since they run on different renderers (npm run build:site):
 * the public site (`vite build --mode site`, index.html, Preact) and the staff admin
 * (`vite build --mode admin`, admin/index.html, React). `vite build --mode site --ssr` builds the
 * public site's server entry into dist/server, which the production server renders pages with
 * (api/ssr/renderer.ts). Without a mode (dev server, Storybook) everything is React.
 */
export default defineConfig(({ command, isSsrBuild, mode }): UserConfig => {
  const admin = mode === 'admin';
  const preact = command === 'build' && mode === 'site';
  return {
    plugins: [react(), adminEntry(), icuCatalogues(), precompress()],
    resolve: {
      alias: [
        ...(preact ? PREACT : []),
        ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
        // The browser build gets catalogues parsed at build time, so it needs no ICU parser. Dev
        // mode and Storybook keep it (stories format the catalogues' plain text).
        ...(command === 'build' && !isSsrBuild
          ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
          : []),
      ],
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    // Scan both entries at start-up, so the first admin visit does not re-optimise and reload the page.
    optimizeDeps: { entries: ['index.html', 'admin/index.html'] },
    // The server bundle carries its libraries, so they import Preact too (external ones would load React).
    ssr: { noExternal: preact ? true : undefined },
    build: isSsrBuild
      ? { outDir: 'dist/server', sourcemap: true, copyPublicDir: false }
      : {
          outDir: 'dist/client',
          sourcemap: true,
          // The admin build comes second and adds to the site's output.
          emptyOutDir: !admin,
          // The server renderer links each page's own scripts and styles from it (api/ssr/pageAssets.ts).
          manifest: !admin,
          rolldownOptions: {
            input: {
              ...(admin ? {} : { main: entry('./index.html') }),
              ...(preact ? {} : { admin: entry('./admin/index.html') }),
            },
          },
        },
  };
});
