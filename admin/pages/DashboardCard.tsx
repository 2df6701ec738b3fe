/**
 * A card of the dashboard that leads to a page: the whole card is the link, its title the card's
 * heading, what it counts in between (children), and at the bottom the words that say where it leads.
 */
import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

interface DashboardCardProps {
  /** The card's data-testid. */
  testId: string;
  /** The page it leads to. */
  to: string;
  /** Translation keys of its heading and of the words at the bottom. */
  title: string;
  open: string;
  children?: ReactNode;
}

export function DashboardCard({ testId, to, title, open, children }: DashboardCardProps) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId}>
      <CardActionArea component={RouterLink} to={to}>
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            {translate(title)}
          </Typography>
          {children}
          <Typography variant="body2" color="primary" sx={{ mt: 1 }}>
            {translate(open)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
