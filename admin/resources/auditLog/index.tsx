import HistoryIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { AuditLogList } from './List';

export const screens: ResourceProps = { name: 'auditLog', list: AuditLogList, icon: HistoryIcon };
