/** Contact messages: unread first by filter; mark many read or unread at once. */
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import {
  BooleanField,
  BulkDeleteButton,
  BulkUpdateButton,
  Datagrid,
  List,
  NullableBooleanInput,
  SearchInput,
  TextField,
} from 'react-admin';
import { DateField } from '../../components/fields';
import { EmailLink } from '../../components/contactLinks';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="read" source="read" alwaysOn />];

const BulkButtons = () => (
  <>
    <BulkUpdateButton label="admin.messages.markRead" data={{ read: true }} icon={<MarkEmailReadIcon />} />
    <BulkUpdateButton label="admin.messages.markUnread" data={{ read: false }} icon={<MarkEmailUnreadIcon />} />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

export const MessageList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={<BulkButtons />} rowSx={(r) => ({ '& td': { fontWeight: r.read ? 400 : 600 } })}>
      <BooleanField source="read" />
      <TextField source="name" sortable={false} />
      <TextField source="subject" sortable={false} />
      <EmailLink source="email" label="resources.messages.fields.email" sortable={false} />
      <DateField source="createdAt" showTime />
      <DateField source="answeredAt" showTime emptyText="–" sortable={false} />
    </Datagrid>
  </List>
);
