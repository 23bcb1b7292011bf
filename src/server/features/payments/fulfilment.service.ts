import { and, eq, sql } from 'drizzle-orm';
import { walletOf } from '../team/wallet.ts';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { payments, profiles, stripeEvents } from '../../db/schema/index.ts';
import { PLAN_IDS, PRICING, type PlanId } from '../../../shared/pricing.ts';
import { AppError } from '../../lib/app-error.ts';
import { logger } from '../../lib/logger.ts';

/**
 * The one fulfilment path. A verified Stripe webhook and the local checkout's Pay button both hand
 * an event of Stripe's shape to `fulfilEvent`, which records the event id and applies its effect in
 * one transaction: a replayed event finds its id taken and changes nothing.
 */
export interface FulfilmentEvent {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
  /** Facts the webhook looked up from Stripe's API before processing (never from the request). */
  context?: { checkoutSessionId?: string };
}

export type FulfilmentOutcome = { status: 'processed'; effect: string } | { status: 'duplicate' };

/** Subscription statuses that keep Premium (past_due: Stripe is still retrying the card). */
const ACCESS_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Statuses that end Premium. */
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);
/** Statuses a subscription never leaves: a late "active" event for it is stale. */
const TERMINAL_STATUSES = new Set(['canceled', 'incomplete_expired']);

export const subscriptionGrantsAccess = (status: string | null | undefined) => ACCESS_STATUSES.has(status ?? '');

// Stripe objects are read through schemas of the few fields we use, so an API-version change in an
// unrelated field cannot break fulfilment, and a missing field fails loudly instead of silently.
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});

const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  customer: idOf.nullish(),
  metadata: metadataSchema,
  cancel_at_period_end: z.boolean().nullish(),
  // Before API 2025-03-31 the period lived on the subscription; since then on its items.
  current_period_end: z.number().nullish(),
  items: z
    .object({
      data: z.array(z.object({ current_period_end: z.number().nullish(), price: z.object({ product: idOf.nullish() }).nullish() })),
    })
    .nullish(),
});
type StripeSubscription = z.infer<typeof subscriptionSchema>;
const subscriptionRef = z.union([z.string(), subscriptionSchema]);

const checkoutSessionSchema = z.object({
  id: z.string(),
  mode: z.string(),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  metadata: metadataSchema,
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_intent: idOf.nullish(),
  subscription: subscriptionRef.nullish(),
});

const invoiceSchema = z.object({
  id: z.string(),
  customer: idOf.nullish(),
  // Before API 2025-03-31: invoice.subscription; since: invoice.parent.subscription_details.
  subscription: subscriptionRef.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: subscriptionRef, metadata: metadataSchema }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }).nullish() })) }).nullish(),
});

