/**
 * Every mail the site writes: receipts, staff notices, invitations and reset links, with
 * where each stands (waiting for the mail server, sent, failed, or kept here because no SMTP is set up).
 * Read only; entries expire 30 days after delivery.
 */
import { Box, Typography } from '@mui/material';
import { Datagrid, List, SearchInput, SelectField, SelectInput, TextField, useRecordContext } from 'react-admin';
import { CHOICES } from '../../components/choices';
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
  <List
    filters={[
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput key="status" source="status" choices={CHOICES.outboxStatus} alwaysOn />,
    ]}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <Datagrid rowClick="expand" expand={<MailText />} bulkActionButtons={false}>
      <TextField source="to" sortable={false} />
      <TextField source="subject" sortable={false} />
      <SelectField source="status" choices={CHOICES.outboxStatus} emptyText="–" />
      <DateField source="createdAt" showTime />
      <DateField source="sentAt" showTime emptyText="–" sortable={false} />
    </Datagrid>
  </List>
);
