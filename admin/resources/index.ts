/**
 * The admin's resources: one per resource of the contract (src/contract/endpoints.ts RESOURCES), so a
 * resource added there appears here with screens built from its schemas (./generic.tsx). Resources
 * with screens of their own are listed below, in the order react-admin registers them.
 */
import type { ResourceProps } from 'react-admin';
import { RESOURCES } from '@/contract/endpoints';
import { about } from './about';
import { applications } from './applications';
import { appointments } from './appointments';
import { auditLog } from './auditLog';
import { blog } from './blog';
import { blogCategories } from './blog-categories';
import { contact } from './contact';
import { consentLog } from './consentLog';
import { content } from './content';
import { genericResource } from './generic';
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

const OWN_SCREENS: ResourceProps[] = [
  appointments,
  messages,
  applications,
  newsletter,
  treatments,
  team,
  blog,
  blogCategories,
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
];

const own = new Set<string>(OWN_SCREENS.map((r) => r.name));
export const ADMIN_RESOURCES: ResourceProps[] = [
  ...OWN_SCREENS,
  ...RESOURCES.filter((r) => !own.has(r.name)).map(genericResource),
];
