import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import type { ResourceProps } from 'react-admin';
import type { ContentBlock } from '@/contract/entities/content';
import { ContentList } from './List';
import { createScreen, editScreen } from '../../components/formScreens';
import { CONTENT_DEFAULTS, ContentInputs } from './Inputs';

export const screens: ResourceProps = {
  name: 'content',
  list: ContentList,
  edit: editScreen(ContentInputs, { editorial: true }),
  create: createScreen(ContentInputs, CONTENT_DEFAULTS),
  icon: ViewQuiltIcon,
  recordRepresentation: (r: ContentBlock) => `${r.page} / ${r.section}`,
};
