import { ResourceCreate } from '../../components/forms';
import { REVIEW_DEFAULTS, ReviewInputs } from './Inputs';

export const ReviewCreate = () => (
  <ResourceCreate defaultValues={REVIEW_DEFAULTS}>
    <ReviewInputs />
  </ResourceCreate>
);
