/** The wording guard for health advertising: what it flags, in every language, and what it leaves alone. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../../src/contract/common';
import {
  checkBeforeAfter,
  checkLocalizedWording,
  checkWording,
  WORDING_RULES,
  type WordingRuleId,
} from '../../src/contract/rules/healthAdvertising';

const flagged = (text: string, lang: LanguageCode) => checkWording(text, lang).map((w) => [w.rule, w.match.toLowerCase()]);

/** Per language: a text with one phrase of every rule, in the order they appear. */
const PROMISES: Record<LanguageCode, [string, [WordingRuleId, string][]]> = {
  de: [
    'Garantiert schmerzfrei: unsichtbare Schienen, risikofrei, vom besten Team – der beste Zahnarzt, besser als andere Praxen. 100 % Erfolg.',
    [
      ['guarantee', 'garantiert'],
      ['painless', 'schmerzfrei'],
      ['invisible', 'unsichtbare'],
      ['noRisk', 'risikofrei'],
      ['superlative', 'der beste'],
      ['comparison', 'besser als'],
      ['guarantee', '100 % erfolg'],
    ],
  ],
  en: [
    'Guaranteed results, painless and risk-free with invisible aligners – the best dentist, better than other practices.',
    [
      ['guarantee', 'guaranteed'],
      ['painless', 'painless'],
      ['noRisk', 'risk-free'],
      ['invisible', 'invisible'],
      ['superlative', 'the best'],
      ['comparison', 'better than'],
    ],
  ],
  fr: [
    'Un soin indolore et garanti, des gouttières invisibles, sans risque : le meilleur cabinet, mieux que les autres.',
    [
      ['painless', 'indolore'],
      ['guarantee', 'garanti'],
      ['invisible', 'invisibles'],
      ['noRisk', 'sans risque'],
      ['superlative', 'le meilleur'],
      ['comparison', 'mieux que'],
    ],
  ],
  es: [
    'Tratamiento sin dolor y garantizado, alineadores invisibles, sin riesgo: el mejor dentista, mejor que otras clínicas.',
    [
      ['painless', 'sin dolor'],
      ['guarantee', 'garantizado'],
      ['invisible', 'invisibles'],
      ['noRisk', 'sin riesgo'],
      ['superlative', 'el mejor'],
      ['comparison', 'mejor que'],
    ],
  ],
  ru: [
    'Безболезненное лечение, гарантированный результат, невидимые элайнеры, без риска: лучший врач, лучше, чем у других.',
    [
      ['painless', 'безболезненное'],
      ['guarantee', 'гарантированный'],
      ['invisible', 'невидимые'],
      ['noRisk', 'без риска'],
      ['superlative', 'лучший'],
      ['comparison', 'лучше, чем'],
    ],
  ],
};

/** Careful texts that say the same things without promising them. */
const CAREFUL: Record<LanguageCode, string> = {
  de: 'Aligner sind kaum sichtbar. Die Behandlung ist schmerzarm; es gibt keine Garantie auf den Erfolg, das Ergebnis ist nicht garantiert. Am besten putzen Sie zweimal täglich. Nach § 22 Abs. 1 Nr. 1 BDSG.',
  en: 'Aligners are barely visible. There is no guarantee of success, and treatment is usually well tolerated. It is best to brush twice a day.',
  fr: 'Les aligneurs sont à peine visibles. Le résultat n’est pas garanti ; le soin est en général bien toléré.',
  es: 'Los alineadores apenas se ven. El resultado no está garantizado; el tratamiento suele tolerarse bien.',
  ru: 'Элайнеры почти незаметны. Результат не гарантирован; лечение обычно хорошо переносится. Лучше чистить зубы дважды в день.',
};

