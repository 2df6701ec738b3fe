/**
 * knip (npm run lint): every package imported is declared, every declared package is used, and no
 * file or export is dead. Entries are what runs: the site, its server entry, the admin, the API
 * server and its scripts, the mock worker, the contract's and the catalogue content's scripts, tests, benches, stories;
 * the Vite, Vitest and Storybook plugins add their configs.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    'src/site/entry-server.tsx',
    'admin/main.tsx',
    'api/scripts/*.ts',
    'mocks/browser.ts',
    'src/*/scripts/*.ts',
    'content/*/scripts/*.ts',
    'scripts/*.ts',
    'bench/*.ts',
    'tests/**/*.test.{ts,tsx}',
    'stories/**/*.stories.tsx',
  ],
  ignoreDependencies: [
    // Loaded into the browser page as a file (createRequire().resolve('axe-core/axe.min.js')), never imported.
    'axe-core',
  ],
  // An export a module also uses itself documents its interface (and tests may reach for it later);
  // only exports nobody uses at all are dead.
  ignoreExportsUsedInFile: true,
  // Storybook's MDX pages import blocks and components: knip follows their import lines (those
  // outside code examples).
  compilers: {
    mdx: (text: string) => [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^import[^\n]+/gm)].join('\n'),
  },
};

export default config;
