/**
 * Forgot password: the API answers the same for every address (no account enumeration), so the screen
 * shows the same confirmation; a failure shows the server's message or 'Failed to send reset email'.
 */
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { call } from '@/lib/api';
import { failureMessage } from '../authProvider';
import { AuthCard } from './AuthCard';
import { AccountEmailInput } from './AccountEmailInput';

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const [state, setState] = useState<{ done?: boolean; error?: string; busy?: boolean }>({});
  const submit = async (values: Record<string, unknown>) => {
    setState({ busy: true });
    try {
      await call('auth.forgotPassword', { body: { email: String(values.email ?? '').trim() } });
      setState({ done: true });
    } catch (err) {
      setState({ error: failureMessage(err, 'error.forgotPasswordFailed') });
    }
  };
  return (
    <AuthCard title="admin.auth.forgotTitle" error={state.error} links={[{ to: '/login', label: 'admin.auth.backToLogin' }]}>
      {state.done ? (
        <Alert severity="success" role="status">
          {translate('admin.auth.forgotDone')}
        </Alert>
      ) : (
        <Form onSubmit={submit} noValidate>
          <AccountEmailInput autoFocus helperText="admin.auth.forgotHint" />
          <Button type="submit" variant="contained" fullWidth disabled={state.busy}>
            {translate('admin.auth.forgotSubmit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
