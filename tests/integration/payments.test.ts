import { setWallet, walletOf } from '../helpers/wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { createTestApp, ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { FakeStripeServer, signedDelivery } from '../fixtures/stripe-server.ts';
import { payments, profiles, stripeEvents, userRoles } from '../../src/server/db/schema/index.ts';
import type { AdminPaymentDto, BillingView, CreateCheckoutResponse, LocalCheckoutView } from '../../src/shared/billing.ts';
import type { MeResponse } from '../../src/shared/api-types.ts';

const WEBHOOK_SECRET = 'whsec_test_payments_secret';
const PREMIUM_PRICE = 'price_premium_monthly';

let stripe: FakeStripeServer;
let s: TestApp; // Stripe mode, SDK pointed at the fake server
let l: TestApp; // local mode (no STRIPE_SECRET_KEY)

beforeAll(async () => {
  stripe = await new FakeStripeServer().start();
  stripe.prices.set(PREMIUM_PRICE, { unit_amount: 9900, currency: 'usd', product: 'prod_premium', recurring: { interval: 'month' } });
  [s, l] = await Promise.all([
    createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_PREMIUM: PREMIUM_PRICE,
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([s?.close(), l?.close()]);
  await stripe?.close();
});

type Account = Awaited<ReturnType<TestApp['signUp']>>;

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The person (their Stripe customer) with the wallet they spend (their organization's, decision 023). */
async function profileOf(t: TestApp, userId: string) {
  const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.id, userId));
  return { ...(await walletOf(t.deps.db, userId)), ...row! };
}

async function paymentOf(t: TestApp, sessionId: string) {
  const [row] = await t.deps.db.select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  return row!;
}

async function checkout(t: TestApp, account: Account, body: unknown) {
  return t.request('/api/payments/create-checkout', { method: 'POST', cookie: account.cookie, json: body });
}

async function startCheckout(t: TestApp, account: Account, tier: 'credits_20' | 'premium') {
  const response = await checkout(t, account, { tier });
  expect(response.status).toBe(200);
  return json<CreateCheckoutResponse>(response);
}

/** A webhook delivery as Stripe makes it: no Origin header, signed raw JSON body. */
function deliverRaw(payload: string, signature: string | null) {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' });
  if (signature !== null) headers.set('stripe-signature', signature);
  return s.app.request('/api/payments/webhook', { method: 'POST', body: payload, headers });
}

function deliver(event: unknown) {
  const { payload, signature } = signedDelivery(event, WEBHOOK_SECRET);
  return deliverRaw(payload, signature);
}

async function eventCount(t: TestApp, id: string) {
  return (await t.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).length;
}

/** Signs up, opens a Stripe checkout and has the fake Stripe complete it (not yet delivered). */
async function paidStripeSession(tier: 'credits_20' | 'premium', account?: Account) {
  const user = account ?? (await s.signUp());
  const { sessionId } = await startCheckout(s, user, tier);
  const session = stripe.completeSession(sessionId);
  return { user, sessionId, session };
}

describe('create-checkout (Stripe mode, real SDK against a fake Stripe)', () => {
  it('creates a customer and a payment-mode session with the catalogue price and the user id', async () => {
    const user = await s.signUp({ country: 'US' });
    const before = stripe.requests.length;
    const result = await startCheckout(s, user, 'credits_20');
    const calls = stripe.requests.slice(before);

    const customerCall = calls.find((r) => r.path === '/v1/customers')!;
    expect(customerCall.body).toMatchObject({ email: user.email, metadata: { userId: user.userId } });
    const customerId = (await profileOf(s, user.userId)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);

    const sessionCall = calls.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sessionCall.headers.authorization).toBe('Bearer sk_test_fake');
    expect(sessionCall.headers['idempotency-key']).toBeTruthy();
    expect(sessionCall.body).toMatchObject({
      mode: 'payment',
      customer: customerId,
      client_reference_id: user.userId,
      metadata: { userId: user.userId, plan: 'credits_20' },
      success_url: `${ORIGIN}/dashboard?checkout=success`,
      cancel_url: `${ORIGIN}/pricing`,
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '2000', product_data: { name: '20 Credits Pack' } } }],
      payment_intent_data: { metadata: { userId: user.userId, plan: 'credits_20' } },
    });
    expect(result.provider).toBe('stripe');
    expect(result.url).toBe(`https://checkout.stripe.test/c/pay/${result.sessionId}`);
    expect(await paymentOf(s, result.sessionId)).toMatchObject({
      userId: user.userId,
      provider: 'stripe',
      plan: 'credits_20',
      amountCents: 2000,
      currency: 'usd',
      status: 'pending',
    });
  });

  it('ignores a price, credits or mode sent by the browser', async () => {
    const user = await s.signUp({ country: 'US' });
    const response = await checkout(s, user, {
      tier: 'credits_20',
      price: 1,
      priceCents: 1,
      unit_amount: 1,
      amount: 1,
      credits: 5000,
      mode: 'subscription',
      currency: 'jpy',
    });
    expect(response.status).toBe(200);
    const { sessionId } = await json<CreateCheckoutResponse>(response);
    const sessionCall = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(sessionCall.body).toMatchObject({ mode: 'payment', line_items: [{ price_data: { unit_amount: '2000', currency: 'usd' } }] });
    expect(await paymentOf(s, sessionId)).toMatchObject({ amountCents: 2000, currency: 'usd' });

    // Paying it adds the catalogue's 20 credits, not the 5000 asked for.
    const session = stripe.completeSession(sessionId);
    expect((await deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
    expect((await profileOf(s, user.userId)).credits).toBe(22);
  });

  it('uses the configured Stripe price for Premium, subscription mode, one customer per user', async () => {
    const user = await s.signUp({ country: 'US' });
    await startCheckout(s, user, 'credits_20');
    const customersBefore = stripe.requestsTo('POST', '/v1/customers').length;
    const { sessionId } = await startCheckout(s, user, 'premium');
    expect(stripe.requestsTo('POST', '/v1/customers').length).toBe(customersBefore);
    const sessionCall = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(sessionCall.body).toMatchObject({
      mode: 'subscription',
      customer: (await profileOf(s, user.userId)).stripeCustomerId,
      line_items: [{ price: PREMIUM_PRICE, quantity: '1' }],
      metadata: { userId: user.userId, plan: 'premium' },
      subscription_data: { metadata: { userId: user.userId, plan: 'premium' } },
    });
    expect(await paymentOf(s, sessionId)).toMatchObject({ plan: 'premium', amountCents: 9900, status: 'pending' });
  });

  it('charges a Kenyan organization its KES list price through price_data, never the configured USD price', async () => {
    const user = await s.signUp({ country: 'KE' });
    const pack = await startCheckout(s, user, 'credits_20');
    expect(pack).toMatchObject({ amountMinor: 250000, currency: 'KES' });
    const packCall = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(packCall.body).toMatchObject({ mode: 'payment', line_items: [{ quantity: '1', price_data: { currency: 'kes', unit_amount: '250000' } }] });
    expect(packCall.body).not.toHaveProperty('allowed_payment_method_types');
    expect(await paymentOf(s, pack.sessionId)).toMatchObject({ method: 'card', amountCents: 250000, currency: 'kes', status: 'pending' });
    expect(stripe.sessions.get(pack.sessionId)).toMatchObject({ amount_total: 250000, currency: 'kes' });

    const premium = await startCheckout(s, user, 'premium');
    const premiumCall = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    const [item] = premiumCall.body.line_items as Record<string, unknown>[];
    expect(item).not.toHaveProperty('price');
    expect(item).toMatchObject({ price_data: { currency: 'kes', unit_amount: '1250000', recurring: { interval: 'month' } } });
    expect(await paymentOf(s, premium.sessionId)).toMatchObject({ amountCents: 1250000, currency: 'kes' });

    // Paid in KES as asked: the pack's 20 credits.
    const session = stripe.completeSession(pack.sessionId);
    expect((await deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
    expect((await profileOf(s, user.userId)).credits).toBe(22);
  });

  it('validates the plan, requires sign-in, and refuses Premium to a premium user', async () => {
    const user = await s.signUp();
    expect((await checkout(s, user, { tier: 'gold' })).status).toBe(400);
    expect((await checkout(s, user, {})).status).toBe(400);
    expect((await s.request('/api/payments/create-checkout', { method: 'POST', json: { tier: 'credits_20' } })).status).toBe(401);
    await setWallet(s.deps.db, user.userId, { subscriptionTier: 'premium' });
    const again = await checkout(s, user, { tier: 'premium' });
    expect(again.status).toBe(409);
    expect((await checkout(s, user, { tier: 'credits_20' })).status).toBe(200);
  });

  it('answers 502 with the spec message when Stripe fails, and stores nothing', async () => {
    const user = await s.signUp();
    await startCheckout(s, user, 'credits_20'); // customer exists now
    stripe.failNext = { path: /^\/v1\/checkout\/sessions$/, status: 400, message: 'Invalid currency' };
    const response = await checkout(s, user, { tier: 'credits_20' });
    expect(response.status).toBe(502);
    expect((await json<{ error: { message: string } }>(response)).error.message).toBe('Failed to start checkout. Please try again.');
    const rows = await s.deps.db.select().from(payments).where(eq(payments.userId, user.userId));
    expect(rows).toHaveLength(1);
  });
});

describe('webhook signature', () => {
  it('rejects a forged signature with 400 and changes nothing', async () => {
    const { user, session } = await paidStripeSession('credits_20');
    const event = stripe.event('checkout.session.completed', session);
    const forged = signedDelivery(event, 'whsec_attacker');
    const response = await deliverRaw(forged.payload, forged.signature);
    expect(response.status).toBe(400);
    expect((await profileOf(s, user.userId)).credits).toBe(2);
    expect(await eventCount(s, event.id)).toBe(0);
    expect((await paymentOf(s, session.id)).status).toBe('pending');
  });

  it('rejects a missing signature, a modified body and a stale timestamp', async () => {
    const { user, session } = await paidStripeSession('credits_20');
    const event = stripe.event('checkout.session.completed', session);
    const { payload, signature } = signedDelivery(event, WEBHOOK_SECRET);
    expect((await deliverRaw(payload, null)).status).toBe(400);
    // The same event with a lower amount, serialised the same way: built from the event rather than a
    // hard-coded "2000", so it stays a real tampering whatever currency the organization is charged in.
    const tampered = JSON.stringify({ ...event, data: { object: { ...(event.data.object as object), amount_total: 1 } } });
    expect(tampered).not.toBe(payload);
    expect(tampered.length).toBeLessThan(payload.length);
    expect((await deliverRaw(tampered, signature)).status).toBe(400);
    // Whitespace counts too: the signature covers the raw bytes, not the parsed JSON.
    expect((await deliverRaw(JSON.stringify(event, null, 2), signature)).status).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect((await deliverRaw(payload, stale)).status).toBe(400);
    expect((await profileOf(s, user.userId)).credits).toBe(2);
    expect(await eventCount(s, event.id)).toBe(0);
    // The genuine delivery still works afterwards.
    expect((await deliverRaw(payload, signature)).status).toBe(200);
    expect((await profileOf(s, user.userId)).credits).toBe(22);
  });
});

describe('credit pack fulfilment', () => {
  it('adds 20 credits once when the same event arrives twice', async () => {
    const { user, session } = await paidStripeSession('credits_20');
    const event = stripe.event('checkout.session.completed', session);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ received: true, duplicate: false });
    const second = await deliver(event);
    expect(second.status).toBe(200);
    expect(await json(second)).toEqual({ received: true, duplicate: true });
    expect((await profileOf(s, user.userId)).credits).toBe(22);
    expect(await paymentOf(s, session.id)).toMatchObject({ status: 'paid', creditsGranted: 20, paymentIntentId: session.payment_intent });
  });

  it('20 concurrent deliveries of one event have one effect', async () => {
    const { user, session } = await paidStripeSession('credits_20');
    const event = stripe.event('checkout.session.completed', session);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(responses.map((r) => json<{ duplicate: boolean }>(r)));
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect((await profileOf(s, user.userId)).credits).toBe(22);
    expect(await eventCount(s, event.id)).toBe(1);
  });

  it('two different events for one session (completed, then async success) grant once', async () => {
    const { user, session } = await paidStripeSession('credits_20');
    await deliver(stripe.event('checkout.session.completed', session));
    await deliver(stripe.event('checkout.session.async_payment_succeeded', session));
    expect((await profileOf(s, user.userId)).credits).toBe(22);
  });

  it('an unpaid completed session (delayed payment method) waits for async success', async () => {
    const user = await s.signUp();
    const { sessionId } = await startCheckout(s, user, 'credits_20');
    const session = stripe.completeSession(sessionId);
    await deliver(stripe.event('checkout.session.completed', { ...session, payment_status: 'unpaid' }));
    expect((await profileOf(s, user.userId)).credits).toBe(2);
    await deliver(stripe.event('checkout.session.async_payment_succeeded', session));
    expect((await profileOf(s, user.userId)).credits).toBe(22);
  });

  it('an expired session is marked cancelled and grants nothing', async () => {
    const user = await s.signUp();
    const { sessionId } = await startCheckout(s, user, 'credits_20');
    await deliver(stripe.event('checkout.session.expired', { ...stripe.sessions.get(sessionId)!, status: 'expired' }));
    expect((await paymentOf(s, sessionId)).status).toBe('cancelled');
    expect((await profileOf(s, user.userId)).credits).toBe(2);
  });
});

