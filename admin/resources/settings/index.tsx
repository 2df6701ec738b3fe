import SettingsIcon from '@mui/icons-material/Settings';
import type { ResourceProps } from 'react-admin';
import { singletonScreen } from '../../components/formScreens';
import { SettingsInputs } from './Inputs';

/** Singleton (admin only): /admin/settings opens its one record. */
export const screens: ResourceProps = {
  name: 'settings',
  list: singletonScreen('settings', SettingsInputs),
  icon: SettingsIcon,
};
