/**
 * Registration with an admin's invitation (?token=… from the invitation e-mail): name, e-mail of the
 * invitation and a password of at least 12 characters. Failure: the server's message or 'Registration failed'.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { Form, PasswordInput, TextInput, required, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AuthResult } from '@/contract/entities/staffUser';
import { call } from '@/lib/api';
import { failureMessage, startSession } from '../authProvider';
import { ADMIN_BASENAME } from '../basename';
import { AuthCard } from './AuthCard';
import { passwordRules } from './ResetPasswordPage';

export function RegisterPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const [state, setState] = useState<{ error?: string; busy?: boolean }>({});
  const submit = async (values: Record<string, unknown>) => {
    setState({ busy: true });
    try {
      const result = await call<AuthResult>('auth.register', {
        body: { invitationToken: token, email: String(values.email ?? '').trim(), name: String(values.name ?? '').trim(), password: values.password },
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
        <TextInput source="email" type="email" label="admin.auth.email" validate={required()} fullWidth autoComplete="username" helperText="admin.auth.registerHint" />
        <PasswordInput source="password" label="admin.auth.newPassword" validate={required()} fullWidth autoComplete="new-password" helperText="admin.auth.passwordHint" />
        <PasswordInput source="confirm" label="admin.auth.confirmPassword" validate={required()} fullWidth autoComplete="new-password" />
        <Button type="submit" variant="contained" fullWidth disabled={state.busy}>{translate('admin.auth.registerSubmit')}</Button>
      </Form>
    </AuthCard>
  );
}
