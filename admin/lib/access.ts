/**
 * Who may do what in the admin, derived from the contract (RESOURCES: access roles, singleton,
 * create/remove flags), so menu entries, buttons and routes follow the same rules the API enforces.
 * react-admin asks `canAccess` before it shows a menu entry, a button or a page.
 */
import { ADMINS, EDITORS, RECEPTION, RESOURCE_BY_NAME, STAFF } from '@/contract/endpoints';
import type { Role } from '@/contract/entities/staffUser';

/**
 * Admin pages and figures that are not resources: the dashboard, the translation overview, the
 * website's UI texts, the failed background jobs, the launch checklist, the privacy requests, the
 * website's statistics and the inbox counts behind the menu badges (the roles of their endpoints: admin.jobs.failed, admin.privacy.*,
 * admin.inboxCounts).
 */
const PAGES: Record<string, readonly Role[]> = {
  dashboard: STAFF,
  translations: EDITORS,
  'ui-texts': EDITORS,
  'failed-jobs': ADMINS,
  // admin.launchChecklist: it reports on the legal record and the settings, which only admins may edit.
  'launch-checklist': ADMINS,
  'privacy-requests': ADMINS,
  // admin.statistics: aggregates only (no person in them), so editors read them too.
  statistics: EDITORS,
  'inbox-counts': RECEPTION,
  // Retention: reception sees what goes soon; admins hold records and read the receipts.
  retention: RECEPTION,
  'retention-hold': ADMINS,
  'retention-receipts': ADMINS,
};

export function canAccess(role: Role | undefined, resource: string, action: string): boolean {
  if (!role) return false;
  if (resource in PAGES) return PAGES[resource].includes(role);
  const r = RESOURCE_BY_NAME.get(resource);
  if (!r || !r.access.includes(role)) return false;
  switch (action) {
    case 'create':
    case 'clone':
      return !r.singleton && r.create !== false && !!(r.input || r.upload);
    case 'edit':
      return !!(r.update ?? r.input);
    case 'delete':
      return !r.singleton && r.remove !== false;
    default:
      return true; // list, show, export, read
  }
}
