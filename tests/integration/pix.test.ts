import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { walletOf } from '../helpers/wallet.ts';
import { FakeStripeServer, signedDelivery } from '../fixtures/stripe-server.ts';
import { payments, stripeEvents } from '../../src/server/db/schema/index.ts';
import { fulfilEvent } from '../../src/server/features/billing/fulfilment.service.ts';
import { buildLocalPixEvents, localPixCode } from '../../src/server/features/billing/local-checkout.service.ts';
import type { CreateCheckoutResponse, LocalCheckoutView } from '../../src/shared/billing.ts';

// Pix (Brazil) through Stripe Checkout: a one-off payment in reais that Stripe confirms later.
// checkout.session.completed arrives with payment_status 'unpaid'; the bank's answer follows as
// async_payment_succeeded or async_payment_failed. Only a signed, in-window, as-asked success grants.

const WEBHOOK_SECRET = 'whsec_test_pix_secret';

let stripe: FakeStripeServer;
let s: TestApp; // Stripe mode, Pix enabled
let off: TestApp; // Stripe mode, PIX_ENABLED=false
let l: TestApp; // local mode (no Stripe key): Pix on by default

beforeAll(async () => {
  stripe = await new FakeStripeServer().start();
  const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url };
  [s, off, l] = await Promise.all([
    createTestApp({ ...stripeEnv, PIX_ENABLED: 'true' }),
    createTestApp({ ...stripeEnv, PIX_ENABLED: 'false' }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([s?.close(), off?.close(), l?.close()]);
  await stripe?.close();
});

type Account = Awaited<ReturnType<TestApp['signUp']>>;

const brazilian = (t: TestApp) => t.signUp({ country: 'BR' });

function checkout(t: TestApp, account: Account, body: unknown) {
  return t.request('/api/payments/create-checkout', { method: 'POST', cookie: account.cookie, json: body });
}

async function startPix(t: TestApp, account: Account) {
  const response = await checkout(t, account, { tier: 'credits_20', method: 'pix' });
  expect(response.status).toBe(200);
  return (await response.json()) as CreateCheckoutResponse;
}

async function paymentOf(t: TestApp, sessionId: string) {
  const [row] = await t.deps.db.select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  return row!;
}

const creditsOf = async (t: TestApp, userId: string) => (await walletOf(t.deps.db, userId)).credits;
const eventCount = async (t: TestApp, id: string) => (await t.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).length;

/** A webhook delivery as Stripe makes it: no Origin header, the raw signed body. */
function deliverRaw(payload: string, signature: string) {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature });
  return s.app.request('/api/payments/webhook', { method: 'POST', body: payload, headers });
}

async function deliver(event: unknown, options: { secret?: string; timestamp?: number } = {}) {
  const { payload, signature } = signedDelivery(event, options.secret ?? WEBHOOK_SECRET, { timestamp: options.timestamp });
  const response = await deliverRaw(payload, signature);
  return { status: response.status, body: (await response.json()) as unknown };
}

const secondsAgo = (seconds: number) => Math.floor(Date.now() / 1000) - seconds;

