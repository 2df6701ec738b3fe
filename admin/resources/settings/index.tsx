import SettingsIcon from '@mui/icons-material/Settings';
import type { ResourceProps } from 'react-admin';
import { SettingsEdit } from './Edit';

/** Singleton (admin only): /admin/settings opens its one record. */
export const settings: ResourceProps = { name: 'settings', list: SettingsEdit, icon: SettingsIcon };
