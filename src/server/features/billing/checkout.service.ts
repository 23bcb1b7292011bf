import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Env } from '../../env.ts';
import type { SessionUser } from '../../app-env.ts';
import type { UserActor } from '../../actor.ts';
import { organizations, payments, profiles } from '../../db/schema/index.ts';
import { organizationOf } from '../team/wallet.ts';
import { PRICING, type PaidPlan, type PlanId } from '../../../shared/pricing.ts';
import { priceOf, type LocalPrice } from '../../../shared/price-list.ts';
import type { PaymentMethodId } from '../../../shared/payment-methods.ts';
import { offeredMethods } from './payment-options.service.ts';
import { startMobileMoneyCheckout } from './mobile-money/mobile-money-checkout.service.ts';
import type { CheckoutContext, PaymentDeps } from './payment-deps.ts';
import { CHECKOUT_FAILED_MESSAGE, type CreateCheckoutResponse } from '../../../shared/billing.ts';
import { AppError } from '../../lib/app-error.ts';
import { logger } from '../../lib/logger.ts';
import { getProfile } from '../account/profile.service.ts';
import { teamRoleOf } from '../../lib/route.ts';
import { TEAM_MESSAGES } from '../../../shared/team.ts';

type CheckoutResult = CreateCheckoutResponse;

/**
 * Starts a checkout for one catalogue plan. The browser chooses only the plan id and the way to pay:
 * the price comes from the price list in the organization's currency, the credits and mode from the
 * catalogue, and the method must be one this server offers for that currency and plan.
 */
export async function createCheckout(deps: PaymentDeps, actor: UserActor, input: { tier: PlanId; method?: PaymentMethodId }): Promise<CheckoutResult> {
  const user = actor.user;
  const plan = PRICING[input.tier];
  const method = input.method ?? 'card';
  // A team buys through its owner (the plan and the wallet are theirs) or, for credit packs, a manager.
  const role = await teamRoleOf(deps.db, user.id);
  if (role === 'member') throw new AppError('forbidden', TEAM_MESSAGES.membersCannotBuy);
  if (plan.mode === 'subscription' && role === 'manager') throw new AppError('forbidden', TEAM_MESSAGES.onlyOwnerSubscribes);
  const profile = await getProfile(deps.db, user.id);
  // The server decides which wallet the purchase is for: the caller's organization's.
  const [wallet] = await deps.db
    .select({ id: organizations.id, subscriptionTier: organizations.subscriptionTier, currency: organizations.currency })
    .from(organizations)
    .where(eq(organizations.id, organizationOf(user.id)));
  if (!wallet) throw new AppError('not_found', 'account.organizationNotFound');
  if (plan.mode === 'subscription' && wallet.subscriptionTier === 'premium') {
    throw new AppError('conflict', 'checkout.alreadyPremium');
  }
  const price = priceOf(plan.id, wallet.currency);
  const offered = offeredMethods(deps.env, price.currency).find((option) => option.id === method);
  if (!offered || !offered.plans.includes(plan.id)) throw new AppError('invalid_input', 'checkout.methodUnavailable');
  const context: CheckoutContext = { user, organizationId: wallet.id, plan, price, method, stripeCustomerId: profile.stripeCustomerId };
  if (method === 'mobile_money') return startMobileMoneyCheckout(deps, context);
  if (!deps.stripe) return createLocalSession(deps, context);
  return createStripeSession(deps, deps.stripe, context);
}

async function createLocalSession(deps: PaymentDeps, { user, organizationId, plan, price, method }: CheckoutContext): Promise<CheckoutResult> {
  const sessionId = `cs_local_${randomBytes(16).toString('hex')}`;
  await deps.db.insert(payments).values({
    userId: user.id,
    organizationId,
    provider: 'local',
    method,
    plan: plan.id,
    amountCents: price.amountMinor,
    currency: price.currency.toLowerCase(),
    checkoutSessionId: sessionId,
  });
  return { url: `${deps.env.APP_URL}/checkout/local/${sessionId}`, sessionId, provider: 'local', amountMinor: price.amountMinor, currency: price.currency };
}

function configuredPrice(env: Env, plan: PaidPlan) {
  return plan.id === 'premium' ? env.STRIPE_PRICE_PREMIUM : env.STRIPE_PRICE_CREDITS_20;
}

