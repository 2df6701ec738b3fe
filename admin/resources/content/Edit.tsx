import { ResourceEdit } from '../../components/forms';
import { ContentInputs } from './Inputs';

export const ContentEdit = () => (
  <ResourceEdit>
    <ContentInputs />
  </ResourceEdit>
);
