import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serve } from '@hono/node-server';
import { cookieFrom, createTestApp, ORIGIN, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { freePort } from '../helpers/loopback.ts';
import { walletOf } from '../helpers/wallet.ts';
import { payments } from '../../src/server/db/schema/index.ts';
import type { FlutterwaveDouble } from '../../src/server/features/billing/mobile-money/flutterwave-double.ts';
import { serveFlutterwaveDouble } from '../../src/server/features/billing/mobile-money/flutterwave-double.routes.ts';
import { refundMobileMoneyPayment } from '../../src/server/features/billing/mobile-money/mobile-money-refund.service.ts';
import type { PaymentDeps } from '../../src/server/features/billing/payment-deps.ts';
import { createMobileMoneyProvider } from '../../src/server/features/billing/mobile-money/mobile-money-provider.ts';
import type { CreateCheckoutResponse } from '../../src/shared/billing.ts';
import type { MobileMoneyCheckoutView } from '../../src/shared/mobile-money-checkout.ts';

// Mobile money through Flutterwave (decision 032), against the double served on a loopback port: the
// app's real HTTP client creates the payment and verifies every webhook, as it would at Flutterwave.
const SECRET_KEY = 'FLWSECK_TEST-mobile-money-test';
const WEBHOOK_SECRET = 'flw-secret-hash-for-tests';
const WEBHOOK_PATH = '/api/payments/webhook/flutterwave';

let t: TestApp;
let flutterwave: Awaited<ReturnType<typeof serveFlutterwaveDouble>>;
let double: FlutterwaveDouble;

beforeAll(async () => {
  flutterwave = await serveFlutterwaveDouble({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    appUrl: ORIGIN,
    webhookUrl: `${ORIGIN}${WEBHOOK_PATH}`,
    // Webhooks reach the app in process, without an Origin header, as Flutterwave's would.
    send: async (url, init) => t.app.request(new URL(url).pathname, init),
  });
  double = flutterwave.double;
  t = await createTestApp({
    MOBILE_MONEY_PROVIDER: 'flutterwave',
    FLUTTERWAVE_SECRET_KEY: SECRET_KEY,
    FLUTTERWAVE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    FLUTTERWAVE_API_BASE: flutterwave.url,
  });
});
afterAll(async () => {
  await t?.close();
  await flutterwave?.close();
});

type Account = Awaited<ReturnType<TestApp['signUp']>>;

async function credits(account: Account) {
  return (await walletOf(t.deps.db, account.userId)).credits;
}

async function paymentOf(sessionId: string) {
  const [row] = await t.deps.db.select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  return row!;
}

function checkout(account: Account, tier: 'credits_20' | 'premium' = 'credits_20') {
  return t.request('/api/payments/create-checkout', { method: 'POST', cookie: account.cookie, json: { tier, method: 'mobile_money' } });
}

/** A mobile-money checkout and the transaction the double holds for it. */
async function startCheckout(country = 'KE') {
  const account = await t.signUp({ country });
  const response = await checkout(account);
  expect(response.status).toBe(200);
  const session = (await response.json()) as CreateCheckoutResponse;
  const transaction = double.transactions.find((tx) => tx.txRef === session.sessionId)!;
  return { account, session, transaction, before: await credits(account) };
}

function deliver(body: string, headers: Record<string, string>) {
  return t.app.request(WEBHOOK_PATH, { method: 'POST', body, headers });
}

async function errorId(response: Response) {
  return ((await response.json()) as { error: { id: string } }).error.id;
}

describe('mobile-money checkout through Flutterwave', () => {
  it('charges a Kenyan owner KES 2,500 with M-Pesa; approving delivers the webhook twice and credits 20 once', async () => {
    const { account, session, transaction, before } = await startCheckout('KE');
    expect(session).toMatchObject({ provider: 'flutterwave', amountMinor: 250_000, currency: 'KES' });
    expect(session.sessionId).toMatch(/^mm_[0-9a-f]{32}$/);
    expect(session.url).toBe(`${ORIGIN}/checkout/mobile-money/${transaction.ref}`);
    expect(transaction).toMatchObject({
      amount: 2500,
      currency: 'KES',
      paymentOption: 'mpesa',
      redirectUrl: `${ORIGIN}/dashboard?checkout=mobile-money`,
      customer: { email: account.email },
      meta: { userId: account.userId, plan: 'credits_20' },
    });
    expect(await paymentOf(session.sessionId)).toMatchObject({
      provider: 'flutterwave',
      method: 'mobile_money',
      amountCents: 250_000,
      currency: 'kes',
      status: 'pending',
    });

    double.requestPayment(transaction.ref, { phone: '254712345678', network: 'M-Pesa' });
    const view = await double.settle(transaction.ref, 'approve');
    expect(view.deliveries).toEqual([
      { status: 200, result: 'processed' },
      { status: 200, result: 'duplicate' },
    ]);
    expect(view.returnUrl).toBe(`${ORIGIN}/dashboard?checkout=mobile-money&status=successful&tx_ref=${session.sessionId}&transaction_id=${transaction.id}`);
    expect(await credits(account)).toBe(before + 20);
    expect(await paymentOf(session.sessionId)).toMatchObject({ status: 'paid', creditsGranted: 20, paymentIntentId: `flw_${transaction.id}` });

    // A third delivery, later, still changes nothing.
    const body = double.webhookBody(transaction);
    const again = await deliver(body, double.signed(body));
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await credits(account)).toBe(before + 20);
  });

  it('charges a Senegalese owner 12 000 F CFA through francophone mobile money', async () => {
    const { session, transaction } = await startCheckout('SN');
    expect(session).toMatchObject({ amountMinor: 12_000, currency: 'XOF' });
    expect(transaction).toMatchObject({ amount: 12_000, currency: 'XOF', paymentOption: 'mobilemoneyfranco' });
    expect(await paymentOf(session.sessionId)).toMatchObject({ amountCents: 12_000, currency: 'xof' });
  });

  it('refuses mobile money for Premium (it renews monthly)', async () => {
    const account = await t.signUp({ country: 'KE' });
    const response = await checkout(account, 'premium');
    expect(response.status).toBe(400);
    expect(await errorId(response)).toBe('checkout.methodUnavailable');
  });

  it('cancels the payment when the buyer declines on their phone', async () => {
    const { account, session, transaction, before } = await startCheckout('KE');
    const view = await double.settle(transaction.ref, 'decline');
    expect(view.deliveries).toEqual([{ status: 200, result: 'processed' }]);
    expect(await paymentOf(session.sessionId)).toMatchObject({ status: 'cancelled' });
    expect(await credits(account)).toBe(before);
  });
});

