/** Staff accounts (admin only): invite, change role, deactivate; deletion asks first. */
import BlockIcon from '@mui/icons-material/Block';
import { BulkDeleteButton, BulkUpdateButton, SelectField, SelectInput, TextField } from 'react-admin';
import { DateField } from '../../components/fields';
import { RecordList } from '../../components/RecordList';
import { CHOICES } from '../../components/choices';
import { SignInAttemptsField } from './SignInAttempts';

const filters = [
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
  <RecordList filters={filters} sort={{ field: 'name', order: 'ASC' }} bulkActionButtons={<BulkButtons />}>
    <TextField source="name" />
    <TextField source="email" />
    <SelectField source="role" choices={CHOICES.role} />
    <SelectField source="status" choices={CHOICES.staffStatus} />
    <DateField source="lastLoginAt" showTime sortable={false} emptyText="–" />
    <SignInAttemptsField label="resources.users.fields.signInAttempts" sortable={false} />
  </RecordList>
);
