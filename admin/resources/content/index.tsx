import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import type { ResourceProps } from 'react-admin';
import type { ContentBlock } from '@/contract/entities/content';
import { ContentCreate } from './Create';
import { ContentEdit } from './Edit';
import { ContentList } from './List';

export const content: ResourceProps = {
  name: 'content',
  list: ContentList,
  edit: ContentEdit,
  create: ContentCreate,
  icon: ViewQuiltIcon,
  recordRepresentation: (r: ContentBlock) => `${r.page} / ${r.section}`,
};
