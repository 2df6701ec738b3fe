import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import type { ResourceProps } from 'react-admin';
import { singletonScreen } from '../../components/formScreens';
import { ContactInputs } from './Inputs';

/** Singleton: /admin/contact opens its one record. */
export const screens: ResourceProps = {
  name: 'contact',
  list: singletonScreen('contact', ContactInputs),
  icon: ContactPhoneIcon,
};
