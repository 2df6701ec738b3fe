import { ResourceEdit } from '../../components/forms';
import { TreatmentInputs } from './Inputs';

export const TreatmentEdit = () => (
  <ResourceEdit>
    <TreatmentInputs />
  </ResourceEdit>
);
