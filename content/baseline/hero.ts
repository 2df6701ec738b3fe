/**
 * The doctor intro of a fresh install: who the practice's owner is and the greeting's headline. The
 * letter itself and the photo are hers to write and choose: until then the home page shows neither.
 */
import type { DoctorIntro } from '../../src/contract/entities/content';

export const baselineDoctorIntro: Omit<DoctorIntro, 'createdAt' | 'updatedAt' | 'updatedBy'> = {
  id: 'hero',
  doctorName: 'Dr. Katharina Berger',
  doctorTitle: { de: 'Zahnärztin', en: 'Dentist', fr: 'Chirurgienne-dentiste', es: 'Odontóloga', ru: 'Стоматолог' },
  headline: {
    de: 'Willkommen in unserer Praxis in Oberföhring und Schwabing',
    en: 'Welcome to our practice in Oberföhring and Schwabing',
    fr: 'Bienvenue dans nos cabinets d’Oberföhring et de Schwabing',
    es: 'Bienvenido a nuestra clínica en Oberföhring y Schwabing',
    ru: 'Добро пожаловать в нашу практику в Оберфёринге и Швабинге',
  },
  ctaLabel: {
    de: 'Termin vereinbaren',
    en: 'Book an appointment',
    fr: 'Prendre rendez-vous',
    es: 'Pedir cita',
    ru: 'Записаться на приём',
  },
};
