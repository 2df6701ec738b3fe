import type { ReactNode } from 'react';
import { IntlProvider as ReactIntlProvider } from 'react-intl';
import type { LanguageCode } from '../contract/common';
import { messages } from './messages';

/** react-intl with the product's catalogues; missing ids fall back to German (the source). */
export function IntlProvider({ lang, children, overrides }: { lang: LanguageCode; children: ReactNode; overrides?: Record<string, string> }) {
  return (
    <ReactIntlProvider locale={lang} defaultLocale="de" messages={{ ...messages.de, ...messages[lang], ...overrides }}>
      {children}
    </ReactIntlProvider>
  );
}
