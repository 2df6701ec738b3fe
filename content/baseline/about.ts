/** The about page of a fresh install: its title; intro, philosophy, equipment and values are the practice's to write. */
import type { AboutPage } from '../../src/contract/entities/content';

export const baselineAboutPage: Omit<AboutPage, 'createdAt' | 'updatedAt' | 'updatedBy'> = {
  id: 'about',
  title: {
    de: 'Über unsere Praxis',
    en: 'About our practice',
    fr: 'À propos de notre cabinet',
    es: 'Sobre nuestra clínica',
    ru: 'О нашей практике',
  },
  values: [],
};
