import { ResourceCreate } from '../../components/forms';
import { JOB_DEFAULTS, JobInputs } from './Inputs';

export const JobCreate = () => (
  <ResourceCreate defaultValues={JOB_DEFAULTS()}>
    <JobInputs />
  </ResourceCreate>
);
