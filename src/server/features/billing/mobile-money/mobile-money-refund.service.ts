import { AppError } from '../../../lib/app-error.ts';
import { logger } from '../../../lib/logger.ts';
import type { payments } from '../../../db/schema/index.ts';
import { PRICING } from '../../../../shared/pricing.ts';
import type { PaymentDeps } from '../payment-deps.ts';
import { fulfilEvent, type FulfilmentEvent } from '../fulfilment.service.ts';

type PaymentRow = typeof payments.$inferSelect;

const FLUTTERWAVE_CHARGE = /^flw_(\d+)$/;

/** Flutterwave's refund as the charge.refunded event the one fulfilment path already handles. */
export function refundEvent(payment: PaymentRow, charge: string, refundId: number, now = new Date()): FulfilmentEvent {
  return {
    id: `flw_refund_${refundId}`,
    type: 'charge.refunded',
    created: Math.floor(now.getTime() / 1000),
    data: { object: { id: charge, payment_intent: charge, amount: payment.amountCents, amount_refunded: payment.amountCents, refunded: true } },
  };
}

/**
 * Refunds a paid mobile-money credit pack in full at Flutterwave (or its double), then takes its
 * credits back through fulfilment. Returns the fulfilment's effect (`credits_removed:20`).
 */
export async function refundMobileMoneyPayment(deps: PaymentDeps, payment: PaymentRow): Promise<string> {
  const provider = deps.mobileMoney;
  const charge = payment.paymentIntentId ?? '';
  const transactionId = FLUTTERWAVE_CHARGE.exec(charge)?.[1];
  const refundable =
    payment.method === 'mobile_money' &&
    (payment.provider === 'flutterwave' || payment.provider === 'local') &&
    payment.status === 'paid' &&
    PRICING[payment.plan].mode === 'payment' &&
    !!transactionId;
  if (!refundable) throw new AppError('conflict', 'mobileMoney.notRefundable');
  if (!provider || provider.id !== payment.provider) throw new AppError('unavailable', 'billing.unavailable');
  let refund;
  try {
    refund = await provider.client.refundTransaction(Number(transactionId));
  } catch (error) {
    logger.error('flutterwave refund failed', { paymentId: payment.id, error: error instanceof Error ? error.message : String(error) });
    throw new AppError('bad_gateway', 'mobileMoney.refundFailed');
  }
  const outcome = await fulfilEvent(deps.db, refundEvent(payment, charge, refund.id), deps.notices);
  return outcome.status === 'processed' ? outcome.effect : 'already_refunded';
}
