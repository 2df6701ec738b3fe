/**
 * Retention (issue 20): what the retention job deletes in the next 14 days, so reception can ask an
 * admin to hold a record a dispute or an authority still needs; admins hold and release records
 * and read the receipts of what was deleted (counts only, no personal data). The periods are set
 * under Verwaltung → Einstellungen → Aufbewahrung.
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
import { Link as RouterLink } from 'react-router-dom';
import { Title, useDataProvider, useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletionReceipt, DueRecord } from '@/contract/entities/retention';
import type { Role } from '@/contract/entities/staffUser';
import type { AdminDataProvider } from '../dataProvider';
import { intlLocale } from '../components/fields';
import { canAccess } from '../lib/access';
import { usePhone } from '../lib/usePhone';

/** The kinds with an edit page in the admin (a newsletter sign-up has none: its id is shown). */
const EDITABLE = new Set(['applications', 'appointments', 'messages']);

function RecordLink({ item }: { item: DueRecord }) {
  return EDITABLE.has(item.kind) ? (
    <Link component={RouterLink} to={`/${item.kind}/${encodeURIComponent(item.recordId)}`}>
      {item.recordId}
    </Link>
  ) : (
    <>{item.recordId}</>
  );
}

function HoldButton({ item }: { item: DueRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await dataProvider.setLegalHold({ kind: item.kind, recordId: item.recordId, hold: !item.held });
      notify(item.held ? 'admin.retention.released' : 'admin.retention.heldDone', { type: 'success' });
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['retention'] });
    }
  };
  return (
    <Button size="small" variant="outlined" disabled={busy} onClick={toggle} sx={{ whiteSpace: 'nowrap' }}>
      {translate(item.held ? 'admin.retention.release' : 'admin.retention.hold')}
    </Button>
  );
}

function State({ item }: { item: DueRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={item.held ? 'info' : 'warning'}
      label={translate(item.held ? 'admin.retention.states.held' : 'admin.retention.states.due')}
    />
  );
}

function Receipts({ day, phone }: { day: (iso: string) => string; phone: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, error } = useQuery<DeletionReceipt[]>({
    queryKey: ['retention', 'receipts'],
    queryFn: () => dataProvider.deletionReceipts(),
  });
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.retention.receipts')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        {translate('admin.retention.receiptsIntro')}
      </Typography>
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{translate('admin.retention.loadError')}</Alert>}
      {data && data.length === 0 && <Alert severity="info">{translate('admin.retention.noReceipts')}</Alert>}
      {data && data.length > 0 && phone && (
        <Stack spacing={1}>
          {data.map((r) => (
            <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2">{translate(`admin.retention.policies.${r.policy}`, { _: r.policy })}</Typography>
              <Typography variant="body2">
                {day(r.at)} · {translate('admin.retention.count')}: {r.count} · {translate('admin.retention.files')}: {r.files} ·{' '}
                {translate('admin.retention.period')}:{' '}
                {translate(`admin.retention.units.${r.period.unit}`, { smart_count: r.period.value })}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
      {data && data.length > 0 && !phone && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('admin.retention.receipts')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('admin.retention.deletedAt')}</TableCell>
                <TableCell>{translate('admin.retention.policy')}</TableCell>
                <TableCell align="right">{translate('admin.retention.count')}</TableCell>
                <TableCell align="right">{translate('admin.retention.files')}</TableCell>
                <TableCell>{translate('admin.retention.period')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(r.at)}</TableCell>
                  <TableCell>{translate(`admin.retention.policies.${r.policy}`, { _: r.policy })}</TableCell>
                  <TableCell align="right">{r.count}</TableCell>
                  <TableCell align="right">{r.files}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {translate(`admin.retention.units.${r.period.unit}`, { smart_count: r.period.value })}
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

export function Retention() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<Role>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, error } = useQuery<DueRecord[]>({
    queryKey: ['retention', 'upcoming'],
    queryFn: () => dataProvider.upcomingDeletions(),
  });
  const canHold = canAccess(permissions, 'retention-hold', 'edit');
  // On a phone each record is a card: five columns would push the page sideways.
  const phone = usePhone();
  const day = (iso: string) => new Date(iso).toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const kind = (item: DueRecord) => translate(`admin.retention.policies.${item.policy}`, { _: item.policy });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="admin.retention.title" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        {translate('admin.retention.intro')}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.retention.upcoming')}
      </Typography>
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{translate('admin.retention.loadError')}</Alert>}
      {data && data.length === 0 && (
        <Alert severity="success" role="status">
          {translate('admin.retention.none')}
        </Alert>
      )}
      {data && data.length > 0 && phone && (
        <Stack spacing={1.5}>
          {data.map((item) => (
            <Paper key={`${item.kind}-${item.recordId}`} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
                <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography variant="subtitle2">{kind(item)}</Typography>
                  <RecordLink item={item} />
                </Box>
                <State item={item} />
              </Stack>
              <Typography variant="body2" sx={{ mb: canHold ? 1 : 0 }}>
                {translate('admin.retention.dueAt')}: {day(item.dueAt)}
              </Typography>
              {canHold && <HoldButton item={item} />}
            </Paper>
          ))}
        </Stack>
      )}
      {data && data.length > 0 && !phone && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('admin.retention.upcoming')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('admin.retention.dueAt')}</TableCell>
                <TableCell>{translate('admin.retention.policy')}</TableCell>
                <TableCell>{translate('admin.retention.record')}</TableCell>
                <TableCell>{translate('admin.retention.state')}</TableCell>
                {canHold && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((item) => (
                <TableRow key={`${item.kind}-${item.recordId}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(item.dueAt)}</TableCell>
                  <TableCell>{kind(item)}</TableCell>
                  <TableCell>
                    <RecordLink item={item} />
                  </TableCell>
                  <TableCell>
                    <State item={item} />
                  </TableCell>
                  {canHold && (
                    <TableCell>
                      <HoldButton item={item} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {canAccess(permissions, 'retention-receipts', 'list') && <Receipts day={day} phone={phone} />}
    </Box>
  );
}
