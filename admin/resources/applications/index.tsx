import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import type { ResourceProps } from 'react-admin';
import type { JobApplication } from '@/contract/entities/job';
import { ApplicationEdit } from './Edit';
import { ApplicationList } from './List';

/** Applications arrive from the career page; staff review them (no create). */
export const applications: ResourceProps = {
  name: 'applications',
  list: ApplicationList,
  edit: ApplicationEdit,
  icon: AssignmentIndIcon,
  recordRepresentation: (r: JobApplication) => `${r.firstName} ${r.lastName}`,
};
