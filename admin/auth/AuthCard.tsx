/** The frame of the sign-in screens: practice name, title, the form, links, and the language switch. */
import type { ReactNode } from 'react';
import { Alert, Box, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { AuthLayout, LocalesMenuButton, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export function AuthCard({
  title,
  children,
  error,
  links,
}: {
  title: string;
  children: ReactNode;
  error?: string | null;
  links?: { to: string; label: string }[];
}) {
  const translate = useTranslate();
  return (
    <AuthLayout>
      <CardContent sx={{ width: 360, maxWidth: '100%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LockIcon color="primary" />
            <Typography variant="overline">{translate('admin.title')}</Typography>
          </Stack>
          <LocalesMenuButton />
        </Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {translate(error, { _: error })}
          </Alert>
        )}
        {children}
        {links && (
          <Stack spacing={0.5} sx={{ mt: 2 }}>
            {links.map((l) => (
              <MuiLink key={l.to} component={Link} to={l.to} variant="body2">
                {translate(l.label)}
              </MuiLink>
            ))}
          </Stack>
        )}
      </CardContent>
    </AuthLayout>
  );
}
