import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { ResourceProps } from 'react-admin';
import type { NewsletterSubscription } from '@/contract/entities/newsletter';
import { NewsletterList } from './List';

export const screens: ResourceProps = {
  name: 'newsletter',
  list: NewsletterList,
  icon: NewspaperIcon,
  recordRepresentation: (r: NewsletterSubscription) => r.email,
};
