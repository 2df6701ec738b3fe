import { ResourceCreate } from '../../components/forms';
import { TREATMENT_DEFAULTS, TreatmentInputs } from './Inputs';

export const TreatmentCreate = () => (
  <ResourceCreate defaultValues={TREATMENT_DEFAULTS}>
    <TreatmentInputs />
  </ResourceCreate>
);
