/**
 * The legal record (admin singleton 'legal'): the statutory baseline of every Bavarian dental
 * practice (src/contract/rules/legal.ts) plus the demo practice's own facts. Those — insurer,
 * representatives, processors, review checks — are DEMO values, invented like the practice itself: a
 * real practice enters its own in the admin (Verwaltung → Rechtliche Angaben).
 */
import type { LegalRecord } from '../../src/contract/entities/legal';
import { LEGAL_BASELINE } from '../../src/contract/rules/legal';
import { seeded } from '../seededAt';

export const legalRecord: LegalRecord = {
  id: 'legal',
  ...structuredClone(LEGAL_BASELINE),
  // "mbB": the partnership limits liability for errors in professional practice to the partnership's
  // assets (and its mandatory insurance); partners remain personally liable for other debts (§ 8 Abs. 4 PartGG).
  legalForm: {
    de: 'Partnerschaftsgesellschaft mit beschränkter Berufshaftung (Partnerschaft mbB)',
    en: 'Partnerschaft mbB: partnership company of the liberal professions with limited professional liability (German law)',
    fr: 'Partnerschaft mbB : société de personnes de professions libérales à responsabilité professionnelle limitée (droit allemand)',
    es: 'Partnerschaft mbB: sociedad de profesionales liberales con responsabilidad profesional limitada (Derecho alemán)',
    ru: 'Partnerschaft mbB: партнёрство лиц свободных профессий с ограниченной профессиональной ответственностью (по немецкому праву)',
  },
  registerCourt: 'Amtsgericht München',
  representatives: 'Dr. Katharina Berger, Dr. Alexander Wolf (Partner)',
  contentResponsible: 'Dr. Katharina Berger, Oberföhringer Straße 188, 81925 München',
  professionalRules: [
    ...structuredClone(LEGAL_BASELINE.professionalRules),
    {
      name: {
        de: 'Gesetz über Partnerschaftsgesellschaften Angehöriger Freier Berufe (Partnerschaftsgesellschaftsgesetz, PartGG)',
        en: 'Partnership Companies Act (Partnerschaftsgesellschaftsgesetz, PartGG)',
        fr: 'Loi sur les sociétés de personnes des professions libérales (Partnerschaftsgesellschaftsgesetz, PartGG)',
        es: 'Ley de sociedades de profesionales liberales (Partnerschaftsgesellschaftsgesetz, PartGG)',
        ru: 'Закон о партнёрствах лиц свободных профессий (Partnerschaftsgesellschaftsgesetz, PartGG)',
      },
      url: 'https://www.gesetze-im-internet.de/partgg/',
    },
  ],
  liabilityInsurer: {
    name: 'Beispiel Versicherung AG (Demo)',
    address: 'Musterstraße 1, 80331 München',
    areaOfCover: {
      de: 'Deutschland',
      en: 'Germany',
      fr: 'Allemagne',
      es: 'Alemania',
      ru: 'Германия',
    },
  },
  dataProtectionOfficer: 'Datenschutzbeauftragte der Praxis, datenschutz@praxis-dr-berger.de',
  hostingProvider: { name: 'Beispiel Hosting GmbH (Demo)', address: 'Beispielweg 5, 90402 Nürnberg' },
  smtpProvider: { name: 'Beispiel Mail GmbH (Demo)', address: 'Beispielweg 7, 10115 Berlin' },
  accessibility: { ...structuredClone(LEGAL_BASELINE.accessibility), reviewedOn: '2026-10-01' },
  reviewVerification: {
    de: 'Wir veröffentlichen Bewertungen, die Patientinnen und Patienten auf den genannten Plattformen oder über unsere Website abgegeben haben. Wir prüfen nicht, ob jede Bewertung von einer Person stammt, die bei uns in Behandlung war; offensichtlich unsachliche Beiträge veröffentlichen wir nicht.',
    en: 'We publish reviews that patients have left on the platforms named or through our website. We do not check whether every review was written by someone who was treated at our practice; we do not publish obviously unobjective posts.',
    fr: 'Nous publions les avis laissés par des patients sur les plateformes indiquées ou via notre site. Nous ne vérifions pas si chaque avis provient d’une personne soignée dans notre cabinet ; nous ne publions pas les contributions manifestement non objectives.',
    es: 'Publicamos las valoraciones que los pacientes han dejado en las plataformas indicadas o a través de nuestra web. No comprobamos si cada valoración procede de una persona atendida en nuestra consulta; no publicamos aportaciones manifiestamente no objetivas.',
    ru: 'Мы публикуем отзывы, оставленные пациентами на указанных платформах или через наш сайт. Мы не проверяем, написан ли каждый отзыв человеком, который лечился в нашей практике; явно необъективные отзывы мы не публикуем.',
  },
  ...seeded,
};
