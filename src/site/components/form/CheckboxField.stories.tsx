import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { SiteLink } from '../SiteLink/SiteLink';
import { CheckboxField } from './CheckboxField';

const meta = preview.meta({
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: {
    label: (
      <>
        Ich habe die <SiteLink href="/de/datenschutz">Datenschutzerklärung</SiteLink> zur Kenntnis genommen.
      </>
    ),
    required: true,
    onChange: fn(),
  },
});

/** The label text ticks the box; the link inside it stays a link. */
export const Default = meta.story({
  async play({ args, canvas, userEvent }) {
    const box = canvas.getByRole('checkbox', { name: /Datenschutzerklärung zur Kenntnis genommen/ });
    await expect(box).not.toBeChecked();
    await expect(box).toBeRequired();
    await userEvent.click(canvas.getByText(/zur Kenntnis genommen/));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de/datenschutz');
  },
});

export const Keyboard = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
});

export const WithError = meta.story({
  args: { error: 'Sie müssen die Datenschutzerklärung akzeptieren' },
  async play({ canvas }) {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Sie müssen die Datenschutzerklärung akzeptieren');
  },
});

export const LongLabelOnMobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    required: false,
    label:
      'Ja, ich möchte den Newsletter per E-Mail erhalten. Meine Einwilligung kann ich jederzeit widerrufen, z. B. über den Abmeldelink in jeder E-Mail.',
  },
});
