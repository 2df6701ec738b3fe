import { ResourceEdit } from '../../components/forms';
import { SeoInputs } from './Inputs';

export const SeoEdit = () => (
  <ResourceEdit>
    <SeoInputs />
  </ResourceEdit>
);
