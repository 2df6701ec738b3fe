import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { ResourceProps } from 'react-admin';
import type { SeoEntry } from '@/contract/entities/seo';
import { SeoList } from './List';
import { createScreen, editScreen } from '../../components/formScreens';
import { SEO_DEFAULTS, SeoInputs } from './Inputs';

export const screens: ResourceProps = {
  name: 'seo',
  list: SeoList,
  edit: editScreen(SeoInputs),
  create: createScreen(SeoInputs, SEO_DEFAULTS),
  icon: TravelExploreIcon,
  recordRepresentation: (r: SeoEntry) => `${r.page} (${r.language})`,
};
