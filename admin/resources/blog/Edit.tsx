import { ResourceEdit } from '../../components/forms';
import { BlogInputs } from './Inputs';

export const BlogEdit = () => (
  <ResourceEdit>
    <BlogInputs />
  </ResourceEdit>
);
