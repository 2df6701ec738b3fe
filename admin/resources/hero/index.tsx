import FaceIcon from '@mui/icons-material/Face';
import type { ResourceProps } from 'react-admin';
import { HeroEdit } from './Edit';

/** Singleton: /admin/hero opens its one record. */
export const hero: ResourceProps = { name: 'hero', list: HeroEdit, icon: FaceIcon };