const chargeSchema = z.object({
  id: z.string(),
  payment_intent: idOf.nullish(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  refunded: z.boolean(),
});

export interface SubscriptionSnapshot {
  id: string;
  status: string;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  productId: string | null;
  customerId: string | null;
  metadataUserId: string | null;
}

function epochToDate(seconds: number | null | undefined) {
  return typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null;
}

export function toSubscriptionSnapshot(sub: StripeSubscription): SubscriptionSnapshot {
  const itemEnds = (sub.items?.data ?? []).map((i) => i.current_period_end).filter((n): n is number => typeof n === 'number');
  return {
    id: sub.id,
    status: sub.status,
    periodEnd: epochToDate(sub.current_period_end ?? (itemEnds.length ? Math.max(...itemEnds) : null)),
    cancelAtPeriodEnd: sub.cancel_at_period_end ?? false,
    productId: sub.items?.data[0]?.price?.product ?? null,
    customerId: sub.customer ?? null,
    metadataUserId: sub.metadata.userId ?? null,
  };
}

/** Reads a subscription object from an API response or event into a snapshot (throws if malformed). */
export function parseSubscription(object: unknown) {
  return toSubscriptionSnapshot(subscriptionSchema.parse(object));
}

function parsePlan(value: string | undefined): PlanId | null {
  return (PLAN_IDS as readonly string[]).includes(value ?? '') ? (value as PlanId) : null;
}

export async function fulfilEvent(db: Db, event: FulfilmentEvent): Promise<FulfilmentOutcome> {
  const outcome = await db.transaction(async (tx): Promise<FulfilmentOutcome> => {
    // The unique event id is the lock: a concurrent delivery of the same event waits here for
    // this transaction, then finds the id taken. A rollback frees the id for Stripe's retry.
    const claimed = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (claimed.length === 0) return { status: 'duplicate' };
    return { status: 'processed', effect: await applyEvent(tx, event) };
  });
  logger.info('payment event', { eventId: event.id, type: event.type, ...outcome });
  return outcome;
}

async function applyEvent(tx: Tx, event: FulfilmentEvent): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutPaid(tx, checkoutSessionSchema.parse(event.data.object));
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return checkoutFailed(tx, checkoutSessionSchema.parse(event.data.object));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return subscriptionChanged(tx, subscriptionSchema.parse(event.data.object));
    case 'invoice.paid':
      return invoicePaid(tx, invoiceSchema.parse(event.data.object));
    case 'charge.refunded':
      return chargeRefunded(tx, chargeSchema.parse(event.data.object), event.context?.checkoutSessionId);
    default:
      return 'ignored_event_type';
  }
}

/**
 * The user an object belongs to: whoever holds the subscription now (a team's ownership, and its
 * plan, can move to another member), then our own ids from metadata, then the Stripe customer.
 */
async function resolveUserId(tx: Tx, candidates: (string | null | undefined)[], customerId: string | null | undefined, subscriptionId?: string) {
  if (subscriptionId) {
    const [holder] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.stripeSubscriptionId, subscriptionId)).limit(1);
    if (holder) return holder.id;
  }
  for (const id of candidates) {
    if (!id) continue;
    const [row] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id)).limit(1);
    if (row) return row.id;
  }
  if (customerId) {
    const [row] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.stripeCustomerId, customerId)).limit(1);
    if (row) return row.id;
  }
  return null;
}

async function lockPaymentBySession(tx: Tx, checkoutSessionId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.checkoutSessionId, checkoutSessionId)).for('update');
  return row;
}

