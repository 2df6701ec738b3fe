import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import type { ResourceProps } from 'react-admin';
import { ContactEdit } from './Edit';

/** Singleton: /admin/contact opens its one record. */
export const contact: ResourceProps = { name: 'contact', list: ContactEdit, icon: ContactPhoneIcon };
