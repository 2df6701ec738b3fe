/**
 * The wording guard for health advertising: phrases that German health-advertising
 * law (Heilmittelwerbegesetz, HWG §§ 3, 11), unfair-competition law (UWG) and the dentists'
 * professional code flag in a dental practice's texts, in all five languages, each with the reason.
 * The admin shows them as warnings while staff edit treatment, blog and page texts; they never block
 * a save — context decides (a quote, a negation, a warranty period), and staff know it.
 *
 * Patterns match whole words in any letter case (Unicode-aware, so Cyrillic works too). A rule lists
 * its phrases per language; `checkWording` runs every rule of one language over a text.
 */
import { LANGUAGES, type LanguageCode } from '../constants';

export type WordingRuleId =
  | 'guarantee'
  | 'painless'
  | 'invisible'
  | 'noRisk'
  | 'superlative'
  | 'comparison'
  | 'qualification'
  | 'unsourcedFigure'
  | 'beforeAfter';

export interface WordingRule {
  id: WordingRuleId;
  /** The law the phrase runs against, as staff read it. */
  law: string;
  /** Why the phrase is flagged and what to write instead, in the admin's languages. */
  reason: { de: string; en: string };
  /** Phrases per language: regular-expression sources, matched as whole words, case-insensitive. */
  phrases: Record<LanguageCode, string[]>;
}

/** A percentage (a range too, not the "100 %" of a guarantee) within a sentence that speaks of success. */
const PERCENT = '(?!100\\s*%)\\d+(?:[,.]\\d+)?(?:\\s*(?:[–-]|à)\\s*\\d+)?\\s*%';
const successFigure = (words: string) => [
  `${PERCENT}(?=[^.!?\\n]{0,80}(?:${words}))`,
  // The digit first: the look back runs only where a number starts, not at every position of a text.
  `(?=\\d)(?<=(?:${words})[^.!?\\n]{0,80})${PERCENT}`,
];

