import { Avatar } from '@mui/material';
import {
  BooleanField,
  FunctionField,
  NullableBooleanInput,
  NumberField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import type { TeamMember } from '@/contract/entities/team';
import { RecordList } from '../../components/RecordList';
import { CHOICES } from '../../components/choices';

const filters = [
  <SelectInput key="role" source="role" choices={CHOICES.teamRole} alwaysOn />,
  <NullableBooleanInput key="published" source="published" />,
  <NullableBooleanInput key="isOwner" source="isOwner" />,
];

function Roles({ record }: { record: TeamMember }) {
  const translate = useTranslate();
  return <>{record.roles.map((r) => translate(`admin.choices.teamRole.${r}`)).join(', ')}</>;
}

export const TeamList = () => (
  <RecordList filters={filters} sort={{ field: 'order', order: 'ASC' }} perPage={25}>
    <FunctionField label="resources.team.fields.photo" render={(r: TeamMember) => <Avatar src={r.photo?.src} alt="" />} />
    <FunctionField source="name" render={(r: TeamMember) => [r.academicTitle, r.name].filter(Boolean).join(' ')} />
    <FunctionField source="roles" sortable={false} render={(r: TeamMember) => <Roles record={r} />} />
    <NumberField source="order" />
    <BooleanField source="isOwner" sortable={false} />
    <BooleanField source="published" sortable={false} />
    <TextField source="slug" sortable={false} />
  </RecordList>
);
