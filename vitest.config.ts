/**
 * One `vitest run` runs every project (npm test):
 * - unit:    node; contract, catalogue, fixtures, i18n and the mock API's behaviour
 * - api:     node; Fastify on MongoDB (MONGODB_URI), contract suite against the server
 * - stories: every Storybook story as a test in Debian Chromium (play functions + axe)
 * - e2e:     Playwright driving Debian Chromium against the Vite dev server in mock mode, and
 *            against the production build on MongoDB (hydration, faults, tests/e2e/journeys/)
 */
import { fileURLToPath, URL } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';
import LongestFirst from './tests/support/run/longestFirst.ts';
import { alias, PREACT, PREACT_DEPS } from './vite.config.ts';

/** The site's components render on Preact here too, as in production (vite.config.ts). */
const siteAlias = [...PREACT, ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))];

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    sequence: { sequencer: LongestFirst },
    reporters: ['default', './tests/support/run/timeReport.ts'],
    projects: [
      {
        resolve: { alias: siteAlias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
          setupFiles: ['tests/support/catalogues.ts'],
          // Node would load these from node_modules with React itself; transformed, they get Preact.
          server: { deps: { inline: [/react-intl/] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // No @vitejs/plugin-react: its Fast Refresh needs React; JSX follows tsconfig.json (react-jsx → Preact's runtime).
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        resolve: { alias: siteAlias },
        optimizeDeps: {
          include: [
            ...PREACT_DEPS,
            'preact/debug',
            'react-intl',
            '@tanstack/react-router',
            '@tanstack/react-query',
            'msw',
            'msw/browser',
            'zod',
            'react-hook-form',
            '@hookform/resolvers/zod',
            // The admin's stories (.storybook/admin.tsx): found late, they reloaded the page mid-test.
            'react-admin',
            'ra-i18n-polyglot',
            'ra-language-english',
            'ra-language-german',
            'react-router-dom',
            '@mui/material',
            '@mui/icons-material/Inbox',
            // The statistics' stories (admin/pages/Statistics.stories.tsx): the charts and the page's icons.
            '@mui/x-charts/BarChart',
            '@mui/x-charts/LineChart',
            '@mui/icons-material/Download',
            '@mui/icons-material/ExpandMore',
            '@mui/icons-material/TrendingDown',
            '@mui/icons-material/TrendingFlat',
            '@mui/icons-material/TrendingUp',
          ],
        },
        test: {
          name: 'stories',
          // All story files in one page, one after another: each file in a fresh page spent ~1.7 s
          // loading the preview's modules (catalogues, the mock API, axe) again, more than half of the
          // project's time (245 → 143 s alone). Each story still starts clean: the preview resets
          // the mock database and the addons their handlers and args before every story.
          isolate: false,
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a user would wait for (a list that refilters, a status that
          // changes); its 1 s default failed a correct filter on CI's busy machine (adminInbox).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
