import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { logger } from '../../../lib/logger.ts';
import { majorAmount } from '../../../../shared/price-list.ts';
import { MOBILE_MONEY_MARKETS } from '../../../../shared/payment-methods.ts';
import { CHECKOUT_FAILED_MESSAGE, type CreateCheckoutResponse } from '../../../../shared/billing.ts';
import type { CheckoutContext, PaymentDeps } from '../payment-deps.ts';

/** Our reference for a Flutterwave transaction (its tx_ref), stored as the payment's checkoutSessionId. */
export const newTxRef = () => `mm_${randomBytes(16).toString('hex')}`;

/**
 * Starts a mobile-money checkout on Flutterwave Standard (or its local double): the payments row is
 * written first, so the webhook that follows always finds what was asked; the buyer is sent to the
 * hosted page the provider answers with.
 */
export async function startMobileMoneyCheckout(
  deps: PaymentDeps,
  { user, organizationId, plan, price, method }: CheckoutContext,
): Promise<CreateCheckoutResponse> {
  const provider = deps.mobileMoney;
  const market = MOBILE_MONEY_MARKETS[price.currency];
  if (!provider || !market) throw new AppError('invalid_input', 'checkout.methodUnavailable');
  const paymentId = randomUUID();
  const txRef = newTxRef();
  await deps.db.insert(payments).values({
    id: paymentId,
    userId: user.id,
    organizationId,
    provider: provider.id,
    method,
    plan: plan.id,
    amountCents: price.amountMinor,
    currency: price.currency.toLowerCase(),
    checkoutSessionId: txRef,
  });
  let link: string;
  try {
    ({ link } = await provider.client.createPayment({
      tx_ref: txRef,
      amount: majorAmount(price),
      currency: price.currency,
      // Flutterwave comes back here after a success and after a decline alike, adding its own status.
      redirect_url: `${deps.env.APP_URL}/dashboard?checkout=mobile-money`,
      payment_options: market.flutterwaveOption,
      customer: { email: user.email, name: user.name },
      meta: { userId: user.id, organizationId, plan: plan.id, paymentId },
      customizations: { title: 'Growth Tools' },
    }));
  } catch (error) {
    logger.error('flutterwave payment creation failed', { userId: user.id, plan: plan.id, error: error instanceof Error ? error.message : String(error) });
    await deps.db
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
    throw new AppError('bad_gateway', CHECKOUT_FAILED_MESSAGE);
  }
  return { url: link, sessionId: txRef, provider: provider.id, amountMinor: price.amountMinor, currency: price.currency };
}
