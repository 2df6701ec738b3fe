import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import type { ResourceProps } from 'react-admin';
import type { Treatment } from '@/contract/entities/treatment';
import { TreatmentList } from './List';
import { createScreen, editScreen } from '../../components/formScreens';
import { TREATMENT_DEFAULTS, TreatmentInputs } from './Inputs';

export const screens: ResourceProps = {
  name: 'treatments',
  list: TreatmentList,
  edit: editScreen(TreatmentInputs, { editorial: true }),
  create: createScreen(TreatmentInputs, TREATMENT_DEFAULTS),
  icon: MedicalServicesIcon,
  recordRepresentation: (r: Treatment) => r.title?.de ?? r.slug,
};
