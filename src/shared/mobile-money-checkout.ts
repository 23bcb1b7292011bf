import { z } from 'zod';
import { msg } from './i18n/server-message.ts';

// The local Flutterwave double's hosted checkout page (MOBILE_MONEY_PROVIDER=local only): what the
// page shows and sends. Real Flutterwave serves its own page; this one stands in for it offline.

export const mobileMoneyCheckoutParams = z.object({
  ref: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[0-9a-f]+$/, msg('mobileMoney.checkoutNotFound')),
});

/** A mobile money number in international form without the "+": country code then subscriber (9–15 digits). */
export const MOBILE_MONEY_PHONE = /^\d{9,15}$/;

export const mobileMoneyPaymentRequestSchema = z.object({
  phone: z
    .string()
    .transform((v) => v.replace(/[\s+-]/g, ''))
    .pipe(z.string().regex(MOBILE_MONEY_PHONE, msg('mobileMoney.invalidPhone'))),
  network: z.string().min(1).max(60),
});
export type MobileMoneyPaymentRequest = z.input<typeof mobileMoneyPaymentRequestSchema>;

/** pending → awaiting_approval (request sent to the phone) → successful | failed. */
export type MobileMoneyCheckoutStatus = 'pending' | 'awaiting_approval' | 'successful' | 'failed';

/** How one webhook delivery went: the app's answer (`processed`, `duplicate`) or the HTTP status. */
export interface MobileMoneyWebhookDelivery {
  status: number;
  result: 'processed' | 'duplicate' | 'refused';
}

export interface MobileMoneyCheckoutView {
  ref: string;
  merchant: string;
  /** In major units, as Flutterwave counts it (KES 2500, XOF 12000). */
  amount: number;
  currency: string;
  networks: readonly string[];
  /** The dialling code the buyer's number should start with ("254"). */
  dialCode: string | null;
  status: MobileMoneyCheckoutStatus;
  /** Back to the merchant, with Flutterwave's status, tx_ref and transaction_id once settled. */
  returnUrl: string | null;
  deliveries: MobileMoneyWebhookDelivery[];
}
