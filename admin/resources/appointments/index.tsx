import EventIcon from '@mui/icons-material/Event';
import type { ResourceProps } from 'react-admin';
import type { AppointmentRequest } from '@/contract/entities/appointment';
import { AppointmentEdit } from './Edit';
import { AppointmentList } from './List';

/** Requests arrive from the booking form; staff set their status (no create). */
export const appointments: ResourceProps = {
  name: 'appointments',
  list: AppointmentList,
  edit: AppointmentEdit,
  icon: EventIcon,
  recordRepresentation: (r: AppointmentRequest) => `${r.firstName} ${r.lastName}`,
};
