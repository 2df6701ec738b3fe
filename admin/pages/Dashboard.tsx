/**
 * Dashboard: the figures of /api/v1/admin/dashboard-stats — new appointment requests, unread
 * messages, new applications, pending reviews, translation completeness — and the latest items of each,
 * linking to their records; for admins, the launch checklist's open items; for admins and
 * editors, the website's statistics of this week against last week. Each role sees
 * the parts it may open.
 */
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardHeader,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useDataProvider, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { Screen } from '../components/Screen';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LANGUAGES } from '@/contract/common';
import type { DashboardStats } from '@/contract/entities/dashboard';
import type { Role } from '@/contract/entities/staffUser';
import type { AdminDataProvider } from '../dataProvider';
import { intlLocale } from '../components/fields';
import { canAccess } from '../lib/access';
import { LaunchChecklistCard } from './LaunchChecklist';
import { StatisticsCard } from './StatisticsCard';

const TILES = [
  { resource: 'appointments', figure: 'newAppointments', latest: 'appointments', filter: { status: 'new' } },
  { resource: 'messages', figure: 'unreadMessages', latest: 'messages', filter: { read: false } },
  { resource: 'applications', figure: 'newApplications', latest: 'applications', filter: { status: 'new' } },
  { resource: 'reviews', figure: 'pendingReviews', latest: 'reviews', filter: { status: 'pending' } },
] as const;

const listLink = (resource: string, filter: object) => `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<Role>();
  const { data, isPending, error } = useQuery({ queryKey: ['dashboardStats'], queryFn: () => dataProvider.dashboardStats() });
  const date = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(locale));
  const tiles = TILES.filter((t) => canAccess(permissions, t.resource, 'list'));

  return (
    <Screen title="admin.dashboard.title" heading="admin.dashboard.welcome">
      {/* Before launch the first thing to see (admins only: it reports on the legal record and settings). */}
      {canAccess(permissions, 'launch-checklist', 'list') && (
        <Box sx={{ mb: 2 }}>
          <LaunchChecklistCard />
        </Box>
      )}
      {/* How the website does this week (admins and editors: the statistics' roles). */}
      {canAccess(permissions, 'statistics', 'list') && (
        <Box sx={{ mb: 2 }}>
          <StatisticsCard />
        </Box>
      )}
      {isPending && <LinearProgress />}
      {error && (
        <Typography color="error" role="alert">
          {translate('error.generic')}
        </Typography>
      )}
      {data && (
        <>
          {/* Two figures side by side on a phone: one per row filled the whole first screen. */}
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 1, sm: 2 },
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
              mb: 3,
            }}
          >
            {tiles.map((t) => (
              <Card key={t.resource} data-testid={`tile-${t.figure}`}>
                <CardActionArea component={Link} to={listLink(t.resource, t.filter)}>
                  <CardContent>
                    <Typography variant="h3" component="p" sx={{ fontSize: { xs: '2.25rem', sm: '3rem' } }}>
                      {(data[t.figure as keyof DashboardStats] as number | undefined) ?? '–'}
                    </Typography>
                    <Typography color="text.secondary">{translate(`admin.dashboard.${t.figure}`)}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {tiles.map((t) => (
              <Card key={t.resource}>
                <CardHeader
                  title={translate(`admin.dashboard.latest.${t.latest}`)}
                  slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
                />
                <List dense>
                  {(data.latest[t.latest] ?? []).length === 0 && (
                    <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
                      {translate('admin.dashboard.none')}
                    </Typography>
                  )}
                  {(data.latest[t.latest] ?? []).map((item) => (
                    <ListItemButton key={item.id} component={Link} to={`/${t.resource}/${encodeURIComponent(item.id)}`}>
                      <ListItemText primary={item.label} secondary={date(item.createdAt)} />
                    </ListItemButton>
                  ))}
                </List>
              </Card>
            ))}
            {canAccess(permissions, 'translations', 'list') && (
              <Card>
                <CardHeader
                  title={translate('admin.dashboard.translationCompleteness')}
                  slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
                />
                <CardContent>
                  {LANGUAGES.map((lang) => {
                    const value = data.translationCompleteness?.[lang] ?? 0;
                    return (
                      <Box key={lang} sx={{ mb: 1 }}>
                        <Typography variant="body2">
                          {translate(`admin.languages.${lang}`)}: {value.toLocaleString(locale)} %
                        </Typography>
                        <LinearProgress variant="determinate" value={value} aria-label={translate(`admin.languages.${lang}`)} />
                      </Box>
                    );
                  })}
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    <Link to="/translations">{translate('admin.completeness.open')}</Link>
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    <Link to="/translation-cockpit">{translate('admin.cockpit.open')}</Link>
                  </Typography>
                </CardContent>
              </Card>
            )}
          </Box>
        </>
      )}
    </Screen>
  );
}
