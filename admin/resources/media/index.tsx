import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { ResourceProps } from 'react-admin';
import type { MediaAsset } from '@/contract/entities/media';
import { MediaCreate } from './Create';
import { MediaEdit } from './Edit';
import { MediaList } from './List';

export const screens: ResourceProps = {
  name: 'media',
  list: MediaList,
  edit: MediaEdit,
  create: MediaCreate,
  icon: PhotoLibraryIcon,
  recordRepresentation: (r: MediaAsset) => r.filename,
};