describe('refunds', () => {
  it('charge.refunded removes the pack credits, never below 0, once', async () => {
    const { user, session } = await paidStripeSession('credits_20');
    await deliver(stripe.event('checkout.session.completed', session));
    await setWallet(s.deps.db, user.userId, { credits: 5 }); // spent 17
    const charge = {
      id: 'ch_full_1',
      object: 'charge',
      amount: 2000,
      amount_refunded: 2000,
      refunded: true,
      payment_intent: session.payment_intent,
      currency: 'usd',
    };
    const refund = stripe.event('charge.refunded', charge);
    expect((await deliver(refund)).status).toBe(200);
    expect((await profileOf(s, user.userId)).credits).toBe(0);
    expect(await paymentOf(s, session.id)).toMatchObject({ status: 'refunded', creditsGranted: 0 });
    await setWallet(s.deps.db, user.userId, { credits: 3 });
    await deliver(refund);
    await deliver(stripe.event('charge.refunded', charge)); // a different event for the same refund
    expect((await profileOf(s, user.userId)).credits).toBe(3);
  });

  it('partial refunds take back a proportional share, cumulatively', async () => {
    const { user, session } = await paidStripeSession('credits_20');
    await deliver(stripe.event('checkout.session.completed', session));
    const charge = { id: 'ch_part_1', object: 'charge', amount: 2000, refunded: false, payment_intent: session.payment_intent };
    await deliver(stripe.event('charge.refunded', { ...charge, amount_refunded: 1000 }));
    expect((await profileOf(s, user.userId)).credits).toBe(12);
    expect(await paymentOf(s, session.id)).toMatchObject({ status: 'paid', creditsGranted: 10 });
    await deliver(stripe.event('charge.refunded', { ...charge, amount_refunded: 2000, refunded: true }));
    expect((await profileOf(s, user.userId)).credits).toBe(2);
    expect(await paymentOf(s, session.id)).toMatchObject({ status: 'refunded', creditsGranted: 0 });
  });

  it('a refund that overtakes its checkout event leaves the late checkout without credits', async () => {
    const { user, session } = await paidStripeSession('credits_20');
    const charge = { id: 'ch_early_1', object: 'charge', amount: 2000, amount_refunded: 2000, refunded: true, payment_intent: session.payment_intent };
    expect((await deliver(stripe.event('charge.refunded', charge))).status).toBe(200);
    expect(stripe.requestsTo('GET', '/v1/checkout/sessions').at(-1)!.query).toMatchObject({ payment_intent: session.payment_intent });
    expect((await paymentOf(s, session.id)).status).toBe('refunded');
    await deliver(stripe.event('checkout.session.completed', session));
    expect((await profileOf(s, user.userId)).credits).toBe(2);
  });
});

