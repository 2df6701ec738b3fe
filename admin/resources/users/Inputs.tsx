/** A staff account: name, e-mail, role; creating one sends an invitation, editing can deactivate it. */
import { Stack } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { CHOICES } from '../../components/choices';

export const UserInputs = ({ kind }: { kind: 'create' | 'update' }) => (
  <>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput source="name" sx={{ flex: 1 }} />
      <TextInput source="email" type="email" sx={{ flex: 1 }} />
    </Stack>
    <SelectInput source="role" choices={CHOICES.role} />
    {kind === 'update' && <SelectInput source="status" choices={CHOICES.staffStatus} disableValue="notSelectable" />}
  </>
);
