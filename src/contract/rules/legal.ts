/**
 * The legal record's rules: the baseline every dental practice in Bavaria shares (statutory
 * facts, not the practice's own), and which facts the legal pages require. A required fact that is
 * empty is left out of the public page, shown as missing in the admin, and listed by the launch
 * checklist; an empty optional fact is simply not shown.
 */
import type { DraftLocalized, Institution, LegalFacts } from '../entities/legal';

const both = (de: string, en: string, fr: string, es: string, ru: string): DraftLocalized => ({ de, en, fr, es, ru });
const blank = (): DraftLocalized => ({ de: '' });

/** Public facts that hold for any dental practice in Bavaria; the practice supplies the rest. */
export const LEGAL_BASELINE: LegalFacts = {
  // No form is assumed: a single practice, a partnership and a company each name different facts.
  legalForm: blank(),
  registerCourt: '',
  representatives: '',
  contentResponsible: '',
  professionalTitle: both(
    'Zahnärztin / Zahnarzt',
    'Zahnärztin / Zahnarzt (dentist)',
    'Zahnärztin / Zahnarzt (chirurgien-dentiste)',
    'Zahnärztin / Zahnarzt (odontóloga / odontólogo)',
    'Zahnärztin / Zahnarzt (врач-стоматолог)',
  ),
  titleAwardedIn: both(
    'Bundesrepublik Deutschland',
    'Federal Republic of Germany',
    'République fédérale d’Allemagne',
    'República Federal de Alemania',
    'Федеративная Республика Германия',
  ),
  chamber: {
    name: both(
      'Bayerische Landeszahnärztekammer (BLZK)',
      'Bavarian Chamber of Dentists (Bayerische Landeszahnärztekammer, BLZK)',
      'Ordre des chirurgiens-dentistes de Bavière (Bayerische Landeszahnärztekammer, BLZK)',
      'Colegio de Odontólogos de Baviera (Bayerische Landeszahnärztekammer, BLZK)',
      'Стоматологическая палата Баварии (Bayerische Landeszahnärztekammer, BLZK)',
    ),
    address: 'Flößergasse 1, 81369 München',
    url: 'https://www.blzk.de',
  },
  kzv: {
    name: both(
      'Kassenzahnärztliche Vereinigung Bayerns (KZVB)',
      'Association of Statutory Health Insurance Dentists in Bavaria (Kassenzahnärztliche Vereinigung Bayerns, KZVB)',
      'Association des chirurgiens-dentistes conventionnés de Bavière (Kassenzahnärztliche Vereinigung Bayerns, KZVB)',
      'Asociación de Odontólogos del Seguro Médico Público de Baviera (Kassenzahnärztliche Vereinigung Bayerns, KZVB)',
      'Ассоциация стоматологов системы обязательного медицинского страхования Баварии (Kassenzahnärztliche Vereinigung Bayerns, KZVB)',
    ),
    address: 'Fallstraße 34, 81369 München',
    url: 'https://www.kzvb.de',
  },
  professionalRules: [
    {
      name: both(
        'Berufsordnung für die Bayerischen Zahnärzte',
        'Professional Code for Bavarian Dentists (Berufsordnung für die Bayerischen Zahnärzte)',
        'Code de déontologie des chirurgiens-dentistes de Bavière (Berufsordnung für die Bayerischen Zahnärzte)',
        'Código deontológico de los odontólogos de Baviera (Berufsordnung für die Bayerischen Zahnärzte)',
        'Профессиональный кодекс стоматологов Баварии (Berufsordnung für die Bayerischen Zahnärzte)',
      ),
      url: 'https://www.blzk.de/blzk/site.nsf/id/pa_berufsrechtliche_regelungen.html',
    },
    {
      name: both(
        'Gesetz über die Ausübung der Zahnheilkunde (Zahnheilkundegesetz, ZHG)',
        'Dentistry Act (Zahnheilkundegesetz, ZHG)',
        'Loi sur l’exercice de l’art dentaire (Zahnheilkundegesetz, ZHG)',
        'Ley del ejercicio de la odontología (Zahnheilkundegesetz, ZHG)',
        'Закон о стоматологической деятельности (Zahnheilkundegesetz, ZHG)',
      ),
      url: 'https://www.gesetze-im-internet.de/zhg/',
    },
    {
      name: both(
        'Gebührenordnung für Zahnärzte (GOZ)',
        'Scale of Fees for Dentists (Gebührenordnung für Zahnärzte, GOZ)',
        'Barème des honoraires des chirurgiens-dentistes (Gebührenordnung für Zahnärzte, GOZ)',
        'Baremo de honorarios de los odontólogos (Gebührenordnung für Zahnärzte, GOZ)',
        'Тарифное положение для стоматологов (Gebührenordnung für Zahnärzte, GOZ)',
      ),
      url: 'https://www.gesetze-im-internet.de/goz_1987/',
    },
    {
      name: both(
        'Heilberufe-Kammergesetz des Freistaats Bayern (HKaG)',
        'Bavarian Health Professions Chambers Act (Heilberufe-Kammergesetz, HKaG)',
        'Loi bavaroise sur les ordres des professions de santé (Heilberufe-Kammergesetz, HKaG)',
        'Ley bávara de colegios de profesiones sanitarias (Heilberufe-Kammergesetz, HKaG)',
        'Закон Баварии о палатах медицинских профессий (Heilberufe-Kammergesetz, HKaG)',
      ),
      url: 'https://www.gesetze-bayern.de/Content/Document/BayHKaG',
    },
  ],
  liabilityInsurer: { name: '', address: '', areaOfCover: blank() },
  imprintNotes: blank(),
  dataProtectionOfficer: '',
  hostingProvider: { name: '', address: '' },
  smtpProvider: { name: '', address: '' },
  supervisoryAuthority: {
    name: both(
      'Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)',
      'Bavarian Data Protection Authority (Bayerisches Landesamt für Datenschutzaufsicht, BayLDA)',
      'Autorité bavaroise de contrôle de la protection des données (Bayerisches Landesamt für Datenschutzaufsicht, BayLDA)',
      'Autoridad bávara de supervisión de protección de datos (Bayerisches Landesamt für Datenschutzaufsicht, BayLDA)',
      'Баварское ведомство по надзору за защитой данных (Bayerisches Landesamt für Datenschutzaufsicht, BayLDA)',
    ),
    address: 'Promenade 18, 91522 Ansbach',
    url: 'https://www.lda.bayern.de',
  },
  privacyNotes: blank(),
  accessibility: {
    // The product is built and tested for WCAG 2.1 AA (axe in every story and page test), but it has
    // not been audited by an expert as a whole, and parts (map, booking service) are not ours.
    status: 'partial',
    reviewedOn: '',
    limitations: blank(),
    enforcementBody: {
      name: both(
        'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
        'Market Surveillance Authority of the German Länder for the Accessibility of Products and Services (Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen, MLBF)',
        'Autorité de surveillance du marché des Länder pour l’accessibilité des produits et services (Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen, MLBF)',
        'Autoridad de vigilancia del mercado de los Länder para la accesibilidad de productos y servicios (Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen, MLBF)',
        'Орган земель по надзору за доступностью продуктов и услуг (Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen, MLBF)',
      ),
      address: 'Magdeburg',
      url: '',
    },
  },
  reviewVerification: blank(),
};

