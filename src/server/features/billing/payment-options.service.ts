import { eq } from 'drizzle-orm';
import type { Env } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { organizationOf } from '../team/wallet.ts';
import { AppError } from '../../lib/app-error.ts';
import { PLAN_IDS, type PlanId } from '../../../shared/pricing.ts';
import { priceOf, type LocalPrice } from '../../../shared/price-list.ts';
import { MOBILE_MONEY_MARKETS, ONE_OFF_METHOD_PLANS, PIX_CURRENCY, type PaymentMethodOption } from '../../../shared/payment-methods.ts';
import type { PaymentOptions } from '../../../shared/billing.ts';

type PaymentsEnv = Pick<Env, 'PAYMENTS_PROVIDER' | 'PIX_ENABLED' | 'MOBILE_MONEY_PROVIDER'>;

/**
 * The ways this server lets an organization counting in `currency` pay (`currency` is the charged
 * one, from the price list): card always, Pix for reais when enabled, mobile money where
 * Flutterwave serves the currency and a mobile-money provider is configured.
 */
export function offeredMethods(env: PaymentsEnv, currency: string): PaymentMethodOption[] {
  const cardProvider = env.PAYMENTS_PROVIDER === 'stripe' ? 'stripe' : 'local';
  const methods: PaymentMethodOption[] = [{ id: 'card', provider: cardProvider, networks: [], plans: PLAN_IDS }];
  if (env.PIX_ENABLED && currency === PIX_CURRENCY) methods.push({ id: 'pix', provider: cardProvider, networks: [], plans: ONE_OFF_METHOD_PLANS });
  const market = MOBILE_MONEY_MARKETS[currency];
  if (market && env.MOBILE_MONEY_PROVIDER !== 'off') {
    methods.push({
      id: 'mobile_money',
      provider: env.MOBILE_MONEY_PROVIDER === 'flutterwave' ? 'flutterwave' : 'local',
      networks: market.networks,
      plans: ONE_OFF_METHOD_PLANS,
    });
  }
  return methods;
}

/** The currency the organization counts in (USD when unset). */
export async function walletCurrency(db: Db, userId: string) {
  const [wallet] = await db
    .select({ currency: organizations.currency })
    .from(organizations)
    .where(eq(organizations.id, organizationOf(userId)));
  if (!wallet) throw new AppError('not_found', 'account.organizationNotFound');
  return wallet.currency;
}

export function pricesFor(currency: string): Record<PlanId, LocalPrice> {
  return Object.fromEntries(PLAN_IDS.map((plan) => [plan, priceOf(plan, currency)])) as Record<PlanId, LocalPrice>;
}

export async function getPaymentOptions(deps: { db: Db; env: PaymentsEnv }, userId: string): Promise<PaymentOptions> {
  const organizationCurrency = await walletCurrency(deps.db, userId);
  const prices = pricesFor(organizationCurrency);
  return { organizationCurrency, prices, methods: offeredMethods(deps.env, prices.credits_20.currency) };
}
