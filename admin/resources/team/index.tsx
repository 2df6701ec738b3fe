import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceProps } from 'react-admin';
import type { TeamMember } from '@/contract/entities/team';
import { TeamCreate } from './Create';
import { TeamEdit } from './Edit';
import { TeamList } from './List';

export const team: ResourceProps = {
  name: 'team',
  list: TeamList,
  edit: TeamEdit,
  create: TeamCreate,
  icon: GroupsIcon,
  recordRepresentation: (r: TeamMember) => r.name,
};
