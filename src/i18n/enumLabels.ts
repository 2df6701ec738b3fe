/**
 * Labels of the contract's enums, declared once in enums.json with all five languages beside each
 * value, so a new value or a new enum cannot miss a language and site and admin show the same words.
 * Each enum may also name itself (`label`: the field's name wherever it is shown)
 * and say what a form answers when nothing is chosen (`required`). They become ordinary catalogue
 * ids, `<enum>`, `<enum>.<value>` and `validation.<enum>`, merged into every language's catalogue
 * (messages.ts; the browser's chunks through scripts/vite/icuCatalogues.ts), so ICU, the UI-text
 * overrides and the catalogue tests treat them like every other string.
 *
 * No import of the JSON here: the Vite plugin runs this module where JSON imports need attributes.
 */
import type { LanguageCode } from '../contract/constants';

type Texts = Record<LanguageCode, string>;
export interface EnumLabels {
  label?: Texts;
  required?: Texts;
  values: Record<string, Texts>;
}

/** The catalogue entries of every labelled enum in one language. */
export function enumMessages(lang: LanguageCode, table: Record<string, EnumLabels>): [string, string][] {
  return Object.entries(table).flatMap(([name, e]) => [
    ...(e.label ? [[name, e.label[lang]] as [string, string]] : []),
    ...(e.required ? [[`validation.${name}`, e.required[lang]] as [string, string]] : []),
    ...Object.entries(e.values).map(([value, texts]): [string, string] => [`${name}.${value}`, texts[lang]]),
  ]);
}

/**
 * One language's catalogue with the enum labels merged in, each at its place in the catalogue's
 * alphabetical order (as scripts/i18n-add.ts keeps it), so the admin's list of UI texts reads as before.
 */
export function withEnumLabels(lang: LanguageCode, own: Record<string, string>, table: Record<string, EnumLabels>) {
  const entries = Object.entries(own);
  for (const entry of enumMessages(lang, table).sort(([a], [b]) => a.localeCompare(b))) {
    const at = entries.findIndex(([id]) => id.localeCompare(entry[0]) > 0);
    entries.splice(at < 0 ? entries.length : at, 0, entry);
  }
  return Object.fromEntries(entries);
}
