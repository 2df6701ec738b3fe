import LabelIcon from '@mui/icons-material/Label';
import type { ResourceProps } from 'react-admin';
import type { BlogCategory } from '@/contract/entities/blog';
import { BlogCategoryCreate } from './Create';
import { BlogCategoryEdit } from './Edit';
import { BlogCategoryList } from './List';

export const blogCategories: ResourceProps = {
  name: 'blog-categories',
  list: BlogCategoryList,
  edit: BlogCategoryEdit,
  create: BlogCategoryCreate,
  icon: LabelIcon,
  recordRepresentation: (r: BlogCategory) => r.name?.de ?? r.slug,
};