/** A German text is the least a fact needs (German is the binding language of the legal pages). */
export const hasText = (value: { de: string } | undefined) => !!value?.de.trim();

/**
 * Forms entered in a register (the partnership register: Partnerschaft, PartG, PartG mbB; the
 * commercial register: GmbH, AG, KG, OHG, e. K.): the legal notice must name the register court and
 * number (§ 5 Abs. 1 Nr. 4 DDG). A single practice or a GbR has no register entry.
 */
const REGISTERED_FORM = /partnerschaft|\bpartg\b|gmbh|\bag\b|\bkg\b|\bohg\b|\be\.\s?k\./i;
export const needsRegisterEntry = (legalForm: DraftLocalized | undefined) => REGISTERED_FORM.test(legalForm?.de ?? '');
const hasInstitution = (i: Institution) => hasText(i.name) && !!i.address.trim();

/**
 * The facts the legal pages need, each with its check. Keys are field paths of the legal record (the
 * admin's labels and the checklist's links use them).
 */
export const REQUIRED_LEGAL_FACTS = {
  legalForm: (l: LegalFacts) => hasText(l.legalForm),
  registerCourt: (l: LegalFacts) => !needsRegisterEntry(l.legalForm) || !!l.registerCourt?.trim(),
  representatives: (l: LegalFacts) => !!l.representatives.trim(),
  contentResponsible: (l: LegalFacts) => !!l.contentResponsible.trim(),
  professionalTitle: (l: LegalFacts) => hasText(l.professionalTitle),
  titleAwardedIn: (l: LegalFacts) => hasText(l.titleAwardedIn),
  chamber: (l: LegalFacts) => hasInstitution(l.chamber) && !!l.chamber.url,
  kzv: (l: LegalFacts) => hasInstitution(l.kzv) && !!l.kzv.url,
  professionalRules: (l: LegalFacts) => l.professionalRules.some((r) => hasText(r.name)),
  'liabilityInsurer.name': (l: LegalFacts) => !!l.liabilityInsurer.name.trim(),
  'liabilityInsurer.address': (l: LegalFacts) => !!l.liabilityInsurer.address.trim(),
  'liabilityInsurer.areaOfCover': (l: LegalFacts) => hasText(l.liabilityInsurer.areaOfCover),
  hostingProvider: (l: LegalFacts) => !!l.hostingProvider.name.trim() && !!l.hostingProvider.address.trim(),
  smtpProvider: (l: LegalFacts) => !!l.smtpProvider.name.trim() && !!l.smtpProvider.address.trim(),
  supervisoryAuthority: (l: LegalFacts) => hasInstitution(l.supervisoryAuthority),
  'accessibility.reviewedOn': (l: LegalFacts) => !!l.accessibility.reviewedOn,
  reviewVerification: (l: LegalFacts) => hasText(l.reviewVerification),
} as const satisfies Record<string, (l: LegalFacts) => boolean>;
export type LegalFactKey = keyof typeof REQUIRED_LEGAL_FACTS;

