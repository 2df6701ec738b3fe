/** Reset password with the single-use token from the e-mail (#token=…, older mails ?token=…); at least 12 characters, not guessable. */
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { Form, PasswordInput, required, useTranslate } from 'react-admin';
import { LIMITS } from '@/contract/common';
import { weakPasswordReason } from '@/contract/rules/passwordStrength';
import { call } from '@/lib/api';
import { failureMessage } from '../authProvider';
import { AuthCard } from './AuthCard';
import { useLinkToken } from './linkToken';

export const passwordRules = (values: Record<string, unknown>) => {
  const errors: Record<string, string> = {};
  if (String(values.password ?? '').length < LIMITS.minPassword) errors.password = 'validation.password.min';
  if (values.password !== values.confirm) errors.confirm = 'admin.auth.passwordMismatch';
  return errors;
};

export function ResetPasswordPage() {
  const translate = useTranslate();
  const token = useLinkToken() ?? '';
  const [state, setState] = useState<{ done?: boolean; error?: string; busy?: boolean }>({});
  const submit = async (values: Record<string, unknown>) => {
    setState({ busy: true });
    // The server's rule, checked here first so a weak password is named before the link is tried.
    const weak = await weakPasswordReason(String(values.password));
    if (weak) return setState({ error: weak });
    try {
      await call('auth.resetPassword', { body: { token, password: values.password as string } });
      setState({ done: true });
    } catch (err) {
      setState({ error: failureMessage(err, 'error.resetPasswordFailed') });
    }
  };
  return (
    <AuthCard
      title="admin.auth.resetTitle"
      error={state.error ?? (token ? null : 'error.invalidToken')}
      links={[{ to: '/login', label: 'admin.auth.backToLogin' }]}
    >
      {state.done ? (
        <Alert severity="success" role="status">
          {translate('admin.auth.resetDone')}
        </Alert>
      ) : (
        <Form onSubmit={submit} validate={passwordRules} noValidate>
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
          <Button type="submit" variant="contained" fullWidth disabled={state.busy || !token}>
            {translate('admin.auth.resetSubmit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
