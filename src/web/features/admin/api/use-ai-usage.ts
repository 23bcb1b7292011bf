import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@shared/contracts/admin';
import { callApi } from '@web/lib/api/api.ts';
import { ADMIN_KEY } from './admin-keys.ts';

/** Today's AI tool runs against the daily budgets, refreshed every minute. */
export function useAiUsage() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'ai-usage'],
    queryFn: ({ signal }) => callApi(adminApi.aiUsage, {}, { signal }),
    refetchInterval: 60_000,
  });
}
