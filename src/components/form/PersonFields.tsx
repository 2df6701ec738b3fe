/**
 * First name, last name, e-mail and phone: the person block the booking and the application
 * forms share, with the same autocomplete hints and the schema's messages next to each field.
 * The form registers the fields itself (registerPerson, called in its own render) so they keep
 * their place in react-hook-form's order: the first invalid field is the one that gets focus.
 */
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from './TextField';
import { useErrorText } from './useErrorText';

export interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
type PersonRegistrations = Record<keyof PersonValues, UseFormRegisterReturn>;

export function registerPerson<V extends PersonValues>(register: UseFormRegister<V>): PersonRegistrations {
  const reg = register as unknown as UseFormRegister<PersonValues>;
  return { firstName: reg('firstName'), lastName: reg('lastName'), email: reg('email'), phone: reg('phone') };
}

export function PersonFields<V extends PersonValues>({
  fields,
  errors,
}: {
  fields: PersonRegistrations;
  errors: FieldErrors<V>;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const err = errors as FieldErrors<PersonValues>;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <TextField
        label={t('form.field.firstName')}
        autoComplete="given-name"
        required
        error={errorText(err.firstName?.message)}
        {...fields.firstName}
      />
      <TextField
        label={t('form.field.lastName')}
        autoComplete="family-name"
        required
        error={errorText(err.lastName?.message)}
        {...fields.lastName}
      />
      <TextField
        label={t('form.field.email')}
        type="email"
        autoComplete="email"
        required
        error={errorText(err.email?.message)}
        {...fields.email}
      />
      <TextField
        label={t('form.field.phone')}
        type="tel"
        autoComplete="tel"
        required
        error={errorText(err.phone?.message)}
        {...fields.phone}
      />
    </>
  );
}
