/**
 * The figures behind the menu badges, refreshed while the admin is open: new items per inbox (for
 * who may read the inbox) and failed background jobs (admins). Polling is enough: a minute's delay
 * is fine for a badge, and it needs nothing but the contract's endpoints.
 */
import { useQuery } from '@tanstack/react-query';
import { usePermissions, useDataProvider } from 'react-admin';
import type { Role } from '@/contract/entities/staffUser';
import type { AdminDataProvider } from '../dataProvider';
import { canAccess } from './access';

export const BADGE_REFRESH_MS = 30_000;

/** A figure a badge shows, cached under the resource's name: fetched for who may list `resource`, refreshed every BADGE_REFRESH_MS. */
function useBadgeQuery<T>(resource: string, fetch: (dataProvider: AdminDataProvider) => Promise<T>) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<Role>();
  return useQuery({
    queryKey: [resource],
    queryFn: () => fetch(dataProvider),
    enabled: canAccess(permissions, resource, 'list'),
    refetchInterval: BADGE_REFRESH_MS,
  });
}

export const useInboxCounts = () => useBadgeQuery('inbox-counts', (dp) => dp.inboxCounts()).data;

export const useFailedJobs = () => useBadgeQuery('failed-jobs', (dp) => dp.failedJobs());
