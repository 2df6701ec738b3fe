import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { SpecialistBadge } from './SpecialistBadge';

const meta = preview.meta({
  title: 'Treatments/Detail/SpecialistBadge',
  component: SpecialistBadge,
  args: { treatment: { isSpecialistRequired: true, doctorName: 'Dr. Alexander Wolf' } },
});

/** A specialist treatment names the doctor in charge. */
export const NamedDoctor = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByText('Verantwortlich für diese Behandlung')).toBeVisible();
    await expect(canvas.getByText('Dr. Alexander Wolf')).toBeVisible();
  },
});

/** No doctor named: the practice team, in the visitor's language. */
export const PracticeTeam = meta.story({
  args: { treatment: { isSpecialistRequired: true, doctorName: undefined } },
  async play({ canvas }) {
    await expect(canvas.getByText('Praxisteam')).toBeVisible();
  },
});

/** The catalogue's 'Praxisteam' is translated as well. */
export const PracticeTeamInEnglish = meta.story({
  globals: { locale: 'en' },
  args: { treatment: { isSpecialistRequired: true, doctorName: 'Praxisteam' } },
  async play({ canvas }) {
    await expect(canvas.getByText('Practice team')).toBeVisible();
    await expect(canvas.getByText('In charge of this treatment')).toBeVisible();
  },
});

/** No specialist required: no badge. */
export const NotRequired = meta.story({
  args: { treatment: { isSpecialistRequired: false, doctorName: 'Praxisteam' } },
  async play({ canvasElement }) {
    await expect(canvasElement.textContent).toBe('');
  },
});

export const French = meta.story({
  globals: { locale: 'fr' },
  async play({ canvas }) {
    await expect(canvas.getByText('Responsable de ce traitement')).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  args: { treatment: { isSpecialistRequired: true } },
  async play({ canvas }) {
    await expect(canvas.getByText('El equipo de la consulta')).toBeVisible();
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByText('Отвечает за это лечение')).toBeVisible();
    await expect(canvas.getByText('Dr. Alexander Wolf')).toBeVisible();
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    treatment: { isSpecialistRequired: true, doctorName: 'Prof. Dr. med. dent. Maximiliane Sophie Hartmann-Oberföhringer' },
  },
  async play({ canvasElement }) {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
});
