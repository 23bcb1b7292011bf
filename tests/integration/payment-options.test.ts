import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { payments } from '../../src/server/db/schema/index.ts';
import type { PaymentOptions } from '../../src/shared/billing.ts';

// What the pricing page shows before anyone pays: the organization's price and the ways it can pay (decision 032).
let t: TestApp;

beforeAll(async () => {
  // Local payments with the local mobile-money double: card, Pix for reais, mobile money where Flutterwave serves the currency.
  t = await createTestApp({ PAYMENTS_PROVIDER: 'local', MOBILE_MONEY_PROVIDER: 'local', PIX_ENABLED: 'true' });
});
afterAll(async () => {
  await t?.close();
});

async function optionsFor(country: string) {
  const account = await t.signUp({ country });
  const response = await t.request('/api/payments/options', { cookie: account.cookie });
  expect(response.status).toBe(200);
  return { account, options: (await response.json()) as PaymentOptions };
}

describe('GET /api/payments/options', () => {
  it('gives a Kenyan organization its shilling prices and mobile money for the credit pack only', async () => {
    const { options } = await optionsFor('KE');
    expect(options.organizationCurrency).toBe('KES');
    expect(options.prices.credits_20).toEqual({ currency: 'KES', amountMinor: 250_000, minorDigits: 2, fallback: false });
    expect(options.prices.premium).toEqual({ currency: 'KES', amountMinor: 1_250_000, minorDigits: 2, fallback: false });
    expect(options.methods.map((method) => method.id)).toEqual(['card', 'mobile_money']);
    const mobileMoney = options.methods.find((method) => method.id === 'mobile_money')!;
    expect(mobileMoney.networks).toEqual(['M-Pesa', 'Airtel Money']);
    expect(mobileMoney.plans).toEqual(['credits_20']);
    expect(options.methods[0]!.plans).toEqual(expect.arrayContaining(['credits_20', 'premium']));
  });

  it('gives a US organization dollars and cards only', async () => {
    const { options } = await optionsFor('US');
    expect(options.organizationCurrency).toBe('USD');
    expect(options.prices.credits_20).toEqual({ currency: 'USD', amountMinor: 2_000, minorDigits: 2, fallback: false });
    expect(options.prices.premium).toEqual({ currency: 'USD', amountMinor: 9_900, minorDigits: 2, fallback: false });
    expect(options.methods.map((method) => method.id)).toEqual(['card']);
  });

  it('charges an organization whose currency has no price list in US dollars, and says so', async () => {
    const { options } = await optionsFor('FR');
    expect(options.organizationCurrency).toBe('EUR');
    expect(options.prices.credits_20).toEqual({ currency: 'USD', amountMinor: 2_000, minorDigits: 2, fallback: true });
    expect(options.prices.premium).toMatchObject({ currency: 'USD', amountMinor: 9_900, fallback: true });
    expect(options.methods.map((method) => method.id)).toEqual(['card']);
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await t.request('/api/payments/options');
    expect(response.status).toBe(401);
  });
});

describe('POST /api/payments/create-checkout with a method', () => {
  it('refuses Pix to a Kenyan organization and writes no payment', async () => {
    const account = await t.signUp();
    const response = await t.request('/api/payments/create-checkout', { method: 'POST', cookie: account.cookie, json: { tier: 'credits_20', method: 'pix' } });
    expect(response.status).toBe(400);
    expect(await t.deps.db.select().from(payments).where(eq(payments.userId, account.userId))).toEqual([]);
  });
});
