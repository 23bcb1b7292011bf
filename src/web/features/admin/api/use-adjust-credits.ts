import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@shared/contracts/admin';
import { callApi } from '@web/lib/api/api.ts';
import { useInvalidateAdmin } from './admin-keys.ts';

/** Adds (positive) or removes (negative) credits; every admin screen reloads afterwards. */
export function useAdjustCredits(userId: string, organizationId?: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (amount: number) => callApi(adminApi.adjustCredits, { params: { userId }, body: { amount, organizationId } }),
    // Not awaited: the caller's own onSuccess (its toast) runs now, before the reload remounts anything.
    onSuccess: () => void invalidate(),
  });
}
