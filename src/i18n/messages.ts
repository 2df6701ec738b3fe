/**
 * The UI-string catalogues (ICU), all five at once: for the API, the admin, mocks and tests. The
 * public site loads only the visitor's language (catalogues.ts). German is the source; every id
 * exists in all five languages (a unit test fails otherwise).
 */
import type { LanguageCode } from '../contract/common';
import { ApiError } from '../contract/http';
import { enumMessages, withEnumLabels, type EnumLabels } from './enumLabels';
import enums from './enums.json';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import ru from './messages/ru.json';

/** The enums labelled in enums.json, by name (catalogue prefix), e.g. `treatmentType`, `job.employmentType`. */
export type LabelledEnum = keyof typeof enums;
export const ENUM_LABELS: Record<LabelledEnum, EnumLabels> = enums;
/** Every catalogue id the enum labels make (site and admin both show them). */
export const ENUM_IDS: ReadonlySet<string> = new Set(enumMessages('de', ENUM_LABELS).map(([id]) => id));

/** Each language's catalogue with the enum labels merged in (enumLabels.ts). */
export const messages: Record<LanguageCode, Record<string, string>> = {
  de: withEnumLabels('de', de, ENUM_LABELS),
  en: withEnumLabels('en', en, ENUM_LABELS),
  fr: withEnumLabels('fr', fr, ENUM_LABELS),
  es: withEnumLabels('es', es, ENUM_LABELS),
  ru: withEnumLabels('ru', ru, ENUM_LABELS),
};

/** Plain lookup for code that runs outside React (API error bodies, tests): no ICU arguments. */
export const message = (lang: LanguageCode, id: string): string => messages[lang][id] ?? messages.de[id] ?? id;

/** True for an id of the catalogue itself, never for an inherited name such as "constructor". */
export const isMessageId = (id: string): boolean => Object.hasOwn(messages.de, id);

/** 400 with one issue per id that is not in the catalogue (UI-text overrides: server and mocks). */
export function assertMessageIds(ids: string[], path: (id: string) => (string | number)[]) {
  const unknown = ids.filter((id) => !isMessageId(id));
  if (unknown.length)
    throw new ApiError(
      'validation',
      'error.validation',
      unknown.map((id) => ({ path: path(id), message: 'validation.messageKey' })),
    );
}
