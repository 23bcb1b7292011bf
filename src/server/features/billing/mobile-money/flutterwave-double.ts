import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { MOBILE_MONEY_MARKETS } from '../../../../shared/payment-methods.ts';
import type { MobileMoneyCheckoutView, MobileMoneyWebhookDelivery } from '../../../../shared/mobile-money-checkout.ts';
import { AppError } from '../../../lib/app-error.ts';
import { flutterwaveSignature } from './flutterwave-webhook.service.ts';

/**
 * The offline stand-in for Flutterwave v3 (MOBILE_MONEY_PROVIDER=local, and the tests): the three API
 * calls in Flutterwave's wire format, a hosted "phone" checkout page, and signed webhooks delivered the
 * way Flutterwave delivers them, at least once (approving sends `charge.completed` twice).
 *
 * State lives in memory: a restart forgets pending test transactions (their checkout links then 404).
 */
export interface FlutterwaveDoubleOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the hosted page lives: its links read `${appUrl}/checkout/mobile-money/<ref>`. */
  appUrl: string;
  /** Where signed webhooks go (the app's POST /api/payments/webhook/flutterwave). */
  webhookUrl: string;
  /** Sends one webhook; fetch by default (tests hand it to the app in process). */
  send?: (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }) => Promise<Response>;
}

interface DoubleTransaction {
  id: number;
  ref: string;
  txRef: string;
  flwRef: string;
  amount: number;
  currency: string;
  paymentOption: string;
  redirectUrl: string;
  customer: { email: string; name: string };
  meta: Record<string, string>;
  status: 'pending' | 'awaiting_approval' | 'successful' | 'failed';
  createdAt: string;
  phone: string | null;
  network: string | null;
  amountRefunded: number;
  deliveries: MobileMoneyWebhookDelivery[];
}

const DIAL_CODES: Readonly<Record<string, string>> = { KES: '254', TZS: '255', UGX: '256', RWF: '250', GHS: '233' };

/** POST /v3/payments as Flutterwave Standard takes it. */
export const paymentBody = z.object({
  tx_ref: z.string().min(1).max(100),
  amount: z.coerce.number().positive(),
  currency: z.string().length(3),
  redirect_url: z.url(),
  payment_options: z.string().default(''),
  customer: z.object({ email: z.string(), name: z.string().default('') }),
  meta: z.record(z.string(), z.string()).default({}),
  customizations: z.object({ title: z.string().optional() }).optional(),
});

export const refundBody = z.object({ amount: z.coerce.number().positive().optional() });

export class FlutterwaveDouble {
  private readonly byRef = new Map<string, DoubleTransaction>();
  private readonly byId = new Map<number, DoubleTransaction>();
  private readonly send: NonNullable<FlutterwaveDoubleOptions['send']>;

