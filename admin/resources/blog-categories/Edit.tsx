import { ResourceEdit } from '../../components/forms';
import { BlogCategoryInputs } from './Inputs';

export const BlogCategoryEdit = () => (
  <ResourceEdit>
    <BlogCategoryInputs />
  </ResourceEdit>
);
