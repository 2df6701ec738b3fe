import { ResourceEdit } from '../../components/forms';
import { MediaInputs } from './Inputs';

export const MediaEdit = () => (
  <ResourceEdit>
    <MediaInputs kind="update" />
  </ResourceEdit>
);
