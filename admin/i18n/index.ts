/**
 * The admin's i18nProvider (polyglot): German by default, English switchable (LocalesMenuButton).
 * Layers, later wins: react-admin's English texts, ra-language-german (an older release: keys it
 * lacks fall back to English), the validation and error ids of the site's catalogues (the contract
 * reports those ids), and the admin's own labels.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import type { StringMap, TranslationMessages } from 'react-admin';
import { RESOURCES } from '@/contract/endpoints';
import type { EnumLabels } from '@/i18n/enumLabels';
import { ENUM_LABELS, messages as siteMessages } from '@/i18n/messages';
import { isSharedLabel } from '../components/choices';
import { de } from './de';
import { en } from './en';

const isTree = (v: unknown): v is StringMap => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * `base` with each layer laid over it in turn: a tree merges into the tree under it, any other value
 * replaces what was there. The result keeps every key of `base`, so it keeps its type.
 */
function merge<Base extends StringMap>(base: Base, ...layers: StringMap[]): Base {
  const over: StringMap = {};
  for (const layer of layers)
    for (const [k, v] of Object.entries(layer)) {
      const under = k in over ? over[k] : base[k];
      over[k] = isTree(v) && isTree(under) ? merge(under, v) : v;
    }
  return { ...base, ...over };
}

/**
 * validation.* and error.* ids, and the labels of values site and admin both show, as flat keys
 * (polyglot reads dotted keys as they are).
 */
const contractMessages = (lang: 'de' | 'en'): StringMap =>
  Object.fromEntries(Object.entries(siteMessages[lang]).filter(([k]) => /^(validation|error)\./.test(k) || isSharedLabel(k)));

/**
 * A record field named after a labelled enum (src/i18n/enums.json) is called what the site calls it,
 * unless the admin's own labels name it (they are merged later and win).
 */
const enumFieldLabels = (lang: 'de' | 'en'): StringMap => ({
  resources: Object.fromEntries(
    RESOURCES.map((r) => [
      r.name,
      {
        fields: Object.fromEntries(
          Object.keys((r.record as { shape?: object }).shape ?? {}).flatMap((field) => {
            const label = (ENUM_LABELS as Record<string, EnumLabels>)[field]?.label;
            return label ? [[field, label[lang]]] : [];
          }),
        ),
      },
    ]),
  ),
});

const catalogues: Record<string, TranslationMessages> = {
  de: merge(englishMessages, germanMessages, contractMessages('de'), enumFieldLabels('de'), de),
  en: merge(englishMessages, contractMessages('en'), enumFieldLabels('en'), en),
};

export const ADMIN_LOCALES = [
  { locale: 'de', name: 'Deutsch' },
  { locale: 'en', name: 'English' },
];

export const i18nProvider = polyglotI18nProvider((locale) => catalogues[locale] ?? catalogues.de, 'de', ADMIN_LOCALES, {
  allowMissing: true,
});