async function checkoutPaid(tx: Tx, session: z.infer<typeof checkoutSessionSchema>): Promise<string> {
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return 'awaiting_payment';
  let payment = await lockPaymentBySession(tx, session.id);
  if (!payment) {
    // A session we have no row for (row lost, or created outside the app): rebuild it from the
    // metadata we attached when creating the session, which Stripe signed back to us.
    const plan = parsePlan(session.metadata.plan);
    const userId = await resolveUserId(tx, [session.metadata.userId, session.client_reference_id], session.customer);
    if (!plan || !userId) {
      logger.warn('checkout session without a known user or plan', { sessionId: session.id });
      return 'ignored_unknown_session';
    }
    await tx
      .insert(payments)
      .values({
        userId,
        provider: 'stripe',
        plan,
        amountCents: session.amount_total ?? PRICING[plan].priceCents,
        currency: session.currency ?? PRICING[plan].currency,
        checkoutSessionId: session.id,
      })
      .onConflictDoNothing();
    payment = (await lockPaymentBySession(tx, session.id))!;
  }
  if (payment.status === 'paid') return 'already_fulfilled';
  if (payment.status === 'refunded') return 'ignored_refunded_before_fulfilment';
  const plan = PRICING[payment.plan];
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
  await tx
    .update(payments)
    .set({
      status: 'paid',
      paymentIntentId: session.payment_intent ?? payment.paymentIntentId,
      subscriptionId,
      creditsGranted: plan.credits > 0 ? plan.credits : 0,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
  const userId = payment.userId;
  if (!userId) return 'paid_user_deleted';

  if (plan.mode === 'payment') {
    // A pack bought by a team's manager tops up the team's wallet; the buyer's Stripe customer is
    // remembered only on the buyer's own profile.
    const updated = await tx
      .update(profiles)
      .set({
        credits: sql`${profiles.credits} + ${plan.credits}`,
        stripeCustomerId: sql`case when ${profiles.id} = ${userId} then coalesce(${profiles.stripeCustomerId}, ${session.customer ?? null}) else ${profiles.stripeCustomerId} end`,
      })
      .where(eq(profiles.id, walletOf(userId)))
      .returning({ id: profiles.id });
    return updated.length ? `credits_added:${plan.credits}` : 'paid_user_deleted';
  }

  if (!subscriptionId) {
    logger.error('subscription checkout without a subscription id', { sessionId: session.id });
    return 'ignored_missing_subscription';
  }
  // Expanded (fetched from Stripe, or built by the local checkout): its real status wins.
  // Only an id: the session is paid, so the subscription started active.
  const snapshot: SubscriptionSnapshot =
    typeof session.subscription === 'object' && session.subscription
      ? toSubscriptionSnapshot(session.subscription)
      : {
          id: subscriptionId,
          status: 'active',
          periodEnd: null,
          cancelAtPeriodEnd: false,
          productId: null,
          customerId: session.customer ?? null,
          metadataUserId: userId,
        };
  return applySubscription(tx, userId, { ...snapshot, customerId: snapshot.customerId ?? session.customer ?? null });
}

async function checkoutFailed(tx: Tx, session: z.infer<typeof checkoutSessionSchema>) {
  const updated = await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(payments.checkoutSessionId, session.id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return updated.length ? 'payment_cancelled' : 'ignored_not_pending';
}

async function subscriptionChanged(tx: Tx, subscription: StripeSubscription) {
  const snapshot = toSubscriptionSnapshot(subscription);
  const userId = await resolveUserId(tx, [snapshot.metadataUserId], snapshot.customerId, snapshot.id);
  if (!userId) return 'ignored_unknown_customer';
  return applySubscription(tx, userId, snapshot);
}

async function invoicePaid(tx: Tx, invoice: z.infer<typeof invoiceSchema>) {
  const details = invoice.parent?.subscription_details;
  const ref = details?.subscription ?? invoice.subscription;
  if (!ref) return 'ignored_not_subscription';
  const lineEnds = (invoice.lines?.data ?? []).map((l) => l.period?.end).filter((n): n is number => typeof n === 'number');
  const paidUntil = epochToDate(lineEnds.length ? Math.max(...lineEnds) : null);
  const snapshot: SubscriptionSnapshot =
    typeof ref === 'string'
      ? {
          id: ref,
          status: 'active',
          periodEnd: paidUntil,
          cancelAtPeriodEnd: false,
          productId: null,
          customerId: invoice.customer ?? null,
          metadataUserId: null,
        }
      : toSubscriptionSnapshot(ref);
  if (!snapshot.periodEnd) snapshot.periodEnd = paidUntil;
  const userId = await resolveUserId(tx, [details?.metadata.userId, snapshot.metadataUserId], invoice.customer ?? snapshot.customerId, snapshot.id);
  if (!userId) return 'ignored_unknown_customer';
  return applySubscription(tx, userId, snapshot);
}

/**
 * Sets the profile from a subscription's state. The profile remembers the subscription it follows
 * (stripe_subscription_id + subscription_status), which makes late and reordered events harmless:
 * a subscription that has ended never grants Premium again, and the end of an older subscription
 * does not touch a newer active one.
 */
export async function applySubscription(tx: Tx, userId: string, snapshot: SubscriptionSnapshot): Promise<string> {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  if (!profile) return 'ignored_no_profile';
  const same = profile.stripeSubscriptionId === snapshot.id;
  if (same && TERMINAL_STATUSES.has(profile.subscriptionStatus ?? '')) return 'ignored_subscription_already_ended';
  const customer = profile.stripeCustomerId ?? snapshot.customerId;

  if (ACCESS_STATUSES.has(snapshot.status)) {
    await tx
      .update(profiles)
      .set({
        subscriptionTier: 'premium',
        stripeSubscriptionId: snapshot.id,
        subscriptionStatus: snapshot.status,
        subscriptionRenewsAt: snapshot.periodEnd ?? (same ? profile.subscriptionRenewsAt : null),
        stripeProductId: snapshot.productId ?? profile.stripeProductId,
        stripeCustomerId: customer,
      })
      .where(eq(profiles.id, userId));
    return `premium_${snapshot.status}`;
  }

  const otherActive = !same && profile.stripeSubscriptionId !== null && ACCESS_STATUSES.has(profile.subscriptionStatus ?? '');
  if (otherActive) return 'ignored_other_subscription_active';
  const ended = ENDED_STATUSES.has(snapshot.status);
  // Ending the subscription that gave Premium downgrades; ending one that never did (its checkout
  // event has not arrived yet) only records it, so that late checkout cannot grant Premium.
  const downgrade = ended && same && profile.subscriptionTier === 'premium';
  await tx
    .update(profiles)
    .set({
      stripeSubscriptionId: snapshot.id,
      subscriptionStatus: snapshot.status,
      subscriptionRenewsAt: ended ? null : profile.subscriptionRenewsAt,
      stripeCustomerId: customer,
      ...(downgrade ? { subscriptionTier: 'free' as const } : {}),
    })
    .where(eq(profiles.id, userId));
  return downgrade ? 'premium_ended' : `subscription_${snapshot.status}_recorded`;
}

async function chargeRefunded(tx: Tx, charge: z.infer<typeof chargeSchema>, checkoutSessionId: string | undefined) {
  let payment = charge.payment_intent
    ? (await tx.select().from(payments).where(eq(payments.paymentIntentId, charge.payment_intent)).for('update'))[0]
    : undefined;
  if (!payment && checkoutSessionId) payment = await lockPaymentBySession(tx, checkoutSessionId);
  if (!payment) return 'ignored_unknown_charge';
  const plan = PRICING[payment.plan];
  // Subscription money is handled by the subscription's own events (cancel ends Premium).
  if (plan.mode !== 'payment') return 'ignored_subscription_charge';
  if (payment.status === 'refunded') return 'already_refunded';

  const full = charge.refunded || charge.amount_refunded >= charge.amount;
  if (payment.status !== 'paid') {
    // The refund overtook its checkout event. A full refund settles it: the late checkout event
    // will find the payment refunded and grant nothing. A partial one needs the grant first, so
    // refuse for now and let Stripe redeliver.
    if (!full) throw new AppError('unavailable', 'Refund arrived before its payment was fulfilled; retry later.');
    await tx
      .update(payments)
      .set({ status: 'refunded', paymentIntentId: charge.payment_intent ?? payment.paymentIntentId, creditsGranted: 0, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    return 'refunded_before_fulfilment';
  }

  // amount_refunded is cumulative, so each refund event sets how many of the pack's credits the
  // payment still grants; replays and several partial refunds never take back more than once.
  const keep = full ? 0 : Math.max(0, plan.credits - Math.ceil((plan.credits * charge.amount_refunded) / charge.amount));
  const remove = Math.max(0, payment.creditsGranted - keep);
  if (remove > 0 && payment.userId) {
    await tx
      .update(profiles)
      .set({ credits: sql`greatest(${profiles.credits} - ${remove}, 0)` })
      .where(eq(profiles.id, walletOf(payment.userId)));
  }
  await tx
    .update(payments)
    .set({ status: full ? 'refunded' : 'paid', creditsGranted: Math.min(keep, payment.creditsGranted), updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  return `credits_removed:${remove}`;
}
