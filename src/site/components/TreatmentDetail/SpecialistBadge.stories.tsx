import { expect } from 'storybook/test';
import { showsTexts } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { SpecialistBadge } from './SpecialistBadge';

const meta = preview.meta({
  title: 'Treatments/Detail/SpecialistBadge',
  component: SpecialistBadge,
  args: { treatment: { isSpecialistRequired: true, doctorName: 'Dr. Alexander Wolf' } },
});

/** A specialist treatment names the doctor in charge. */
export const NamedDoctor = meta.story({ play: showsTexts('Verantwortlich für diese Behandlung', 'Dr. Alexander Wolf') });

/** No doctor named: the practice team, in the visitor's language. */
export const PracticeTeam = meta.story({
  args: { treatment: { isSpecialistRequired: true, doctorName: undefined } },
  play: showsTexts('Praxisteam'),
});

/** The catalogue's 'Praxisteam' is translated as well. */
export const PracticeTeamInEnglish = meta.story({
  globals: { locale: 'en' },
  args: { treatment: { isSpecialistRequired: true, doctorName: 'Praxisteam' } },
  play: showsTexts('Practice team', 'In charge of this treatment'),
});

/** No specialist required: no badge. */
export const NotRequired = meta.story({
  args: { treatment: { isSpecialistRequired: false, doctorName: 'Praxisteam' } },
  async play({ canvasElement }) {
    await expect(canvasElement.textContent).toBe('');
  },
});

export const French = meta.story({ globals: { locale: 'fr' }, play: showsTexts('Responsable de ce traitement') });

export const Spanish = meta.story({
  globals: { locale: 'es' },
  args: { treatment: { isSpecialistRequired: true } },
  play: showsTexts('El equipo de la consulta'),
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  play: showsTexts('Отвечает за это лечение', 'Dr. Alexander Wolf'),
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
