import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceProps } from 'react-admin';
import type { TeamMember } from '@/contract/entities/team';
import { TeamList } from './List';
import { createScreen, editScreen } from '../../components/formScreens';
import { TEAM_DEFAULTS, TeamInputs } from './Inputs';

export const screens: ResourceProps = {
  name: 'team',
  list: TeamList,
  edit: editScreen(TeamInputs),
  create: createScreen(TeamInputs, TEAM_DEFAULTS),
  icon: GroupsIcon,
  recordRepresentation: (r: TeamMember) => r.name,
};
