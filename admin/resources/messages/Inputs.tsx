/** A contact message (read only), the replies with the box to answer, its read flag and an internal note. */
import { Box, Paper } from '@mui/material';
import { BooleanInput, Labeled, TextField, TextInput } from 'react-admin';
import { DateField } from '../../components/fields';
import { EmailLink } from '../../components/contactLinks';
import { MessageReplies } from './Replies';

export const MessageInputs = () => (
  <>
    <Paper variant="outlined" sx={{ p: 2, mb: 2, width: '100%' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Labeled source="name">
          <TextField source="name" />
        </Labeled>
        <Labeled source="email">
          <EmailLink />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" showTime />
        </Labeled>
      </Box>
      <Labeled source="subject" sx={{ mt: 2 }}>
        <TextField source="subject" />
      </Labeled>
      <Labeled source="message" sx={{ mt: 2, display: 'block' }}>
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
      </Labeled>
    </Paper>
    <MessageReplies />
    <BooleanInput source="read" />
    <TextInput source="note" multiline minRows={2} fullWidth />
  </>
);
