import { ResourceCreate } from '../../components/forms';
import { BLOG_DEFAULTS, BlogInputs } from './Inputs';

export const BlogCreate = () => (
  <ResourceCreate defaultValues={BLOG_DEFAULTS}>
    <BlogInputs />
  </ResourceCreate>
);
