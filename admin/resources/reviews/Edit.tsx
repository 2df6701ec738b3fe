import { ResourceEdit } from '../../components/forms';
import { ReviewInputs } from './Inputs';

export const ReviewEdit = () => (
  <ResourceEdit>
    <ReviewInputs />
  </ResourceEdit>
);
