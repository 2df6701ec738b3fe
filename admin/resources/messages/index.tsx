import MailIcon from '@mui/icons-material/Mail';
import type { ResourceProps } from 'react-admin';
import type { ContactMessage } from '@/contract/entities/contact';
import { MessageEdit } from './Edit';
import { MessageList } from './List';

/** Messages arrive from the contact form; staff mark them read (no create). */
export const messages: ResourceProps = {
  name: 'messages',
  list: MessageList,
  edit: MessageEdit,
  icon: MailIcon,
  recordRepresentation: (r: ContactMessage) => r.subject,
};
