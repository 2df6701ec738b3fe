import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import type { StaffUser } from '@/contract/entities/staffUser';
import { UserCreate } from './Create';
import { UserEdit } from './Edit';
import { UserList } from './List';

export const screens: ResourceProps = {
  name: 'users',
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: (r: StaffUser) => r.name,
};