/** The required facts the record lacks, in the order the pages use them. */
export const missingLegalFacts = (legal: LegalFacts): LegalFactKey[] =>
  (Object.keys(REQUIRED_LEGAL_FACTS) as LegalFactKey[]).filter((key) => !REQUIRED_LEGAL_FACTS[key](legal));

/** Facts the site may go without while search engines already find it (they are not the legal notice's or policy's). */
const NOT_NEEDED_FOR_INDEXING: readonly LegalFactKey[] = ['accessibility.reviewedOn', 'reviewVerification'];

/**
 * What keeps search engines away: the legal minimum a public site needs (the legal notice's facts,
 * the insurer with its area of cover, the representatives, the privacy policy's processors, the
 * register number of a registered form, an e-mail address), as launch checklist fact ids. Until it is
 * empty the site is served with noindex and an empty sitemap; patients still see a working site.
 */
export function searchIndexingGaps(legal: LegalFacts, contact: Record<string, unknown> | null): string[] {
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  const gaps = missingLegalFacts(legal)
    .filter((key) => !NOT_NEEDED_FOR_INDEXING.includes(key))
    .map((key) => `legal.${key}`);
  if (!filled(contact?.email_primary)) gaps.push('contact.email');
  if (needsRegisterEntry(legal.legalForm) && !filled(contact?.registration_number)) gaps.push('contact.registrationNumber');
  return gaps;
}
