import { ResourceEdit } from '../../components/forms';
import { PageInputs } from './Inputs';

export const PageEdit = () => (
  <ResourceEdit>
    <PageInputs />
  </ResourceEdit>
);
