import GavelIcon from '@mui/icons-material/Gavel';
import type { ResourceProps } from 'react-admin';
import type { Page } from '@/contract/entities/content';
import { PageList } from './List';
import { createScreen, editScreen } from '../../components/formScreens';
import { PAGE_DEFAULTS, PageInputs } from './Inputs';

export const screens: ResourceProps = {
  name: 'pages',
  list: PageList,
  edit: editScreen(PageInputs, { editorial: true }),
  create: createScreen(PageInputs, PAGE_DEFAULTS),
  icon: GavelIcon,
  recordRepresentation: (r: Page) => r.title?.de ?? r.slug,
};
