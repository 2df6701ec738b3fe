/**
 * The subcategories the spec names (§3: Festsitzender Zahnersatz, Zahnschonender Zahnersatz,
 * Knochenaufbau, Zahnfleischbehandlung), once, so every treatment shows the same label.
 */
import type { Localized } from '../contract/common';

export const SUBCATEGORIES = {
  boneAugmentation: {
    de: 'Knochenaufbau',
    en: 'Bone augmentation',
    fr: 'Reconstruction osseuse',
    es: 'Regeneración ósea',
    ru: 'Наращивание кости',
  },
  toothSparingProsthetics: {
    de: 'Zahnschonender Zahnersatz',
    en: 'Tooth-conserving prosthetics',
    fr: 'Prothèse conservatrice',
    es: 'Prótesis conservadora',
    ru: 'Щадящее протезирование',
  },
  gumTreatment: {
    de: 'Zahnfleischbehandlung',
    en: 'Gum treatment',
    fr: 'Traitement des gencives',
    es: 'Tratamiento de las encías',
    ru: 'Лечение дёсен',
  },
  fixedProsthetics: {
    de: 'Festsitzender Zahnersatz',
    en: 'Fixed prosthetics',
    fr: 'Prothèse fixe',
    es: 'Prótesis fija',
    ru: 'Несъёмное протезирование',
  },
} satisfies Record<string, Localized>;
