/**
 * The UI-string catalogues (ICU), all five at once: for the API, the admin, mocks and tests. The
 * public site loads only the visitor's language (catalogues.ts). German is the source; every id
 * exists in all five languages (a unit test fails otherwise).
 */
import type { LanguageCode } from '../contract/common';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import ru from './messages/ru.json';

export type MessageId = keyof typeof de;
export const messages: Record<LanguageCode, Record<string, string>> = { de, en, fr, es, ru };

/** Plain lookup for code that runs outside React (API error bodies, tests): no ICU arguments. */
export const message = (lang: LanguageCode, id: string): string => messages[lang][id] ?? messages.de[id] ?? id;
