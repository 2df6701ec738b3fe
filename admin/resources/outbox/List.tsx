/** Mail the server would have sent (no SMTP configured): invitations and reset links, read only. */
import { Box, Typography } from '@mui/material';
import { Datagrid, List, SearchInput, TextField, useRecordContext } from 'react-admin';
import { DateField } from '../../components/fields';
import type { OutboxMessage } from '@/contract/entities/mail';

function MailText() {
  const record = useRecordContext<OutboxMessage>();
  return (
    <Box sx={{ p: 1 }}>
      <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
        {record?.text}
      </Typography>
    </Box>
  );
}

export const OutboxList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid rowClick="expand" expand={<MailText />} bulkActionButtons={false}>
      <TextField source="to" sortable={false} />
      <TextField source="subject" sortable={false} />
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
);
