import FaceIcon from '@mui/icons-material/Face';
import type { ResourceProps } from 'react-admin';
import { singletonScreen } from '../../components/formScreens';
import { HeroInputs } from './Inputs';

/** Singleton: /admin/hero opens its one record. */
export const screens: ResourceProps = { name: 'hero', list: singletonScreen('hero', HeroInputs), icon: FaceIcon };
