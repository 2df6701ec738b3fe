/**
 * Reception's steps on an appointment request: the buttons the state machine allows from
 * the record's status (src/contract/rules/appointmentLifecycle.ts), each behind a short dialog that
 * says whether the patient gets a mail and in which language; confirming and proposing take the
 * date, time and practice (prefilled with the time the request stands for). The history below lists
 * every step with who took it and when.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppointmentAction, AppointmentRequest, AppointmentStatus, AppointmentTime } from '@/contract/entities/appointment';
import { LOCATION_KEYS, todayInBerlin } from '@/contract/constants';
import { heldTime, MAILED_STEPS, TRANSITIONS } from '@/contract/rules/appointmentLifecycle';
import type { AdminDataProvider } from '../../dataProvider';
import { conflictOf } from '../../lib/conflict';
import { intlLocale } from '../../components/fields';

/** Colour of a status chip: open requests want attention, confirmed ones are settled. */
export const STATUS_COLOR: Record<AppointmentStatus, 'warning' | 'info' | 'success' | 'default' | 'error'> = {
  new: 'warning',
  contacted: 'warning',
  proposed: 'info',
  confirmed: 'success',
  declined: 'default',
  cancelled: 'default',
  completed: 'default',
};

/** "Di., 01.12.2026, 08:30 · Oberföhring" in the admin's language. */
export function useTimeLabel() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (t: AppointmentTime) =>
    `${new Date(`${t.date}T12:00:00Z`).toLocaleDateString(intlLocale(locale), {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    })}, ${t.time} · ${translate(`admin.choices.location.${t.location}`)}`;
}

/** Steps that open a dialog with a time. */
const TAKES_TIME: ReadonlySet<AppointmentAction> = new Set(['confirm', 'propose']);
/** Steps that ask first (they mail the patient or free the time). */
const ASKS: ReadonlySet<AppointmentAction> = new Set(['confirm', 'propose', 'decline', 'cancel']);

function StepDialog({
  record,
  action,
  onClose,
  onSend,
  busy,
}: {
  record: AppointmentRequest;
  action: AppointmentAction;
  onClose: () => void;
  onSend: (time?: AppointmentTime) => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const held = heldTime(record);
  const [time, setTime] = useState<AppointmentTime>(held);
  const mails = MAILED_STEPS.has(action);
  const language = translate(`admin.choices.language.${record.language ?? 'de'}`);
  const titleId = `appointment-step-${action}`;
  // The day or the time of the slot, in the browser's own picker.
  const slotField = (part: 'date' | 'time', htmlInput: { min?: string; step?: number }) => (
    <TextField
      label={translate(`admin.appointments.dialog.${part}`)}
      type={part}
      required
      value={time[part]}
      onChange={(e) => setTime({ ...time, [part]: e.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput }}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSend(TAKES_TIME.has(action) ? time : undefined);
        }}
      >
        <DialogTitle id={titleId}>{translate(`admin.appointments.dialog.${action}`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`admin.appointments.dialog.${action}Text`)}</DialogContentText>
          {TAKES_TIME.has(action) && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, mb: 2 }}>
              {slotField('date', { min: todayInBerlin() })}
              {slotField('time', { step: 300 })}
              <TextField
                select
                label={translate('admin.appointments.dialog.location')}
                required
                value={time.location}
                onChange={(e) => setTime({ ...time, location: e.target.value as AppointmentTime['location'] })}
              >
                {LOCATION_KEYS.map((l) => (
                  <MenuItem key={l} value={l}>
                    {translate(`admin.choices.location.${l}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {mails ? translate('admin.appointments.mailIn', { language }) : translate('admin.appointments.noMail')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('admin.appointments.dialog.back')}</Button>
          <Button type="submit" variant="contained" color={action === 'decline' ? 'error' : 'primary'} disabled={busy}>
            {translate(`admin.appointments.actions.${action}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function AppointmentWorkflow() {
  const record = useRecordContext<AppointmentRequest>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const timeLabel = useTimeLabel();
  const [open, setOpen] = useState<AppointmentAction | null>(null);
  const [busy, setBusy] = useState(false);
  // A step that lost the race: the request as another receptionist left it (shown until the next step).
  const [lost, setLost] = useState<{ request: AppointmentRequest; by: string | null } | null>(null);
  if (!record) return null;

  const take = async (action: AppointmentAction, time?: AppointmentTime) => {
    setBusy(true);
    try {
      await dataProvider.appointmentStep(record.id, { action, ...(time ?? {}) }, record.updatedAt);
      notify(`admin.appointments.done.${action}`, { type: 'success' });
      setLost(null);
      setOpen(null);
      refresh();
    } catch (err) {
      const meanwhile = conflictOf(err);
      if (meanwhile) {
        setLost({ request: meanwhile.current as AppointmentRequest, by: meanwhile.savedBy });
        setOpen(null);
        refresh();
      } else notify((err as Error).message || 'error.generic', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const held = heldTime(record);
  const steps = TRANSITIONS[record.status];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, width: '100%' }}
      role="region"
      aria-label={translate('admin.appointments.workflow')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Chip
          data-testid="appointment-status"
          label={translate(`admin.choices.appointmentStatus.${record.status}`)}
          color={STATUS_COLOR[record.status]}
          sx={{ alignSelf: 'flex-start' }}
        />
        <Typography data-testid="appointment-time">
          {translate(
            record.status === 'confirmed'
              ? 'admin.appointments.confirmedTime'
              : record.status === 'proposed'
                ? 'admin.appointments.proposedTime'
                : 'admin.appointments.requested',
          )}
          : {timeLabel(held)}
        </Typography>
      </Stack>
      {lost && <LostRace current={lost.request} by={lost.by} />}
      {steps.length > 0 && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {steps.map((action) => (
            <Button
              key={action}
              variant={action === 'confirm' ? 'contained' : 'outlined'}
              color={action === 'decline' || action === 'cancel' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => (ASKS.has(action) ? setOpen(action) : void take(action))}
            >
              {translate(`admin.appointments.actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      {open && (
        <StepDialog record={record} action={open} busy={busy} onClose={() => setOpen(null)} onSend={(t) => take(open, t)} />
      )}
    </Paper>
  );
}

/** Reception's step was not taken: someone else changed the request first. Its new status, by whom, when. */
export function LostRace({ current, by }: { current: AppointmentRequest; by: string | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="appointment-lost-race">
      {translate('admin.conflict.stepLost', {
        status: translate(`admin.choices.appointmentStatus.${current.status}`),
        by: by === 'patient' ? translate('admin.conflict.patient') : by || translate('admin.conflict.someone'),
        at: new Date(current.updatedAt).toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }),
      })}
    </Alert>
  );
}

/** Every step of the request: when, who, what, and the time it set (newest last). */
export function AppointmentHistory() {
  const record = useRecordContext<AppointmentRequest>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const timeLabel = useTimeLabel();
  if (!record?.history?.length) return null;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {translate('admin.appointments.history')}
      </Typography>
      <List dense aria-label={translate('admin.appointments.history')}>
        {record.history.map((h, i) => (
          <ListItem key={i} disableGutters divider>
            <ListItemText
              primary={`${translate(`admin.appointments.steps.${h.step}`)}${h.slot ? ` – ${timeLabel(h.slot)}` : ''}`}
              secondary={`${when(h.at)} · ${h.by === 'patient' ? translate('admin.appointments.byPatient') : h.by}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
