import { z } from 'zod';
import { PLAN_IDS, type PlanId, type Tier } from './pricing.ts';
import { msg, type ServerMessageId } from './i18n/server-message.ts';

// Request schemas and response shapes of the payments API (src/shared/contracts/billing.ts).

/** Only the plan id: anything else the browser sends (price, credits, mode) is dropped. */
export const createCheckoutSchema = z.object({ tier: z.enum(PLAN_IDS) });

// Ids are `cs_local_<hex>`: other characters are a 400; a well-formed unknown id answers 404 from the lookup.
export const localSessionParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, msg('checkout.invalidSessionId')),
});

export const adminPaymentsQuery = z.object({
  userId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w-]+$/, msg('admin.invalidUserId'))
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Said by the server when Stripe cannot start a checkout, and by the pricing page on any failure. */
export const CHECKOUT_FAILED_MESSAGE: ServerMessageId = 'checkout.failed';

export type PaymentStatus = 'pending' | 'paid' | 'cancelled' | 'refunded';

export interface CreateCheckoutResponse {
  url: string;
  sessionId: string;
  provider: 'stripe' | 'local';
}

export interface LocalCheckoutView {
  id: string;
  plan: PlanId;
  planName: string;
  mode: 'payment' | 'subscription';
  priceCents: number;
  currency: string;
  priceLabel: string;
  features: string[];
  status: PaymentStatus;
}

export interface BillingView {
  tier: Tier;
  planName: string;
  /** Stripe's subscription status (active, past_due, canceled, …), null without a subscription. */
  status: string | null;
  renewsAt: string | null;
  /** The subscription ends at renewsAt instead of renewing. */
  cancelAtPeriodEnd: boolean;
  provider: 'stripe' | 'local' | null;
  /** The user may cancel through POST /api/billing/cancel-subscription. */
  canCancel: boolean;
  /** Stripe is configured and the user is a customer: POST /api/billing/portal opens the customer portal. */
  canManage: boolean;
}

/** A Stripe customer-portal session to open. */
export interface PortalSession {
  url: string;
}

/** The answer to a webhook delivery: applied now, or an event already processed. */
export interface WebhookAck {
  received: true;
  duplicate: boolean;
}

export interface AdminPaymentDto {
  id: string;
  userId: string | null;
  userEmail: string | null;
  provider: 'stripe' | 'local';
  plan: PlanId;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  creditsGranted: number;
  checkoutSessionId: string;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminPaymentList {
  payments: AdminPaymentDto[];
}
