import { EditorialEdit } from '../../components/Editorial';
import { TreatmentInputs } from './Inputs';

export const TreatmentEdit = () => (
  <EditorialEdit>
    <TreatmentInputs />
  </EditorialEdit>
);
