import { useMutation } from '@tanstack/react-query';
import type { PlanId } from '@shared/pricing';
import { billingApi } from '@shared/contracts/billing';
import { callApi } from '@web/lib/api/api.ts';

/** Starts a checkout for one plan: the server decides price and credits and answers the checkout URL. */
export function useCreateCheckout() {
  return useMutation({ mutationFn: (tier: PlanId) => callApi(billingApi.createCheckout, { body: { tier } }) });
}
