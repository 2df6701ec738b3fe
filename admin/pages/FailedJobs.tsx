/**
 * Background jobs whose last try failed (admins only): mails the mail server did not take, waiting
 * for their next try or given up after the last. "Retry" runs one again now with all its tries
 * afresh; a mail's entry in the outbox opens from its row. The list refreshes while it is open.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { FailedJob } from '@/contract/entities/mail';
import type { AdminDataProvider } from '../dataProvider';
import { intlLocale } from '../components/fields';
import { useFailedJobs } from '../lib/inboxCounts';
import { usePhone } from '../lib/usePhone';

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
      await queryClient.invalidateQueries({ queryKey: ['failedJobs'] });
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
  // On a phone each job is a card: a table of seven columns would push the page sideways.
  const phone = usePhone();
  const time = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }) : '–';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="admin.failedJobs.title" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        {translate('admin.failedJobs.intro')}
      </Typography>
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{translate('admin.failedJobs.loadError')}</Alert>}
      {data && data.length === 0 && (
        <Alert severity="success" role="status">
          {translate('admin.failedJobs.none')}
        </Alert>
      )}
      {data && data.length > 0 && phone && (
        <Stack spacing={1.5}>
          {data.map((job) => (
            <Paper key={job.id} variant="outlined" sx={{ p: 1.5 }}>
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
            </Paper>
          ))}
        </Stack>
      )}
      {data && data.length > 0 && !phone && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('admin.failedJobs.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('admin.failedJobs.job')}</TableCell>
                <TableCell>{translate('admin.failedJobs.state')}</TableCell>
                <TableCell>{translate('admin.failedJobs.attempts')}</TableCell>
                <TableCell>{translate('admin.failedJobs.error')}</TableCell>
                <TableCell>{translate('admin.failedJobs.failedAt')}</TableCell>
                <TableCell>{translate('admin.failedJobs.nextRunAt')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((job) => (
                <TableRow key={job.id}>
                  <TableCell>
                    <JobName job={job} />
                  </TableCell>
                  <TableCell>
                    <JobState job={job} />
                  </TableCell>
                  <TableCell>{job.attempts}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{job.lastError}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(job.failedAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(job.nextRunAt)}</TableCell>
                  <TableCell>
                    <RetryButton job={job} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