describe('wording guard (HWG §§ 3, 11, professional code)', () => {
  it.each(LANGUAGES)(
    'flags promises of success, painlessness, invisibility, no risk, superlatives and comparisons in %s',
    (lang) => {
      const [text, expected] = PROMISES[lang];
      expect(flagged(text, lang)).toEqual(expected);
    },
  );

  it.each(LANGUAGES)('leaves careful wording and negated promises alone in %s', (lang) => {
    expect(flagged(CAREFUL[lang], lang)).toEqual([]);
  });

  it('says why, with the law, in the admin languages', () => {
    const [warning] = checkWording('Die Behandlung ist garantiert erfolgreich.', 'de');
    expect(warning).toMatchObject({ rule: 'guarantee', language: 'de', match: 'garantiert', law: 'HWG § 3 Satz 2 Nr. 2 a' });
    expect(warning!.reason.de).toMatch(/Erfolgsversprechen/);
    expect(warning!.reason.en).toMatch(/Promise of success/);
    for (const rule of WORDING_RULES) {
      expect(rule.reason.de.length, rule.id).toBeGreaterThan(40);
      expect(rule.reason.en.length, rule.id).toBeGreaterThan(40);
      for (const lang of LANGUAGES) expect(rule.phrases[lang].length, `${rule.id} ${lang}`).toBeGreaterThan(0);
    }
  });

  it('still flags a promise denied only after it: a warning to look at, not a block', () => {
    expect(flagged('Eine Garantie gibt es nicht.', 'de')).toEqual([['guarantee', 'garantie']]);
  });

  it('flags qualification words and unsourced success figures, not a figure with its source', () => {
    expect(flagged('Behandlung durch eine Zahnärztin mit Schwerpunkt Endodontie, unsere Expertin.', 'de')).toEqual([
      ['qualification', 'schwerpunkt'],
      ['qualification', 'expertin'],
    ]);
    expect(flagged('Treated by our specialist.', 'en')).toEqual([['qualification', 'specialist']]);
    expect(flagged('Лечение у специалиста.', 'ru')).toEqual([['qualification', 'специалиста']]);
    expect(flagged('Über 90 % der Zähne bleiben erhalten.', 'de')).toEqual([['unsourcedFigure', '90 %']]);
    expect(flagged('Bleaching hellt bis zu 8 Farbstufen auf.', 'de')).toEqual([['unsourcedFigure', 'bis zu 8 farbstufen']]);
    expect(flagged('Over 90% of teeth are retained (Ng et al., 2011).', 'en')).toEqual([]);
    expect(flagged('Über 90 % der Zähne bleiben erhalten (Quelle: Leitlinie Wurzelkanalbehandlung).', 'de')).toEqual([]);
    expect(flagged('Fluoridlack mit 5 % Natriumfluorid.', 'de')).toEqual([]);
    expect(flagged('Die Deckung gelingt in etwa 80–90 % der Fälle.', 'de')).toEqual([['unsourcedFigure', '80–90 %']]);
    expect(flagged('Le recouvrement est obtenu dans 80 à 90 % des cas.', 'fr')).toEqual([['unsourcedFigure', '80 à 90 %']]);
  });

  it('matches whole words only, in any letter case', () => {
    expect(flagged('UNSICHTBAR und Schmerzfreiheit', 'de')).toEqual([
      ['invisible', 'unsichtbar'],
      ['painless', 'schmerzfreiheit'],
    ]);
    expect(flagged('Der Bestenliste nach … die Garantiekarte', 'de')).toEqual([]);
    expect(flagged('bestseller, unguaranteed', 'en')).toEqual([]);
  });

  it('checks a translatable value language by language, with the language of each finding', () => {
    const warnings = checkLocalizedWording({ de: 'Schmerzfrei!', en: 'Painless!', ru: 'Безболезненно', es: undefined });
    expect(warnings.map((w) => [w.language, w.rule])).toEqual([
      ['de', 'painless'],
      ['en', 'painless'],
      ['ru', 'painless'],
    ]);
  });

  it('flags before/after images of aesthetic treatments and images without context, not documented medical cases', () => {
    const documented = { caption: { de: 'Ausgangsbefund: Karies an zwei Backenzähnen; Versorgung mit Keramikinlays' } };
    expect(checkBeforeAfter({ category: 'aesthetic', beforeAfter: [documented] }).map((w) => w.rule)).toEqual(['beforeAfter']);
    expect(checkBeforeAfter({ category: 'conservative', beforeAfter: [{ caption: { de: 'Vorher' } }] })).toHaveLength(1);
    expect(checkBeforeAfter({ category: 'conservative', beforeAfter: [documented] })).toEqual([]);
    expect(checkBeforeAfter({ category: 'aesthetic', beforeAfter: [] })).toEqual([]);
    expect(checkBeforeAfter({ category: 'aesthetic' })[0]?.law ?? '').toBe('');
  });
});

describe("the public site's own texts", () => {
  it('state no qualification: headings and leads say what the practice does, not what it is specialised in', async () => {
    const flaggedTexts: string[] = [];
    for (const lang of LANGUAGES) {
      const messages = (await import(`../../src/i18n/messages/${lang}.json`)).default as Record<string, string>;
      for (const [id, text] of Object.entries(messages))
        for (const w of checkWording(text, lang)) if (w.rule === 'qualification') flaggedTexts.push(`${lang} ${id}: ${w.match}`);
    }
    // Before: "Schwerpunkte" over a team member's areas, "Fachbereiche" in the services lead, and
    // their translations ("Áreas de especialización", "Domaines de prédilection", "Специализация").
    expect(flaggedTexts).toEqual([]);
  });
});