export const WORDING_RULES: readonly WordingRule[] = [
  {
    id: 'guarantee',
    law: 'HWG § 3 Satz 2 Nr. 2 a',
    reason: {
      de: 'Erfolgsversprechen: Der Eindruck, ein Behandlungserfolg sei sicher, ist irreführende Heilmittelwerbung. Besser beschreiben, was die Behandlung bezweckt und wovon der Erfolg abhängt.',
      en: 'Promise of success: suggesting that a treatment will certainly succeed is misleading health advertising. Describe what the treatment aims at and what its success depends on instead.',
    },
    phrases: {
      de: [
        'garantiert\\w*',
        'Garantie',
        'Erfolgsgarantie',
        '100\\s*%\\s*(?:Erfolg|erfolgreich|sicher|zufrieden)\\w*',
        'hundertprozentig\\w*',
        'immer erfolgreich',
        'sicherer Erfolg',
      ],
      en: [
        'guarantee[sd]?',
        'guaranteeing',
        '100\\s*%\\s*(?:success|successful|safe|satisfaction)',
        'always successful',
        'certain success',
      ],
      fr: [
        'garanti(?:e|s|es)?',
        'garantie',
        '100\\s*%\\s*(?:de\\s+)?(?:réussite|succès|satisfaction)',
        'succès assuré',
        'toujours réussi(?:e|s|es)?',
      ],
      es: [
        'garantizad[oa]s?',
        'garantía',
        'garantiza(?:mos)?',
        '100\\s*%\\s*(?:de\\s+)?(?:éxito|satisfacción)',
        'éxito asegurado',
        'siempre con éxito',
      ],
      ru: ['гарантир\\p{L}*', 'гаранти\\p{L}*', '100\\s*%\\s*(?:успех\\p{L}*|результат\\p{L}*)', 'всегда успешн\\p{L}*'],
    },
  },
  {
    id: 'painless',
    law: 'HWG § 3',
    reason: {
      de: '„Schmerzfrei“ als Versprechen: Schmerzfreiheit kann niemand zusichern; als Zusage ist das irreführend. Besser: „schmerzarm“, „unter örtlicher Betäubung“ oder „in der Regel gut verträglich“.',
      en: '"Painless" as a promise: nobody can guarantee a treatment without pain; promised, it is misleading. Better: "with little pain", "under local anaesthesia" or "usually well tolerated".',
    },
    phrases: {
      de: ['schmerzfrei\\w*', 'schmerzlos\\w*', 'ohne (?:jeden |jegliche |alle )?Schmerz(?:en)?', 'keine Schmerzen'],
      en: ['painless(?:ly)?', 'pain-free', 'pain free', 'without (?:any )?pain', 'no pain'],
      fr: ['indolore(?:s)?', 'sans (?:aucune )?douleur'],
      es: ['indolor(?:o|a|os|as)?', 'sin (?:ningún )?dolor'],
      ru: ['безболезненн\\p{L}*', 'без (?:всякой )?боли'],
    },
  },
  {
    id: 'invisible',
    law: 'HWG § 3, UWG § 5',
    reason: {
      de: '„Unsichtbar“ stimmt fast nie (Aligner, Brackets, Füllungen sind allenfalls kaum sichtbar) und ist damit irreführend. Besser: „kaum sichtbar“ oder „unauffällig“.',
      en: '"Invisible" is hardly ever true (aligners, brackets, fillings are at most barely visible) and so misleading. Better: "barely visible" or "discreet".',
    },
    phrases: {
      de: ['unsichtbar\\w*'],
      en: ['invisible', 'invisibly'],
      fr: ['invisible(?:s)?', 'invisiblement'],
      es: ['invisible(?:s)?'],
      ru: ['невидим\\p{L}*'],
    },
  },
  {
    id: 'noRisk',
    law: 'HWG § 3 Satz 2 Nr. 2 b',
    reason: {
      de: 'Risiko- oder Nebenwirkungsfreiheit darf nicht behauptet werden: Jede Behandlung kann Nebenwirkungen haben. Besser die üblichen Risiken sachlich nennen.',
      en: 'Do not claim that a treatment has no risks or side effects: every treatment can have them. Name the usual risks factually instead.',
    },
    phrases: {
      de: [
        'risikolos\\w*',
        'risikofrei\\w*',
        'ohne (?:jedes )?Risiko',
        'ohne Nebenwirkungen',
        'nebenwirkungsfrei\\w*',
        'völlig ungefährlich\\w*',
      ],
      en: ['risk-free', 'risk free', 'without (?:any )?risk', 'no side effects', 'free of side effects', 'completely safe'],
      fr: ['sans (?:aucun )?risque', 'sans effets? secondaires?', 'sans danger'],
      es: ['sin (?:ningún )?riesgo', 'sin efectos secundarios', 'totalmente segur[oa]'],
      ru: ['без (?:всякого )?риска', 'без побочных эффектов', 'абсолютно безопасн\\p{L}*'],
    },
  },
  {
    id: 'superlative',
    law: 'Berufsordnung (anpreisende Werbung), UWG § 5',
    reason: {
      de: 'Superlative („der beste“, „Nr. 1“, „modernste“) sind anpreisende Werbung, die die Berufsordnung untersagt, und selten belegbar. Besser sachlich beschreiben, was die Praxis anbietet.',
      en: 'Superlatives ("the best", "no. 1", "most advanced") are laudatory advertising that the professional code forbids, and rarely provable. Describe factually what the practice offers instead.',
    },
    phrases: {
      de: [
        '(?:der|die|das|den|dem|des) beste[nmrs]?',
        'beste[nr]? (?:Zahnarzt|Zahnärztin|Zahnärzte|Praxis|Behandlung|Ergebnisse?|Qualität)',
        '(?:die|der|unsere|Ihre) Nr\\.?\\s*1',
        'Nummer eins',
        'modernste[nmrs]?',
        'führende[nmrs]?',
        'einzigartig\\w*',
        'unschlagbar\\w*',
        'perfekte[nmrs]?',
      ],
      en: [
        'the best',
        'best (?:dentist|practice|treatment|results?|quality)',
        '(?:the|your|our) no\\.\\s*1',
        '#1',
        'number one',
        'most advanced',
        'leading (?:dentist|practice|clinic)',
        'unbeatable',
        'perfect',
        'world-class',
      ],
      fr: [
        '(?:le|la|les) meilleur(?:e|s|es)?',
        'n[°o]\\s*1',
        'numéro un',
        '(?:le|la|les) plus moderne(?:s)?',
        'imbattable(?:s)?',
        'parfait(?:e|s|es)?',
      ],
      es: [
        '(?:el|la|los|las) mejor(?:es)?',
        'n\\.?[º°]\\s*1',
        'número (?:1|uno)',
        '(?:el|la|los|las) más modern[oa]s?',
        'inmejorable(?:s)?',
        'perfect[oa]s?',
      ],
      ru: [
        'лучш(?:ий|ая|ее|ие|его|ей|ую|им|ими|их|ем)',
        '№\\s*1',
        'номер (?:1|один)',
        'самы\\p{L}* современн\\p{L}*',
        'уникальн\\p{L}*',
        'идеальн\\p{L}*',
        'непревзойдённ\\p{L}*',
      ],
    },
  },
  {
    id: 'comparison',
    law: 'Berufsordnung (vergleichende Werbung), UWG § 6',
    reason: {
      de: 'Vergleiche mit anderen Praxen oder Behandlern („besser als“) sind vergleichende Werbung, die die Berufsordnung untersagt. Besser die eigene Leistung beschreiben, ohne andere abzuwerten.',
      en: 'Comparisons with other practices or practitioners ("better than") are comparative advertising that the professional code forbids. Describe your own service without disparaging others.',
    },
    phrases: {
      de: [
        'besser als',
        'günstiger als',
        'schneller als (?:andere|bei anderen)',
        'im Gegensatz zu anderen (?:Praxen|Zahnärzten)',
        'als andere (?:Praxen|Zahnärzte)',
      ],
      en: ['better than', 'cheaper than', 'unlike other (?:practices|dentists)', 'than other (?:practices|dentists)'],
      fr: [
        'meilleur(?:e|s|es)? que',
        'mieux que',
        'moins cher(?:e|s|es)? que',
        'contrairement aux autres (?:cabinets|dentistes)',
      ],
      es: ['mejor(?:es)? que', 'más barat[oa]s? que', 'a diferencia de otr[oa]s (?:clínicas|consultas|dentistas)'],
      ru: ['лучше,?\\s+чем', 'дешевле,?\\s+чем', 'в отличие от других (?:клиник|стоматологов)'],
    },
  },
  {
    id: 'qualification',
    law: 'Berufsordnung (Fachzahnarzt, Tätigkeitsschwerpunkt), UWG § 5',
    reason: {
      de: '„Schwerpunkt“, „Spezialist“, „Experte“ und „Fachbereich“ sagen eine Qualifikation aus: nur mit einem Titel oder Tätigkeitsschwerpunkt, den die Zahnärztin oder der Zahnarzt tatsächlich führt (in den Einstellungen als Angabe über die Praxis bestätigt). Sonst sachlich beschreiben, was die Praxis anbietet.',
      en: '"Focus", "specialist", "expert" and "speciality" state a qualification: use them only with a title or declared focus the dentist actually holds (confirmed in the settings as a statement about the practice). Otherwise describe factually what the practice offers.',
    },
    phrases: {
      de: [
        '\\p{L}*schwerpunkt\\p{L}*',
        'Spezialist\\p{L}*',
        'spezialisiert\\p{L}*',
        'Expert(?:e|en|in|innen|ise)',
        'Fachbereich\\p{L}*',
      ],
      en: [
        'speciali[sz](?:t|ts|ed|es|ing|ation)',
        'experts?',
        'expertise',
        'focus(?:es|ed)? on (?:oral surgery|implant\\p{L}*|periodont\\p{L}*|endodont\\p{L}*)',
        'focus is (?:oral surgery|implant\\p{L}*|periodont\\p{L}*|endodont\\p{L}*)',
      ],
      fr: ['spécialis\\p{L}*', 'expert(?:e|s|es)?', 'expertise', 'domaines? de prédilection', 'se consacre à'],
      es: ['especialis\\p{L}*', 'especializ\\p{L}*', 'expert[oa]s?', 'dedicad[oa] a la'],
      ru: ['специализ\\p{L}*', 'специалист\\p{L}*', 'эксперт\\p{L}*'],
    },
  },
  {
    id: 'unsourcedFigure',
    law: 'HWG § 3',
    reason: {
      de: 'Erfolgsquoten und ähnliche Zahlen als Vorteil werben mit einem Ergebnis: nur mit Quelle im Text (z. B. „Quelle: Leitlinie …“), sonst die Zahl weglassen.',
      en: 'Success rates and similar figures presented as an advantage advertise an outcome: only with a source in the text (e.g. "Source: guideline …"); otherwise drop the number.',
    },
    phrases: {
      de: [
        ...successFigure('erhalten|erfolgreich|Erfolg\\p{L}*|gelingt|gelingen|gedeckt|Deckung|zufrieden'),
        'bis zu \\d+ (?:Farbstufen|Nuancen|Stufen)',
      ],
      en: [...successFigure('retained|success\\p{L}*|achieved|covered|coverage|satisf\\p{L}*'), 'up to \\d+ shades'],
      fr: [...successFigure('conservée?s?|réussi\\p{L}*|succès|obtenu|recouvr\\p{L}*|satisf\\p{L}*'), 'jusqu’à \\d+ teintes'],
      es: [...successFigure('conserva\\p{L}*|éxito|logra|consigue|cobertura|satisf\\p{L}*'), 'hasta \\d+ tonos'],
      ru: [
        ...successFigure('сохраня\\p{L}*|успе\\p{L}*|удаётся|достига\\p{L}*|закрыти\\p{L}*|довольн\\p{L}*'),
        'до \\d+ оттенк\\p{L}*',
      ],
    },
  },
];

