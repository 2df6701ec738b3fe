/**
 * The practice claims of the built-in catalogue: every language finds the same sentences, a word
 * stating a qualification stands only in a sentence a claim covers, a fresh install publishes none
 * of them (nor a word the wording guard flags, in any language) and what it serves still reads whole,
 * and a claim staff confirm is shown again without a reseed.
 */
import { describe, expect, it } from 'vitest';
import { baselineTreatments } from '../../content/baseline/catalogue';
import { catalogue } from '../../content/catalogue/catalogue';
import { claimFilter, withoutUnconfirmedClaims } from '../../src/catalogue/claimFilter';
import { sentences } from '../../src/catalogue/sentenceFilter';
import { LANGUAGES, type LanguageCode } from '../../src/contract/common';
import { Treatment } from '../../src/contract/entities/treatment';
import { checkWording, type WordingRuleId } from '../../src/contract/rules/healthAdvertising';
import { claimsIn, PRACTICE_CLAIM_IDS } from '../../src/contract/rules/practiceClaims';

/** The wording rules about the practice's qualifications, promised painlessness and outcome figures. */
const GUARDED = new Set<WordingRuleId>(['qualification', 'painless', 'unsourcedFigure']);

const baseline = baselineTreatments('2026-01-01T00:00:00.000Z');
const published = (confirmed?: string[]) => baseline.map((t) => withoutUnconfirmedClaims(t, claimFilter(confirmed)));

/** Every text of a record per language, keywords included, with where it stands. */
function texts(value: unknown, at = ''): [LanguageCode, string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const lang = LANGUAGES.find((l) => l === key);
    if (lang && typeof v === 'string') return [[lang, v, at] as [LanguageCode, string, string]];
    if (lang && Array.isArray(v)) return v.map((w) => [lang, String(w), at] as [LanguageCode, string, string]);
    return texts(v, `${at}.${key}`);
  });
}

