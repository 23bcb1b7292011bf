import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { logger } from '../../../lib/logger.ts';
import { minorDigits } from '../../../../shared/price-list.ts';
import type { VerifiedTransaction } from '../../../integrations/flutterwave-client.ts';
import type { PaymentDeps } from '../payment-deps.ts';
import { fulfilEvent, type FulfilmentEvent, type FulfilmentOutcome } from '../fulfilment.service.ts';

/** A delivery older than this is refused even when signed: a captured webhook cannot be replayed later. */
export const REPLAY_WINDOW_MS = 60 * 60 * 1000;
/** Clocks differ: a created_at this far ahead of ours is still believed. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** base64(HMAC-SHA256(raw body, secret hash)): what Flutterwave puts in `flutterwave-signature`. */
export function flutterwaveSignature(rawBody: string, secret: string) {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64');
}

function signatureMatches(rawBody: string, header: string | undefined, secret: string) {
  if (!header) return false;
  const expected = Buffer.from(flutterwaveSignature(rawBody, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// Only what decides whether to look the transaction up: amounts and status are re-read from the API.
const webhookSchema = z.object({
  event: z.string(),
  data: z.object({ id: z.number().int().positive(), created_at: z.string() }),
});

function withinReplayWindow(createdAt: string, now: number) {
  const at = Date.parse(createdAt);
  return Number.isFinite(at) && at >= now - REPLAY_WINDOW_MS && at <= now + CLOCK_SKEW_MS;
}

/** A verified Flutterwave transaction as the Stripe-shaped event the one fulfilment path takes. */
export function toFulfilmentEvent(tx: VerifiedTransaction, now = Date.now()): FulfilmentEvent | null {
  const paid = tx.status === 'successful';
  if (!paid && tx.status !== 'failed' && tx.status !== 'cancelled') return null; // still pending: a later webhook settles it
  const currency = tx.currency.toLowerCase();
  return {
    // One id per outcome, so a failed attempt never hides the success of the same transaction.
    id: paid ? `flw_charge_${tx.id}` : `flw_charge_${tx.id}_${tx.status}`,
    type: paid ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
    created: Math.floor(now / 1000),
    data: {
      object: {
        id: tx.tx_ref,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: paid ? 'paid' : 'unpaid',
        amount_total: Math.round(tx.amount * 10 ** minorDigits(tx.currency)),
        currency,
        metadata: tx.meta,
        client_reference_id: tx.meta.userId ?? null,
        customer: null,
        payment_intent: `flw_${tx.id}`,
      },
    },
  };
}

/**
 * A Flutterwave webhook: signature on the raw body, then the replay window, both before anything is
 * written; then the transaction is re-read from Flutterwave's API, whose tx_ref, status, amount and
 * currency are the truth (the webhook body only says which transaction to look at). Fulfilment
 * records the event id, so the same charge delivered twice credits once.
 */
export async function handleFlutterwaveWebhook(
  deps: PaymentDeps,
  input: { rawBody: string; signature: string | undefined },
  now = Date.now(),
): Promise<FulfilmentOutcome> {
  const provider = deps.mobileMoney;
  if (!provider) throw new AppError('unavailable', 'webhook.mobileMoneyNotConfigured');
  if (!signatureMatches(input.rawBody, input.signature, provider.webhookSecret)) throw new AppError('invalid_input', 'webhook.invalidSignature');
  let payload: z.infer<typeof webhookSchema>;
  try {
    payload = webhookSchema.parse(JSON.parse(input.rawBody));
  } catch {
    throw new AppError('invalid_input', 'common.invalidInput');
  }
  if (!withinReplayWindow(payload.data.created_at, now)) throw new AppError('invalid_input', 'webhook.tooOld');
  let verified: VerifiedTransaction;
  try {
    verified = await provider.client.verifyTransaction(payload.data.id);
  } catch (error) {
    // Not confirmed: answer 503 so Flutterwave retries, rather than drop a payment.
    logger.warn('flutterwave transaction verification failed', {
      transactionId: payload.data.id,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new AppError('unavailable', 'webhook.lookupFailed');
  }
  const event = toFulfilmentEvent(verified, now);
  if (!event) return { status: 'processed', effect: 'awaiting_payment' };
  return fulfilEvent(deps.db, event, deps.notices);
}
