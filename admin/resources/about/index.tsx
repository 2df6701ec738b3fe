import InfoIcon from '@mui/icons-material/Info';
import type { ResourceProps } from 'react-admin';
import { AboutEdit } from './Edit';

/** Singleton: /admin/about opens its one record. */
export const about: ResourceProps = { name: 'about', list: AboutEdit, icon: InfoIcon };
