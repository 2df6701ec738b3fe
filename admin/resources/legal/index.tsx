import GavelIcon from '@mui/icons-material/Gavel';
import type { ResourceProps } from 'react-admin';
import { LegalEdit } from './Edit';

/** Singleton (admin only): /admin/legal opens the practice's legal facts. */
export const legal: ResourceProps = { name: 'legal', list: LegalEdit, icon: GavelIcon };
