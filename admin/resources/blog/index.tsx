import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceProps } from 'react-admin';
import { BlogList } from './List';
import { editorialScreens } from '../../components/formScreens';
import { BLOG_DEFAULTS, BlogInputs } from './Inputs';

export const screens: ResourceProps = {
  ...editorialScreens('blog', BlogInputs, BLOG_DEFAULTS),
  list: BlogList,
  icon: ArticleIcon,
};
