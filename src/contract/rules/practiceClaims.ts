/**
 * The practice claims: what the built-in catalogue says about this practice's staff, equipment and
 * qualifications. The catalogue was written for the demo practice; a real practice may not have a
 * dental hygienist, a cone-beam CT or an anaesthetist, and the owner's title is hers to state
 * (UWG § 5, Berufsordnung). So each statement of that kind is a claim the practice confirms in the
 * settings (`confirmedClaims`); until then every sentence stating it is left out of what the public
 * site serves, in each language (src/catalogue/claimFilter.ts), and the launch checklist lists it per treatment.
 *
 * Patterns are regular-expression sources matched in one sentence, case-insensitive, per language;
 * every language must find the same sentences (tests/unit/practiceClaims.test.ts counts them).
 */
import { z } from 'zod';
import type { LanguageCode } from '../constants';

export const PRACTICE_CLAIM_IDS = [
  'ownerOralSurgery',
  'periodontologyFocus',
  'endodonticsFocus',
  'dentalHygienist',
  'conebeamCt',
  'chairsideCadCam',
  'intraoralScanner',
  'sedation',
  'generalAnaesthesia',
] as const;
export const PracticeClaimId = z.enum(PRACTICE_CLAIM_IDS);
export type PracticeClaimId = z.infer<typeof PracticeClaimId>;

export interface PracticeClaim {
  id: PracticeClaimId;
  /** What staff confirm, in the admin's languages (German first: the practice's own language). */
  label: { de: string; en: string };
  patterns: Record<LanguageCode, string[]>;
}

