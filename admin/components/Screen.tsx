/**
 * The frame of an admin screen of its own (not a react-admin resource): its title in the app bar,
 * on the screens that show one its heading, and the intro that says what the screen is for.
 */
import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

type Props = {
  /** Translation key of the title in the app bar. */
  title: string;
  /** Translation key of the page's h1, on screens that show one. */
  heading?: string;
  /** Translation key of the intro under the heading. */
  intro?: string;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
  children: ReactNode;
};

export function Screen({ title, heading, intro, sx, children, 'data-testid': testId }: Props) {
  const translate = useTranslate();
  return (
    // Contained, the screen takes the width the layout gives it: a wide table (the website's texts)
    // scrolls inside it instead of widening react-admin's layout, and with it the page, on a phone.
    <Box
      sx={[{ p: { xs: 1, sm: 2 }, contain: 'inline-size', overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
      data-testid={testId}
    >
      <Title title={title} />
      {heading && (
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(heading)}
        </Typography>
      )}
      {intro && (
        <Typography variant={heading ? 'body1' : 'body2'} color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
          {translate(intro)}
        </Typography>
      )}
      {children}
    </Box>
  );
}
