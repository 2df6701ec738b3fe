import { EditorialEdit } from '../../components/Editorial';
import { PageInputs } from './Inputs';

export const PageEdit = () => (
  <EditorialEdit>
    <PageInputs />
  </EditorialEdit>
);