describe('Flutterwave webhooks that credit nothing', () => {
  it('refuses a wrong signature before writing anything', async () => {
    const { account, session, transaction, before } = await startCheckout('KE');
    transaction.status = 'successful';
    const body = double.webhookBody(transaction);
    for (const signature of ['bm90IHRoZSBzaWduYXR1cmU=', '']) {
      const response = await deliver(body, { 'content-type': 'application/json', 'flutterwave-signature': signature });
      expect(response.status).toBe(400);
      expect(await errorId(response)).toBe('webhook.invalidSignature');
    }
    const unsigned = await deliver(body, { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(400);
    expect(await credits(account)).toBe(before);
    expect(await paymentOf(session.sessionId)).toMatchObject({ status: 'pending' });
  });

  it('refuses a signed delivery created two hours ago (replay)', async () => {
    const { account, session, transaction, before } = await startCheckout('KE');
    transaction.status = 'successful';
    const body = double.webhookBody(transaction, { created_at: new Date(Date.now() - 2 * 3600_000).toISOString() });
    const response = await deliver(body, double.signed(body));
    expect(response.status).toBe(400);
    expect(await errorId(response)).toBe('webhook.tooOld');
    const future = double.webhookBody(transaction, { created_at: new Date(Date.now() + 3600_000).toISOString() });
    expect((await deliver(future, double.signed(future))).status).toBe(400);
    expect(await credits(account)).toBe(before);
    expect(await paymentOf(session.sessionId)).toMatchObject({ status: 'pending' });
  });

  it('believes the verified transaction, not the amount or reference the webhook body claims', async () => {
    const { account, session, transaction, before } = await startCheckout('KE');
    transaction.status = 'successful';
    const body = double.webhookBody(transaction, { amount: 1, charged_amount: 1, currency: 'USD', status: 'failed' });
    const response = await deliver(body, double.signed(body));
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(await credits(account)).toBe(before + 20);
    expect(await paymentOf(session.sessionId)).toMatchObject({ status: 'paid' });
  });

  it('credits nothing when the verified amount differs from the checkout', async () => {
    const { account, session, transaction, before } = await startCheckout('KE');
    transaction.amount = 25; // the buyer paid Ksh 25 instead of Ksh 2,500
    const view = await double.settle(transaction.ref, 'approve');
    expect(view.deliveries[0]).toEqual({ status: 200, result: 'processed' });
    expect(await credits(account)).toBe(before);
    expect(await paymentOf(session.sessionId)).toMatchObject({ status: 'pending', creditsGranted: 0 });
  });
});

describe('mobile-money refunds', () => {
  it('refunds at Flutterwave and takes the 20 credits back, once', async () => {
    const { account, session, transaction, before } = await startCheckout('KE');
    await double.settle(transaction.ref, 'approve');
    expect(await credits(account)).toBe(before + 20);
    const deps: PaymentDeps = { db: t.deps.db, env: t.deps.env, stripe: null, mobileMoney: createMobileMoneyProvider(t.deps.env) };
    expect(await refundMobileMoneyPayment(deps, await paymentOf(session.sessionId))).toBe('credits_removed:20');
    expect(transaction.amountRefunded).toBe(2500);
    expect(await credits(account)).toBe(before);
    expect(await paymentOf(session.sessionId)).toMatchObject({ status: 'refunded', creditsGranted: 0 });
    // Refunded already: nothing more to refund.
    await expect(refundMobileMoneyPayment(deps, await paymentOf(session.sessionId))).rejects.toMatchObject({ id: 'mobileMoney.notRefundable' });
  });
});

describe('the local double is mounted only in local mode', () => {
  it('answers 404 for its pages and API when mobile money runs on Flutterwave', async () => {
    expect((await t.request('/api/local/flutterwave/checkout/abcdef')).status).toBe(404);
    expect((await t.request('/api/local/flutterwave/v3/transactions/1/verify')).status).toBe(404);
  });

  it('in local mode runs the whole path over HTTP: client → double → hosted page → signed webhook twice → verify', async () => {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    const local = await createTestApp({ MOBILE_MONEY_PROVIDER: 'local', APP_URL: appUrl });
    const server = serve({ fetch: local.app.fetch, port, hostname: '127.0.0.1' });
    const call = (path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) =>
      local.request(path, { ...init, headers: { origin: appUrl, ...(init.headers as Record<string, string>) } });
    try {
      const guessed = await call('/api/local/flutterwave/v3/payments', { method: 'POST', json: {}, headers: { authorization: 'Bearer FLWSECK_TEST-guess' } });
      expect(guessed.status).toBe(401);
      expect((await call('/api/local/flutterwave/checkout/abcdef')).status).toBe(404);

      const password = 'correct-horse-battery';
      const signup = await call('/api/signup', {
        method: 'POST',
        json: {
          fullName: 'Wanjiru Kamau',
          companyName: 'Nairobi Sales',
          country: 'KE',
          email: uniqueEmail('mm-local'),
          password,
          confirmPassword: password,
          acceptTerms: true,
        },
      });
      expect(signup.status).toBe(201);
      const account = { cookie: cookieFrom(signup), userId: ((await signup.json()) as { user: { id: string } }).user.id };
      const before = (await walletOf(local.deps.db, account.userId)).credits;
      const started = await call('/api/payments/create-checkout', {
        method: 'POST',
        cookie: account.cookie,
        json: { tier: 'credits_20', method: 'mobile_money' },
      });
      expect(started.status).toBe(200);
      const session = (await started.json()) as CreateCheckoutResponse;
      expect(session.provider).toBe('local');
      const ref = new URL(session.url).pathname.replace('/checkout/mobile-money/', '');
      expect(new URL(session.url).pathname).toMatch(/^\/checkout\/mobile-money\/[0-9a-f]{32}$/);

      const page = (await (await call(`/api/local/flutterwave/checkout/${ref}`)).json()) as MobileMoneyCheckoutView;
      expect(page).toMatchObject({
        merchant: 'Growth Tools',
        amount: 2500,
        currency: 'KES',
        networks: ['M-Pesa', 'Airtel Money'],
        dialCode: '254',
        status: 'pending',
      });
      const badPhone = await call(`/api/local/flutterwave/checkout/${ref}/request`, { method: 'POST', json: { phone: '12ab', network: 'M-Pesa' } });
      expect(badPhone.status).toBe(400);
      const requested = await call(`/api/local/flutterwave/checkout/${ref}/request`, {
        method: 'POST',
        json: { phone: '+254 712 345 678', network: 'M-Pesa' },
      });
      expect(((await requested.json()) as MobileMoneyCheckoutView).status).toBe('awaiting_approval');
      const approved = (await (await call(`/api/local/flutterwave/checkout/${ref}/approve`, { method: 'POST' })).json()) as MobileMoneyCheckoutView;
      expect(approved.status).toBe('successful');
      expect(approved.deliveries).toEqual([
        { status: 200, result: 'processed' },
        { status: 200, result: 'duplicate' },
      ]);
      expect(approved.returnUrl).toContain(`${appUrl}/dashboard?checkout=mobile-money&status=successful&tx_ref=${session.sessionId}&transaction_id=`);
      expect((await walletOf(local.deps.db, account.userId)).credits).toBe(before + 20);
      const [row] = await local.deps.db.select().from(payments).where(eq(payments.checkoutSessionId, session.sessionId));
      expect(row).toMatchObject({ provider: 'local', status: 'paid' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await local.close();
    }
  });
});
