import { and, eq, sql } from 'drizzle-orm';
import { organizationOf } from '../team/wallet.ts';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { organizations, payments, profiles, stripeEvents } from '../../db/schema/index.ts';
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

/**
 * What the buyer is told, written in the fulfilment's own transaction (the mail outbox takes a tx):
 * a receipt exists exactly when the payment took effect, once however often the event is delivered.
 */
export interface PaymentNotices {
  paid(tx: Tx, paymentId: string): Promise<void>;
  refunded(tx: Tx, paymentId: string, creditsRemoved: number): Promise<void>;
}

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
  /** The wallet the checkout was for (set by our server when it created the session). */
  metadataOrganizationId: string | null;
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
    metadataOrganizationId: sub.metadata.organizationId ?? null,
  };
}

/** Reads a subscription object from an API response or event into a snapshot (throws if malformed). */
export function parseSubscription(object: unknown) {
  return toSubscriptionSnapshot(subscriptionSchema.parse(object));
}

function parsePlan(value: string | undefined): PlanId | null {
  return (PLAN_IDS as readonly string[]).includes(value ?? '') ? (value as PlanId) : null;
}

export async function fulfilEvent(db: Db, event: FulfilmentEvent, notices?: PaymentNotices): Promise<FulfilmentOutcome> {
  const outcome = await db.transaction(async (tx): Promise<FulfilmentOutcome> => {
    // The unique event id is the lock: a concurrent delivery of the same event waits here for
    // this transaction, then finds the id taken. A rollback frees the id for Stripe's retry.
    const claimed = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (claimed.length === 0) return { status: 'duplicate' };
    return { status: 'processed', effect: await applyEvent(tx, event, notices) };
  });
  logger.info('payment event', { eventId: event.id, type: event.type, ...outcome });
  return outcome;
}

async function applyEvent(tx: Tx, event: FulfilmentEvent, notices: PaymentNotices | undefined): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutPaid(tx, checkoutSessionSchema.parse(event.data.object), notices);
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
      return chargeRefunded(tx, chargeSchema.parse(event.data.object), event.context?.checkoutSessionId, notices);
    default:
      return 'ignored_event_type';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The organization whose wallet an object pays for: whoever's wallet follows the subscription now,
 * then the organization our server put in the metadata, then (sessions from before wallets moved to
 * organizations) the organization of the user in the metadata, then of the Stripe customer's person.
 */
async function resolveWallet(
  tx: Tx,
  refs: { organizationIds?: (string | null | undefined)[]; userIds?: (string | null | undefined)[]; customerId?: string | null; subscriptionId?: string },
) {
  if (refs.subscriptionId) {
    const [holder] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.stripeSubscriptionId, refs.subscriptionId)).limit(1);
    if (holder) return holder.id;
  }
  for (const id of refs.organizationIds ?? []) {
    if (!id || !UUID.test(id)) continue;
    const [row] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).limit(1);
    if (row) return row.id;
  }
  for (const id of refs.userIds ?? []) {
    if (!id) continue;
    const [row] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationOf(id)))
      .limit(1);
    if (row) return row.id;
  }
  if (refs.customerId) {
    const [row] = await tx
      .select({ id: organizations.id })
      .from(profiles)
      .innerJoin(organizations, eq(organizations.id, organizationOf(sql`${profiles.id}`)))
      .where(eq(profiles.stripeCustomerId, refs.customerId))
      .limit(1);
    if (row) return row.id;
  }
  return null;
}

/** The paying person's Stripe customer is remembered on their own profile (never on a wallet). */
async function rememberCustomer(tx: Tx, userId: string | null, customerId: string | null | undefined) {
  if (!userId || !customerId) return;
  await tx
    .update(profiles)
    .set({ stripeCustomerId: sql`coalesce(${profiles.stripeCustomerId}, ${customerId})` })
    .where(eq(profiles.id, userId));
}

async function lockPaymentBySession(tx: Tx, checkoutSessionId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.checkoutSessionId, checkoutSessionId)).for('update');
  return row;
}

