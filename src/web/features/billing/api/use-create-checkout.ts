import { useMutation } from '@tanstack/react-query';
import type { PlanId } from '@shared/pricing';
import type { PaymentMethodId } from '@shared/payment-methods';
import { billingApi } from '@shared/contracts/billing';
import { callApi } from '@web/lib/api/api.ts';

export interface CheckoutRequest {
  tier: PlanId;
  method: PaymentMethodId;
}

/** Starts a checkout for one plan and way to pay: the server decides price and credits and answers the checkout URL. */
export function useCreateCheckout() {
  return useMutation({ mutationFn: (request: CheckoutRequest) => callApi(billingApi.createCheckout, { body: request }) });
}