describe('Pix checkout through Stripe', () => {
  it('asks Stripe for a Pix-only session in reais at the price-list amount, with a one-hour code', async () => {
    const owner = await brazilian(s);
    const result = await startPix(s, owner);
    expect(result).toMatchObject({ provider: 'stripe', amountMinor: 10990, currency: 'BRL' });

    const call = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(call.body).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['pix'],
      payment_method_options: { pix: { expires_after_seconds: '3600' } },
      line_items: [{ quantity: '1', price_data: { currency: 'brl', unit_amount: '10990', product_data: { name: '20 Credits Pack' } } }],
      metadata: { userId: owner.userId, plan: 'credits_20' },
      payment_intent_data: { metadata: { userId: owner.userId, plan: 'credits_20' } },
      success_url: `${ORIGIN}/dashboard?checkout=success`,
    });
    expect(stripe.sessions.get(result.sessionId)).toMatchObject({ amount_total: 10990, currency: 'brl', payment_method_types: ['pix'] });
    expect(await paymentOf(s, result.sessionId)).toMatchObject({ provider: 'stripe', method: 'pix', amountCents: 10990, currency: 'brl', status: 'pending' });
  });

  it('a card checkout of the same Brazilian organization stays a card checkout in reais', async () => {
    const owner = await brazilian(s);
    const response = await checkout(s, owner, { tier: 'premium' });
    expect(response.status).toBe(200);
    const call = stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(call.body).not.toHaveProperty('allowed_payment_method_types');
    expect(call.body).not.toHaveProperty('payment_method_options');
    expect(call.body).toMatchObject({ mode: 'subscription', line_items: [{ price_data: { currency: 'brl', unit_amount: '52990' } }] });
  });

  it('completed while unpaid grants nothing; the async success grants 20 credits once', async () => {
    const owner = await brazilian(s);
    const { sessionId } = await startPix(s, owner);

    const completed = stripe.completeAsyncSession(sessionId);
    expect(completed.data.object).toMatchObject({ payment_status: 'unpaid', status: 'complete' });
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await creditsOf(s, owner.userId)).toBe(2);
    expect(await paymentOf(s, sessionId)).toMatchObject({ status: 'pending', creditsGranted: 0 });

    const succeeded = stripe.settleAsyncSession(sessionId, 'succeeded');
    expect(await deliver(succeeded)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await creditsOf(s, owner.userId)).toBe(22);
    expect(await paymentOf(s, sessionId)).toMatchObject({
      status: 'paid',
      creditsGranted: 20,
      paymentIntentId: (succeeded.data.object as { payment_intent: string }).payment_intent,
    });

    // Stripe redelivers: the same event is a duplicate, and the earlier unpaid one changes nothing either.
    expect(await deliver(succeeded)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await creditsOf(s, owner.userId)).toBe(22);
    expect(await eventCount(s, succeeded.id)).toBe(1);
  });

  it('async_payment_failed (the code lapsed unpaid) cancels the pending payment and grants nothing', async () => {
    const owner = await brazilian(s);
    const { sessionId } = await startPix(s, owner);
    await deliver(stripe.completeAsyncSession(sessionId));
    const failed = stripe.settleAsyncSession(sessionId, 'failed');
    expect(failed.type).toBe('checkout.session.async_payment_failed');
    expect((await deliver(failed)).status).toBe(200);
    expect(await paymentOf(s, sessionId)).toMatchObject({ status: 'cancelled', creditsGranted: 0 });
    expect(await creditsOf(s, owner.userId)).toBe(2);
  });

  it('a signed success whose amount or currency differs from the checkout grants nothing', async () => {
    const owner = await brazilian(s);
    const { sessionId } = await startPix(s, owner);
    await deliver(stripe.completeAsyncSession(sessionId));
    const succeeded = stripe.settleAsyncSession(sessionId, 'succeeded');
    const session = succeeded.data.object as Record<string, unknown>;

    const cheaper = { ...succeeded, id: `${succeeded.id}_cheaper`, data: { object: { ...session, amount_total: 1099 } } };
    expect((await deliver(cheaper)).status).toBe(200);
    const inDollars = { ...succeeded, id: `${succeeded.id}_usd`, data: { object: { ...session, currency: 'usd' } } };
    expect((await deliver(inDollars)).status).toBe(200);
    expect(await creditsOf(s, owner.userId)).toBe(2);
    expect(await paymentOf(s, sessionId)).toMatchObject({ status: 'pending', creditsGranted: 0 });

    // The genuine event still grants afterwards.
    await deliver(succeeded);
    expect(await creditsOf(s, owner.userId)).toBe(22);
  });

  it('a wrong signature or a timestamp older than 300 s is a 400 and grants nothing; inside the window it counts', async () => {
    const owner = await brazilian(s);
    const { sessionId } = await startPix(s, owner);
    await deliver(stripe.completeAsyncSession(sessionId));
    const succeeded = stripe.settleAsyncSession(sessionId, 'succeeded');

    expect((await deliver(succeeded, { secret: 'whsec_attacker' })).status).toBe(400);
    expect((await deliver(succeeded, { timestamp: secondsAgo(301) })).status).toBe(400);
    expect((await deliver(succeeded, { timestamp: secondsAgo(3600) })).status).toBe(400);
    expect(await creditsOf(s, owner.userId)).toBe(2);
    expect(await eventCount(s, succeeded.id)).toBe(0);
    expect((await paymentOf(s, sessionId)).status).toBe('pending');

    expect((await deliver(succeeded, { timestamp: secondsAgo(240) })).status).toBe(200);
    expect(await creditsOf(s, owner.userId)).toBe(22);
  });

  it('refuses Pix for Premium, when PIX_ENABLED=false, and outside reais, without asking Stripe', async () => {
    const sessionsAsked = () => stripe.requestsTo('POST', '/v1/checkout/sessions').length;
    const before = sessionsAsked();

    const owner = await brazilian(s);
    const premium = await checkout(s, owner, { tier: 'premium', method: 'pix' });
    expect(premium.status).toBe(400);
    expect(await premium.json()).toMatchObject({ error: { code: 'invalid_input' } });

    const disabled = await checkout(off, await brazilian(off), { tier: 'credits_20', method: 'pix' });
    expect(disabled.status).toBe(400);

    const kenyan = await s.signUp({ country: 'KE' });
    expect((await checkout(s, kenyan, { tier: 'credits_20', method: 'pix' })).status).toBe(400);
    const american = await s.signUp({ country: 'US' });
    expect((await checkout(s, american, { tier: 'credits_20', method: 'pix' })).status).toBe(400);

    expect(sessionsAsked()).toBe(before);
    const rows = await s.deps.db.select().from(payments).where(eq(payments.method, 'pix'));
    expect(rows.filter((row) => [owner.userId, kenyan.userId, american.userId].includes(row.userId ?? ''))).toHaveLength(0);
  });
});

