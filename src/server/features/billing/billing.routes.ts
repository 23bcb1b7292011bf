import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { logger } from '../../lib/logger.ts';
import { refuse } from '../../lib/error-envelope.ts';
import { billingApi } from '../../../shared/contracts/billing.ts';
import { createCheckout } from './checkout.service.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { cancelLocalCheckout, getLocalCheckout, payLocalCheckout } from './local-checkout.service.ts';
import { cancelSubscription, createPortalSession, getBilling } from './billing.service.ts';
import { handleStripeWebhook } from './webhook.service.ts';
import { listPayments } from './payment-list.service.ts';
import { paymentNotices } from './payment-mails.ts';
import { refundPayment } from './refund.service.ts';
import { getPaymentOptions } from './payment-options.service.ts';
import { createStripeClient } from '../../integrations/stripe-client.ts';
import { createMobileMoneyProvider } from './mobile-money/mobile-money-provider.ts';
import { registerMobileMoneyRoutes } from './mobile-money/mobile-money.routes.ts';

export function registerBillingRoutes(app: Hono<AppEnv>, appDeps: Deps) {
  const { db, env } = appDeps;
  const deps: PaymentDeps = {
    db,
    env,
    stripe: createStripeClient(env),
    notices: paymentNotices(appDeps),
    mobileMoney: createMobileMoneyProvider(env),
  };
  if (!deps.stripe && env.NODE_ENV === 'production') {
    logger.warn('PAYMENTS_PROVIDER=local in production: purchases use the local test checkout and are free');
  }

  defineRoute(app, deps, billingApi.createCheckout, async (_c, { body, actor }) => {
    await enforceRateLimits(db, [{ key: `checkout:user:${actor.user.id}`, limit: 20, windowSeconds: 60 }], 'checkout.rateLimited');
    return createCheckout(deps, actor, body);
  });

  defineRoute(app, deps, billingApi.paymentOptions, (_c, { actor }) => getPaymentOptions({ db, env }, actor.user.id));

  app.use(billingApi.webhook.path, bodyLimit({ maxSize: 512 * 1024, onError: (c) => refuse(c, 'payload_too_large', 'common.payloadTooLarge') }));
  defineRoute(app, deps, billingApi.webhook, async (c) => {
    const outcome = await handleStripeWebhook(deps, { rawBody: await c.req.text(), signature: c.req.header('stripe-signature') });
    return { received: true as const, duplicate: outcome.status === 'duplicate' };
  });

  registerMobileMoneyRoutes(app, deps);

  defineRoute(app, deps, billingApi.localCheckout, (_c, { params, actor }) => getLocalCheckout(deps, actor, params));
  defineRoute(app, deps, billingApi.payLocalCheckout, (_c, { params, actor }) => payLocalCheckout(deps, actor, params));
  defineRoute(app, deps, billingApi.cancelLocalCheckout, (_c, { params, actor }) => cancelLocalCheckout(deps, actor, params));

  defineRoute(app, deps, billingApi.billing, (_c, { actor }) => getBilling(deps, actor));

  defineRoute(app, deps, billingApi.openPortal, async (_c, { actor }) => {
    await enforceRateLimits(db, [{ key: `billing-portal:user:${actor.user.id}`, limit: 5, windowSeconds: 600 }], 'billing.portalRateLimited');
    return createPortalSession(deps, actor);
  });

  defineRoute(app, deps, billingApi.cancelSubscription, (_c, { actor }) => cancelSubscription(deps, actor));

  defineRoute(app, deps, billingApi.adminPayments, (_c, { query }) => listPayments(deps, query));
  defineRoute(app, deps, billingApi.refundPayment, (_c, { params, actor }) => refundPayment(deps, actor, { id: params.paymentId }));
}
