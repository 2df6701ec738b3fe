import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import type { ResourceProps } from 'react-admin';
import type { ContentBlock } from '@/contract/entities/content';
import { ContentList } from './List';
import { editorialScreens } from '../../components/formScreens';
import { CONTENT_DEFAULTS, ContentInputs } from './Inputs';

export const screens: ResourceProps = {
  ...editorialScreens('content', ContentInputs, CONTENT_DEFAULTS),
  list: ContentList,
  icon: ViewQuiltIcon,
  recordRepresentation: (r: ContentBlock) => `${r.page} / ${r.section}`,
};
