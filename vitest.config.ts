/**
 * One `vitest run` runs every project (npm test):
 * - unit:    node; contract, catalogue, fixtures, i18n and the mock API's behaviour
 * - api:     node; Fastify on MongoDB (MONGODB_URI), contract suite against the server
 * - stories: every Storybook story as a test in Debian Chromium (play functions + axe)
 * - e2e:     Playwright driving Debian Chromium against the Vite dev server in mock mode, and
 *            against the production build on MongoDB (hydration, faults, journeys/)
 */
import { fileURLToPath, URL } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';
import { alias } from './vite.config.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
          setupFiles: ['tests/support/catalogues.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        resolve: { alias },
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-intl',
            '@tanstack/react-router',
            '@tanstack/react-query',
            'msw',
            'msw/browser',
            'zod',
            'react-hook-form',
            '@hookform/resolvers/zod',
          ],
        },
        test: {
          name: 'stories',
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
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
