import { expect } from 'storybook/test';
import preview from '../.storybook/preview';
import { DesignTokens } from './DesignTokens';

const meta = preview.meta({ title: 'Foundations/Design tokens', component: DesignTokens, parameters: { layout: 'fullscreen' } });

/** Every token of tokens.css with its value and a sample. */
export const Tokens = meta.story({
  async play({ canvas }) {
    await expect(await canvas.findByText('--color-primary')).toBeVisible();
    await expect(canvas.getByText('--font-size-md')).toBeVisible();
    await expect(canvas.getByText('--duration-base')).toBeVisible();
  },
});
