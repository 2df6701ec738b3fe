import { ResourceCreate } from '../../components/forms';
import { BlogCategoryInputs } from './Inputs';

export const BlogCategoryCreate = () => (
  <ResourceCreate>
    <BlogCategoryInputs />
  </ResourceCreate>
);
