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
    <Button size="small" variant="outlined" startIcon={<ReplayIcon />} disabled={busy} onClick={retry}>
      {translate('admin.failedJobs.retry')}
    </Button>
  );
}

export function FailedJobs() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useFailedJobs();
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
      {data && data.length > 0 && (
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
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={job.state === 'failed' ? 'error' : 'warning'}
                      label={translate(`admin.failedJobs.states.${job.state}`)}
                    />
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