function lineItem(env: Env, plan: PaidPlan, charged: LocalPrice): Stripe.Checkout.SessionCreateParams.LineItem {
  // A configured Stripe price is in US dollars: it serves only organizations charged in dollars.
  const price = charged.currency === 'USD' ? configuredPrice(env, plan) : undefined;
  if (price) return { price, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: charged.currency.toLowerCase(),
      // Stripe counts every price-list currency in ISO's minor units (XOF, XAF, UGX, RWF are zero-decimal there too).
      unit_amount: charged.amountMinor,
      product_data: { name: plan.name, metadata: { plan: plan.id } },
      ...(plan.mode === 'subscription' && plan.interval ? { recurring: { interval: plan.interval } } : {}),
    },
  };
}

/** One Stripe customer per user, created once and remembered on the profile. */
async function ensureCustomer(deps: PaymentDeps, stripe: Stripe, user: SessionUser, existing: string | null) {
  if (existing) return existing;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    // Two concurrent first checkouts of one user get the same customer back from Stripe.
    { idempotencyKey: `customer-${user.id}` },
  );
  const stored = await deps.db
    .update(profiles)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(profiles.id, user.id), isNull(profiles.stripeCustomerId)))
    .returning({ id: profiles.stripeCustomerId });
  if (stored.length) return customer.id;
  const profile = await getProfile(deps.db, user.id);
  return profile.stripeCustomerId ?? customer.id;
}

/**
 * A Pix code is paid from a bank app in seconds, so an hour is ample; Stripe's default (4 hours) would
 * leave an abandoned code payable long after the buyer left. Once it lapses Stripe sends
 * async_payment_failed, which cancels the pending payment, and a fresh checkout gets a fresh code.
 */
const PIX_EXPIRES_AFTER_SECONDS = 3600;

const PIX_SESSION_OPTIONS = {
  allowed_payment_method_types: ['pix'],
  payment_method_options: { pix: { expires_after_seconds: PIX_EXPIRES_AFTER_SECONDS } },
} satisfies Pick<Stripe.Checkout.SessionCreateParams, 'allowed_payment_method_types' | 'payment_method_options'>;

async function createStripeSession(
  deps: PaymentDeps,
  stripe: Stripe,
  { user, organizationId, plan, price, method, stripeCustomerId: existingCustomer }: CheckoutContext,
): Promise<CheckoutResult> {
  const paymentId = randomUUID();
  // userId: the payer (their customer); organizationId: the wallet it pays for (set here, never by the browser).
  const metadata = { userId: user.id, organizationId, plan: plan.id, paymentId };
  let session: Stripe.Checkout.Session;
  try {
    const customer = await ensureCustomer(deps, stripe, user, existingCustomer);
    session = await stripe.checkout.sessions.create(
      {
        mode: plan.mode,
        customer,
        client_reference_id: user.id,
        metadata,
        line_items: [lineItem(deps.env, plan, price)],
        // Pix asks for it alone; a card checkout keeps the methods enabled in the Stripe Dashboard.
        ...(method === 'pix' ? PIX_SESSION_OPTIONS : {}),
        success_url: `${deps.env.APP_URL}/dashboard?checkout=success`,
        cancel_url: `${deps.env.APP_URL}/pricing`,
        // Copies of the metadata on the objects later events carry, so each maps back to the user.
        ...(plan.mode === 'subscription' ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      },
      { idempotencyKey: `checkout-${paymentId}` },
    );
  } catch (error) {
    logger.error('stripe checkout creation failed', { userId: user.id, plan: plan.id, error: error instanceof Error ? error.message : String(error) });
    throw new AppError('bad_gateway', CHECKOUT_FAILED_MESSAGE);
  }
  if (!session.url) throw new AppError('bad_gateway', CHECKOUT_FAILED_MESSAGE);
  await deps.db.insert(payments).values({
    id: paymentId,
    userId: user.id,
    organizationId,
    provider: 'stripe',
    method,
    plan: plan.id,
    amountCents: price.amountMinor,
    currency: price.currency.toLowerCase(),
    checkoutSessionId: session.id,
  });
  return { url: session.url, sessionId: session.id, provider: 'stripe', amountMinor: price.amountMinor, currency: price.currency };
}
