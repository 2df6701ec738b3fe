import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { SelectField } from './SelectField';

const OPTIONS = [
  { value: 'checkup', label: 'Kontrolluntersuchung' },
  { value: 'cleaning', label: 'Professionelle Zahnreinigung' },
  { value: 'emergency', label: 'Notfall / Schmerzen' },
];

const meta = preview.meta({
  title: 'Forms/SelectField',
  component: SelectField,
  args: { label: 'Behandlung', options: OPTIONS, placeholder: 'Bitte wählen', required: true, onChange: fn() },
});

/** Starts on the placeholder; choosing an option reports it. */
export const Default = meta.story({
  async play({ args, canvas, userEvent }) {
    const select = canvas.getByRole('combobox', { name: 'Behandlung' });
    await expect(select).toHaveValue('');
    await expect(select).toBeRequired();
    await userEvent.selectOptions(select, 'Notfall / Schmerzen');
    await expect(select).toHaveValue('emergency');
    await expect(args.onChange).toHaveBeenCalled();
  },
});

export const WithError = meta.story({
  args: { error: 'Bitte wählen Sie eine Behandlung' },
  async play({ canvas }) {
    const select = canvas.getByRole('combobox', { name: 'Behandlung' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Bitte wählen Sie eine Behandlung');
  },
});

/** A hint that changes (loading → none) is announced politely. */
export const LiveHint = meta.story({
  args: { label: 'Wunschuhrzeit', options: [], liveHint: true, hint: 'Freie Zeiten werden geladen …' },
  async play({ canvas }) {
    const hint = canvas.getByText('Freie Zeiten werden geladen …');
    await expect(hint).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('combobox', { name: 'Wunschuhrzeit' })).toHaveAccessibleDescription(
      'Freie Zeiten werden geladen …',
    );
  },
});

export const LongOptions = meta.story({
  args: {
    label: 'Stelle',
    required: false,
    placeholder: 'Initiativbewerbung',
    options: [
      {
        value: 'a',
        label: 'Zahnmedizinische Fachangestellte (m/w/d) in Vollzeit – Oberföhring, Start ab sofort oder nach Vereinbarung',
      },
      { value: 'b', label: 'Dentalhygienikerin (m/w/d) in Teilzeit – Schwabing' },
    ],
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: { label: 'Вакансия', required: false, optional: true, placeholder: 'Без конкретной вакансии' },
  async play({ canvas }) {
    await expect(canvas.getByRole('combobox', { name: 'Вакансия (необязательно)' })).toHaveDisplayValue(
      'Без конкретной вакансии',
    );
  },
});
