/**
 * The query cache as the server sends it (src/site/routes/queryTransfer.ts): only the page's
 * language travels, and the page reads the same texts from the slice as from the whole records.
 */
import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogueRecords } from '../../content/catalogue/catalogue';
import { LANGUAGES, type LanguageCode } from '../../src/contract/constants';
import { localize } from '../../src/i18n/localize';
import { MAX_FEATURED } from '../../src/catalogue/store';
import { TREATMENT_LINK_FIELDS } from '../../src/site/components/Header/navigation';
import { featuredOf } from '../../src/site/features/site/featured';
import type { FrameView } from '../../src/site/features/site/frameData';
import {
  dehydrateQueries,
  frameViewJson,
  hydrateQueries,
  markWhole,
  needsFullData,
  sliceToLanguage,
} from '../../src/site/routes/queryTransfer';

const treatments = catalogueRecords('2026-01-01T00:00:00.000Z');

/** Every translatable text of a value, as `localize` shows it in `lang`, by its path. */
function shownTexts(value: unknown, lang: LanguageCode, path = ''): Record<string, string> {
  if (value === null || typeof value !== 'object') return {};
  const keys = Object.keys(value);
  if (keys.includes('de') && keys.every((k) => (LANGUAGES as readonly string[]).includes(k)))
    return { [path]: Array.isArray((value as { de: unknown }).de) ? JSON.stringify(value) : localize(value, lang) };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => shownTexts(v, lang, `${path}.${k}`)));
}

describe('query cache transfer in the page language', () => {
  it.each(LANGUAGES)('shows the same text of every treatment in %s from the slice', (lang) => {
    const sliced = sliceToLanguage(treatments, lang);
    const full = shownTexts(treatments, lang);
    const fromSlice = shownTexts(sliced, lang);
    // Lists of words (SEO keywords) are kept for the language and German only.
    for (const [path, text] of Object.entries(full)) if (!text.startsWith('{')) expect(fromSlice[path], path).toBe(text);
    expect(Object.keys(fromSlice)).toEqual(Object.keys(full));
  });

  it('keeps only the page language and German (the source every record has)', () => {
    const [first] = sliceToLanguage(treatments, 'ru') as typeof treatments;
    expect(Object.keys(first!.title).sort()).toEqual(['de', 'ru']);
    expect(Object.keys((sliceToLanguage(treatments, 'de') as typeof treatments)[0]!.title)).toEqual(['de']);
    // A language without text keeps what localize falls back to.
    expect(sliceToLanguage({ title: { de: '', en: 'Only English', fr: '' } }, 'fr')).toEqual({
      title: { de: '', en: 'Only English', fr: '' },
    });
    expect(JSON.stringify(sliceToLanguage(treatments, 'de')).length).toBeLessThan(JSON.stringify(treatments).length / 2);
  });

  it('marks hydrated data as the slice of its language, which a page in another language fetches whole', () => {
    const server = new QueryClient();
    server.setQueryData(['treatments'], treatments);
    const browser = new QueryClient();
    hydrateQueries(browser, dehydrateQueries(server, { lang: 'en' }));
    expect(needsFullData(browser, ['treatments'], 'en')).toBe(false);
    expect(needsFullData(browser, ['treatments'], 'de')).toBe(true);
    browser.setQueryData(['treatments'], treatments);
    expect(needsFullData(browser, ['treatments'], 'de')).toBe(false);
  });

  it('counts a slice fetched whole as whole, also when the whole answer equals it (German-only data)', async () => {
    const germanOnly = [{ id: 'a', title: { de: 'Nur Deutsch' } }];
    const server = new QueryClient();
    server.setQueryData(['treatments'], germanOnly);
    const browser = new QueryClient();
    hydrateQueries(browser, dehydrateQueries(server, { lang: 'de' }));
    expect(needsFullData(browser, ['treatments'], 'en')).toBe(true);
    // The fetch's structural sharing keeps the cached object: the answer equals it.
    const before = browser.getQueryData(['treatments']);
    await browser.fetchQuery({ queryKey: ['treatments'], queryFn: () => structuredClone(germanOnly), staleTime: 0 });
    expect(browser.getQueryData(['treatments'])).toBe(before);
    markWhole(browser, ['treatments']);
    expect(needsFullData(browser, ['treatments'], 'en')).toBe(false);
  });

  it("sends the frame's fields only of a list the screen does not read, which a screen reading it fetches whole", () => {
    const server = new QueryClient();
    server.setQueryData(['treatments'], treatments);
    const browser = new QueryClient();
    const frameOnly = new Map([[hashKey(['treatments']), ['slug', 'title']]]);
    hydrateQueries(browser, dehydrateQueries(server, { lang: 'fr', frameOnly }));
    const sent = browser.getQueryData<Record<string, unknown>[]>(['treatments'])!;
    expect(sent).toHaveLength(treatments.length);
    expect(Object.keys(sent[0]!)).toEqual(['slug', 'title']);
    expect(needsFullData(browser, ['treatments'], 'fr', false)).toBe(false);
    expect(needsFullData(browser, ['treatments'], 'fr', true)).toBe(true);
  });

  it("sends a frame-only page what its frame shows, in its language, and no text in it can end the data's element", () => {
    const server = new QueryClient();
    const hostile = '</script><script>alert(1)</script>\u2028';
    const popular = treatments.filter((t) => t.isPopular);
    const edited = treatments.map((t) => (t.slug === popular[0]!.slug ? { ...t, title: { ...t.title, en: hostile } } : t));
    server.setQueryData(['treatments'], edited);
    const json = frameViewJson(server, 'en');
    expect(json).not.toMatch(/<|\u2028/);
    const view = JSON.parse(json) as FrameView;
    // Parsed back, the editor's text is what they wrote.
    expect(view.featured[0]!.title.en).toBe(hostile);
    expect(view.featured.map((t) => t.slug)).toEqual(
      featuredOf(treatments)
        .slice(0, MAX_FEATURED)
        .map((t) => t.slug),
    );
    // The menus' fields alone, in English (and German, which code reads directly), no other language.
    expect(Object.keys(view.featured[0]!).sort()).toEqual([...TREATMENT_LINK_FIELDS].sort());
    expect(Object.keys(view.featured[1]!.title).sort()).toEqual(['de', 'en']);
    expect(view.treatmentCount).toBe(treatments.length);
  });
});
