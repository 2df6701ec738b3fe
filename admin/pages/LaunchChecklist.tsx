/**
 * The launch checklist (admins only): every fact the practice must supply or confirm before
 * the site goes live, grouped as the legal pages and the site use them, each with its status and a link
 * to the screen where it is edited. Computed by the API (admin.launchChecklist, behaviour/launchChecklist.ts);
 * this page only shows it. The dashboard's card (LaunchChecklistCard) counts the open items.
 *
 * Accessible: one heading per group (h2) with its open count, a list per group whose items read
 * "label – status" in order; the status is a word on the chip, its colour only repeats it; each edit
 * link names its fact ("Versicherer bearbeiten"), so a screen reader's list of links makes sense.
 */
import { Alert, Box, Chip, LinearProgress, Link, List, ListItem, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { Screen } from '../components/Screen';
import { DashboardCard } from './DashboardCard';
import { useQuery } from '@tanstack/react-query';
import { LAUNCH_GROUPS, type LaunchItem, type LaunchStatus } from '@/contract/entities/launchChecklist';
import type { AdminDataProvider } from '../dataProvider';

/**
 * Chip colours with at least 4.5:1 contrast (MUI's white on its warning orange has 2.9:1): missing in
 * the theme's error red, a placeholder dark amber on light amber, done outlined in green.
 */
const WARNING_TEXT = '#663c00';
const STATUS_SX: Record<LaunchStatus, object> = {
  missing: {},
  placeholder: { bgcolor: '#fff4e5', color: WARNING_TEXT, border: '1px solid #ed6c02' },
  done: {},
};
const STATUS_COLOR: Record<LaunchStatus, 'error' | 'default' | 'success'> = {
  missing: 'error',
  placeholder: 'default',
  done: 'success',
};

function useLaunchChecklist(enabled = true) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: ['launchChecklist'], queryFn: () => dataProvider.launchChecklist(), enabled });
}

/** The item's label in the admin's language (a team member's items name the person). */
function useItemLabel() {
  const translate = useTranslate();
  return (item: LaunchItem) => translate(`admin.launch.items.${item.fact}`, { subject: item.subject ?? '' });
}

function StatusChip({ status }: { status: LaunchStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      variant={status === 'done' ? 'outlined' : 'filled'}
      label={translate(`admin.launch.status.${status}`)}
      data-status={status}
      sx={STATUS_SX[status]}
    />
  );
}

function ChecklistRow({ item }: { item: LaunchItem }) {
  const translate = useTranslate();
  const label = useItemLabel()(item);
  return (
    <ListItem
      divider
      data-testid={`launch-item-${item.id}`}
      data-status={item.status}
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', py: 1 }}
    >
      {/* On a phone the label has its own line, the status and the link share the next. */}
      <Box sx={{ flex: { xs: '1 1 100%', sm: '1 1 0' }, minWidth: 0 }}>
        <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        {item.optional && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            ({translate('admin.launch.optional')})
          </Typography>
        )}
      </Box>
      <StatusChip status={item.status} />
      <Link
        component={RouterLink}
        to={item.edit}
        aria-label={translate('admin.launch.editFact', { fact: label })}
        sx={{ ml: 'auto', pl: 2 }}
      >
        {translate('admin.launch.edit')}
      </Link>
    </ListItem>
  );
}

/**
 * Whether search engines may find the site yet (the server sends noindex and an empty sitemap until
 * the legal minimum is complete), and what is missing for it. Staff only: patients see the site as it is.
 */
function SearchIndexingNote({ gaps }: { gaps: string[] }) {
  const translate = useTranslate();
  if (!gaps.length)
    return (
      <Alert severity="success" sx={{ mb: 2 }} data-testid="search-indexing">
        {translate('admin.launch.searchIndexing.findable')}
      </Alert>
    );
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="search-indexing">
      {translate('admin.launch.searchIndexing.notYet')}{' '}
      {gaps.map((fact) => translate(`admin.launch.items.${fact}`, { subject: '' })).join(', ')}.
    </Alert>
  );
}

export function LaunchChecklistPage() {
  const translate = useTranslate();
  const { data, isPending, error } = useLaunchChecklist();
  return (
    <Screen
      title="admin.launch.title"
      heading="admin.launch.title"
      intro="admin.launch.intro"
      sx={{ maxWidth: 960 }}
      data-testid="launch-checklist"
    >
      {isPending && <LinearProgress />}
      {error && (
        <Alert severity="error" role="alert">
          {translate('admin.launch.loadError')}
        </Alert>
      )}
      {data && (
        <>
          <Alert severity={data.open ? 'warning' : 'success'} sx={{ mb: 2 }} data-testid="launch-summary">
            {data.open ? translate('admin.launch.openCount', { smart_count: data.open }) : translate('admin.launch.allDone')}
          </Alert>
          <SearchIndexingNote gaps={data.searchIndexing} />
          {LAUNCH_GROUPS.map((group) => {
            const items = data.items.filter((i) => i.group === group);
            if (!items.length) return null;
            const open = items.filter((i) => i.status !== 'done').length;
            const headingId = `launch-group-${group}`;
            return (
              <Paper key={group} component="section" aria-labelledby={headingId} sx={{ mb: 2 }} variant="outlined">
                <Box sx={{ px: 2, pt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
                  <Typography id={headingId} variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
                    {translate(`admin.launch.groups.${group}`)}
                  </Typography>
                  <Typography variant="body2" color={open ? WARNING_TEXT : 'text.secondary'}>
                    {translate('admin.launch.groupCount', { open, total: items.length })}
                  </Typography>
                </Box>
                <List dense>
                  {items.map((item) => (
                    <ChecklistRow key={item.id} item={item} />
                  ))}
                </List>
              </Paper>
            );
          })}
        </>
      )}
    </Screen>
  );
}

/** The dashboard's card: the number of open items, linking to the page. */
export function LaunchChecklistCard() {
  const translate = useTranslate();
  const { data } = useLaunchChecklist();
  return (
    <DashboardCard testId="launch-checklist-card" to="/launch-checklist" title="admin.launch.card" open="admin.launch.open">
      {data && (
        <Typography color={data.open ? WARNING_TEXT : 'success.dark'} sx={{ mt: 0.5 }}>
          {data.open ? translate('admin.launch.openCount', { smart_count: data.open }) : translate('admin.launch.allDone')}
        </Typography>
      )}
      {data && data.searchIndexing.length > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="search-indexing-card">
          {translate('admin.launch.searchIndexing.short')}
        </Typography>
      )}
    </DashboardCard>
  );
}
