/**
 * What each role sees on the dashboard: a section (its figure and its latest entries) only when the
 * role may list the resource it comes from (RESOURCES' access roles), so the dashboard never shows
 * a name or subject the role gets 403 for on the record itself. Server and mocks both use this.
 */
import { RESOURCE_BY_NAME } from '../endpoints';
import type { Role } from '../entities/staffUser';

export const DASHBOARD_SECTIONS = [
  { resource: 'appointments', figure: 'newAppointments' },
  { resource: 'messages', figure: 'unreadMessages' },
  { resource: 'applications', figure: 'newApplications' },
  { resource: 'reviews', figure: 'pendingReviews' },
] as const;

/** Translation completeness is computed from the treatments: shown to who may list them. */
export const COMPLETENESS_SOURCE = 'treatments';

export const mayList = (role: Role | undefined, resource: string) =>
  !!role && !!RESOURCE_BY_NAME.get(resource)?.access.includes(role);

export const dashboardSectionsFor = (role: Role | undefined) => DASHBOARD_SECTIONS.filter((s) => mayList(role, s.resource));
