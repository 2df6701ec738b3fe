/**
 * react-intl checks its locale, and intl-messageformat each message's, with
 * Intl.NumberFormat/DateTimeFormat.supportedLocalesOf. The first such call has the browser list
 * every locale its ICU holds: about 20 ms of a fast CPU and 80 ms of a mid-range phone, in the task
 * that hydrates the page, while the frame formats neither a number nor a date (Total
 * Blocking Time). The site's five languages are in every browser's ICU (Chromium, Firefox and
 * Safari ship the full data), so for exactly those codes the answer is known; any other question
 * still goes to the browser.
 */
import { LANGUAGES } from '../../contract/constants';

const OURS: ReadonlySet<string> = new Set(LANGUAGES);

let installed = false;

/** Called by each browser entry before the first IntlProvider renders. */
export function answerSupportedLocalesOfOurLanguages() {
  if (installed) return;
  installed = true;
  for (const format of [Intl.NumberFormat, Intl.DateTimeFormat] as {
    supportedLocalesOf: typeof Intl.NumberFormat.supportedLocalesOf;
  }[]) {
    const browsers = format.supportedLocalesOf.bind(format);
    Object.defineProperty(format, 'supportedLocalesOf', {
      configurable: true,
      writable: true,
      value: (locales: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) =>
        typeof locales === 'string' && OURS.has(locales) ? [locales] : browsers(locales, options),
    });
  }
}