/** The before/after rule is about images, not words (checkBeforeAfter); its reason lives with the others. */
export const BEFORE_AFTER_RULE: WordingRule = {
  id: 'beforeAfter',
  law: 'HWG § 11 Abs. 1 Satz 3 Nr. 1',
  reason: {
    de: 'Vorher-Nachher-Bilder: Für Eingriffe ohne medizinische Notwendigkeit (rein ästhetische Behandlungen) ist diese Werbung verboten. Nur bei medizinischer Indikation zeigen, mit sachlicher Beschriftung (Ausgangsbefund, Behandlung) und ohne Erfolgsversprechen.',
    en: 'Before/after images: for procedures without medical necessity (purely aesthetic treatments) this advertising is prohibited. Show them only with a medical indication, with a factual caption (initial findings, treatment) and without promising success.',
  },
  phrases: { de: [], en: [], fr: [], es: [], ru: [] },
};

/**
 * Words that, just before a phrase in the same sentence, turn a promise into its denial ("keine
 * Garantie", "not painless", "sans garantie"): those are what careful texts say, so they are not
 * flagged. Phrases that are negations themselves ("ohne Schmerzen") carry their own word.
 */
const NEGATIONS: Record<LanguageCode, string> = {
  de: 'kein(?:e|en|em|er|es)?|nicht|nie|niemals|niemand|ohne',
  en: "no|not|never|cannot|nobody|no one|without|\\p{L}+n[’']t",
  fr: "pas|ne|n[’']|aucun(?:e)?|jamais|personne ne|sans",
  es: 'no|ningún|ninguna|nunca|nadie|sin',
  ru: 'не|нет|ни|никто|никогда|без',
};
const NEGATION_PATTERNS = Object.fromEntries(
  LANGUAGES.map((l) => [l, new RegExp(`(?<![\\p{L}])(?:${NEGATIONS[l]})(?![\\p{L}])`, 'iu')]),
) as Record<LanguageCode, RegExp>;
/** A negation among the two words right before the phrase, in the same clause ("gibt keine Garantie", "n’est pas garanti"). */
const negatedBefore = (text: string, at: number, language: LanguageCode) => {
  const clause =
    text
      .slice(Math.max(0, at - 40), at)
      .split(/[.!?;:,\n]/)
      .pop() ?? '';
  const lastWords = clause.trim().split(/\s+/).slice(-2).join(' ');
  return NEGATION_PATTERNS[language].test(lastWords);
};

