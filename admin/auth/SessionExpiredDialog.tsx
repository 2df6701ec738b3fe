/**
 * Asks to sign in again when the session ends while a screen is open (auth/sessionExpiry.ts). The
 * screen behind stays as it is, forms with everything typed; after the sign-in the screen's data is
 * fetched again and a save that failed can simply be sent again. The account is the one that was
 * signed in: someone else signs in on the login page (the dialog's second button).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useLogout, useRefresh, useTranslate } from 'react-admin';
import { call } from '@/lib/api';
import { failureMessage, startSession, userToSignInAgain } from '../authProvider';
import { frameShown, useAwaitingSignIn } from './sessionExpiry';

export function SessionExpiredDialog() {
  useEffect(frameShown, []);
  const open = useAwaitingSignIn();
  const refresh = useRefresh();
  const logout = useLogout();
  const signIn = async (email: string, password: string) => {
    startSession(await call('auth.login', { body: { email, password } }));
    refresh(); // what failed to load while signed out
  };
  return <SignInAgainDialog open={open} email={userToSignInAgain()?.email ?? ''} signIn={signIn} toLoginPage={() => logout()} />;
}

/**
 * The dialog itself, apart from the session: open or not, the account's address, what signing in
 * does (rejects when the sign-in failed) and what the second button does.
 */
export function SignInAgainDialog({
  open,
  email,
  signIn,
  toLoginPage,
}: {
  open: boolean;
  email: string;
  signIn: (email: string, password: string) => Promise<void>;
  toLoginPage: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('admin.session.passwordNeeded');
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
      setPassword('');
    } catch (err) {
      setError(failureMessage(err, 'error.loginFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('admin.session.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('admin.session.intro')}</DialogContentText>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          <TextField
            label={translate('admin.auth.email')}
            value={email}
            slotProps={{ input: { readOnly: true } }}
            autoComplete="username"
            fullWidth
            margin="dense"
          />
          <TextField
            label={translate('admin.auth.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            autoFocus
            required
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={toLoginPage}>{translate('admin.session.toLoginPage')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? <CircularProgress size={20} /> : translate('admin.session.signIn')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
