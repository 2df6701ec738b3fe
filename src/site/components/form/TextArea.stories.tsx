import { expect } from 'storybook/test';
import { showsTextbox } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { TextArea } from './TextArea';

const meta = preview.meta({ title: 'Forms/TextArea', component: TextArea, args: { label: 'Nachricht', name: 'message' } });

export const Default = meta.story({
  async play({ canvas, userEvent }) {
    const area = canvas.getByRole('textbox', { name: 'Nachricht' });
    await userEvent.type(area, 'Erste Zeile{Enter}Zweite Zeile');
    await expect(area).toHaveValue('Erste Zeile\nZweite Zeile');
  },
});

export const Optional = meta.story({
  args: { optional: true, hint: 'Zum Beispiel Beschwerden oder Wünsche' },
  async play({ canvas }) {
    await expect(canvas.getByRole('textbox', { name: 'Nachricht (optional)' })).toHaveAccessibleDescription(
      'Zum Beispiel Beschwerden oder Wünsche',
    );
  },
});

export const WithError = meta.story({
  args: { required: true, defaultValue: 'Hallo', error: 'Die Nachricht muss mindestens 10 Zeichen lang sein.' },
  async play({ canvas }) {
    const area = canvas.getByRole('textbox', { name: 'Nachricht' });
    await expect(area).toBeRequired();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Die Nachricht muss mindestens 10 Zeichen lang sein.');
  },
});

export const LongText = meta.story({
  args: {
    defaultValue:
      'Sehr geehrtes Praxisteam,\n\nich habe seit einigen Tagen Schmerzen im linken Unterkiefer, vor allem beim Kauen und bei kalten Getränken. ' +
      'Außerdem würde ich gern bei dieser Gelegenheit eine professionelle Zahnreinigung machen lassen, falls das am selben Tag möglich ist. ' +
      'Vormittags passt es mir am besten.\n\nMit freundlichen Grüßen\nAnna Schneider',
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  args: { label: 'Message', optional: true },
  play: showsTextbox('Message (facultatif)'),
});
