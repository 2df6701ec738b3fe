import { EditorialEdit } from '../../components/Editorial';
import { ContentInputs } from './Inputs';

export const ContentEdit = () => (
  <EditorialEdit>
    <ContentInputs />
  </EditorialEdit>
);
