/**
 * The UI-string catalogues as the public site uses them: one chunk per language, so a visitor
 * downloads only the catalogue of the page's language (≤ 130 KB of JavaScript on first
 * load; all five together are ~100 KB gzip). Entry points load the page's language before the
 * first render (src/site/main.tsx), the language route before a switch (router.tsx); the server
 * renderer, Storybook and tests provide all five at once from messages.ts. The browser gets them
 * with their ICU messages parsed at build time (scripts/vite/icuCatalogues.ts).
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LanguageCode } from '../contract/constants';

/** Messages as ICU text (messages.ts) or parsed (the browser's catalogue chunks). */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

const LOADERS: Record<LanguageCode, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./messages/de.json?icu-ast'),
  en: () => import('./messages/en.json?icu-ast'),
  fr: () => import('./messages/fr.json?icu-ast'),
  es: () => import('./messages/es.json?icu-ast'),
  ru: () => import('./messages/ru.json?icu-ast'),
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