describe('practice claims in the built-in catalogue', () => {
  it('are found in the same sentences in all five languages', () => {
    for (const t of baseline) {
      const counts = Object.fromEntries(LANGUAGES.map((l) => [l, [] as string[]]));
      for (const [lang, text, at] of texts(t))
        if (!at.includes('keywords'))
          for (const s of text.split(/\n\s*\n/).flatMap(sentences))
            counts[lang]!.push(...claimsIn(s, lang).map((c) => `${at} ${c}`));
      for (const lang of LANGUAGES) expect(counts[lang]!.sort(), `${t.id} ${lang}`).toEqual(counts.de!.sort());
    }
  });

  it('cover every sentence of the shipped catalogue that states a qualification ("Schwerpunkt", "specialist", "expert" …)', () => {
    const uncovered = catalogue.flatMap((t) =>
      texts(t)
        .filter(([, , at]) => !at.includes('keywords'))
        .flatMap(([lang, text, at]) =>
          text
            .split(/\n\s*\n/)
            .flatMap(sentences)
            .filter((s) => checkWording(s, lang).some((w) => w.rule === 'qualification') && !claimsIn(s, lang).length)
            .map((s) => `${t.id}${at} ${lang}: ${s}`),
        ),
    );
    expect(uncovered).toEqual([]);
  });

  it('are published nowhere by a fresh install, and the wording guard finds nothing there', () => {
    const fresh = published();
    const found = fresh.flatMap((t) =>
      texts(t).flatMap(([lang, text, at]) => [
        ...claimsIn(text, lang).map((c) => `${t.id}${at} ${lang}: claim ${c}`),
        ...checkWording(text, lang)
          .filter((w) => GUARDED.has(w.rule))
          .map((w) => `${t.id}${at} ${lang}: ${w.rule} "${w.match}"`),
      ]),
    );
    expect(found).toEqual([]);
    for (const t of fresh) expect(Treatment.safeParse(t).success, t.id).toBe(true);
  });

  it('leave what a fresh install serves whole: every section, list and step with its text, every question with its answer', () => {
    /** The places of a record's texts and lists: a list as `path[]`, its items' texts under it. */
    const shape = (value: unknown, at = ''): string[] => {
      if (Array.isArray(value)) return [`${at}[]`, ...new Set(value.flatMap((v) => shape(v, `${at}[]`)))];
      if (!value || typeof value !== 'object' || LANGUAGES.some((l) => l in value)) return [at];
      return Object.entries(value).flatMap(([key, v]) =>
        key === 'keywords' || key === 'images' ? [] : shape(v, `${at}.${key}`),
      );
    };
    const fresh = published();
    for (const [i, served] of fresh.entries()) {
      const stored = baseline[i]!;
      // A section (its heading) stands over what it had: no text, list or kind of item is gone whole.
      expect(shape(served).sort(), stored.id).toEqual(shape(stored).sort());
      // A procedure keeps all its steps: a claim in a step stands in a sentence of its own.
      expect(served.process?.length, `${stored.id} process`).toBe(stored.process?.length);
      for (const [lang, text, at] of texts(served))
        if (!at.includes('keywords')) expect(text.trim(), `${stored.id}${at} ${lang}`).not.toBe('');
      for (const faq of served.faqs ?? [])
        for (const l of LANGUAGES) expect(!faq.question[l] === !faq.answer[l], stored.id).toBe(true);
    }
  });

  it('show once confirmed, without a reseed; all confirmed is the catalogue as stored', () => {
    const prophylaxis = (confirmed?: string[]) => JSON.stringify(published(confirmed).find((t) => t.id === 'prophylaxe'));
    expect(prophylaxis()).not.toContain('Dentalhygienikerin');
    expect(prophylaxis(['dentalHygienist'])).toContain('Dentalhygienikerin');
    expect(published([...PRACTICE_CLAIM_IDS])).toEqual(baseline);
  });

  it('leave out, until confirmed, what the catalogue says about the practice’s prevention team', () => {
    const team = /Prophylaxe-?team|prevention team|équipe de (?:prophylaxie|prévention)|equipo de (?:profilaxis|prevención)/i;
    expect(JSON.stringify(published())).not.toMatch(team);
    const caries = (confirmed?: string[]) => JSON.stringify(published(confirmed).find((t) => t.id === 'kariesrisiko-test'));
    expect(caries(['dentalHygienist'])).toContain('Durchführung durch unser Prophylaxe-Team');
  });

  it('leave out, until confirmed, that the practice has an intraoral scanner; the aligner steps still say how the teeth are recorded', () => {
    const aligner = (confirmed?: string[]) => published(confirmed).find((t) => t.id === 'aligner')!;
    const fresh = JSON.stringify(aligner());
    expect(fresh).not.toMatch(/Intraoralscan|intraoral scan|scanner intrabuccal|escáner intraoral|внутриротов/i);
    expect(fresh).toContain('Aus einem Abdruck oder einem digitalen Scan Ihrer Zähne entsteht eine Simulation');
    expect(JSON.stringify(aligner(['intraoralScanner']))).toContain('Mit unserem Intraoralscanner');
  });

  it('leave out, until confirmed, that the practice takes 3D X-rays (DVT); the diagnostics still name the X-rays', () => {
    const ids = ['implantologie', 'zahnimplantate', 'zahnaerztliche-chirurgie', 'knochenaufbau-implantate', 'sinuslift'];
    const of = (confirmed?: string[]) => published(confirmed).filter((t) => ids.includes(t.id));
    for (const t of of()) {
      const text = JSON.stringify(t);
      expect(text, t.id).not.toMatch(/DVT|3D-Aufnahme|3D X-ray|cone beam|CBCT|haz cónico|КЛКТ/i);
      expect(text, t.id).toMatch(/Röntgen/);
    }
    for (const t of of(['conebeamCt'])) expect(JSON.stringify(t), t.id).toContain('3D-Aufnahme (DVT)');
  });
});
