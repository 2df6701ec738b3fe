/**
 * The account's e-mail address on the sign-in, registration and forgot-password forms: required,
 * and marked as the username, so a password manager offers the same entry on all three.
 */
import { required, TextInput } from 'react-admin';

export const AccountEmailInput = ({ autoFocus, helperText }: { autoFocus?: boolean; helperText?: string }) => (
  <TextInput
    source="email"
    type="email"
    label="admin.auth.email"
    autoComplete="username"
    validate={required()}
    fullWidth
    autoFocus={autoFocus}
    helperText={helperText}
  />
);
