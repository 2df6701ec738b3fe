import WorkIcon from '@mui/icons-material/Work';
import type { ResourceProps } from 'react-admin';
import type { JobPosting } from '@/contract/entities/job';
import { JobCreate } from './Create';
import { JobEdit } from './Edit';
import { JobList } from './List';

export const jobs: ResourceProps = {
  name: 'jobs',
  list: JobList,
  edit: JobEdit,
  create: JobCreate,
  icon: WorkIcon,
  recordRepresentation: (r: JobPosting) => r.title?.de ?? r.slug,
};
