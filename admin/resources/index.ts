/**
 * The admin's resources: one per resource of the contract (src/contract/endpoints.ts RESOURCES), each
 * with screens of its own, listed below in the order react-admin registers them. The list is keyed by
 * the contract's resource names, so a resource added to the contract fails to compile here until it
 * has its screens.
 */
import type { ResourceProps } from 'react-admin';
import type { ResourceName } from '@/contract/endpoints';
import { about } from './about';
import { applications } from './applications';
import { appointments } from './appointments';
import { auditLog } from './auditLog';
import { blog } from './blog';
import { blogCategories } from './blog-categories';
import { contact } from './contact';
import { consentLog } from './consentLog';
import { content } from './content';
import { hero } from './hero';
import { jobs } from './jobs';
import { legal } from './legal';
import { media } from './media';
import { messages } from './messages';
import { newsletter } from './newsletter';
import { outbox } from './outbox';
import { pages } from './pages';
import { reviews } from './reviews';
import { seo } from './seo';
import { settings } from './settings';
import { team } from './team';
import { treatments } from './treatments';
import { users } from './users';

const SCREENS: Record<ResourceName, ResourceProps> = {
  appointments,
  messages,
  applications,
  newsletter,
  treatments,
  team,
  blog,
  'blog-categories': blogCategories,
  reviews,
  media,
  jobs,
  hero,
  about,
  contact,
  content,
  pages,
  seo,
  users,
  settings,
  legal,
  outbox,
  auditLog,
  consentLog,
};

export const ADMIN_RESOURCES: ResourceProps[] = Object.values(SCREENS);
