import { useMutation } from '@tanstack/react-query';
import type { Tier } from '@shared/pricing';
import { adminApi } from '@shared/contracts/admin';
import { callApi } from '@web/lib/api/api.ts';
import { useInvalidateAdmin } from './admin-keys.ts';

/** Sets a user's subscription tier; every admin screen reloads afterwards. */
export function useChangeTier(userId: string, organizationId?: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (tier: Tier) => callApi(adminApi.changeTier, { params: { userId }, body: { tier, organizationId } }),
    // Not awaited: the caller's own onSuccess (its toast) runs now, before the reload remounts anything.
    onSuccess: () => void invalidate(),
  });
}