describe('Premium subscription events', () => {
  it('checkout completes Premium with the renewal date of the subscription', async () => {
    const { user, session } = await paidStripeSession('premium');
    expect((await deliver(stripe.event('checkout.session.completed', session))).status).toBe(200);
    const sub = stripe.subscriptions.get(session.subscription as string)!;
    const periodEnd = (sub.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end;
    const profile = await profileOf(s, user.userId);
    expect(profile).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active', stripeSubscriptionId: sub.id, credits: 2 });
    expect(profile.subscriptionRenewsAt!.getTime()).toBe(periodEnd * 1000);
    expect(await paymentOf(s, session.id)).toMatchObject({ status: 'paid', subscriptionId: sub.id, creditsGranted: 0 });
    const me = await json<MeResponse>(await s.request('/api/me', { cookie: user.cookie }));
    expect(me.profile.availableCredits).toBe(-1);
  });

  it('invoice.paid renews: Premium stays and the renewal date moves', async () => {
    const { user, session } = await paidStripeSession('premium');
    await deliver(stripe.event('checkout.session.completed', session));
    const sub = stripe.subscriptions.get(session.subscription as string)!;
    const nextEnd = Math.floor(Date.now() / 1000) + 61 * 86400;
    (sub.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end = nextEnd;
    const invoice = {
      id: 'in_renewal_1',
      object: 'invoice',
      customer: sub.customer,
      billing_reason: 'subscription_cycle',
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { object: 'list', data: [{ id: 'il_1', period: { start: nextEnd - 30 * 86400, end: nextEnd } }] },
    };
    expect((await deliver(stripe.event('invoice.paid', invoice))).status).toBe(200);
    const profile = await profileOf(s, user.userId);
    expect(profile.subscriptionTier).toBe('premium');
    expect(profile.subscriptionRenewsAt!.getTime()).toBe(nextEnd * 1000);
  });

  it('invoice.paid uses the invoice period when Stripe cannot be asked', async () => {
    const { user, session } = await paidStripeSession('premium');
    await deliver(stripe.event('checkout.session.completed', session));
    const sub = stripe.subscriptions.get(session.subscription as string)!;
    const nextEnd = Math.floor(Date.now() / 1000) + 45 * 86400;
    stripe.failNext = { path: /^\/v1\/subscriptions\//, status: 404, code: 'resource_missing' };
    const invoice = {
      id: 'in_renewal_2',
      object: 'invoice',
      customer: sub.customer,
      parent: { subscription_details: { subscription: sub.id, metadata: {} } },
      lines: { data: [{ period: { end: nextEnd } }] },
    };
    await deliver(stripe.event('invoice.paid', invoice));
    expect((await profileOf(s, user.userId)).subscriptionRenewsAt!.getTime()).toBe(nextEnd * 1000);
  });

  it('updated (cancel at period end) keeps Premium; deleted downgrades to free', async () => {
    const { user, session } = await paidStripeSession('premium');
    await deliver(stripe.event('checkout.session.completed', session));
    const sub = stripe.subscriptions.get(session.subscription as string)!;
    sub.cancel_at_period_end = true;
    await deliver(stripe.event('customer.subscription.updated', sub));
    expect((await profileOf(s, user.userId)).subscriptionTier).toBe('premium');
    sub.status = 'canceled';
    await deliver(stripe.event('customer.subscription.deleted', sub));
    expect(await profileOf(s, user.userId)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'canceled', subscriptionRenewsAt: null, credits: 2 });
    // A stale "active" update arriving afterwards cannot bring Premium back.
    await deliver(stripe.event('customer.subscription.updated', { ...sub, status: 'active' }));
    expect((await profileOf(s, user.userId)).subscriptionTier).toBe('free');
  });

  it('unpaid ends Premium; paying the invoice restores it', async () => {
    const { user, session } = await paidStripeSession('premium');
    await deliver(stripe.event('checkout.session.completed', session));
    const sub = stripe.subscriptions.get(session.subscription as string)!;
    sub.status = 'unpaid';
    await deliver(stripe.event('customer.subscription.updated', sub));
    expect((await profileOf(s, user.userId)).subscriptionTier).toBe('free');
    sub.status = 'active';
    await deliver(
      stripe.event('invoice.paid', {
        id: 'in_x',
        object: 'invoice',
        customer: sub.customer,
        parent: { subscription_details: { subscription: sub.id, metadata: sub.metadata } },
        lines: { data: [] },
      }),
    );
    expect((await profileOf(s, user.userId)).subscriptionTier).toBe('premium');
  });

  it('a subscription deleted before its checkout event arrives ends free', async () => {
    const { user, session } = await paidStripeSession('premium');
    const sub = stripe.subscriptions.get(session.subscription as string)!;
    sub.status = 'canceled';
    await deliver(stripe.event('customer.subscription.deleted', sub));
    await deliver(stripe.event('checkout.session.completed', session));
    expect(await profileOf(s, user.userId)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'canceled' });
    expect((await paymentOf(s, session.id)).status).toBe('paid'); // the money was received; the record says so
  });

  it('…even when Stripe cannot be asked about the subscription and the event says "active"', async () => {
    const { user, session } = await paidStripeSession('premium');
    const sub = stripe.subscriptions.get(session.subscription as string)!;
    sub.status = 'canceled';
    await deliver(stripe.event('customer.subscription.deleted', sub));
    stripe.failNext = { path: /^\/v1\/subscriptions\//, status: 404, code: 'resource_missing' };
    await deliver(stripe.event('checkout.session.completed', session));
    expect((await profileOf(s, user.userId)).subscriptionTier).toBe('free');
  });

  it('the end of an old subscription does not touch a newer active one', async () => {
    const first = await paidStripeSession('premium');
    await deliver(stripe.event('checkout.session.completed', first.session));
    const oldSub = stripe.subscriptions.get(first.session.subscription as string)!;
    oldSub.status = 'canceled';
    await deliver(stripe.event('customer.subscription.deleted', oldSub));
    const second = await paidStripeSession('premium', first.user);
    await deliver(stripe.event('checkout.session.completed', second.session));
    expect((await profileOf(s, first.user.userId)).subscriptionTier).toBe('premium');
    await deliver(stripe.event('customer.subscription.deleted', oldSub)); // replay under a new event id
    expect(await profileOf(s, first.user.userId)).toMatchObject({ subscriptionTier: 'premium', stripeSubscriptionId: second.session.subscription });
  });

  it('billing shows the portal link (created on request) and renewal; cancel sets cancel_at_period_end in Stripe', async () => {
    const { user, session } = await paidStripeSession('premium');
    await deliver(stripe.event('checkout.session.completed', session));
    const billing = await json<BillingView>(await s.request('/api/billing', { cookie: user.cookie }));
    expect(billing).toMatchObject({
      tier: 'premium',
      planName: 'Premium',
      status: 'active',
      provider: 'stripe',
      canCancel: true,
      cancelAtPeriodEnd: false,
      canManage: true,
    });
    const portal = await json<{ url: string }>(await s.request('/api/billing/portal', { method: 'POST', cookie: user.cookie }));
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(billing.renewsAt).toBeTruthy();
    expect(stripe.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.body).toMatchObject({ return_url: `${ORIGIN}/account` });

    const cancelled = await s.request('/api/billing/cancel-subscription', { method: 'POST', cookie: user.cookie });
    expect(cancelled.status).toBe(200);
    expect(await json(cancelled)).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: true, canCancel: false });
    expect(stripe.requestsTo('POST', `/v1/subscriptions/${session.subscription as string}`).at(-1)!.body).toEqual({ cancel_at_period_end: 'true' });
    expect((await profileOf(s, user.userId)).subscriptionTier).toBe('premium');
  });

  it('reading billing creates no portal session at Stripe; opening the portal does, rate-limited per user', async () => {
    const { user, session } = await paidStripeSession('premium');
    await deliver(stripe.event('checkout.session.completed', session));
    const portals = () => stripe.requestsTo('POST', '/v1/billing_portal/sessions').length;
    const before = portals();
    for (let i = 0; i < 5; i++) expect((await s.request('/api/billing', { cookie: user.cookie })).status).toBe(200);
    expect(portals()).toBe(before);

    const opened = [];
    for (let i = 0; i < 6; i++) opened.push((await s.request('/api/billing/portal', { method: 'POST', cookie: user.cookie })).status);
    expect(opened).toEqual([200, 200, 200, 200, 200, 429]);
    expect(portals()).toBe(before + 5);

    // Not a Stripe customer: nothing to open, and Stripe is not asked.
    const stranger = await s.signUp();
    expect((await json<BillingView>(await s.request('/api/billing', { cookie: stranger.cookie }))).canManage).toBe(false);
    expect((await s.request('/api/billing/portal', { method: 'POST', cookie: stranger.cookie })).status).toBe(409);
    expect((await s.request('/api/billing/portal', { method: 'POST' })).status).toBe(401);
    expect(portals()).toBe(before + 5);
  });

  it('local checkout routes do not exist in Stripe mode', async () => {
    const user = await s.signUp();
    const [row] = await s.deps.db
      .insert(payments)
      .values({ userId: user.userId, provider: 'local', plan: 'credits_20', amountCents: 2000, checkoutSessionId: 'cs_local_0123456789abcdef0123456789abcdef' })
      .returning();
    const pay = await s.request(`/api/checkout/local/${row!.checkoutSessionId}/pay`, { method: 'POST', cookie: user.cookie });
    expect(pay.status).toBe(404);
    expect((await profileOf(s, user.userId)).credits).toBe(2);
  });
});

