import { useQuery } from '@tanstack/react-query';
import { billingApi } from '@shared/contracts/billing';
import { callApi } from '@web/lib/api/api.ts';

export const PAYMENT_OPTIONS_KEY = ['payment-options'] as const;

/** What the organization pays for each plan, in which currency, and the ways it can pay (the server decides all three). */
export function usePaymentOptions() {
  return useQuery({
    queryKey: PAYMENT_OPTIONS_KEY,
    queryFn: ({ signal }) => callApi(billingApi.paymentOptions, {}, { signal }),
    // Prices change with a deploy, not while the page is open.
    staleTime: 5 * 60_000,
  });
}
