import { expect } from 'storybook/test';
import { withStyle } from '../../../../.storybook/decorators';
import preview from '../../../../.storybook/preview';
import { Logo } from './Logo';

const meta = preview.meta({ title: 'Layout/Logo', component: Logo });

/** The name mark links to the home page of the current language. */
export const Default = meta.story({
  async play({ canvas }) {
    const link = canvas.getByRole('link', { name: 'Zahnarztpraxis Dr. Berger & Kollegen' });
    await expect(link).toHaveAttribute('href', '/de');
  },
});

/** On dark surfaces (footer). */
export const Inverse = meta.story({
  args: { tone: 'inverse' },
  decorators: [withStyle({ background: 'var(--color-primary)', padding: 'var(--space-4)' })],
});

/** In Russian the link leads to the Russian home page. */
export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/ru');
  },
});

export const Mobile = meta.story({ globals: { viewport: { value: 'mobile', isRotated: false } } });
