import { useIntl } from 'react-intl';
import type { LanguageCode } from '../../contract/common';

/** The active language, as set by the route's IntlProvider (or the Storybook locale toolbar). */
export const useLang = () => useIntl().locale as LanguageCode;
