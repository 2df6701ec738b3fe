import type { ReactNode } from 'react';
import { IntlProvider as ReactIntlProvider } from 'react-intl';
import type { LanguageCode } from '../../contract/constants';
import { catalogueOf } from '../../i18n/catalogues';

/**
 * react-intl with the product's catalogue of `lang`, which the caller has loaded (catalogues.ts).
 * Every id exists in every language (tests/unit/i18n.test.ts), so no fallback catalogue is merged.
 */
export function IntlProvider({ lang, children }: { lang: LanguageCode; children: ReactNode }) {
  return (
    <ReactIntlProvider locale={lang} defaultLocale="de" messages={catalogueOf(lang)}>
      {children}
    </ReactIntlProvider>
  );
}
