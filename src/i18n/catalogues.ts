/**
 * The UI-string catalogues as the public site uses them: one chunk per language, so a visitor
 * downloads only the catalogue of the page's language (issue 8: ≤ 130 KB of JavaScript on first
 * load; all five together are ~100 KB gzip). Entry points load the page's language before the
 * first render (src/main.tsx), the language route before a switch (router.tsx); the server
 * renderer, Storybook and tests provide all five at once from messages.ts.
 */
import type { LanguageCode } from '../contract/common';

export type Catalogue = Record<string, string>;

const LOADERS: Record<LanguageCode, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./messages/de.json'),
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  es: () => import('./messages/es.json'),
  ru: () => import('./messages/ru.json'),
};

const loaded = new Map<LanguageCode, Catalogue>();

export async function loadCatalogue(lang: LanguageCode): Promise<Catalogue> {
  const known = loaded.get(lang);
  if (known) return known;
  const { default: catalogue } = await LOADERS[lang]();
  loaded.set(lang, catalogue);
  return catalogue;
}

/** Makes catalogues available synchronously (server renderer, Storybook, tests). */
export function provideCatalogues(all: Partial<Record<LanguageCode, Catalogue>>) {
  for (const [lang, catalogue] of Object.entries(all)) loaded.set(lang as LanguageCode, catalogue);
}

/** The catalogue of a language if it is loaded (it always is once the app has rendered). */
export const catalogueOf = (lang: LanguageCode): Catalogue | undefined => loaded.get(lang);

/** Some loaded catalogue, German first: for code that runs outside the intl provider. */
export const anyCatalogue = (): Catalogue => loaded.get('de') ?? loaded.values().next().value ?? {};
