/**
 * Retention: what the retention job deletes in the next 14 days, so reception can ask an
 * admin to hold a record a dispute or an authority still needs; admins hold and release records
 * and read the receipts of what was deleted (counts only, no personal data). The periods are set
 * under Verwaltung → Einstellungen → Aufbewahrung.
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletionReceipt, DueRecord } from '@/contract/entities/retention';
import type { Role } from '@/contract/entities/staffUser';
import type { AdminDataProvider } from '../dataProvider';
import { intlLocale } from '../components/fields';
import { canAccess } from '../lib/access';
import { RecordTable } from '../components/RecordTable';
import { Screen } from '../components/Screen';

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

function Receipts({ day }: { day: (iso: string) => string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, error } = useQuery<DeletionReceipt[]>({
    queryKey: ['retention', 'receipts'],
    queryFn: () => dataProvider.deletionReceipts(),
  });
  const policy = (r: DeletionReceipt) => translate(`admin.retention.policies.${r.policy}`, { _: r.policy });
  const period = (r: DeletionReceipt) => translate(`admin.retention.units.${r.period.unit}`, { smart_count: r.period.value });
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.retention.receipts')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        {translate('admin.retention.receiptsIntro')}
      </Typography>
      <RecordTable
        label="admin.retention.receipts"
        data={data}
        isPending={isPending}
        error={error}
        loadError="admin.retention.loadError"
        empty={<Alert severity="info">{translate('admin.retention.noReceipts')}</Alert>}
        recordKey={(r) => r.id}
        columns={[
          { header: 'admin.retention.deletedAt', cell: (r) => day(r.at), nowrap: true },
          { header: 'admin.retention.policy', cell: policy },
          { header: 'admin.retention.count', cell: (r) => r.count, align: 'right' },
          { header: 'admin.retention.files', cell: (r) => r.files, align: 'right' },
          { header: 'admin.retention.period', cell: period, nowrap: true },
        ]}
        card={(r) => (
          <>
            <Typography variant="subtitle2">{policy(r)}</Typography>
            <Typography variant="body2">
              {day(r.at)} · {translate('admin.retention.count')}: {r.count} · {translate('admin.retention.files')}: {r.files} ·{' '}
              {translate('admin.retention.period')}: {period(r)}
            </Typography>
          </>
        )}
      />
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
  const day = (iso: string) => new Date(iso).toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const kind = (item: DueRecord) => translate(`admin.retention.policies.${item.policy}`, { _: item.policy });
  return (
    <Screen title="admin.retention.title" intro="admin.retention.intro">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.retention.upcoming')}
      </Typography>
      <RecordTable
        label="admin.retention.upcoming"
        data={data}
        isPending={isPending}
        error={error}
        loadError="admin.retention.loadError"
        empty={
          <Alert severity="success" role="status">
            {translate('admin.retention.none')}
          </Alert>
        }
        recordKey={(item) => `${item.kind}-${item.recordId}`}
        columns={[
          { header: 'admin.retention.dueAt', cell: (item) => day(item.dueAt), nowrap: true },
          { header: 'admin.retention.policy', cell: kind },
          { header: 'admin.retention.record', cell: (item) => <RecordLink item={item} /> },
          { header: 'admin.retention.state', cell: (item) => <State item={item} /> },
          ...(canHold ? [{ cell: (item: DueRecord) => <HoldButton item={item} /> }] : []),
        ]}
        card={(item) => (
          <>
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
          </>
        )}
      />
      {canAccess(permissions, 'retention-receipts', 'list') && <Receipts day={day} />}
    </Screen>
  );
}