describe('local checkout (no Stripe key)', () => {
  async function localSession(account: Account, tier: 'credits_20' | 'premium') {
    const result = await startCheckout(l, account, tier);
    expect(result.provider).toBe('local');
    expect(result.url).toBe(`${ORIGIN}/checkout/local/${result.sessionId}`);
    return result.sessionId;
  }
  const pay = (account: Account, id: string) => l.request(`/api/checkout/local/${id}/pay`, { method: 'POST', cookie: account.cookie });
  const cancel = (account: Account, id: string) => l.request(`/api/checkout/local/${id}/cancel`, { method: 'POST', cookie: account.cookie });

  it('creates a pending local session with the catalogue price and shows it to its owner only', async () => {
    const owner = await l.signUp({ country: 'US' });
    const other = await l.signUp();
    const id = await localSession(owner, 'credits_20');
    expect(await paymentOf(l, id)).toMatchObject({ provider: 'local', plan: 'credits_20', amountCents: 2000, status: 'pending', userId: owner.userId });
    const view = await l.request(`/api/checkout/local/${id}`, { cookie: owner.cookie });
    expect(view.status).toBe(200);
    expect(await json<LocalCheckoutView>(view)).toMatchObject({
      id,
      plan: 'credits_20',
      planName: '20 Credits Pack',
      priceCents: 2000,
      currency: 'usd',
      status: 'pending',
    });
    expect((await l.request(`/api/checkout/local/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await l.request(`/api/checkout/local/cs_local_nope`, { cookie: owner.cookie })).status).toBe(404);
    expect((await l.request(`/api/checkout/local/${id}`)).status).toBe(401);
  });

  it('Pay adds 20 credits through the webhook fulfilment, once, however often it is pressed', async () => {
    const user = await l.signUp();
    const id = await localSession(user, 'credits_20');
    const responses = await Promise.all(Array.from({ length: 10 }, () => pay(user, id)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await json<LocalCheckoutView>(await pay(user, id))).toMatchObject({ status: 'paid' });
    expect((await profileOf(l, user.userId)).credits).toBe(22);
    expect(await paymentOf(l, id)).toMatchObject({ status: 'paid', creditsGranted: 20 });
    expect(await eventCount(l, `evt_local_${id.replace('cs_local_', '')}`)).toBe(1);
    expect((await cancel(user, id)).status).toBe(409);
  });

  it("another user cannot pay or cancel someone else's session", async () => {
    const owner = await l.signUp();
    const thief = await l.signUp();
    const id = await localSession(owner, 'credits_20');
    expect((await pay(thief, id)).status).toBe(404);
    expect((await cancel(thief, id)).status).toBe(404);
    expect((await profileOf(l, thief.userId)).credits).toBe(2);
    expect((await profileOf(l, owner.userId)).credits).toBe(2);
    expect((await paymentOf(l, id)).status).toBe('pending');
  });

  it('Cancel marks the session cancelled and changes nothing else; it can no longer be paid', async () => {
    const user = await l.signUp();
    const id = await localSession(user, 'premium');
    const before = await profileOf(l, user.userId);
    const response = await cancel(user, id);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: 'cancelled' });
    expect((await cancel(user, id)).status).toBe(200);
    expect((await pay(user, id)).status).toBe(409);
    expect(await profileOf(l, user.userId)).toEqual(before);
  });

  it('Premium: pay, unlimited credits, no second Premium, cancel from the account ends it at once', async () => {
    const user = await l.signUp();
    const id = await localSession(user, 'premium');
    const otherTab = await localSession(user, 'premium');
    expect((await pay(user, id)).status).toBe(200);
    const profile = await profileOf(l, user.userId);
    expect(profile).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active', credits: 2 });
    expect(profile.stripeSubscriptionId).toMatch(/^sub_local_/);
    expect(profile.subscriptionRenewsAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);
    expect((await json<MeResponse>(await l.request('/api/me', { cookie: user.cookie }))).profile.availableCredits).toBe(-1);
    expect((await checkout(l, user, { tier: 'premium' })).status).toBe(409);
    expect((await pay(user, otherTab)).status).toBe(409);

    const billing = await json<BillingView>(await l.request('/api/billing', { cookie: user.cookie }));
    expect(billing).toMatchObject({ tier: 'premium', planName: 'Premium', provider: 'local', canCancel: true, canManage: false, cancelAtPeriodEnd: false });
    expect(billing.renewsAt).toBe(profile.subscriptionRenewsAt!.toISOString());

    expect((await l.request('/api/billing/cancel-subscription', { method: 'POST', cookie: user.cookie })).status).toBe(200);
    expect(await profileOf(l, user.userId)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'canceled', credits: 2 });
    expect(await json<BillingView>(await l.request('/api/billing', { cookie: user.cookie }))).toMatchObject({ tier: 'free', canCancel: false, renewsAt: null });
    expect((await l.request('/api/billing/cancel-subscription', { method: 'POST', cookie: user.cookie })).status).toBe(409);
    // The paid session replayed cannot bring the ended subscription back.
    expect((await pay(user, id)).status).toBe(200);
    expect((await profileOf(l, user.userId)).subscriptionTier).toBe('free');
  });

  it('the webhook endpoint is closed without a webhook secret', async () => {
    const response = await l.app.request('/api/payments/webhook', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(response.status).toBe(503);
  });
});

describe('admin payments', () => {
  it('lists payments for admins only, filtered by user', async () => {
    const signedUp = await l.signUp();
    await l.deps.db.insert(userRoles).values({ userId: signedUp.userId, role: 'admin' });
    // Admin operations need TOTP: enrolled through the real endpoints (the session is renewed).
    const admin = { ...signedUp, cookie: (await l.enrolTwoFactor(signedUp)).cookie };
    const buyer = await l.signUp({ country: 'US' });
    const id = await startCheckout(l, buyer, 'credits_20');
    await l.request(`/api/checkout/local/${id.sessionId}/pay`, { method: 'POST', cookie: buyer.cookie });
    expect((await l.request(`/api/admin/payments?userId=${buyer.userId}`, { cookie: buyer.cookie })).status).toBe(403);
    const response = await l.request(`/api/admin/payments?userId=${buyer.userId}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const { payments: list } = await json<{ payments: AdminPaymentDto[] }>(response);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      userId: buyer.userId,
      userEmail: buyer.email,
      plan: 'credits_20',
      amountCents: 2000,
      currency: 'usd',
      status: 'paid',
      provider: 'local',
      creditsGranted: 20,
    });
    const all = await json<{ payments: AdminPaymentDto[] }>(await l.request('/api/admin/payments', { cookie: admin.cookie }));
    expect(all.payments.length).toBeGreaterThanOrEqual(1);
  });

  it('documents every payments route with its role in the OpenAPI document', async () => {
    const doc = await json<{ paths: Record<string, Record<string, { 'x-role': string }>> }>(await l.request('/api/openapi.json'));
    expect(doc.paths['/api/payments/create-checkout']!.post!['x-role']).toBe('user');
    expect(doc.paths['/api/payments/webhook']!.post!['x-role']).toBe('public');
    expect(doc.paths['/api/checkout/local/{id}/pay']!.post!['x-role']).toBe('user');
    expect(doc.paths['/api/billing']!.get!['x-role']).toBe('user');
    expect(doc.paths['/api/admin/payments']!.get!['x-role']).toBe('admin');
  });
});
