import { z } from 'zod';
import { PLAN_IDS, type PlanId, type Tier } from './pricing.ts';
import { PAYMENT_METHOD_IDS, type PaymentMethodId, type PaymentMethodOption, type PaymentProviderId } from './payment-methods.ts';
import type { LocalPrice } from './price-list.ts';
import { msg, type ServerMessageId } from './i18n/server-message.ts';

// Request schemas and response shapes of the payments API (src/shared/contracts/billing.ts).

/**
 * The plan id and how to pay: anything else the browser sends (price, currency, credits, mode) is
 * dropped. The server charges the organization's price-list amount and checks the method is offered.
 */
export const createCheckoutSchema = z.object({ tier: z.enum(PLAN_IDS), method: z.enum(PAYMENT_METHOD_IDS).default('card') });

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
  organizationId: z.uuid(msg('common.invalidId')).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** The payment an admin acts on. */
export const paymentParams = z.object({ paymentId: z.uuid(msg('common.invalidId')) });

/** Said by the server when Stripe cannot start a checkout, and by the pricing page on any failure. */
export const CHECKOUT_FAILED_MESSAGE: ServerMessageId = 'checkout.failed';

export type PaymentStatus = 'pending' | 'paid' | 'cancelled' | 'refunded';

export interface CreateCheckoutResponse {
  url: string;
  sessionId: string;
  provider: PaymentProviderId;
  /** What will be charged, as the checkout will show it. */
  amountMinor: number;
  currency: string;
}

/** What the caller's organization pays and how it can pay (GET /api/payments/options). */
export interface PaymentOptions {
  /** The organization's own currency (it may have no price list: then `prices` are in USD). */
  organizationCurrency: string;
  /** Per plan: the amount that will be charged, in its currency. */
  prices: Record<PlanId, LocalPrice>;
  /** The ways to pay this server offers this organization, card first. */
  methods: PaymentMethodOption[];
}

export interface LocalCheckoutView {
  id: string;
  method: PaymentMethodId;
  plan: PlanId;
  planName: string;
  mode: 'payment' | 'subscription';
  priceCents: number;
  currency: string;
  priceLabel: string;
  features: string[];
  status: PaymentStatus;
  /** Pix only: the "copia e cola" code a bank app takes (in the local checkout, a fake one that no bank accepts). */
  pixCode: string | null;
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
  provider: PaymentProviderId;
  method: PaymentMethodId;
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

/**
 * Only a paid credit pack is refunded by an admin: its credits can be taken back. Premium money is
 * the subscription's (cancelling it is how Premium ends).
 */
export function isRefundable(payment: Pick<AdminPaymentDto, 'plan' | 'status'>) {
  return payment.plan === 'credits_20' && payment.status === 'paid';
}

/** `requested`: the provider refunds and its webhook takes the credits back; `refunded`: done now. */
export interface RefundPaymentResult {
  paymentId: string;
  status: 'requested' | 'refunded';
}
