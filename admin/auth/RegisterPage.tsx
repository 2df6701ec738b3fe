/**
 * Registration with an admin's invitation (#token=… from the invitation e-mail; older mails ?token=…)
 * or, on a new installation, with the one-time setup link the server logs (it creates the first admin):
 * name, e-mail of the invitation and a password of at least 12 characters that is not guessable.
 * Failure: the server's message or 'Registration failed'.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { Form, TextInput, required, useTranslate } from 'react-admin';
import { weakPasswordReason } from '@/contract/rules/passwordStrength';
import { call } from '@/lib/api';
import { failureMessage, startSession } from '../authProvider';
import { ADMIN_BASENAME } from '../basename';
import { AuthCard } from './AuthCard';
import { useLinkToken } from './linkToken';
import { NewPasswordInputs, passwordRules } from './NewPasswordInputs';
import { AccountEmailInput } from './AccountEmailInput';

export function RegisterPage() {
  const translate = useTranslate();
  const token = useLinkToken();
  const [state, setState] = useState<{ error?: string; busy?: boolean }>({});
  const submit = async (values: Record<string, unknown>) => {
    setState({ busy: true });
    const email = String(values.email ?? '').trim(),
      name = String(values.name ?? '').trim();
    // The server's rule, checked here first so a weak password is named right away.
    const weak = await weakPasswordReason(String(values.password), [email, name]);
    if (weak) return setState({ error: weak });
    try {
      const result = await call('auth.register', {
        body: { invitationToken: token, email, name, password: values.password as string },
      });
      startSession(result);
      // A full start, so every cached auth answer of the anonymous visit is gone.
      window.location.assign(`${ADMIN_BASENAME}/dashboard`);
    } catch (err) {
      setState({ error: failureMessage(err, 'error.registrationFailed') });
    }
  };
  return (
    <AuthCard title="admin.auth.registerTitle" error={state.error} links={[{ to: '/login', label: 'admin.auth.backToLogin' }]}>
      <Form onSubmit={submit} validate={passwordRules} noValidate>
        <TextInput source="name" label="admin.auth.name" validate={required()} fullWidth autoComplete="name" />
        <AccountEmailInput helperText="admin.auth.registerHint" />
        <NewPasswordInputs />
        <Button type="submit" variant="contained" fullWidth disabled={state.busy}>
          {translate('admin.auth.registerSubmit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
