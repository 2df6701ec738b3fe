import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { ResourceProps } from 'react-admin';
import type { SeoEntry } from '@/contract/entities/seo';
import { SeoCreate } from './Create';
import { SeoEdit } from './Edit';
import { SeoList } from './List';

export const seo: ResourceProps = {
  name: 'seo',
  list: SeoList,
  edit: SeoEdit,
  create: SeoCreate,
  icon: TravelExploreIcon,
  recordRepresentation: (r: SeoEntry) => `${r.page} (${r.language})`,
};
