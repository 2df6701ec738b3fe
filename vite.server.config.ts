/**
 * The production server's build (npm run build:server): api/server.ts and the seed scripts to plain
 * JavaScript in dist/server (server.js; seed.js: the migrations; seedDemo.js: the demo practice), so `npm start` runs `node` without a TypeScript
 * loader (tsx is a devDependency). Packages stay imports of node_modules; only our own sources
 * (api/, and the contract, catalogue, i18n and content it imports from src/ and content/) are bundled.
 * It runs after the site's server-rendering build, which empties dist/server first.
 * The site's own plugins (React, ICU catalogues, precompression) are left out: the server runs its
 * sources exactly as the TypeScript loader did.
 */
import { defineConfig } from 'vite';
import { alias } from './vite.config.ts';

export default defineConfig({
  resolve: { alias },
  // No `.env` files, no public dir: the server reads its settings from the environment (api/config.ts).
  envDir: false,
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: { server: 'api/server.ts', seed: 'api/scripts/seed.ts', seedDemo: 'api/scripts/seedDemo.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'server-chunks/[name]-[hash].js' },
    },
  },
});
