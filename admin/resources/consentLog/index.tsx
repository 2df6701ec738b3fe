import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import type { ResourceProps } from 'react-admin';
import { ConsentLogList } from './List';

export const consentLog: ResourceProps = { name: 'consentLog', list: ConsentLogList, icon: FactCheckIcon };
