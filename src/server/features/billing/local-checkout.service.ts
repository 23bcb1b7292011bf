import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UserActor } from '../../actor.ts';
import { organizations, payments } from '../../db/schema/index.ts';
import { PRICING } from '../../../shared/pricing.ts';
import { AppError } from '../../lib/app-error.ts';
import { fulfilEvent, type FulfilmentEvent } from './fulfilment.service.ts';
import type { PaymentDeps } from './payment-deps.ts';
import type { LocalCheckoutView } from '../../../shared/billing.ts';

/**
 * The offline stand-in for Stripe's hosted checkout (no STRIPE_SECRET_KEY). Pay builds the events
 * Stripe would send and runs them through the same fulfilment: for a card, checkout.session.completed
 * (paid); for Pix, completed while the money is still to come, then async_payment_succeeded. Their
 * ids are derived from the session, so paying twice has one effect.
 */
type PaymentRow = typeof payments.$inferSelect;

const SUFFIX = /^cs_local_/;

/**
 * The local checkout exists only while Stripe is not configured: once it is, old test sessions
 * can no longer be paid for free.
 */
function localOnly(deps: Pick<PaymentDeps, 'stripe'>) {
  if (deps.stripe) throw new AppError('not_found', 'checkout.notFound');
}

async function findOwnLocalPayment(db: Db, userId: string, sessionId: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutSessionId, sessionId), eq(payments.provider, 'local')))
    .limit(1);
  // Someone else's session answers exactly like a missing one.
  if (!row || row.userId !== userId) throw new AppError('not_found', 'checkout.notFound');
  return row;
}

function toView(row: PaymentRow): LocalCheckoutView {
  const plan = PRICING[row.plan];
  return {
    id: row.checkoutSessionId,
    method: row.method,
    plan: plan.id,
    planName: plan.name,
    mode: plan.mode,
    priceCents: row.amountCents,
    currency: row.currency,
    priceLabel: plan.priceLabel,
    features: plan.features,
    status: row.status,
    pixCode: row.method === 'pix' ? localPixCode(row.checkoutSessionId) : null,
  };
}

/**
 * Stands in for the code Stripe's page shows (a BR Code starting "000201…"): plainly a test value,
 * so nobody mistakes it for one a bank would pay, and stable per session, as a real code is.
 */
export function localPixCode(checkoutSessionId: string) {
  return `PIX-TEST-${checkoutSessionId.replace(SUFFIX, '').toUpperCase()}-NOT-PAYABLE`;
}

export async function getLocalCheckout(deps: Pick<PaymentDeps, 'db' | 'stripe'>, actor: UserActor, input: { id: string }) {
  localOnly(deps);
  return toView(await findOwnLocalPayment(deps.db, actor.user.id, input.id));
}