  constructor(readonly options: FlutterwaveDoubleOptions) {
    this.send = options.send ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(15_000) }));
  }

  findById(id: number) {
    return this.byId.get(id);
  }

  /** Every transaction created, oldest first (tests read what the app asked for). */
  get transactions(): readonly DoubleTransaction[] {
    return [...this.byId.values()];
  }

  createPayment(input: z.infer<typeof paymentBody>) {
    const transaction: DoubleTransaction = {
      // Random, not counted from 1: a restarted double must not reuse an id the database already saw.
      id: randomInt(1_000_000, 2 ** 47),
      ref: randomBytes(16).toString('hex'),
      txRef: input.tx_ref,
      flwRef: `FLW-MOCK-${randomBytes(8).toString('hex')}`,
      amount: input.amount,
      currency: input.currency.toUpperCase(),
      paymentOption: input.payment_options,
      redirectUrl: input.redirect_url,
      customer: input.customer,
      meta: input.meta,
      status: 'pending',
      createdAt: new Date().toISOString(),
      phone: null,
      network: null,
      amountRefunded: 0,
      deliveries: [],
    };
    this.byRef.set(transaction.ref, transaction);
    this.byId.set(transaction.id, transaction);
    return { link: `${this.options.appUrl}/checkout/mobile-money/${transaction.ref}`, transaction };
  }

  /** The transaction as GET /transactions/:id/verify answers it. */
  verified(transaction: DoubleTransaction) {
    return {
      id: transaction.id,
      tx_ref: transaction.txRef,
      flw_ref: transaction.flwRef,
      amount: transaction.amount,
      charged_amount: transaction.amount,
      currency: transaction.currency,
      status: transaction.status === 'awaiting_approval' ? 'pending' : transaction.status,
      payment_type: 'mobilemoney',
      created_at: transaction.createdAt,
      customer: transaction.customer,
      meta: transaction.meta,
    };
  }

  findByRef(ref: string) {
    const transaction = this.byRef.get(ref);
    if (!transaction) throw new AppError('not_found', 'mobileMoney.checkoutNotFound');
    return transaction;
  }

  view(transaction: DoubleTransaction): MobileMoneyCheckoutView {
    const settled = transaction.status === 'successful' || transaction.status === 'failed';
    return {
      ref: transaction.ref,
      merchant: 'Growth Tools',
      amount: transaction.amount,
      currency: transaction.currency,
      networks: MOBILE_MONEY_MARKETS[transaction.currency]?.networks ?? [],
      dialCode: DIAL_CODES[transaction.currency] ?? null,
      status: transaction.status,
      returnUrl: settled ? this.returnUrl(transaction) : null,
      deliveries: transaction.deliveries,
    };
  }

  /** Flutterwave Standard sends the buyer back with these three query parameters. */
  private returnUrl(transaction: DoubleTransaction) {
    const url = new URL(transaction.redirectUrl);
    url.searchParams.set('status', transaction.status === 'successful' ? 'successful' : 'cancelled');
    url.searchParams.set('tx_ref', transaction.txRef);
    url.searchParams.set('transaction_id', String(transaction.id));
    return url.toString();
  }

  requestPayment(ref: string, input: { phone: string; network: string }) {
    const transaction = this.findByRef(ref);
    if (transaction.status !== 'pending' && transaction.status !== 'awaiting_approval') throw new AppError('conflict', 'mobileMoney.alreadySettled');
    transaction.phone = input.phone;
    transaction.network = input.network;
    transaction.status = 'awaiting_approval';
    return this.view(transaction);
  }

  /** The buyer answers on their phone: the outcome is delivered as a signed webhook (twice when paid). */
  async settle(ref: string, outcome: 'approve' | 'decline') {
    const transaction = this.findByRef(ref);
    if (transaction.status === 'successful' || transaction.status === 'failed') throw new AppError('conflict', 'mobileMoney.alreadySettled');
    transaction.status = outcome === 'approve' ? 'successful' : 'failed';
    const times = outcome === 'approve' ? 2 : 1;
    for (let i = 0; i < times; i++) transaction.deliveries.push(await this.deliver(transaction));
    return this.view(transaction);
  }

  /** A signed `charge.completed` webhook for the transaction as it is now; `body` overrides fields (tests). */
  webhookBody(transaction: DoubleTransaction, data: Record<string, unknown> = {}) {
    return JSON.stringify({ event: 'charge.completed', data: { ...this.verified(transaction), ...data }, 'event.type': 'MOBILEMONEY_TRANSACTION' });
  }

  signed(body: string) {
    return { 'content-type': 'application/json', 'flutterwave-signature': flutterwaveSignature(body, this.options.webhookSecret) };
  }

  private async deliver(transaction: DoubleTransaction): Promise<MobileMoneyWebhookDelivery> {
    const body = this.webhookBody(transaction);
    try {
      const response = await this.send(this.options.webhookUrl, { method: 'POST', headers: this.signed(body), body });
      const answer = (await response.json().catch(() => null)) as { duplicate?: boolean } | null;
      if (!response.ok || !answer) return { status: response.status, result: 'refused' };
      return { status: response.status, result: answer.duplicate ? 'duplicate' : 'processed' };
    } catch {
      return { status: 0, result: 'refused' };
    }
  }

  refund(id: number, amount: number | undefined) {
    const transaction = this.byId.get(id);
    if (!transaction || transaction.status !== 'successful') return null;
    const refunded = Math.min(transaction.amount - transaction.amountRefunded, amount ?? transaction.amount);
    transaction.amountRefunded += refunded;
    return {
      id: randomInt(1_000_000, 2 ** 47),
      tx_id: id,
      flw_ref: transaction.flwRef,
      amount_refunded: refunded,
      status: 'completed',
      created_at: new Date().toISOString(),
    };
  }

  /** The Bearer secret key check every API call passes first. */
  keyMatches(header: string | undefined) {
    const expected = Buffer.from(`Bearer ${this.options.secretKey}`);
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
