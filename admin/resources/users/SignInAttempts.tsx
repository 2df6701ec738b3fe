/**
 * Whether someone is guessing at an account: its failed sign-ins of the last day and the clients
 * that must wait (the server's throttle, src/contract/rules/loginThrottle.ts). The owner still signs
 * in from a device that did not fail; a password reset starts the counts afresh.
 */
import { Alert, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { StaffUser } from '@/contract/entities/staffUser';
import { intlLocale } from '../../components/fields';

function useSummary() {
  const record = useRecordContext<StaffUser>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const attempts = record?.signInAttempts;
  if (!attempts) return null;
  const time = new Date(attempts.lastAttemptAt).toLocaleString(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' });
  const waiting = attempts.waitingClients;
  const join = (parts: string[]) => parts.filter(Boolean).join(' · ');
  return {
    waiting: waiting > 0,
    text: join([
      translate('admin.users.signInAttempts.failed', { smart_count: attempts.attempts, time }),
      waiting ? translate('admin.users.signInAttempts.waiting', { smart_count: waiting }) : '',
    ]),
    short: join([
      translate('admin.users.signInAttempts.failedShort', { smart_count: attempts.attempts }),
      waiting ? translate('admin.users.signInAttempts.waitingShort', { smart_count: waiting }) : '',
    ]),
  };
}

/** The users list's column (short: it must fit a phone's width): empty for accounts nobody failed at. */
export function SignInAttemptsField(_props: { label?: string; sortable?: boolean }) {
  const summary = useSummary();
  if (!summary) return <Typography variant="body2">–</Typography>;
  return (
    <Typography variant="body2" color={summary.waiting ? 'warning.main' : 'text.primary'} title={summary.text}>
      {summary.short}
    </Typography>
  );
}

/** Above a user's form: what the counts mean for the account's owner. */
export function SignInAttemptsNotice() {
  const summary = useSummary();
  const translate = useTranslate();
  if (!summary) return null;
  return (
    <Alert severity={summary.waiting ? 'warning' : 'info'} sx={{ mb: 2, width: '100%' }}>
      {summary.text}. {translate('admin.users.signInAttempts.hint')}
    </Alert>
  );
}
