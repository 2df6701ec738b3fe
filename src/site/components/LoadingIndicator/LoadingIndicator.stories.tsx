import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { LoadingIndicator } from './LoadingIndicator';

const meta = preview.meta({ title: 'Feedback/LoadingIndicator', component: LoadingIndicator });

/** In the flow of a section: spinner and visible text, announced politely. */
export const Inline = meta.story({
  async play({ canvas }) {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Wird geladen …');
    await expect(canvas.getByText('Wird geladen …')).toBeVisible();
  },
});

/** Start-up: fills the viewport until the app is initialised. */
export const FullPage = meta.story({
  args: { variant: 'page' },
  parameters: { layout: 'fullscreen' },
  async play({ canvas }) {
    const status = canvas.getByRole('status');
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight - 1);
  },
});

/** Only the spinner is seen; the text stays for screen readers. */
export const HiddenLabel = meta.story({
  args: { hideLabel: true },
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.getByText('Wird geladen …')).toHaveClass('visually-hidden');
  },
});

export const CustomLabel = meta.story({
  args: { label: 'Behandlungen werden geladen …' },
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('Behandlungen werden geladen …');
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('Загрузка…');
  },
});

export const EnglishFullPageMobile = meta.story({
  args: { variant: 'page' },
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
});
