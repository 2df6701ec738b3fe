/**
 * The read-only head of a message a person sent in (an appointment request, a job application):
 * their name and how to reach them, then the record's own fields in the same grid, and their
 * message below it. Staff read it; they do not edit it.
 */
import { Box, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField, Labeled, TextField } from 'react-admin';
import { EmailLink, PhoneLink } from './contactLinks';

type Sender = { firstName: string; lastName: string };

export function SenderPanel({ children, messageEmptyText }: { children: ReactNode; messageEmptyText?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, width: '100%' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Labeled source="name">
          <FunctionField render={(r: Sender) => `${r.firstName} ${r.lastName}`} />
        </Labeled>
        <Labeled source="email">
          <EmailLink />
        </Labeled>
        <Labeled source="phone">
          <PhoneLink />
        </Labeled>
        {children}
      </Box>
      <Labeled source="message" sx={{ mt: 2 }}>
        <TextField source="message" emptyText={messageEmptyText} sx={{ whiteSpace: 'pre-wrap' }} />
      </Labeled>
    </Paper>
  );
}
