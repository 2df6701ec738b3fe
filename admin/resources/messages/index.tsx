import MailIcon from '@mui/icons-material/Mail';
import type { ResourceProps } from 'react-admin';
import type { ContactMessage } from '@/contract/entities/contact';
import { MessageList } from './List';
import { editScreen } from '../../components/formScreens';
import { MessageInputs } from './Inputs';

/** Messages arrive from the contact form; staff mark them read (no create). */
export const screens: ResourceProps = {
  name: 'messages',
  list: MessageList,
  edit: editScreen(MessageInputs),
  icon: MailIcon,
  recordRepresentation: (r: ContactMessage) => r.subject,
};
