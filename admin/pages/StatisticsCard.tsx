/**
 * The dashboard's statistics card (admins and editors): this week so far against the same weekdays
 * of last week (page views, visitors, requests), each change in words, and the way to the page.
 * Without charts, so the dashboard does not load the chart library.
 */
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { todayInBerlin } from '@/contract/constants';
import { weekAgainstLastWeek, weekRange } from '../lib/statistics';
import { useChangeText, useFormat, useStatistics } from './statisticsShared';

const FIGURES = ['pageviews', 'visitors', 'requests'] as const;

export function StatisticsCard() {
  const translate = useTranslate();
  const { number } = useFormat();
  const changeText = useChangeText('weekChange');
  const { data } = useStatistics(weekRange(todayInBerlin()));
  const weeks = data && weekAgainstLastWeek(data);
  return (
    <Card data-testid="statistics-card">
      <CardActionArea component={RouterLink} to="/statistics">
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            {translate('admin.statistics.card.title')}
          </Typography>
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
          <Typography variant="body2" color="primary" sx={{ mt: 1 }}>
            {translate('admin.statistics.card.open')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
