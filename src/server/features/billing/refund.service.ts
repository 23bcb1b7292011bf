import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import { auditLog, payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { logger } from '../../lib/logger.ts';
import { PRICING } from '../../../shared/pricing.ts';
import type { RefundPaymentResult } from '../../../shared/billing.ts';
import { auditActorId, auditVia } from '../admin/audit.service.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { fulfilEvent, type FulfilmentEvent } from './fulfilment.service.ts';
import { refundMobileMoneyPayment } from './mobile-money/mobile-money-refund.service.ts';

// An admin refunds a paid credit pack. Each provider refunds in its own way, but the credits always
// come back through the one fulfilment path (a charge.refunded event), so a refund takes them once
// and mails its notice once, whoever or whatever reports it.

type PaymentRow = typeof payments.$inferSelect;

async function findPayment(deps: PaymentDeps, id: string): Promise<PaymentRow> {
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new AppError('not_found', 'refund.notFound');
  return row;
}

function assertRefundable(row: PaymentRow) {
  if (PRICING[row.plan].mode !== 'payment') throw new AppError('conflict', 'refund.premium');
  if (row.status === 'refunded') throw new AppError('conflict', 'refund.alreadyRefunded');
  if (row.status !== 'paid') throw new AppError('conflict', 'refund.notPaid');
}

const isMobileMoney = (row: PaymentRow) => row.provider === 'flutterwave' || row.method === 'mobile_money';

/** The charge.refunded event Stripe would send for a local checkout's payment refunded in full. */
export function buildLocalRefundEvent(row: PaymentRow, now = new Date()): FulfilmentEvent {
  // The same key as the checkout's own event (buildLocalCheckoutEvent): one refund per payment.
  const key = row.checkoutSessionId.replace(/^cs_local_/, '');
  return {
    id: `evt_local_refund_${key}`,
    type: 'charge.refunded',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: `ch_local_${key}`,
        object: 'charge',
        payment_intent: row.paymentIntentId ?? `pi_local_${key}`,
        amount: row.amountCents,
        amount_refunded: row.amountCents,
        currency: row.currency,
        refunded: true,
      },
    },
    context: { checkoutSessionId: row.checkoutSessionId },
  };
}

async function refundAtStripe(deps: PaymentDeps, row: PaymentRow): Promise<RefundPaymentResult['status']> {
  if (!deps.stripe || !row.paymentIntentId) {
    logger.error('stripe payment cannot be refunded here', { paymentId: row.id, configured: !!deps.stripe });
    throw new AppError('bad_gateway', 'refund.failed');
  }
  try {
    // The key makes a repeated click one refund at Stripe; its charge.refunded webhook takes the credits back.
    await deps.stripe.refunds.create({ payment_intent: row.paymentIntentId }, { idempotencyKey: `refund-${row.id}` });
  } catch (error) {
    logger.error('stripe refund failed', { paymentId: row.id, error: error instanceof Error ? error.message : String(error) });
    throw new AppError('bad_gateway', 'refund.failed');
  }
  return 'requested';
}

async function refundLocally(deps: PaymentDeps, row: PaymentRow): Promise<RefundPaymentResult['status']> {
  const outcome = await fulfilEvent(deps.db, buildLocalRefundEvent(row), deps.notices);
  // Another admin's refund of the same payment got there first.
  if (outcome.status === 'duplicate') throw new AppError('conflict', 'refund.alreadyRefunded');
  return 'refunded';
}

async function refundMobileMoney(deps: PaymentDeps, row: PaymentRow): Promise<RefundPaymentResult['status']> {
  await refundMobileMoneyPayment(deps, row);
  // The provider may settle at once or report later through its webhook: the row says which.
  return (await findPayment(deps, row.id)).status === 'refunded' ? 'refunded' : 'requested';
}

export async function refundPayment(deps: PaymentDeps, actor: Actor, input: { id: string }): Promise<RefundPaymentResult> {
  const row = await findPayment(deps, input.id);
  assertRefundable(row);
  const status = isMobileMoney(row)
    ? await refundMobileMoney(deps, row)
    : row.provider === 'stripe'
      ? await refundAtStripe(deps, row)
      : await refundLocally(deps, row);
  await deps.db.insert(auditLog).values({
    actorId: auditActorId(actor),
    action: 'payment.refund',
    targetType: 'payment',
    targetId: row.id,
    before: { status: row.status, creditsGranted: row.creditsGranted, userId: row.userId, organizationId: row.organizationId },
    after: { status, provider: row.provider, method: row.method, amountMinor: row.amountCents, currency: row.currency, ...auditVia(actor) },
  });
  return { paymentId: row.id, status };
}
