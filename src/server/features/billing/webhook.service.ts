import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { payments, stripeEvents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { logger } from '../../lib/logger.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { fulfilEvent, type FulfilmentEvent, type FulfilmentOutcome } from './fulfilment.service.ts';
import { verifyWebhook } from '../../integrations/stripe-client.ts';

/**
 * A Stripe webhook delivery: verify the signature on the raw body, skip an event already
 * processed, bring subscription state up to date, then run the shared fulfilment.
 */
export async function handleStripeWebhook(deps: PaymentDeps, input: { rawBody: string; signature: string | undefined }): Promise<FulfilmentOutcome> {
  const { rawBody, signature } = input;
  const secret = deps.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError('unavailable', 'webhook.notConfigured');
  if (!signature) throw new AppError('invalid_input', 'webhook.missingSignature');
  let event: Stripe.Event;
  try {
    event = verifyWebhook(deps.stripe, rawBody, signature, secret);
  } catch {
    throw new AppError('invalid_input', 'webhook.invalidSignature');
  }
  // Cheap early exit for redeliveries (the unique id inside fulfilEvent is what guarantees once).
  const [seen] = await deps.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)).limit(1);
  if (seen) return { status: 'duplicate' };
  return fulfilEvent(deps.db, await withLatestState(deps, event), deps.notices);
}

async function retrieveSubscription(stripe: Stripe, id: string) {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    logger.warn('subscription refresh failed; using the event data', { subscriptionId: id, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/**
 * Stripe does not deliver events in order. For subscriptions we apply the subscription's current
 * state fetched from Stripe rather than the (possibly stale) copy inside the event, and a refund
 * that overtakes its checkout event is tied to its checkout session.
 */
async function withLatestState(deps: PaymentDeps, event: Stripe.Event): Promise<FulfilmentEvent> {
  const base: FulfilmentEvent = { id: event.id, type: event.type, created: event.created, data: { object: event.data.object } };
  const stripe = deps.stripe;
  if (!stripe) return base;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode !== 'subscription' || typeof session.subscription !== 'string') return base;
      const subscription = await retrieveSubscription(stripe, session.subscription);
      return subscription ? { ...base, data: { object: { ...session, subscription } } } : base;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const subscription = await retrieveSubscription(stripe, event.data.object.id);
      return subscription ? { ...base, data: { object: subscription } } : base;
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const legacy = (invoice as unknown as { subscription?: string | Stripe.Subscription | null }).subscription;
      const ref = details?.subscription ?? legacy;
      if (typeof ref !== 'string') return base;
      const subscription = await retrieveSubscription(stripe, ref);
      if (!subscription) return base;
      const object = details ? { ...invoice, parent: { ...invoice.parent, subscription_details: { ...details, subscription } } } : { ...invoice, subscription };
      return { ...base, data: { object } };
    }
    case 'charge.refunded': {
      const paymentIntent = event.data.object.payment_intent;
      const id = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
      if (!id) return base;
      const [known] = await deps.db.select({ id: payments.id }).from(payments).where(eq(payments.paymentIntentId, id)).limit(1);
      if (known) return base;
      try {
        const sessions = await stripe.checkout.sessions.list({ payment_intent: id, limit: 1 });
        const session = sessions.data[0];
        return session ? { ...base, context: { checkoutSessionId: session.id } } : base;
      } catch (error) {
        // Unknown payment: let Stripe redeliver rather than risk granting credits after a refund.
        logger.warn('checkout session lookup for a refund failed', { paymentIntent: id, error: error instanceof Error ? error.message : String(error) });
        throw new AppError('unavailable', 'webhook.lookupFailed');
      }
    }
    default:
      return base;
  }
}
