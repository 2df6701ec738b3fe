/**
 * An application: the applicant's data (read only), the CV download, the status workflow
 * new → in review → invited → hired (or rejected at any open step), its history and internal notes.
 * Inviting or rejecting asks whether the applicant gets the mail of that step, in their language:
 * ticked for an invitation, never ticked by itself for a rejection.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Labeled,
  ReferenceField,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useLocaleState,
  useTranslate,
  useUpdate,
  FunctionField,
} from 'react-admin';
import { DateField, intlLocale } from '../../components/fields';
import { SenderPanel } from '../../components/SenderPanel';
import { APPLICATION_MAILS, type ApplicationStatus, type JobApplication, type JobPosting } from '@/contract/entities/job';
import type { AdminDataProvider } from '../../dataProvider';
import { CHOICES } from '../../components/choices';

/** The next statuses an application may move to. */
export const NEXT: Record<ApplicationStatus, ApplicationStatus[]> = {
  new: ['inReview', 'rejected'],
  inReview: ['invited', 'rejected'],
  invited: ['hired', 'rejected'],
  rejected: ['inReview'],
  hired: [],
};
const STEPS: ApplicationStatus[] = ['new', 'inReview', 'invited', 'hired'];

export function CvDownloadButton({ variant = 'outlined' }: { variant?: 'outlined' | 'text' }) {
  const record = useRecordContext<JobApplication>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      variant={variant}
      startIcon={<DownloadIcon />}
      onClick={(e) => {
        e.stopPropagation();
        dataProvider.downloadCv(record.id).catch((err: Error) => notify(err.message, { type: 'error' }));
      }}
    >
      {translate('admin.applications.downloadCv')}
    </Button>
  );
}

/** The statuses whose step can mail the applicant, and what the box offers by default. */
const MAIL_OF: Partial<Record<ApplicationStatus, 'invitation' | 'rejection'>> = APPLICATION_MAILS;
const MAIL_BY_DEFAULT: Record<'invitation' | 'rejection', boolean> = { invitation: true, rejection: false };

/** Asks before inviting or rejecting: with or without the applicant's mail. */
function MailChoice({
  status,
  onCancel,
  onConfirm,
}: {
  status: ApplicationStatus;
  onCancel: () => void;
  onConfirm: (sendMail: boolean) => void;
}) {
  const record = useRecordContext<JobApplication>()!;
  const translate = useTranslate();
  const mail = MAIL_OF[status]!;
  const [sendMail, setSendMail] = useState(MAIL_BY_DEFAULT[mail]);
  const language = translate(`admin.choices.language.${record.language ?? 'de'}`);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="application-mail-title">
      <DialogTitle id="application-mail-title">{translate(`admin.applications.confirm.${status}`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate(`admin.applications.mailText.${mail}`)}</DialogContentText>
        <FormControlLabel
          control={<Checkbox checked={sendMail} onChange={(e) => setSendMail(e.target.checked)} />}
          label={translate(`admin.applications.sendMail.${mail}`, { email: record.email, language })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color={status === 'rejected' ? 'error' : 'primary'} onClick={() => onConfirm(sendMail)}>
          {translate(`admin.applications.actions.${status}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function StatusWorkflow() {
  const record = useRecordContext<JobApplication>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [asking, setAsking] = useState<ApplicationStatus | null>(null);
  if (!record) return null;
  const move = (status: ApplicationStatus, sendMail = false) =>
    update(
      'applications',
      { id: record.id, data: { ...record, status, ...(sendMail ? { sendMail } : {}) }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(sendMail ? 'admin.applications.statusChangedMailed' : 'admin.applications.statusChanged', {
            type: 'success',
            messageArgs: { status: translate(`admin.choices.applicationStatus.${status}`), email: record.email },
          }),
        onError: (err) => notify((err as Error).message, { type: 'error' }),
      },
    );
  const active = record.status === 'rejected' ? -1 : STEPS.indexOf(record.status);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, width: '100%' }} aria-label={translate('admin.applications.workflow')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="subtitle1">{translate('admin.applications.workflow')}:</Typography>
        <Chip
          data-testid="application-status"
          label={translate(`admin.choices.applicationStatus.${record.status}`)}
          color={record.status === 'rejected' ? 'error' : record.status === 'hired' ? 'success' : 'primary'}
        />
      </Stack>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 2 }}>
        {STEPS.map((s) => (
          <Step key={s} completed={active > STEPS.indexOf(s) || record.status === 'hired'}>
            <StepLabel>{translate(`admin.choices.applicationStatus.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {NEXT[record.status].map((s) => (
          <Button
            key={s}
            variant={s === 'rejected' ? 'outlined' : 'contained'}
            color={s === 'rejected' ? 'error' : 'primary'}
            disabled={isPending}
            onClick={() => (MAIL_OF[s] ? setAsking(s) : move(s))}
          >
            {translate(`admin.applications.actions.${s}`)}
          </Button>
        ))}
      </Stack>
      {asking && (
        <MailChoice
          status={asking}
          onCancel={() => setAsking(null)}
          onConfirm={(sendMail) => {
            setAsking(null);
            void move(asking, sendMail);
          }}
        />
      )}
      <ApplicationHistory application={record} />
    </Paper>
  );
}

/** Who changed the status when, and which mail it sent. */
function ApplicationHistory({ application }: { application: JobApplication }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!application.history?.length) return null;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" id="application-history">
        {translate('admin.applications.history')}
      </Typography>
      <Box component="ol" aria-labelledby="application-history" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {application.history.map((e) => (
          <Typography component="li" variant="body2" key={e.id}>
            {translate('admin.applications.historyEntry', {
              time: when(e.at),
              name: e.by,
              status: translate(`admin.choices.applicationStatus.${e.status}`),
            })}
            {e.mail && ` · ${translate(`admin.applications.mailSent.${e.mail}`)}`}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function Applicant() {
  const translate = useTranslate();
  return (
    <SenderPanel>
      <Labeled source="jobId">
        <ReferenceField source="jobId" reference="jobs" emptyText={translate('admin.applications.unsolicited')}>
          <FunctionField render={(j: JobPosting) => j.title?.de} />
        </ReferenceField>
      </Labeled>
      <Labeled source="submittedAt">
        <DateField source="submittedAt" showTime />
      </Labeled>
      <Labeled source="cv">
        <CvDownloadButton />
      </Labeled>
    </SenderPanel>
  );
}

export const ApplicationInputs = () => (
  <>
    <Applicant />
    <StatusWorkflow />
    <SelectInput source="status" choices={CHOICES.applicationStatus} />
    <TextInput source="notes" multiline minRows={3} fullWidth />
  </>
);
