import GavelIcon from '@mui/icons-material/Gavel';
import type { ResourceProps } from 'react-admin';
import { singletonScreen } from '../../components/formScreens';
import { LegalInputs } from './Inputs';

/** Singleton (admin only): /admin/legal opens the practice's legal facts. */
export const screens: ResourceProps = { name: 'legal', list: singletonScreen('legal', LegalInputs), icon: GavelIcon };
