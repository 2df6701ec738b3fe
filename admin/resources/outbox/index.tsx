import OutboxIcon from '@mui/icons-material/Outbox';
import type { ResourceProps } from 'react-admin';
import { OutboxList } from './List';

export const screens: ResourceProps = { name: 'outbox', list: OutboxList, icon: OutboxIcon };
