/**
 * react-intl outside React, for code that runs before or beside the render: a route's head() builds
 * the page's title and description with the same catalogue the IntlProvider of the language uses.
 */
import { createIntl, type IntlShape } from 'react-intl';
import type { LanguageCode } from '../../contract/constants';
import { catalogueOf, type Catalogue } from '../../i18n/catalogues';

const intls = new WeakMap<Catalogue, IntlShape>();

/** The formatter of a language whose catalogue is loaded (the language route loads it first). */
export function intlOf(lang: LanguageCode): IntlShape {
  const messages = catalogueOf(lang);
  if (!messages) throw new Error(`the ${lang} catalogue is not loaded`);
  let intl = intls.get(messages);
  if (!intl) intls.set(messages, (intl = createIntl({ locale: lang, defaultLocale: 'de', messages })));
  return intl;
}
