/** Staff sign-in at /admin/login. Failure shows the server's message, or 'Login failed'. */
import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { Form, PasswordInput, required, useLogin, useTranslate } from 'react-admin';
import { AuthCard } from './AuthCard';
import { AccountEmailInput } from './AccountEmailInput';

export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await login({ email: values.email, password: values.password });
    } catch (err) {
      setError((err as Error)?.message || 'error.loginFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard title="admin.auth.loginTitle" error={error} links={[{ to: '/forgot-password', label: 'admin.auth.forgotLink' }]}>
      <Form onSubmit={submit} noValidate>
        <AccountEmailInput autoFocus />
        <PasswordInput
          source="password"
          label="admin.auth.password"
          autoComplete="current-password"
          validate={required()}
          fullWidth
        />
        <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
          {busy ? <CircularProgress size={20} /> : translate('admin.auth.signIn')}
        </Button>
      </Form>
    </AuthCard>
  );
}
