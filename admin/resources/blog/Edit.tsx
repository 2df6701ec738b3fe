import { EditorialEdit } from '../../components/Editorial';
import { BlogInputs } from './Inputs';

export const BlogEdit = () => (
  <EditorialEdit>
    <BlogInputs />
  </EditorialEdit>
);
