/**
 * A form field's wiring to react-hook-form: its registration and its error message in the active
 * language, spread into the field (`<TextField label={…} {...bind('email')} />`). The field is
 * registered where it is rendered, so react-hook-form's order stays the order on the page (the
 * first invalid field is the one that gets focus).
 */
import type { FieldErrors, FieldValues, Path, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { useErrorText } from './useErrorText';

export function useFieldBinding<V extends FieldValues>({
  register,
  formState: { errors },
}: {
  register: UseFormRegister<V>;
  formState: { errors: FieldErrors<V> };
}) {
  const errorText = useErrorText();
  return (name: Path<V>, options?: RegisterOptions<V, Path<V>>) => ({
    error: errorText((errors as Record<string, { message?: string } | undefined>)[name]?.message),
    ...register(name, options),
  });
}
