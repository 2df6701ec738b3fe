import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import type { ResourceProps } from 'react-admin';
import { ConsentLogList } from './List';

export const screens: ResourceProps = { name: 'consentLog', list: ConsentLogList, icon: FactCheckIcon };
