import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mobileMoneyDoubleApi } from '@shared/contracts/mobile-money-double';
import type { MobileMoneyPaymentRequest } from '@shared/mobile-money-checkout';
import { callApi } from '@web/lib/api/api.ts';

const checkoutKey = (ref: string) => ['mobile-money-checkout', ref] as const;

/** The local Flutterwave double's hosted checkout (MOBILE_MONEY_PROVIDER=local). */
export function useMobileMoneyCheckout(ref: string) {
  return useQuery({ queryKey: checkoutKey(ref), queryFn: () => callApi(mobileMoneyDoubleApi.checkout, { params: { ref } }), retry: false });
}

type Action = { kind: 'request'; body: MobileMoneyPaymentRequest } | { kind: 'approve' } | { kind: 'decline' };

/** Send the request to the phone, then approve or decline it; each answer replaces the cached view. */
export function useMobileMoneyAction(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) =>
      action.kind === 'request'
        ? callApi(mobileMoneyDoubleApi.requestPayment, { params: { ref }, body: action.body })
        : callApi(action.kind === 'approve' ? mobileMoneyDoubleApi.approve : mobileMoneyDoubleApi.decline, { params: { ref } }),
    onSuccess: (view) => queryClient.setQueryData(checkoutKey(ref), view),
    onError: () => queryClient.invalidateQueries({ queryKey: checkoutKey(ref) }),
  });
}
