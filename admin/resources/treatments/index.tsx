import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import type { ResourceProps } from 'react-admin';
import { TreatmentList } from './List';
import { editorialScreens } from '../../components/formScreens';
import { TREATMENT_DEFAULTS, TreatmentInputs } from './Inputs';

export const screens: ResourceProps = {
  ...editorialScreens('treatments', TreatmentInputs, TREATMENT_DEFAULTS),
  list: TreatmentList,
  icon: MedicalServicesIcon,
};
