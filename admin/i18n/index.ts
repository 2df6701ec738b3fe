/**
 * The admin's i18nProvider (polyglot): German by default, English switchable (LocalesMenuButton).
 * Layers, later wins: react-admin's English texts, ra-language-german (an older release: keys it
 * lacks fall back to English), the validation and error ids of the site's catalogues (the contract
 * reports those ids), and the admin's own labels.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import type { TranslationMessages } from 'react-admin';
import { RESOURCES } from '@/contract/endpoints';
import type { EnumLabels } from '@/i18n/enumLabels';
import { ENUM_LABELS, messages as siteMessages } from '@/i18n/messages';
import { isSharedLabel } from '../components/choices';
import { de } from './de';
import { en } from './en';

type Tree = { [key: string]: string | Tree };
const isTree = (v: unknown): v is Tree => !!v && typeof v === 'object' && !Array.isArray(v);

function merge(...layers: Tree[]): Tree {
  const out: Tree = {};
  for (const layer of layers)
    for (const [k, v] of Object.entries(layer)) out[k] = isTree(v) && isTree(out[k]) ? merge(out[k] as Tree, v) : v;
  return out;
}

/**
 * validation.* and error.* ids, and the labels of values site and admin both show, as flat keys
 * (polyglot reads dotted keys as they are).
 */
const contractMessages = (lang: 'de' | 'en'): Tree =>
  Object.fromEntries(Object.entries(siteMessages[lang]).filter(([k]) => /^(validation|error)\./.test(k) || isSharedLabel(k)));

/**
 * A record field named after a labelled enum (src/i18n/enums.json) is called what the site calls it,
 * unless the admin's own labels name it (they are merged later and win).
 */
const enumFieldLabels = (lang: 'de' | 'en'): Tree => ({
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
  de: merge(
    englishMessages as unknown as Tree,
    germanMessages as unknown as Tree,
    contractMessages('de'),
    enumFieldLabels('de'),
    de,
  ) as unknown as TranslationMessages,
  en: merge(
    englishMessages as unknown as Tree,
    contractMessages('en'),
    enumFieldLabels('en'),
    en,
  ) as unknown as TranslationMessages,
};

export const ADMIN_LOCALES = [
  { locale: 'de', name: 'Deutsch' },
  { locale: 'en', name: 'English' },
];

export const i18nProvider = polyglotI18nProvider((locale) => catalogues[locale] ?? catalogues.de, 'de', ADMIN_LOCALES, {
  allowMissing: true,
});
