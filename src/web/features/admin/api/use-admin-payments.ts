import { useMutation, useQuery } from '@tanstack/react-query';
import { billingApi } from '@shared/contracts/billing';
import { callApi } from '@web/lib/api/api.ts';
import { ADMIN_KEY, useInvalidateAdmin } from './admin-keys.ts';

/** The payments made for one organization's wallet, newest first. */
export function useOrganizationPayments(organizationId: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'payments', organizationId],
    queryFn: ({ signal }) => callApi(billingApi.adminPayments, { query: { organizationId, limit: 50 } }, { signal }),
  });
}

/** Refunds a paid credit pack; every admin screen reloads afterwards (credits and the list change). */
export function useRefundPayment() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (paymentId: string) => callApi(billingApi.refundPayment, { params: { paymentId } }),
    // Not awaited: the caller's own onSuccess (its toast) runs now, before the reload remounts anything.
    onSettled: () => void invalidate(),
  });
}
