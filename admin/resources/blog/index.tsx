import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceProps } from 'react-admin';
import type { BlogPost } from '@/contract/entities/blog';
import { BlogList } from './List';
import { createScreen, editScreen } from '../../components/formScreens';
import { BLOG_DEFAULTS, BlogInputs } from './Inputs';

export const screens: ResourceProps = {
  name: 'blog',
  list: BlogList,
  edit: editScreen(BlogInputs, { editorial: true }),
  create: createScreen(BlogInputs, BLOG_DEFAULTS),
  icon: ArticleIcon,
  recordRepresentation: (r: BlogPost) => r.title?.de ?? r.slug,
};
