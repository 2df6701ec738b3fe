import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import type { ResourceProps } from 'react-admin';
import type { JobApplication } from '@/contract/entities/job';
import { ApplicationList } from './List';
import { editScreen } from '../../components/formScreens';
import { ConfirmDeleteToolbar } from '../../components/forms';
import { ApplicationInputs } from './Inputs';

/** Applications arrive from the career page; staff review them (no create). */
export const screens: ResourceProps = {
  name: 'applications',
  list: ApplicationList,
  edit: editScreen(ApplicationInputs, { toolbar: <ConfirmDeleteToolbar /> }),
  icon: AssignmentIndIcon,
  recordRepresentation: (r: JobApplication) => `${r.firstName} ${r.lastName}`,
};
