import GavelIcon from '@mui/icons-material/Gavel';
import type { ResourceProps } from 'react-admin';
import { PageList } from './List';
import { editorialScreens } from '../../components/formScreens';
import { PAGE_DEFAULTS, PageInputs } from './Inputs';

export const screens: ResourceProps = {
  ...editorialScreens('pages', PageInputs, PAGE_DEFAULTS),
  list: PageList,
  icon: GavelIcon,
};