describe('Pix in the local checkout (no Stripe key)', () => {
  const view = async (account: Account, id: string) =>
    (await (await l.request(`/api/checkout/local/${id}`, { cookie: account.cookie })).json()) as LocalCheckoutView;
  const pay = (account: Account, id: string) => l.request(`/api/checkout/local/${id}/pay`, { method: 'POST', cookie: account.cookie });
  const keyOf = (id: string) => id.replace('cs_local_', '');

  it('opens a local Pix session in reais with a test copy-and-paste code', async () => {
    const owner = await brazilian(l);
    const result = await startPix(l, owner);
    expect(result).toMatchObject({ provider: 'local', amountMinor: 10990, currency: 'BRL' });
    expect(result.url).toBe(`${ORIGIN}/checkout/local/${result.sessionId}`);
    expect(await view(owner, result.sessionId)).toMatchObject({
      method: 'pix',
      plan: 'credits_20',
      priceCents: 10990,
      currency: 'brl',
      status: 'pending',
      pixCode: localPixCode(result.sessionId),
    });
    expect(localPixCode(result.sessionId)).toMatch(/^PIX-TEST-[0-9A-F]{32}-NOT-PAYABLE$/);
    // A card session carries no Pix code.
    const card = await checkout(l, owner, { tier: 'credits_20' });
    expect(await view(owner, ((await card.json()) as CreateCheckoutResponse).sessionId)).toMatchObject({ method: 'card', pixCode: null });
  });

  it('the first event (completed, unpaid) grants nothing on its own', async () => {
    const owner = await brazilian(l);
    const { sessionId } = await startPix(l, owner);
    const [completed, succeeded] = buildLocalPixEvents(await paymentOf(l, sessionId));
    expect(completed).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { payment_status: 'unpaid', amount_total: 10990, currency: 'brl' } },
    });
    expect(succeeded).toMatchObject({ type: 'checkout.session.async_payment_succeeded', data: { object: { payment_status: 'paid' } } });
    expect(await fulfilEvent(l.deps.db, completed)).toEqual({ status: 'processed', effect: 'awaiting_payment' });
    expect(await creditsOf(l, owner.userId)).toBe(2);
    expect((await paymentOf(l, sessionId)).status).toBe('pending');

    // Pressing the test button afterwards sends the rest of the sequence.
    expect((await pay(owner, sessionId)).status).toBe(200);
    expect(await creditsOf(l, owner.userId)).toBe(22);
  });

  it('"I paid with Pix" grants the pack through both events, once however often it is pressed', async () => {
    const owner = await brazilian(l);
    const { sessionId } = await startPix(l, owner);
    const responses = await Promise.all(Array.from({ length: 5 }, () => pay(owner, sessionId)));
    expect(responses.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await (await pay(owner, sessionId)).json()) as LocalCheckoutView).toMatchObject({ status: 'paid', method: 'pix' });
    expect(await creditsOf(l, owner.userId)).toBe(22);
    expect(await paymentOf(l, sessionId)).toMatchObject({ status: 'paid', creditsGranted: 20, paymentIntentId: `pi_local_${keyOf(sessionId)}` });
    expect(await eventCount(l, `evt_local_${keyOf(sessionId)}`)).toBe(1);
    expect(await eventCount(l, `evt_local_${keyOf(sessionId)}_paid`)).toBe(1);
    // A paid Pix session can no longer be cancelled.
    expect((await l.request(`/api/checkout/local/${sessionId}/cancel`, { method: 'POST', cookie: owner.cookie })).status).toBe(409);
  });

  it('Cancel works as for a card: nothing granted, and it can no longer be paid', async () => {
    const owner = await brazilian(l);
    const { sessionId } = await startPix(l, owner);
    const cancelled = await l.request(`/api/checkout/local/${sessionId}/cancel`, { method: 'POST', cookie: owner.cookie });
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', method: 'pix' });
    expect((await pay(owner, sessionId)).status).toBe(409);
    expect(await creditsOf(l, owner.userId)).toBe(2);
  });
});
