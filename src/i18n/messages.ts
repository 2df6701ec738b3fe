/**
 * The UI-string catalogues (ICU). German is the source; every id exists in all five languages
 * (a unit test fails otherwise). Imported statically: they are small and needed at first paint.
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
