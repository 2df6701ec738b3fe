/**
 * Choosing a new password (registration, reset, change): the password with its hint and the same
 * again, checked in the form for length and match before the server's stricter rule is asked.
 */
import { PasswordInput, required } from 'react-admin';
import { LIMITS } from '@/contract/common';

/** The form's own checks of the two fields (the Form's validate). */
export const passwordRules = (values: Record<string, unknown>) => {
  const errors: Record<string, string> = {};
  if (String(values.password ?? '').length < LIMITS.minPassword) errors.password = 'validation.password.min';
  if (values.password !== values.confirm) errors.confirm = 'admin.auth.passwordMismatch';
  return errors;
};

/** The inputs `password` and `confirm`. */
export function NewPasswordInputs() {
  return (
    <>
      <PasswordInput
        source="password"
        label="admin.auth.newPassword"
        validate={required()}
        fullWidth
        autoComplete="new-password"
        helperText="admin.auth.passwordHint"
      />
      <PasswordInput
        source="confirm"
        label="admin.auth.confirmPassword"
        validate={required()}
        fullWidth
        autoComplete="new-password"
      />
    </>
  );
}
