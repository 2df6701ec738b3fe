import LabelIcon from '@mui/icons-material/Label';
import type { ResourceProps } from 'react-admin';
import type { BlogCategory } from '@/contract/entities/blog';
import { BlogCategoryList } from './List';
import { createScreen, editScreen } from '../../components/formScreens';
import { BlogCategoryInputs } from './Inputs';

export const screens: ResourceProps = {
  name: 'blog-categories',
  list: BlogCategoryList,
  edit: editScreen(BlogCategoryInputs),
  create: createScreen(BlogCategoryInputs),
  icon: LabelIcon,
  recordRepresentation: (r: BlogCategory) => r.name?.de ?? r.slug,
};