export const PRACTICE_CLAIMS: readonly PracticeClaim[] = [
  {
    id: 'ownerOralSurgery',
    label: {
      de: 'Dr. Katharina Berger ist Fachzahnärztin für Oralchirurgie',
      en: 'Dr. Katharina Berger is a specialist in oral surgery (Fachzahnärztin für Oralchirurgie)',
    },
    patterns: {
      de: ['Fachzahnärztin für Oralchirurgie', 'Schwerpunkt Oralchirurgie', 'als Oralchirurgin'],
      en: ['Fachzahnärztin für Oralchirurgie', 'specialist in oral surgery', 'our oral surgeon', 'focus is oral surgery'],
      fr: [
        'Fachzahnärztin für Oralchirurgie',
        'spécialiste en chirurgie orale',
        'chirurgienne orale',
        'prédilection est la chirurgie orale',
      ],
      es: ['Fachzahnärztin für Oralchirurgie', 'especialista en cirugía oral', 'especializada en cirugía oral'],
      ru: [
        'Fachzahnärztin für Oralchirurgie',
        'хирург-стоматолог',
        'стоматолог-хирург',
        'специализирующ\\p{L}* на хирургической',
      ],
    },
  },
  {
    id: 'periodontologyFocus',
    label: {
      de: 'Ein Zahnarzt der Praxis hat den Tätigkeitsschwerpunkt Parodontologie',
      en: 'A dentist of the practice focuses on periodontology (Tätigkeitsschwerpunkt)',
    },
    patterns: {
      de: ['Schwerpunkt Parodontologie', 'dessen Schwerpunkt die Parodontologie'],
      en: ['focuses on periodontology', 'whose focus is periodontology'],
      fr: ['se consacre à la parodontologie', 'orienté parodontologie', 'prédilection est la parodontologie'],
      es: ['dedicado a la periodoncia', 'especializado en periodoncia'],
      ru: ['специализирующ\\p{L}* на пародонтологии', 'пародонтолог(?:а|ом|у)?'],
    },
  },
  {
    id: 'endodonticsFocus',
    label: {
      de: 'Ein Zahnarzt der Praxis hat den Tätigkeitsschwerpunkt Endodontie',
      en: 'A dentist of the practice focuses on endodontics (Tätigkeitsschwerpunkt)',
    },
    patterns: {
      de: ['Schwerpunkt Endodontie', 'Endodontie-Team'],
      en: ['focuses on endodontics', 'endodontics team'],
      fr: ['se consacre à l’endodontie', 'équipe d’endodontie'],
      es: ['dedicado a la endodoncia', 'equipo de endodoncia'],
      ru: ['специализирующ\\p{L}* на эндодонтии', 'специалист\\p{L}* по эндодонтии'],
    },
  },
  {
    id: 'dentalHygienist',
    // The prevention team stands with her in nearly every sentence naming it; a sentence naming the team
    // alone ("Durchführung durch unser Prophylaxe-Team") states the same staff.
    label: {
      de: 'Eine Dentalhygienikerin arbeitet in der Praxis, in einem eigenen Prophylaxe-Team',
      en: 'A dental hygienist works at the practice, in its own prevention team',
    },
    patterns: {
      de: ['Dentalhygienikerin', 'Prophylaxe-?team\\p{L}*'],
      en: ['hygienist', 'prevention team'],
      fr: ['hygiéniste', 'équipe de (?:parodontologie et de )?(?:prophylaxie|prévention)'],
      es: ['higienista', 'equipo de (?:periodoncia y )?(?:profilaxis|prevención)'],
      ru: [
        'гигиенист(?!\\p{L}*\\s+(?:полости|рта))\\p{L}*',
        'команд\\p{L}* (?:пародонтологии и )?профилактики',
        'профилактическ\\p{L}* команд\\p{L}*',
      ],
    },
  },
  {
    id: 'conebeamCt',
    // Every sentence saying the practice takes or reads a 3D X-ray ("bei Bedarf ergänzen wir eine
    // 3D-Aufnahme (DVT)") states it; a sentence saying only what a 3D image shows does not ("lässt sich
    // zuverlässig erst mit einer dreidimensionalen Aufnahme beurteilen"), so the catalogue writes the
    // first kind with "3D"/DVT and the second without.
    label: {
      de: 'Die Praxis in Oberföhring hat ein DVT (3D-Röntgen, digitale Volumentomografie)',
      en: 'The Oberföhring practice has a cone beam CT (3D X-ray, DVT)',
    },
    patterns: {
      de: ['DVT', '3D-(?:Aufnahme|Diagnostik)\\p{L}*', 'Volumentomogra\\p{L}*'],
      en: ['cone beam CT', '3D X-rays?', '3D diagnostics'],
      fr: ['CBCT', 'imagerie 3D', 'diagnostic 3D', 'tomographie volumique'],
      es: ['CBCT', 'TA?C de haz cónico', 'imagen 3D', 'diagnóstico 3D'],
      ru: ['КЛКТ', '3D-сним\\p{L}*', '3D-диагностик\\p{L}*', 'конусно-лучев\\p{L}*'],
    },
  },
  {
    id: 'chairsideCadCam',
    label: {
      de: 'Die Praxis fertigt Keramik-Versorgungen selbst per CAD/CAM (chairside)',
      en: 'The practice makes ceramic restorations itself by CAD/CAM (chairside)',
    },
    patterns: {
      de: ['CAD/CAM', 'chairside', 'in der Praxis geschliffen'],
      en: ['CAD/CAM', 'chairside', 'milled (?:directly )?in the surgery'],
      fr: ['CAD/CAM', 'CFAO', 'fabrication au fauteuil', 'au fauteuil environ 1 h 30', 'usiné (?:directement )?au cabinet'],
      es: ['CAD/CAM', 'en consulta unas', 'se fresa (?:directamente )?en la consulta', 'fabricación en consulta'],
      ru: ['CAD/CAM', 'изготовлени\\p{L}* в кабинете', 'фрезеруется (?:прямо )?в клинике'],
    },
  },
  {
    // A digital scan named beside an impression ("Abformung oder digitaler Scan") says what the step
    // involves, not what the practice owns; only the scanner itself is the claim.
    id: 'intraoralScanner',
    label: {
      de: 'Die Praxis hat einen Intraoralscanner (digitale Abformung direkt im Mund)',
      en: 'The practice has an intraoral scanner (digital impressions taken in the mouth)',
    },
    patterns: {
      de: ['Intraoralscan\\p{L}*'],
      en: ['intraoral scan\\p{L}*'],
      fr: ['scan(?:ner)? intrabuccal\\p{L}*'],
      es: ['esc[aá]ne(?:r|ado) intraoral\\p{L}*'],
      ru: ['внутриротов\\p{L}* скан\\p{L}*'],
    },
  },
  {
    id: 'sedation',
    label: {
      de: 'Die Praxis bietet eine medikamentöse Beruhigung (Sedierung) an',
      en: 'The practice offers sedation with calming medication',
    },
    patterns: {
      de: [
        'Sedierung',
        'beruhigende[ns]? Medikament\\p{L}*',
        'medikamentöse[nr]? Beruhigung',
        'Möglichkeiten der Beruhigung',
        'Beruhigungsmaßnahme',
        'medikamentöse[nr]? Unterstützung',
      ],
      en: ['sedation', 'calming medication', 'ways of helping you relax', 'medication to help you relax'],
      fr: ['sédation', 'médica(?:ment|tion) apaisante?', 'aide médicamenteuse'],
      es: ['sedación', 'medicamentos? tranquilizantes?', 'apoyo con medicación'],
      ru: ['седаци\\p{L}*', 'успокаивающ\\p{L}* препарат\\p{L}*', 'медикаментозн\\p{L}* поддержк\\p{L}*'],
    },
  },
  {
    id: 'generalAnaesthesia',
    label: {
      de: 'Die Praxis behandelt in Vollnarkose, gemeinsam mit einer Anästhesistin oder einem Anästhesisten',
      en: 'The practice treats under general anaesthesia, together with an anaesthetist',
    },
    patterns: {
      de: ['\\p{L}*narkose', 'Anästhesist\\p{L}*', 'Facharzt für Anästhesie'],
      en: ['general anaesthesia', 'anaesthetist'],
      fr: ['anesthésie générale', 'anesthésiste'],
      es: ['anestesia general', 'anestesiolog\\p{L}*'],
      ru: ['наркоз\\p{L}*', 'анестезиолог\\p{L}*'],
    },
  },
];

const compiled = new Map<string, RegExp>();
/** One expression per claim and language: any of its patterns, not inside a word. */
function patternOf(claim: PracticeClaim, language: LanguageCode): RegExp {
  const key = `${claim.id}:${language}`;
  let re = compiled.get(key);
  if (!re) {
    re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${claim.patterns[language].join('|')})(?![\\p{L}\\p{N}])`, 'iu');
    compiled.set(key, re);
  }
  return re;
}

/** The claims one text of one language states. */
export const claimsIn = (text: string, language: LanguageCode): PracticeClaimId[] =>
  PRACTICE_CLAIMS.filter((c) => patternOf(c, language).test(text)).map((c) => c.id);

/** Whether a text states a claim that is not among the confirmed ones. */
export function statesUnconfirmed(text: string, language: LanguageCode, confirmed: ReadonlySet<string>): boolean {
  return PRACTICE_CLAIMS.some((c) => !confirmed.has(c.id) && patternOf(c, language).test(text));
}
