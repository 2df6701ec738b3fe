import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import type { ResourceProps } from 'react-admin';
import type { Treatment } from '@/contract/entities/treatment';
import { TreatmentCreate } from './Create';
import { TreatmentEdit } from './Edit';
import { TreatmentList } from './List';

export const treatments: ResourceProps = {
  name: 'treatments',
  list: TreatmentList,
  edit: TreatmentEdit,
  create: TreatmentCreate,
  icon: MedicalServicesIcon,
  recordRepresentation: (r: Treatment) => r.title?.de ?? r.slug,
};
