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

/** The person's fields in form order, with their input type and autocomplete hint; labels are form.field.<name>. */
const PERSON_FIELDS: { name: keyof PersonValues; type?: 'email' | 'tel'; autoComplete: string }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
];

export function registerPerson(register: UseFormRegister<PersonValues>): PersonRegistrations {
  return Object.fromEntries(PERSON_FIELDS.map(({ name }) => [name, register(name)])) as PersonRegistrations;
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
  return (
    <>
      {PERSON_FIELDS.map(({ name, type, autoComplete }) => (
        <TextField
          key={name}
          label={intl.formatMessage({ id: `form.field.${name}` })}
          type={type}
          autoComplete={autoComplete}
          required
          error={errorText(err[name]?.message)}
          {...fields[name]}
        />
      ))}
    </>
  );
}
