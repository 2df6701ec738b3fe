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

export function useInboxCounts() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<Role>();
  return useQuery({
    queryKey: ['inboxCounts'],
    queryFn: () => dataProvider.inboxCounts(),
    enabled: canAccess(permissions, 'inbox-counts', 'list'),
    refetchInterval: BADGE_REFRESH_MS,
  }).data;
}

export function useFailedJobs() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<Role>();
  return useQuery({
    queryKey: ['failedJobs'],
    queryFn: () => dataProvider.failedJobs(),
    enabled: canAccess(permissions, 'failed-jobs', 'list'),
    refetchInterval: BADGE_REFRESH_MS,
  });
}
