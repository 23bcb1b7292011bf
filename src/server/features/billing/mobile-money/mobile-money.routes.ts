import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../../app-env.ts';
import { defineRoute } from '../../../lib/route.ts';
import { refuse } from '../../../lib/error-envelope.ts';
import { enforceRateLimits } from '../../../lib/rate-limit.ts';
import { billingApi } from '../../../../shared/contracts/billing.ts';
import { mobileMoneyDoubleApi } from '../../../../shared/contracts/mobile-money-double.ts';
import type { PaymentDeps } from '../payment-deps.ts';
import { handleFlutterwaveWebhook } from './flutterwave-webhook.service.ts';
import { FlutterwaveDouble } from './flutterwave-double.ts';
import { flutterwaveDoubleApi } from './flutterwave-double.routes.ts';
import { LOCAL_FLUTTERWAVE_PATH } from './mobile-money-provider.ts';

/** The Flutterwave webhook, and (MOBILE_MONEY_PROVIDER=local only) the double Flutterwave calls stand in for. */
export function registerMobileMoneyRoutes(app: Hono<AppEnv>, deps: PaymentDeps) {
  app.use(billingApi.flutterwaveWebhook.path, bodyLimit({ maxSize: 512 * 1024, onError: (c) => refuse(c, 'payload_too_large', 'common.payloadTooLarge') }));
  defineRoute(app, deps, billingApi.flutterwaveWebhook, async (c) => {
    const outcome = await handleFlutterwaveWebhook(deps, { rawBody: await c.req.text(), signature: c.req.header('flutterwave-signature') });
    return { received: true as const, duplicate: outcome.status === 'duplicate' };
  });

  const provider = deps.mobileMoney;
  if (provider?.id !== 'local') return;
  const { APP_URL } = deps.env;
  const double = new FlutterwaveDouble({
    secretKey: provider.secretKey,
    webhookSecret: provider.webhookSecret,
    appUrl: APP_URL,
    webhookUrl: `${APP_URL}${billingApi.flutterwaveWebhook.path}`,
  });
  app.route(LOCAL_FLUTTERWAVE_PATH, flutterwaveDoubleApi(double));
  const view = (ref: string) => double.view(double.findByRef(ref));
  defineRoute(app, deps, mobileMoneyDoubleApi.checkout, (_c, { params }) => view(params.ref));
  defineRoute(app, deps, mobileMoneyDoubleApi.requestPayment, (_c, { params, body }) => double.requestPayment(params.ref, body));
  // Settling delivers webhooks to this same server: limited so a script cannot loop it.
  const settle = async (ref: string, outcome: 'approve' | 'decline', address: string) => {
    await enforceRateLimits(deps.db, [{ key: `mobile-money-double:${address}`, limit: 30, windowSeconds: 60 }], 'checkout.rateLimited');
    return double.settle(ref, outcome);
  };
  defineRoute(app, deps, mobileMoneyDoubleApi.approve, (_c, { params, actor }) => settle(params.ref, 'approve', actor.addressHash));
  defineRoute(app, deps, mobileMoneyDoubleApi.decline, (_c, { params, actor }) => settle(params.ref, 'decline', actor.addressHash));
}
