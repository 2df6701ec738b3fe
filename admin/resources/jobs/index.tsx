import WorkIcon from '@mui/icons-material/Work';
import type { ResourceProps } from 'react-admin';
import type { JobPosting } from '@/contract/entities/job';
import { JobList } from './List';
import { createScreen, editScreen } from '../../components/formScreens';
import { JOB_DEFAULTS, JobInputs } from './Inputs';

export const screens: ResourceProps = {
  name: 'jobs',
  list: JobList,
  edit: editScreen(JobInputs),
  create: createScreen(JobInputs, JOB_DEFAULTS),
  icon: WorkIcon,
  recordRepresentation: (r: JobPosting) => r.title?.de ?? r.slug,
};
