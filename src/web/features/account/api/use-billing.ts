import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletDto } from '@shared/api-types';
import { billingApi } from '@shared/contracts/billing';
import { callApi } from '@web/lib/api/api.ts';
import { ME_QUERY_KEY } from '@web/lib/session/session.ts';

const BILLING_KEY = 'billing';

/** The plan and subscription; keyed on the live wallet fields, so a webhook that changes the plan refreshes it. */
export function useBilling(wallet: WalletDto | null | undefined) {
  return useQuery({
    queryKey: [BILLING_KEY, wallet?.subscriptionTier, wallet?.subscriptionStatus, wallet?.subscriptionRenewsAt],
    queryFn: () => callApi(billingApi.billing),
    enabled: Boolean(wallet),
  });
}

/** Creates a customer-portal session (on click, never on page load). */
export function useOpenBillingPortal() {
  return useMutation({ mutationFn: () => callApi(billingApi.openPortal) });
}

/** Cancels Premium; billing and the user are reloaded before the mutation settles. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(billingApi.cancelSubscription),
    // Not awaited: the caller's toast comes first, then the reload.
    onSuccess: () => void Promise.all([queryClient.invalidateQueries({ queryKey: [BILLING_KEY] }), queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })]),
  });
}
