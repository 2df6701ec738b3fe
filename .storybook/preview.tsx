// Preact's development checks and component stacks, as React's development build has them.
import 'preact/debug';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import addonMsw from 'msw-storybook-addon';
import { setupWorker } from 'msw/browser';
import { LANGUAGES } from '../src/contract/common';
import { LANGUAGE_NAMES } from '../src/i18n/locale';
import { provideCatalogues } from '../src/i18n/catalogues';
import { installPreactOptions } from '../src/site/common/preactOptions';
import { messages } from '../src/i18n/messages';
import { handlers } from '../mocks/handlers';
import { resetMockDb } from '../mocks/db';
import { preloadMarkdownBody } from '../src/site/components/BlogPostBody/BlogPostBody';
import { loadRouter, withIntl, withQueryClient, withRouter } from './decorators';
import { widthViewports } from './widths';
import '../src/site/styles/global.css';

// Stories switch languages from the toolbar synchronously, so every catalogue is there at once.
provideCatalogues(messages);
installPreactOptions();

export default definePreview({
  addons: [
    addonDocs(),
    addonA11y(),
    // The whole mock API answers in every story; a story overrides single endpoints in beforeEach({ msw }).
    addonMsw(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  globalTypes: {
    locale: {
      description: 'Language of the site',
      toolbar: {
        title: 'Sprache',
        icon: 'globe',
        items: LANGUAGES.map((l) => ({ value: l, title: LANGUAGE_NAMES[l], right: l })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'de' },
  // Order matters: the router is innermost so links see the intl and query providers.
  decorators: [withRouter, withQueryClient, withIntl],
  // Stories render texts at once, as the server does: the Markdown renderer the site loads on demand is there first.
  loaders: [loadRouter, () => preloadMarkdownBody()],
  beforeEach() {
    // Every story starts from the fixtures, whatever an earlier story changed.
    resetMockDb();
  },
  parameters: {
    // Zero accessibility violations: axe failures fail the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 360', styles: { width: '360px', height: '740px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
        ...widthViewports,
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
});
