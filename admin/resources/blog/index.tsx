import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceProps } from 'react-admin';
import type { BlogPost } from '@/contract/entities/blog';
import { BlogCreate } from './Create';
import { BlogEdit } from './Edit';
import { BlogList } from './List';

export const blog: ResourceProps = {
  name: 'blog',
  list: BlogList,
  edit: BlogEdit,
  create: BlogCreate,
  icon: ArticleIcon,
  recordRepresentation: (r: BlogPost) => r.title?.de ?? r.slug,
};
