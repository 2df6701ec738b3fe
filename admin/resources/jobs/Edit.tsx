import { ResourceEdit } from '../../components/forms';
import { JobInputs } from './Inputs';

export const JobEdit = () => (
  <ResourceEdit>
    <JobInputs />
  </ResourceEdit>
);
