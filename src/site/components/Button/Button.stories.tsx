import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { Button } from './Button';

const meta = preview.meta({ title: 'Basics/Button', component: Button, args: { children: 'Termin anfragen', onClick: fn() } });

export const Primary = meta.story({
  async play({ args, canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Termin anfragen' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
});
export const Secondary = meta.story({ args: { variant: 'secondary' } });
export const Ghost = meta.story({ args: { variant: 'ghost' } });
export const Small = meta.story({ args: { size: 'small' } });
export const Disabled = meta.story({
  args: { disabled: true },
  async play({ canvas }) {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
});
export const AsExternalLink = meta.story({
  args: { href: 'https://example.org/booking', newTab: true, children: 'TERMIN BUCHEN' },
  async play({ canvas }) {
    const link = canvas.getByRole('link', { name: 'TERMIN BUCHEN' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});
