/**
 * The dashboard's statistics card (admins and editors): this week so far against the same weekdays
 * of last week (page views, visitors, requests), each change in words, and the way to the page.
 * Without charts, so the dashboard does not load the chart library.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { todayInBerlin } from '@/contract/constants';
import { weekAgainstLastWeek, weekRange } from '../lib/statistics';
import { DashboardCard } from './DashboardCard';
import { useChangeText, useFormat, useStatistics } from './statisticsShared';

const FIGURES = ['pageviews', 'visitors', 'requests'] as const;

export function StatisticsCard() {
  const translate = useTranslate();
  const { number } = useFormat();
  const changeText = useChangeText('weekChange');
  const { data } = useStatistics(weekRange(todayInBerlin()));
  const weeks = data && weekAgainstLastWeek(data);
  return (
    <DashboardCard
      testId="statistics-card"
      to="/statistics"
      title="admin.statistics.card.title"
      open="admin.statistics.card.open"
    >
      <Typography variant="body2" color="text.secondary">
        {translate('admin.statistics.card.period')}
      </Typography>
      {weeks && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 1,
            m: 0,
            mt: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {FIGURES.map((f) => (
            <Box key={f} data-testid={`statistics-card-${f}`}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`admin.statistics.figures.${f}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                <Typography component="span" variant="h5">
                  {number(weeks.thisWeek[f])}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  {changeText(weeks.thisWeek[f], weeks.lastWeek[f])}
                  {' · '}
                  {translate('admin.statistics.card.lastWeek', { value: number(weeks.lastWeek[f]) })}
                </Typography>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
