/**
 * An application: the applicant's data (read only), the CV download, the status workflow
 * new → in review → invited → hired (or rejected at any open step) and internal notes.
 */
import { Box, Button, Chip, Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Labeled,
  ReferenceField,
  SelectInput,
  TextField,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  FunctionField,
} from 'react-admin';
import { DateField } from '../../components/fields';
import { EmailLink, PhoneLink } from '../../components/contactLinks';
import type { ApplicationStatus, JobApplication, JobPosting } from '@/contract/entities/job';
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

function StatusWorkflow() {
  const record = useRecordContext<JobApplication>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const move = (status: ApplicationStatus) =>
    update(
      'applications',
      { id: record.id, data: { ...record, status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify('admin.applications.statusChanged', {
            type: 'success',
            messageArgs: { status: translate(`admin.choices.applicationStatus.${status}`) },
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
      <Stack direction="row" spacing={1}>
        {NEXT[record.status].map((s) => (
          <Button
            key={s}
            variant={s === 'rejected' ? 'outlined' : 'contained'}
            color={s === 'rejected' ? 'error' : 'primary'}
            disabled={isPending}
            onClick={() => move(s)}
          >
            {translate(`admin.applications.actions.${s}`)}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}

function Applicant() {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, width: '100%' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Labeled source="name">
          <FunctionField render={(r: JobApplication) => `${r.firstName} ${r.lastName}`} />
        </Labeled>
        <Labeled source="email">
          <EmailLink />
        </Labeled>
        <Labeled source="phone">
          <PhoneLink />
        </Labeled>
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
      </Box>
      <Labeled source="message" sx={{ mt: 2 }}>
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
      </Labeled>
    </Paper>
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
