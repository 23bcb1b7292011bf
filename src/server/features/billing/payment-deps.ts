import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { SessionUser } from '../../app-env.ts';
import type { PaidPlan } from '../../../shared/pricing.ts';
import type { LocalPrice } from '../../../shared/price-list.ts';
import type { PaymentMethodId } from '../../../shared/payment-methods.ts';
import type { PaymentNotices } from './fulfilment.service.ts';
import type { MobileMoneyProvider } from './mobile-money/mobile-money-provider.ts';

// What every payment service is handed (its own module: the checkout and each provider both need it).
export interface PaymentDeps {
  db: Db;
  env: Env;
  /** null in local mode (no STRIPE_SECRET_KEY). */
  stripe: Stripe | null;
  /** Receipts and refund notices, written with the fulfilment (pass to every fulfilEvent call). */
  notices?: PaymentNotices;
  /** Flutterwave or its local double; null/absent when mobile money is off. */
  mobileMoney?: MobileMoneyProvider | null;
}

/** Everything a provider needs to start one checkout, all decided by the server. */
export interface CheckoutContext {
  user: SessionUser;
  /** The wallet the purchase is for: the caller's organization's. */
  organizationId: string;
  plan: PaidPlan;
  /** The amount charged, from the price list in the organization's currency (USD fallback). */
  price: LocalPrice;
  method: PaymentMethodId;
  /** The payer's Stripe customer, when they already have one. */
  stripeCustomerId: string | null;
}
