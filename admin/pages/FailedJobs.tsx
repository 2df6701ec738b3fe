/**
 * Background jobs whose last try failed (admins only): mails the mail server did not take, waiting
 * for their next try or given up after the last. "Retry" runs one again now with all its tries
 * afresh; a mail's entry in the outbox opens from its row. The list refreshes while it is open.
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { FailedJob } from '@/contract/entities/mail';
import type { AdminDataProvider } from '../dataProvider';
import { intlLocale } from '../components/fields';
import { useFailedJobs } from '../lib/inboxCounts';
import { RecordTable } from '../components/RecordTable';
import { Screen } from '../components/Screen';

function RetryButton({ job }: { job: FailedJob }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await dataProvider.retryJob(job.id);
      notify('admin.failedJobs.retried', { type: 'success' });
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['failed-jobs'] });
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayIcon />}
      disabled={busy}
      onClick={retry}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('admin.failedJobs.retry')}
    </Button>
  );
}

function JobName({ job }: { job: FailedJob }) {
  const translate = useTranslate();
  return (
    <>
      {translate(`admin.failedJobs.names.${job.name}`, { _: job.name })}
      {job.mailId && (
        <Link
          component={RouterLink}
          to={`/outbox?filter=${encodeURIComponent(JSON.stringify({ q: job.mailId }))}`}
          sx={{ display: 'block', fontSize: 12 }}
        >
          {job.mailId}
        </Link>
      )}
    </>
  );
}

function JobState({ job }: { job: FailedJob }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={job.state === 'failed' ? 'error' : 'warning'}
      label={translate(`admin.failedJobs.states.${job.state}`)}
    />
  );
}

export function FailedJobs() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useFailedJobs();
  const time = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }) : '–';
  return (
    <Screen title="admin.failedJobs.title" intro="admin.failedJobs.intro">
      <RecordTable
        label="admin.failedJobs.title"
        data={data}
        isPending={isPending}
        error={error}
        loadError="admin.failedJobs.loadError"
        empty={
          <Alert severity="success" role="status">
            {translate('admin.failedJobs.none')}
          </Alert>
        }
        recordKey={(job) => job.id}
        columns={[
          { header: 'admin.failedJobs.job', cell: (job) => <JobName job={job} /> },
          { header: 'admin.failedJobs.state', cell: (job) => <JobState job={job} /> },
          { header: 'admin.failedJobs.attempts', cell: (job) => job.attempts },
          { header: 'admin.failedJobs.error', cell: (job) => job.lastError, sx: { fontFamily: 'monospace', fontSize: 12 } },
          { header: 'admin.failedJobs.failedAt', cell: (job) => time(job.failedAt), nowrap: true },
          { header: 'admin.failedJobs.nextRunAt', cell: (job) => time(job.nextRunAt), nowrap: true },
          { cell: (job) => <RetryButton job={job} /> },
        ]}
        card={(job) => (
          <>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
              <Box>
                <JobName job={job} />
              </Box>
              <JobState job={job} />
            </Stack>
            <Typography variant="body2">
              {translate('admin.failedJobs.attempts')}: {job.attempts} · {translate('admin.failedJobs.failedAt')}:{' '}
              {time(job.failedAt)}
              {job.nextRunAt && ` · ${translate('admin.failedJobs.nextRunAt')}: ${time(job.nextRunAt)}`}
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12, my: 1, overflowWrap: 'anywhere' }}>
              {job.lastError}
            </Typography>
            <RetryButton job={job} />
          </>
        )}
      />
    </Screen>
  );
}
