import { expect } from 'storybook/test';
import { showsTextbox } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { TextField } from './TextField';

const meta = preview.meta({
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Vorname', name: 'firstName', autoComplete: 'given-name' },
});

export const Default = meta.story({
  async play({ canvas, userEvent }) {
    const input = canvas.getByRole('textbox', { name: 'Vorname' });
    await userEvent.type(input, 'Anna');
    await expect(input).toHaveValue('Anna');
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
});

/** Required: a visible asterisk (hidden from screen readers, which hear "required" from the input). */
export const Required = meta.story({
  args: { required: true },
  async play({ canvas }) {
    const input = canvas.getByRole('textbox', { name: 'Vorname' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
});

export const WithHint = meta.story({
  args: { label: 'Telefonnummer', type: 'tel', hint: 'Mindestens 10 Zeichen, z. B. 089 1234567', required: true },
  async play({ canvas }) {
    await expect(canvas.getByRole('textbox', { name: 'Telefonnummer' })).toHaveAccessibleDescription(
      'Mindestens 10 Zeichen, z. B. 089 1234567',
    );
  },
});

/** The error is tied to the input (aria-invalid + aria-describedby), after the hint. */
export const WithError = meta.story({
  args: {
    label: 'E-Mail-Adresse',
    type: 'email',
    required: true,
    defaultValue: 'anna@',
    hint: 'Für die Terminbestätigung',
    error: 'Ungültige E-Mail-Adresse',
  },
  async play({ canvas }) {
    const input = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Für die Terminbestätigung Ungültige E-Mail-Adresse');
  },
});

export const Optional = meta.story({ args: { label: 'Firma', optional: true }, play: showsTextbox('Firma (optional)') });

export const DateInput = meta.story({ args: { label: 'Wunschdatum', type: 'date', min: '2026-01-01', required: true } });

export const LongLabelAndError = meta.story({
  args: {
    label: 'Name der Person, die den Termin wahrnimmt (bei Kindern bitte den Namen des Kindes angeben)',
    required: true,
    error:
      'Der Name muss mindestens 2 Zeichen lang sein und darf höchstens 120 Zeichen enthalten – bitte prüfen Sie Ihre Eingabe.',
  },
});

/** The optional marker follows the active language. */
export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: { label: 'Компания', optional: true },
  play: showsTextbox('Компания (необязательно)'),
});
