import { useQuery } from '@tanstack/react-query';
import type { AdminUsageItem } from '@shared/admin';
import { adminApi } from '@shared/contracts/admin';
import { callApi } from '@web/lib/api/api.ts';
import { ADMIN_KEY } from './admin-keys.ts';

/** A user's latest tool runs with a short preview each. */
export function useUserUsage(userId: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'usage', userId],
    queryFn: ({ signal }) => callApi(adminApi.userUsage, { params: { userId } }, { signal }),
  });
}

/** The full report of one run, fetched only when it has one (and then kept). */
export function useUsageReport(entry: AdminUsageItem) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'usage-entry', entry.id],
    queryFn: ({ signal }) => callApi(adminApi.usageDetail, { params: { logId: entry.id } }, { signal }),
    enabled: entry.hasReport,
    staleTime: Infinity,
  });
}
