import { defineMain } from '@storybook/react-vite/node';
import { mergeConfig, type PluginOption } from 'vite';
import { PREACT, PREACT_DEPS } from '../vite.config.ts';

/** Storybook has a dev server of its own: the admin's (vite.config.ts) has no place in it. */
async function withoutAdminDevServer(plugins: PluginOption[] = []): Promise<PluginOption[]> {
  const kept: PluginOption[] = [];
  for (const option of await Promise.all(plugins)) {
    if (Array.isArray(option)) kept.push(await withoutAdminDevServer(option));
    else if (!(option && 'name' in option && option.name === 'admin-dev-server')) kept.push(option);
  }
  return kept;
}

export default defineMain({
  framework: '@storybook/react-vite',
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../src/**/*.stories.@(ts|tsx)',
    '../admin/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Stories render on Preact, as the site does in production (vite.config.ts). The admin's stories
  // (admin/**) too: one module graph has one `react`, and react-admin and MUI render their screens
  // on preact/compat. The admin itself runs on React; its behaviour is tested end to end (tests/e2e).
  viteFinal: async (config) =>
    mergeConfig(
      { ...config, plugins: await withoutAdminDevServer(config.plugins) },
      { resolve: { alias: PREACT }, optimizeDeps: { include: [...PREACT_DEPS, 'preact/debug'] } },
    ),
});
