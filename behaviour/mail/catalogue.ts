/**
 * The mail texts (src/i18n/mail/<lang>.json, ICU, German the source): a catalogue of their own, so
 * neither the public site's bundle nor its UI-text overrides carry them. Every id exists in all five
 * languages (tests/unit/mail.test.ts).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { LanguageCode } from '../../src/contract/common';
import de from '../../src/i18n/mail/de.json';
import en from '../../src/i18n/mail/en.json';
import es from '../../src/i18n/mail/es.json';
import fr from '../../src/i18n/mail/fr.json';
import ru from '../../src/i18n/mail/ru.json';

export const mailMessages: Record<LanguageCode, Record<string, string>> = { de, en, fr, es, ru };
export type MailMessageId = keyof typeof de;

const formats = new Map<string, IntlMessageFormat>();

/** One mail text in `lang` with its ICU arguments filled in (German where a language lacks it). */
export function mailText(lang: LanguageCode, id: MailMessageId, values?: Record<string, string>): string {
  const key = `${lang}:${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(mailMessages[lang][id] ?? mailMessages.de[id], lang);
    formats.set(key, format);
  }
  return String(format.format(values));
}
