import { ResourceEdit } from '../../components/forms';
import { AppointmentInputs } from './Inputs';

export const AppointmentEdit = () => (
  <ResourceEdit>
    <AppointmentInputs />
  </ResourceEdit>
);
