import { operation } from '../contract.ts';
import { mobileMoneyCheckoutParams, mobileMoneyPaymentRequestSchema, type MobileMoneyCheckoutView } from '../mobile-money-checkout.ts';

/**
 * The hosted checkout page of the local Flutterwave double (served only when MOBILE_MONEY_PROVIDER=local,
 * 404 otherwise). Public like Flutterwave's own page: the unguessable ref in the link is the access.
 */
export const mobileMoneyDoubleApi = {
  checkout: operation<MobileMoneyCheckoutView>()({
    method: 'get',
    path: '/api/local/flutterwave/checkout/:ref',
    role: 'public',
    tag: 'billing',
    summary: 'Local mobile-money test checkout: amount, networks, status',
    params: mobileMoneyCheckoutParams,
    responses: { 404: 'Unknown ref, or mobile money is not on its local double' },
  }),
  requestPayment: operation<MobileMoneyCheckoutView>()({
    method: 'post',
    path: '/api/local/flutterwave/checkout/:ref/request',
    role: 'public',
    tag: 'billing',
    summary: 'Local mobile-money test checkout: "send" the payment request to a number',
    params: mobileMoneyCheckoutParams,
    body: mobileMoneyPaymentRequestSchema,
    responses: { 404: 'Unknown ref', 409: 'Already settled' },
  }),
  approve: operation<MobileMoneyCheckoutView>()({
    method: 'post',
    path: '/api/local/flutterwave/checkout/:ref/approve',
    role: 'public',
    tag: 'billing',
    summary: 'Local mobile-money test checkout: approve on the phone; the signed webhook is delivered twice',
    params: mobileMoneyCheckoutParams,
    responses: { 404: 'Unknown ref', 409: 'Already settled' },
  }),
  decline: operation<MobileMoneyCheckoutView>()({
    method: 'post',
    path: '/api/local/flutterwave/checkout/:ref/decline',
    role: 'public',
    tag: 'billing',
    summary: 'Local mobile-money test checkout: decline on the phone; a failed webhook is delivered',
    params: mobileMoneyCheckoutParams,
    responses: { 404: 'Unknown ref', 409: 'Already settled' },
  }),
};
