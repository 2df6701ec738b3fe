import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { failing, pending } from '../../../mocks/handlers';
import { PlaceholderPage } from './PlaceholderPage';

const meta = preview.meta({
  title: 'Pages/Placeholder',
  component: PlaceholderPage,
});

/** Practice info and languages arrive from the mock API. */
export const Loaded = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Dr\. Berger/ })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru');
  },
});

/** The practice-info call fails: the spec's message, nothing else breaks. */
export const PracticeInfoFails = meta.story({
  beforeEach({ msw }) {
    msw.use(failing('practice.info', 500));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Praxisinformationen konnten nicht geladen werden');
  },
});

/** Still loading. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(pending('practice.info'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Wird geladen');
  },
});
