import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/common';
import { localize } from '../../src/i18n/localize';
import { detectLanguage, toLanguage } from '../../src/i18n/locale';
import { ENUM_LABELS, messages } from '../../src/i18n/messages';
import { z } from 'zod';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(f) ? [p] : [];
  });

describe('i18n catalogues', () => {
  it('have every message id in all five languages, non-empty', () => {
    const ids = new Set(LANGUAGES.flatMap((l) => Object.keys(messages[l])));
    for (const l of LANGUAGES) {
      const missing = [...ids].filter((id) => !messages[l][id]?.trim());
      expect(missing, `missing in ${l}`).toEqual([]);
    }
  });

  it('contain every message id the contract and the mocks can answer', () => {
    const used = new Set<string>();
    for (const f of [...sourceFiles('src/contract'), ...sourceFiles('mocks')])
      for (const m of readFileSync(f, 'utf8').matchAll(/'((?:validation|error)\.[A-Za-z.]+)'/g)) used.add(m[1]);
    expect([...used].filter((id) => !(id in messages.de))).toEqual([]);
  });

  it('use the spec texts verbatim in their language', () => {
    expect(messages.en['validation.booking.firstName']).toBe('First name must be at least 2 characters');
    expect(messages.en['validation.application.fileSize']).toBe('File size must not exceed 5MB');
    expect(messages.en['form.contact.error']).toBe('Sorry, an error occurred while sending. Please try again later.');
    expect(messages.de['error.boundary.title']).toBe('Entschuldigung!');
    expect(messages.de['painLevel.mild']).toBe('Gering');
  });
});

describe('enum labels (src/i18n/enums.json)', () => {
  // Every enum the contract's entities export, as their lists of values.
  const entityModules = import.meta.glob<Record<string, unknown>>('../../src/contract/entities/*.ts', { eager: true });
  const contractEnums = Object.values(entityModules).flatMap((m) =>
    Object.values(m).flatMap((v) => (v instanceof z.ZodEnum ? [JSON.stringify(v.options)] : [])),
  );

  it.each(Object.entries(ENUM_LABELS))('label every value of a contract enum, in its order: %s', (_name, e) => {
    expect(contractEnums).toContain(JSON.stringify(Object.keys(e.values)));
  });
});

describe('language rules', () => {
  it('prefer path, then stored choice, page attribute, browser, then de', () => {
    expect(detectLanguage({ path: 'fr', stored: 'en' })).toBe('fr');
    expect(detectLanguage({ stored: 'en', documentLang: 'ru' })).toBe('en');
    expect(detectLanguage({ documentLang: 'ru', browser: ['es'] })).toBe('ru');
    expect(detectLanguage({ browser: ['it-IT', 'es-ES'] })).toBe('es');
    expect(detectLanguage({})).toBe('de');
  });
  it('discard values that look like script injection', () => {
    expect(toLanguage('<script>alert(1)</script>')).toBeNull();
    expect(toLanguage('en" onload="x')).toBeNull();
    expect(detectLanguage({ stored: 'javascript:alert(1)', browser: ['ru'] })).toBe('ru');
  });
  it('fall back from the current language to de, en, any value, default', () => {
    expect(localize({ de: 'Hallo', en: 'Hello', ru: '' }, 'ru')).toBe('Hallo');
    expect(localize({ de: '', en: 'Hello' }, 'fr')).toBe('Hello');
    expect(localize({ de: '', es: 'Hola' }, 'fr')).toBe('Hola');
    expect(localize(undefined, 'fr', '—')).toBe('—');
  });
});
