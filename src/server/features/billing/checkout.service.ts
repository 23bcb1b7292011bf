import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { SessionUser } from '../../app-env.ts';
import type { UserActor } from '../../actor.ts';
import { organizations, payments, profiles } from '../../db/schema/index.ts';
import { organizationOf } from '../team/wallet.ts';
import { PRICING, type PaidPlan, type PlanId } from '../../../shared/pricing.ts';
import { CHECKOUT_FAILED_MESSAGE, type CreateCheckoutResponse } from '../../../shared/billing.ts';
import { AppError } from '../../lib/app-error.ts';
import { logger } from '../../lib/logger.ts';
import { getProfile } from '../account/profile.service.ts';
import { teamRoleOf } from '../../lib/route.ts';
import { TEAM_MESSAGES } from '../../../shared/team.ts';

export interface PaymentDeps {
  db: Db;
  env: Env;
  /** null in local mode (no STRIPE_SECRET_KEY). */
  stripe: Stripe | null;
}

type CheckoutResult = CreateCheckoutResponse;

/**
 * Starts a checkout for one catalogue plan. The browser chooses only the plan id: the price,
 * credits and mode come from the catalogue (or the configured Stripe price) on the server.
 */
export async function createCheckout(deps: PaymentDeps, actor: UserActor, input: { tier: PlanId }): Promise<CheckoutResult> {
  const user = actor.user;
  const plan = PRICING[input.tier];
  // A team buys through its owner (the plan and the wallet are theirs) or, for credit packs, a manager.
  const role = await teamRoleOf(deps.db, user.id);
  if (role === 'member') throw new AppError('forbidden', TEAM_MESSAGES.membersCannotBuy);
  if (plan.mode === 'subscription' && role === 'manager') throw new AppError('forbidden', TEAM_MESSAGES.onlyOwnerSubscribes);
  const profile = await getProfile(deps.db, user.id);
  // The server decides which wallet the purchase is for: the caller's organization's.
  const [wallet] = await deps.db
    .select({ id: organizations.id, subscriptionTier: organizations.subscriptionTier })
    .from(organizations)
    .where(eq(organizations.id, organizationOf(user.id)));
  if (!wallet) throw new AppError('not_found', 'account.organizationNotFound');
  if (plan.mode === 'subscription' && wallet.subscriptionTier === 'premium') {
    throw new AppError('conflict', 'checkout.alreadyPremium');
  }
  if (!deps.stripe) return createLocalSession(deps, user, wallet.id, plan);
  return createStripeSession(deps, deps.stripe, user, wallet.id, profile.stripeCustomerId, plan);
}

async function createLocalSession(deps: PaymentDeps, user: SessionUser, organizationId: string, plan: PaidPlan): Promise<CheckoutResult> {
  const sessionId = `cs_local_${randomBytes(16).toString('hex')}`;
  await deps.db.insert(payments).values({
    userId: user.id,
    organizationId,
    provider: 'local',
    plan: plan.id,
    amountCents: plan.priceCents,
    currency: plan.currency,
    checkoutSessionId: sessionId,
  });
  return { url: `${deps.env.APP_URL}/checkout/local/${sessionId}`, sessionId, provider: 'local' };
}

function configuredPrice(env: Env, plan: PaidPlan) {
  return plan.id === 'premium' ? env.STRIPE_PRICE_PREMIUM : env.STRIPE_PRICE_CREDITS_20;
}

function lineItem(env: Env, plan: PaidPlan): Stripe.Checkout.SessionCreateParams.LineItem {
  const price = configuredPrice(env, plan);
  if (price) return { price, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: plan.currency,
      unit_amount: plan.priceCents,
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

async function createStripeSession(
  deps: PaymentDeps,
  stripe: Stripe,
  user: SessionUser,
  organizationId: string,
  existingCustomer: string | null,
  plan: PaidPlan,
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
        line_items: [lineItem(deps.env, plan)],
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
    plan: plan.id,
    amountCents: session.amount_total ?? plan.priceCents,
    currency: session.currency ?? plan.currency,
    checkoutSessionId: session.id,
  });
  return { url: session.url, sessionId: session.id, provider: 'stripe' };
}
