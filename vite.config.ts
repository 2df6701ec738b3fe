import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';
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
 * Two browser entries: the public site (index.html) and the staff admin (admin/index.html,
 * react-admin + MUI). `vite build --ssr` builds the public site's server entry into dist/server,
 * which the production server renders pages with (api/ssr/renderer.ts).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), adminEntry(), icuCatalogues(), precompress()],
  resolve: {
    alias: [
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
  build: isSsrBuild
    ? { outDir: 'dist/server', sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        sourcemap: true,
        // The server renderer links each page's own scripts and styles from it (api/ssr/pageAssets.ts).
        manifest: true,
        rolldownOptions: {
          input: {
            main: fileURLToPath(new URL('./index.html', import.meta.url)),
            admin: fileURLToPath(new URL('./admin/index.html', import.meta.url)),
          },
        },
      },
}));
