/** Reset password with the single-use token from the e-mail (#token=…, older mails ?token=…); at least 12 characters, not guessable. */
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { weakPasswordReason } from '@/contract/rules/passwordStrength';
import { call } from '@/lib/api';
import { failureMessage } from '../authProvider';
import { AuthCard } from './AuthCard';
import { useLinkToken } from './linkToken';
import { NewPasswordInputs, passwordRules } from './NewPasswordInputs';

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
          <NewPasswordInputs />
          <Button type="submit" variant="contained" fullWidth disabled={state.busy || !token}>
            {translate('admin.auth.resetSubmit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
