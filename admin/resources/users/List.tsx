/** Staff accounts (admin only): invite, change role, deactivate; deletion asks first. */
import BlockIcon from '@mui/icons-material/Block';
import {
  BulkDeleteButton,
  BulkUpdateButton,
  Datagrid,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { DateField } from '../../components/fields';
import { CHOICES } from '../../components/choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={CHOICES.role} alwaysOn />,
  <SelectInput key="status" source="status" choices={CHOICES.staffStatus} />,
];

const BulkButtons = () => (
  <>
    <BulkUpdateButton
      label="admin.users.deactivate"
      data={{ status: 'deactivated' }}
      icon={<BlockIcon />}
      mutationMode="pessimistic"
    />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

export const UserList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={<BulkButtons />}>
      <TextField source="name" />
      <TextField source="email" />
      <SelectField source="role" choices={CHOICES.role} />
      <SelectField source="status" choices={CHOICES.staffStatus} />
      <DateField source="lastLoginAt" showTime sortable={false} emptyText="–" />
    </Datagrid>
  </List>
);
