import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema/index.ts';
import { organizationOf } from '../team/wallet.ts';
import { teamRoleOf } from '../../lib/route.ts';
import { TEAM_MESSAGES } from '../../../shared/team.ts';
import { logger } from '../../lib/logger.ts';
import { AppError } from '../../lib/app-error.ts';
import { getProfile } from '../account/profile.service.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { parseSubscription, subscriptionGrantsAccess } from './fulfilment.service.ts';
import { cancelLocalSubscription, isLocalSubscription } from './local-checkout.service.ts';
import type { UserActor } from '../../actor.ts';
import type { BillingView, PortalSession } from '../../../shared/billing.ts';

const PLAN_NAMES = { free: 'Free', basic: 'Basic', premium: 'Premium' } as const;

function describe(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/** The caller's organization's wallet: the plan this page describes. */
async function walletOfCaller(deps: PaymentDeps, userId: string) {
  const [wallet] = await deps.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationOf(userId)));
  if (!wallet) throw new AppError('not_found', 'account.organizationNotFound');
  return wallet;
}

export async function getBilling(deps: PaymentDeps, actor: UserActor): Promise<BillingView> {
  const userId = actor.user.id;
  const [profile, wallet, role] = await Promise.all([getProfile(deps.db, userId), walletOfCaller(deps, userId), teamRoleOf(deps.db, userId)]);
  const subscriptionId = wallet.stripeSubscriptionId;
  const local = isLocalSubscription(subscriptionId);
  const active = wallet.subscriptionTier === 'premium' && subscriptionGrantsAccess(wallet.subscriptionStatus) && !!subscriptionId;
  const view: BillingView = {
    tier: wallet.subscriptionTier,
    planName: PLAN_NAMES[wallet.subscriptionTier],
    status: subscriptionId ? wallet.subscriptionStatus : null,
    renewsAt: active ? (wallet.subscriptionRenewsAt?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: false,
    provider: subscriptionId ? (local ? 'local' : 'stripe') : null,
    // The plan is the organization's: only its owner (who subscribed) ends it.
    canCancel: active && role === 'owner' && (local || !!deps.stripe),
    canManage: !!deps.stripe && !!profile.stripeCustomerId,
  };
  const stripe = deps.stripe;
  if (!stripe) return view;

  // Live details from Stripe; the page still renders from our own data if Stripe is slow or down.
  // (The customer-portal session is created only when the user asks for it: createPortalSession.)
  const subscription =
    active && !local
      ? await stripe.subscriptions
          .retrieve(subscriptionId)
          .catch((error: unknown) => logger.warn('subscription lookup failed', { userId, error: describe(error) }))
      : undefined;
  if (subscription) {
    const snapshot = parseSubscription(subscription);
    view.cancelAtPeriodEnd = snapshot.cancelAtPeriodEnd;
    if (snapshot.periodEnd) view.renewsAt = snapshot.periodEnd.toISOString();
    view.canCancel = view.canCancel && !snapshot.cancelAtPeriodEnd;
  }
  return view;
}

/** A Stripe customer-portal session for the user, created on request (each one is a Stripe API call). */
export async function createPortalSession(deps: PaymentDeps, actor: UserActor): Promise<PortalSession> {
  const userId = actor.user.id;
  if (!deps.stripe) throw new AppError('not_found', 'billing.localCheckoutOnly');
  const profile = await getProfile(deps.db, userId);
  if (!profile.stripeCustomerId) throw new AppError('conflict', 'billing.nothingToManage');
  try {
    const portal = await deps.stripe.billingPortal.sessions.create({ customer: profile.stripeCustomerId, return_url: `${deps.env.APP_URL}/account` });
    return { url: portal.url };
  } catch (error) {
    logger.warn('billing portal session failed', { userId, error: describe(error) });
    throw new AppError('bad_gateway', 'billing.portalFailed');
  }
}

/**
 * Local subscription: ends now (tier free). Stripe subscription: cancels at the end of the paid
 * period; Premium stays until Stripe sends customer.subscription.deleted.
 */
export async function cancelSubscription(deps: PaymentDeps, actor: UserActor): Promise<BillingView> {
  const userId = actor.user.id;
  if ((await teamRoleOf(deps.db, userId)) !== 'owner') throw new AppError('forbidden', TEAM_MESSAGES.onlyOwnerSubscribes);
  const wallet = await walletOfCaller(deps, userId);
  const subscriptionId = wallet.stripeSubscriptionId;
  if (!subscriptionId || wallet.subscriptionTier !== 'premium' || !subscriptionGrantsAccess(wallet.subscriptionStatus)) {
    throw new AppError('conflict', 'billing.noSubscription');
  }
  if (isLocalSubscription(subscriptionId)) {
    await cancelLocalSubscription(deps.db, wallet.id, subscriptionId);
  } else {
    if (!deps.stripe) throw new AppError('unavailable', 'billing.unavailable');
    try {
      // Setting the flag is idempotent by itself (no idempotency key: a later re-cancel must run).
      await deps.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    } catch (error) {
      logger.error('subscription cancel failed', { userId, error: describe(error) });
      throw new AppError('bad_gateway', 'billing.cancelFailed');
    }
  }
  return getBilling(deps, actor);
}
