import InfoIcon from '@mui/icons-material/Info';
import type { ResourceProps } from 'react-admin';
import { singletonScreen } from '../../components/formScreens';
import { AboutInputs } from './Inputs';

/** Singleton: /admin/about opens its one record. */
export const screens: ResourceProps = { name: 'about', list: singletonScreen('about', AboutInputs), icon: InfoIcon };
