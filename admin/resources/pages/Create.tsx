import { ResourceCreate } from '../../components/forms';
import { PAGE_DEFAULTS, PageInputs } from './Inputs';

export const PageCreate = () => (
  <ResourceCreate defaultValues={PAGE_DEFAULTS}>
    <PageInputs />
  </ResourceCreate>
);