function addOneMonth(from: Date) {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The checkout.session.completed event Stripe would send for this session once paid. */
export function buildLocalCheckoutEvent(row: PaymentRow, now = new Date()): FulfilmentEvent {
  const key = row.checkoutSessionId.replace(SUFFIX, '');
  return { id: `evt_local_${key}`, type: 'checkout.session.completed', created: epochSeconds(now), data: { object: localSession(row, now, 'paid') } };
}

/**
 * What Stripe sends for a Pix payment, in order: checkout.session.completed once the buyer has the
 * code (payment_status 'unpaid': nothing is granted yet), then async_payment_succeeded when the bank
 * confirms. Both ids derive from the session, so a second press finds them taken.
 */
export function buildLocalPixEvents(row: PaymentRow, now = new Date()): [FulfilmentEvent, FulfilmentEvent] {
  const key = row.checkoutSessionId.replace(SUFFIX, '');
  const created = epochSeconds(now);
  return [
    { id: `evt_local_${key}`, type: 'checkout.session.completed', created, data: { object: localSession(row, now, 'unpaid') } },
    { id: `evt_local_${key}_paid`, type: 'checkout.session.async_payment_succeeded', created, data: { object: localSession(row, now, 'paid') } },
  ];
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The Checkout Session object Stripe puts in those events. */
function localSession(row: PaymentRow, now: Date, paymentStatus: 'paid' | 'unpaid') {
  const plan = PRICING[row.plan];
  const key = row.checkoutSessionId.replace(SUFFIX, '');
  const metadata = { userId: row.userId ?? '', organizationId: row.organizationId ?? '', plan: plan.id, paymentId: row.id };
  return {
    id: row.checkoutSessionId,
    object: 'checkout.session',
    mode: plan.mode,
    status: 'complete',
    payment_status: paymentStatus,
    payment_method_types: [row.method === 'pix' ? 'pix' : 'card'],
    client_reference_id: row.userId,
    customer: null,
    metadata,
    amount_total: row.amountCents,
    currency: row.currency,
    payment_intent: plan.mode === 'payment' ? `pi_local_${key}` : null,
    subscription:
      plan.mode === 'subscription'
        ? {
            id: `sub_local_${key}`,
            object: 'subscription',
            status: 'active',
            customer: null,
            metadata,
            cancel_at_period_end: false,
            items: { data: [{ current_period_end: epochSeconds(addOneMonth(now)), price: { product: 'prod_local_premium' } }] },
          }
        : null,
  };
}

async function walletTier(db: Db, organizationId: string | null) {
  if (!organizationId) return null;
  const [wallet] = await db.select({ tier: organizations.subscriptionTier }).from(organizations).where(eq(organizations.id, organizationId));
  return wallet?.tier ?? null;
}

export async function payLocalCheckout(deps: Pick<PaymentDeps, 'db' | 'stripe' | 'notices'>, actor: UserActor, input: { id: string }) {
  localOnly(deps);
  const { db } = deps;
  const userId = actor.user.id;
  const row = await findOwnLocalPayment(db, userId, input.id);
  if (row.status === 'paid') return toView(row);
  if (row.status !== 'pending') throw new AppError('conflict', 'checkout.cancelled');
  if (PRICING[row.plan].mode === 'subscription' && (await walletTier(db, row.organizationId)) === 'premium') {
    throw new AppError('conflict', 'checkout.alreadyPremium');
  }
  const events = row.method === 'pix' ? buildLocalPixEvents(row) : [buildLocalCheckoutEvent(row)];
  // In Stripe's order: a Pix payment is granted by its second event only.
  for (const event of events) await fulfilEvent(db, event, deps.notices);
  return toView(await findOwnLocalPayment(db, userId, input.id));
}

export async function cancelLocalCheckout(deps: Pick<PaymentDeps, 'db' | 'stripe'>, actor: UserActor, input: { id: string }) {
  localOnly(deps);
  const { db } = deps;
  const row = await findOwnLocalPayment(db, actor.user.id, input.id);
  if (row.status === 'cancelled') return toView(row);
  // Only a pending session can be cancelled; the guard in the WHERE makes a racing Pay win cleanly.
  const [updated] = await db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
    .returning();
  if (!updated) throw new AppError('conflict', 'checkout.alreadyPaid');
  return toView(updated);
}

/** Ends a local "subscription" at once, through the same event Stripe sends when one is deleted. */
export function buildLocalSubscriptionDeletedEvent(organizationId: string, subscriptionId: string, now = new Date()): FulfilmentEvent {
  return {
    id: `evt_local_cancel_${subscriptionId}`,
    type: 'customer.subscription.deleted',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: subscriptionId,
        object: 'subscription',
        status: 'canceled',
        customer: null,
        cancel_at_period_end: false,
        metadata: { organizationId, plan: 'premium' },
      },
    },
  };
}

export async function cancelLocalSubscription(db: Db, organizationId: string, subscriptionId: string) {
  await fulfilEvent(db, buildLocalSubscriptionDeletedEvent(organizationId, subscriptionId));
}

export const isLocalSubscription = (id: string | null | undefined) => !!id && id.startsWith('sub_local_');
