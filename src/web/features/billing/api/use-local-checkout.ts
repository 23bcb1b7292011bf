import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '@shared/contracts/billing';
import { callApi } from '@web/lib/api/api.ts';
import { ME_QUERY_KEY } from '@web/lib/session/session.ts';

const checkoutKey = (id: string) => ['local-checkout', id] as const;

/** A local test checkout session of the signed-in user. */
export function useLocalCheckout(id: string) {
  return useQuery({ queryKey: checkoutKey(id), queryFn: () => callApi(billingApi.localCheckout, { params: { id } }), retry: false });
}

/**
 * Pay or cancel the session. The answer replaces the cached session; a payment also reloads the
 * user (credits, tier), and a failure reloads the session, before the mutation settles.
 */
export function useLocalCheckoutAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'pay' | 'cancel') => callApi(action === 'pay' ? billingApi.payLocalCheckout : billingApi.cancelLocalCheckout, { params: { id } }),
    onSuccess: async (view, action) => {
      queryClient.setQueryData(checkoutKey(id), view);
      if (action === 'pay') await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: checkoutKey(id) }),
  });
}
