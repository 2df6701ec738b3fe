import GavelIcon from '@mui/icons-material/Gavel';
import type { ResourceProps } from 'react-admin';
import type { Page } from '@/contract/entities/content';
import { PageCreate } from './Create';
import { PageEdit } from './Edit';
import { PageList } from './List';

export const pages: ResourceProps = {
  name: 'pages',
  list: PageList,
  edit: PageEdit,
  create: PageCreate,
  icon: GavelIcon,
  recordRepresentation: (r: Page) => r.title?.de ?? r.slug,
};