/** A source named in the text ("Quelle: …", "(Müller et al., 2019)"): a figure with one is not flagged. */
const CITATION =
  /(?:Quelle|Quellen|Source|Sources|Fuente|Fuentes|Источник)\s*:|\(\p{Lu}[\p{L}-]+(?: et al\.| u\. a\.)?,? (?:19|20)\d\d\)/u;
/** The sentence around a position (a figure's source stands in the same sentence). */
const sentenceAt = (text: string, at: number) => {
  const start = Math.max(...['. ', '! ', '? ', '\n'].map((end) => text.lastIndexOf(end, at)));
  const next = text.slice(at).search(/[.!?](?:\s|$)|\n/);
  return text.slice(start + 1, next < 0 ? undefined : at + next + 1);
};

export interface WordingWarning {
  rule: WordingRuleId;
  language: LanguageCode;
  /** The phrase as it stands in the text. */
  match: string;
  law: string;
  reason: WordingRule['reason'];
}

const compiled = new Map<string, RegExp | null>();
/** One expression per rule and language: any of its phrases as a whole word. */
function patternOf(rule: WordingRule, language: LanguageCode): RegExp | null {
  const key = `${rule.id}:${language}`;
  if (!compiled.has(key)) {
    const phrases = rule.phrases[language];
    compiled.set(key, phrases.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null);
  }
  return compiled.get(key) ?? null;
}

