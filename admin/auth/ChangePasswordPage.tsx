/**
 * Change one's own password (user menu → "Passwort ändern"): the current password, a new one of at
 * least 12 characters that is not guessable, twice. Other sessions of the account end; this one stays.
 */
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { Form, PasswordInput, required, Title, useGetIdentity, useTranslate } from 'react-admin';
import { weakPasswordReason } from '@/contract/rules/passwordStrength';
import { call } from '@/lib/api';
import { failureMessage } from '../authProvider';
import { NewPasswordInputs, passwordRules } from './NewPasswordInputs';

/** The field the server named in its answer (wrong current password, weak new one), if any. */
const issueOf = (err: unknown) => (err as { body?: { issues?: { message: string }[] } })?.body?.issues?.[0]?.message;

export function ChangePasswordPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [state, setState] = useState<{ done?: boolean; error?: string; busy?: boolean }>({});
  const submit = async (values: Record<string, unknown>) => {
    setState({ busy: true });
    const weak = await weakPasswordReason(String(values.password), [
      String(identity?.email ?? ''),
      String(identity?.fullName ?? ''),
    ]);
    if (weak) return setState({ error: weak });
    try {
      await call('auth.changePassword', {
        // The form's values are unchecked here; the server validates them (and names each wrong field).
        body: { currentPassword: values.currentPassword as string, newPassword: values.password as string },
      });
      setState({ done: true });
    } catch (err) {
      setState({ error: issueOf(err) ?? failureMessage(err, 'error.changePasswordFailed') });
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="admin.auth.changeTitle" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('admin.auth.changeTitle')}
        </Typography>
        {state.error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {translate(state.error, { _: state.error })}
          </Alert>
        )}
        {state.done ? (
          <Alert severity="success" role="status">
            {translate('admin.auth.changeDone')}
          </Alert>
        ) : (
          <Form onSubmit={submit} validate={passwordRules} noValidate>
            <PasswordInput
              source="currentPassword"
              label="admin.auth.currentPassword"
              validate={required()}
              fullWidth
              autoComplete="current-password"
            />
            <NewPasswordInputs />
            <Button type="submit" variant="contained" disabled={state.busy}>
              {translate('admin.auth.resetSubmit')}
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
