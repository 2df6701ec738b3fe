/** Dates in the admin's language (react-admin's DateField would follow the browser's locale). */
import { DateField as RaDateField, useLocaleState, type DateFieldProps } from 'react-admin';

export const intlLocale = (locale: string) => (locale === 'de' ? 'de-DE' : 'en-GB');

export function DateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <RaDateField locales={intlLocale(locale)} {...props} />;
}