/** Every flagged phrase in one text of one language, in the order they appear (each phrase once per rule). */
export function checkWording(text: string, language: LanguageCode): WordingWarning[] {
  if (!text) return [];
  const found: (WordingWarning & { at: number })[] = [];
  for (const rule of WORDING_RULES) {
    const pattern = patternOf(rule, language);
    if (!pattern) continue;
    const seen = new Set<string>();
    for (const m of text.matchAll(pattern)) {
      const match = m[0];
      if (seen.has(match.toLowerCase()) || negatedBefore(text, m.index ?? 0, language)) continue;
      if (rule.id === 'unsourcedFigure' && CITATION.test(sentenceAt(text, m.index ?? 0))) continue;
      seen.add(match.toLowerCase());
      found.push({ rule: rule.id, language, match, law: rule.law, reason: rule.reason, at: m.index ?? 0 });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...w }) => w);
}

/** The warnings of a translatable value ({ de, en, … }), language by language. */
export function checkLocalizedWording(value: Partial<Record<LanguageCode, unknown>> | null | undefined): WordingWarning[] {
  if (!value || typeof value !== 'object') return [];
  return LANGUAGES.flatMap((lang) => (typeof value[lang] === 'string' ? checkWording(value[lang] as string, lang) : []));
}

/** Categories whose treatments are aesthetic (no medical necessity as a rule). */
const AESTHETIC_CATEGORIES = new Set(['aesthetic']);

/**
 * Before/after images of a treatment: flagged for aesthetic treatments (HWG § 11 Abs. 1 Satz 3 Nr. 1)
 * and wherever a caption gives no context in German (shorter than a sentence).
 */
export function checkBeforeAfter(treatment: {
  category?: string;
  beforeAfter?: { caption?: { de?: string } }[] | null;
}): WordingWarning[] {
  const images = treatment.beforeAfter ?? [];
  if (!images.length) return [];
  const withoutContext = images.some((i) => (i.caption?.de ?? '').trim().length < 20);
  if (!AESTHETIC_CATEGORIES.has(treatment.category ?? '') && !withoutContext) return [];
  return [{ rule: 'beforeAfter', language: 'de', match: '', law: BEFORE_AFTER_RULE.law, reason: BEFORE_AFTER_RULE.reason }];
}
