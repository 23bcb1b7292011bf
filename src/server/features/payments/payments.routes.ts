import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { logger } from '../../lib/logger.ts';
import { payments, profiles } from '../../db/schema/index.ts';
import { newestFirst } from '../../db/order.ts';
import { createCheckout, type PaymentDeps } from './checkout.service.ts';
import { cancelLocalCheckout, getLocalCheckout, payLocalCheckout } from './local-checkout.service.ts';
import { cancelSubscription, createPortalSession, getBilling } from './billing.service.ts';
import { handleStripeWebhook } from './webhook.service.ts';
import { createStripeClient } from '../../integrations/stripe-client.ts';
import { adminPaymentsQuery, createCheckoutSchema, localSessionParams, type AdminPaymentDto } from './payment-dtos.ts';

const WEBHOOK_PATH = '/api/payments/webhook';

export function registerPaymentRoutes(app: Hono<AppEnv>, appDeps: Deps) {
  const { db, env } = appDeps;
  const deps: PaymentDeps = { db, env, stripe: createStripeClient(env) };
  if (!deps.stripe && env.NODE_ENV === 'production') {
    logger.warn('PAYMENTS_PROVIDER=local in production: purchases use the local test checkout and are free');
  }

  // The local checkout exists only while Stripe is not configured: once it is, old test sessions
  // can no longer be paid for free.
  const localOnly = () => {
    if (deps.stripe) throw new AppError('not_found', 'Checkout session not found.');
  };

  defineRoute(
    app,
    deps,
    { method: 'post', path: '/api/payments/create-checkout', role: 'user', tag: 'payments', summary: 'Start a checkout for a plan (price and credits from the server catalogue); returns the checkout URL', body: createCheckoutSchema, responses: { 409: 'Already Premium', 502: 'Stripe unavailable' } },
    async (c, { body, user }) => {
      await enforceRateLimits(db, [{ key: `checkout:user:${user.id}`, limit: 20, windowSeconds: 60 }], 'Too many checkout attempts. Please wait a minute and try again.');
      return c.json(await createCheckout(deps, user, body.tier));
    },
  );

  app.use(WEBHOOK_PATH, bodyLimit({ maxSize: 512 * 1024, onError: (c) => c.json({ error: { code: 'payload_too_large', message: 'Payload too large' } }, 413) }));
  defineRoute(
    app,
    deps,
    {
      method: 'post',
      path: WEBHOOK_PATH,
      role: 'public',
      tag: 'payments',
      summary: 'Stripe webhook (Stripe-Signature verified on the raw body; each event applied once)',
      rawBody: { contentTypes: ['application/json'], description: 'A Stripe event, exactly as Stripe sent it' },
      responses: { 503: 'Webhooks not configured, or a retryable condition' },
    },
    async (c) => {
      const outcome = await handleStripeWebhook(deps, await c.req.text(), c.req.header('stripe-signature'));
      return c.json({ received: true, duplicate: outcome.status === 'duplicate' });
    },
  );

  defineRoute(
    app,
    deps,
    { method: 'get', path: '/api/checkout/local/:id', role: 'user', tag: 'payments', summary: 'A local test checkout session of the signed-in user (plan, price, status)', params: localSessionParams, responses: { 404: 'Not found or not yours' } },
    async (c, { params, user }) => {
      localOnly();
      return c.json(await getLocalCheckout(db, user.id, params.id));
    },
  );

  defineRoute(
    app,
    deps,
    { method: 'post', path: '/api/checkout/local/:id/pay', role: 'user', tag: 'payments', summary: 'Pay a local test checkout (same fulfilment as a verified Stripe webhook; idempotent)', params: localSessionParams, responses: { 404: 'Not found or not yours', 409: 'Cancelled, or already Premium' } },
    async (c, { params, user }) => {
      localOnly();
      return c.json(await payLocalCheckout(db, user.id, params.id));
    },
  );

  defineRoute(
    app,
    deps,
    { method: 'post', path: '/api/checkout/local/:id/cancel', role: 'user', tag: 'payments', summary: 'Cancel a pending local test checkout (changes nothing else)', params: localSessionParams, responses: { 404: 'Not found or not yours', 409: 'Already paid' } },
    async (c, { params, user }) => {
      localOnly();
      return c.json(await cancelLocalCheckout(db, user.id, params.id));
    },
  );

  defineRoute(
    app,
    deps,
    { method: 'get', path: '/api/billing', role: 'user', tag: 'payments', summary: 'Plan, subscription status and renewal date of the signed-in user (creates nothing at Stripe)' },
    async (c, { user }) => c.json(await getBilling(deps, user.id)),
  );

  defineRoute(
    app,
    deps,
    { method: 'post', path: '/api/billing/portal', role: 'user', tag: 'payments', summary: 'Open the Stripe customer portal: creates a portal session and returns its URL (rate-limited per user)', responses: { 404: 'Payments run on the local test checkout', 409: 'Not a Stripe customer yet', 429: 'Too many requests', 502: 'Stripe unavailable' } },
    async (c, { user }) => {
      await enforceRateLimits(db, [{ key: `billing-portal:user:${user.id}`, limit: 5, windowSeconds: 600 }], 'Too many attempts to open subscription management. Please wait a few minutes and try again.');
      return c.json(await createPortalSession(deps, user.id));
    },
  );

  defineRoute(
    app,
    deps,
    { method: 'post', path: '/api/billing/cancel-subscription', role: 'user', tag: 'payments', summary: 'Cancel Premium (local: ends now; Stripe: at the end of the paid period)', responses: { 409: 'No active subscription', 502: 'Stripe unavailable' } },
    async (c, { user }) => c.json(await cancelSubscription(deps, user.id)),
  );

  defineRoute(
    app,
    deps,
    { method: 'get', path: '/api/admin/payments', role: 'admin', tag: 'admin', summary: 'Payments, newest first, optionally of one user', query: adminPaymentsQuery },
    async (c, { query }) => {
      const rows = await db
        .select({ payment: payments, userEmail: profiles.email })
        .from(payments)
        .leftJoin(profiles, eq(profiles.id, payments.userId))
        .where(query.userId ? eq(payments.userId, query.userId) : undefined)
        .orderBy(...newestFirst(payments.createdAt, payments.id))
        .limit(query.limit);
      const result: AdminPaymentDto[] = rows.map(({ payment: p, userEmail }) => ({
        id: p.id,
        userId: p.userId,
        userEmail,
        provider: p.provider,
        plan: p.plan,
        amountCents: p.amountCents,
        currency: p.currency,
        status: p.status,
        creditsGranted: p.creditsGranted,
        checkoutSessionId: p.checkoutSessionId,
        paymentIntentId: p.paymentIntentId,
        subscriptionId: p.subscriptionId,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
      }));
      return c.json({ payments: result });
    },
  );
}
