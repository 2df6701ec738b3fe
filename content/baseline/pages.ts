/**
 * Skeletons of the legal pages (spec §2: datenschutz/privacy, impressum/imprint): a fresh install
 * serves both routes with their titles and one sentence saying the text is being prepared. Their
 * text names facts only the practice can give (register, insurer, processors…), so none is
 * invented here; the body stays this marked placeholder until staff write it (admin → Seiten).
 */
import type { Localized } from '../../src/contract/common';
import type { Page } from '../../src/contract/entities/content';

/** The body of a page nobody has written yet; a launch check finds a page still holding it. */
export const PAGE_PLACEHOLDER: Localized = {
  de: '*Dieser Text wird von der Praxis ergänzt.*',
  en: '*This text is being prepared by the practice.*',
  fr: '*Ce texte est en cours de rédaction par le cabinet.*',
  es: '*La clínica está preparando este texto.*',
  ru: '*Этот текст готовится практикой.*',
};

type Skeleton = Omit<Page, 'createdAt' | 'updatedAt' | 'updatedBy'>;

export const baselinePages: Skeleton[] = [
  {
    id: 'page-datenschutz',
    slug: 'datenschutz',
    published: true,
    title: {
      de: 'Datenschutzerklärung',
      en: 'Privacy policy',
      fr: 'Politique de confidentialité',
      es: 'Política de privacidad',
      ru: 'Политика конфиденциальности',
    },
    body: PAGE_PLACEHOLDER,
  },
  {
    id: 'page-impressum',
    slug: 'impressum',
    published: true,
    title: {
      de: 'Impressum',
      en: 'Legal notice',
      fr: 'Mentions légales',
      es: 'Aviso legal',
      ru: 'Правовая информация (Impressum)',
    },
    body: PAGE_PLACEHOLDER,
  },
];