async function checkoutPaid(tx: Tx, session: z.infer<typeof checkoutSessionSchema>, notices: PaymentNotices | undefined): Promise<string> {
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return 'awaiting_payment';
  let payment = await lockPaymentBySession(tx, session.id);
  if (!payment) {
    // A session we have no row for (row lost, or created outside the app): rebuild it from the
    // metadata we attached when creating the session, which Stripe signed back to us.
    const plan = parsePlan(session.metadata.plan);
    const userId = session.metadata.userId ?? session.client_reference_id ?? null;
    const organizationId = await resolveWallet(tx, {
      organizationIds: [session.metadata.organizationId],
      userIds: [session.metadata.userId, session.client_reference_id],
      customerId: session.customer,
    });
    const [buyer] = userId ? await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)) : [];
    if (!plan || !organizationId) {
      logger.warn('checkout session without a known wallet or plan', { sessionId: session.id });
      return 'ignored_unknown_session';
    }
    await tx
      .insert(payments)
      .values({
        userId: buyer?.id ?? null,
        organizationId,
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
  // What was paid must be what the checkout asked for: a changed amount or currency grants nothing.
  if (!paidAsAsked(payment, session)) {
    logger.warn('payment amount differs from its checkout', {
      sessionId: session.id,
      expected: `${payment.amountCents} ${payment.currency}`,
      paid: `${session.amount_total} ${session.currency}`,
    });
    return 'ignored_amount_mismatch';
  }
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
  // The receipt, in this transaction: once, since a payment already paid returned above.
  await notices?.paid(tx, payment.id);
  const organizationId = payment.organizationId ?? (payment.userId ? await resolveWallet(tx, { userIds: [payment.userId] }) : null);
  if (!organizationId) return 'paid_user_deleted';
  await rememberCustomer(tx, payment.userId, session.customer);

  if (plan.mode === 'payment') {
    // A pack tops up the wallet the checkout was started for (a manager's buys the team's).
    const updated = await tx
      .update(organizations)
      .set({ credits: sql`${organizations.credits} + ${plan.credits}` })
      .where(eq(organizations.id, organizationId))
      .returning({ id: organizations.id });
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
          metadataUserId: payment.userId,
          metadataOrganizationId: organizationId,
        };
  return applySubscription(tx, organizationId, { ...snapshot, customerId: snapshot.customerId ?? session.customer ?? null });
}

function paidAsAsked(payment: { amountCents: number; currency: string }, session: { amount_total?: number | null; currency?: string | null }) {
  if (session.amount_total != null && session.amount_total !== payment.amountCents) return false;
  return !session.currency || session.currency.toLowerCase() === payment.currency.toLowerCase();
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
  const organizationId = await resolveWallet(tx, {
    subscriptionId: snapshot.id,
    organizationIds: [snapshot.metadataOrganizationId],
    userIds: [snapshot.metadataUserId],
    customerId: snapshot.customerId,
  });
  if (!organizationId) return 'ignored_unknown_customer';
  return applySubscription(tx, organizationId, snapshot);
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
          metadataOrganizationId: null,
        }
      : toSubscriptionSnapshot(ref);
  if (!snapshot.periodEnd) snapshot.periodEnd = paidUntil;
  const organizationId = await resolveWallet(tx, {
    subscriptionId: snapshot.id,
    organizationIds: [details?.metadata.organizationId, snapshot.metadataOrganizationId],
    userIds: [details?.metadata.userId, snapshot.metadataUserId],
    customerId: invoice.customer ?? snapshot.customerId,
  });
  if (!organizationId) return 'ignored_unknown_customer';
  return applySubscription(tx, organizationId, snapshot);
}

/**
 * Sets the organization's wallet from a subscription's state. The wallet remembers the subscription
 * it follows (stripe_subscription_id + subscription_status), which makes late and reordered events
 * harmless: a subscription that has ended never grants Premium again, and the end of an older
 * subscription does not touch a newer active one. The paying customer stays on the payer's profile.
 */
export async function applySubscription(tx: Tx, organizationId: string, snapshot: SubscriptionSnapshot): Promise<string> {
  const [wallet] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
  if (!wallet) return 'ignored_no_profile';
  const same = wallet.stripeSubscriptionId === snapshot.id;
  if (same && TERMINAL_STATUSES.has(wallet.subscriptionStatus ?? '')) return 'ignored_subscription_already_ended';

  if (ACCESS_STATUSES.has(snapshot.status)) {
    await tx
      .update(organizations)
      .set({
        subscriptionTier: 'premium',
        stripeSubscriptionId: snapshot.id,
        subscriptionStatus: snapshot.status,
        subscriptionRenewsAt: snapshot.periodEnd ?? (same ? wallet.subscriptionRenewsAt : null),
        stripeProductId: snapshot.productId ?? wallet.stripeProductId,
      })
      .where(eq(organizations.id, organizationId));
    return `premium_${snapshot.status}`;
  }

  const otherActive = !same && wallet.stripeSubscriptionId !== null && ACCESS_STATUSES.has(wallet.subscriptionStatus ?? '');
  if (otherActive) return 'ignored_other_subscription_active';
  const ended = ENDED_STATUSES.has(snapshot.status);
  // Ending the subscription that gave Premium downgrades; ending one that never did (its checkout
  // event has not arrived yet) only records it, so that late checkout cannot grant Premium.
  const downgrade = ended && same && wallet.subscriptionTier === 'premium';
  await tx
    .update(organizations)
    .set({
      stripeSubscriptionId: snapshot.id,
      subscriptionStatus: snapshot.status,
      subscriptionRenewsAt: ended ? null : wallet.subscriptionRenewsAt,
      ...(downgrade ? { subscriptionTier: 'free' as const } : {}),
    })
    .where(eq(organizations.id, organizationId));
  return downgrade ? 'premium_ended' : `subscription_${snapshot.status}_recorded`;
}

async function chargeRefunded(tx: Tx, charge: z.infer<typeof chargeSchema>, checkoutSessionId: string | undefined, notices: PaymentNotices | undefined) {
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
    if (!full) throw new AppError('unavailable', 'webhook.refundBeforePayment');
    await tx
      .update(payments)
      .set({ status: 'refunded', paymentIntentId: charge.payment_intent ?? payment.paymentIntentId, creditsGranted: 0, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    await notices?.refunded(tx, payment.id, 0);
    return 'refunded_before_fulfilment';
  }

  // amount_refunded is cumulative, so each refund event sets how many of the pack's credits the
  // payment still grants; replays and several partial refunds never take back more than once.
  const keep = full ? 0 : Math.max(0, plan.credits - Math.ceil((plan.credits * charge.amount_refunded) / charge.amount));
  const remove = Math.max(0, payment.creditsGranted - keep);
  const walletId = payment.organizationId ?? (payment.userId ? await resolveWallet(tx, { userIds: [payment.userId] }) : null);
  if (remove > 0 && walletId) {
    await tx
      .update(organizations)
      .set({ credits: sql`greatest(${organizations.credits} - ${remove}, 0)` })
      .where(eq(organizations.id, walletId));
  }
  await tx
    .update(payments)
    .set({ status: full ? 'refunded' : 'paid', creditsGranted: Math.min(keep, payment.creditsGranted), updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  // A replayed or unchanged refund tells nobody anything new.
  if (remove > 0 || full) await notices?.refunded(tx, payment.id, remove);
  return `credits_removed:${remove}`;
}
