import EventIcon from '@mui/icons-material/Event';
import type { ResourceProps } from 'react-admin';
import type { AppointmentRequest } from '@/contract/entities/appointment';
import { AppointmentList } from './List';
import { editScreen } from '../../components/formScreens';
import { AppointmentInputs } from './Inputs';

/** Requests arrive from the booking form; staff set their status (no create). */
export const screens: ResourceProps = {
  name: 'appointments',
  list: AppointmentList,
  edit: editScreen(AppointmentInputs),
  icon: EventIcon,
  recordRepresentation: (r: AppointmentRequest) => `${r.firstName} ${r.lastName}`,
};
