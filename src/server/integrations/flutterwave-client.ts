import { z } from 'zod';

/**
 * The three Flutterwave v3 calls mobile money needs, over fetch. No SDK on purpose: the official
 * `flutterwave-node-v3` (1.4.1 on npm, published 2026-08) is still released, but it brings axios, joi,
 * q, node-forge, md5 and winston for what are three JSON requests here, and its responses are untyped;
 * fetch plus a zod schema of the few fields we read is smaller and fails loudly on a changed shape.
 */
export const FLUTTERWAVE_API_BASE = 'https://api.flutterwave.com/v3';
const TIMEOUT_MS = 15_000;

export interface CreatePaymentInput {
  tx_ref: string;
  /** In major units, as Flutterwave takes it (KES 2,500 → 2500). */
  amount: number;
  currency: string;
  redirect_url: string;
  payment_options: string;
  customer: { email: string; name: string };
  meta: Record<string, string>;
  customizations: { title: string };
}

const createPaymentResponse = z.object({ status: z.literal('success'), data: z.object({ link: z.url() }) });

/** A transaction as /transactions/:id/verify reports it: the truth a webhook is checked against. */
export const verifiedTransactionSchema = z.object({
  id: z.number().int(),
  tx_ref: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  created_at: z.string().optional(),
  meta: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((m) => Object.fromEntries(Object.entries(m ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'))),
});
export type VerifiedTransaction = z.infer<typeof verifiedTransactionSchema>;

const verifyResponse = z.object({ status: z.literal('success'), data: verifiedTransactionSchema });
const refundResponse = z.object({
  status: z.literal('success'),
  data: z.object({ id: z.number().int(), amount_refunded: z.number(), status: z.string() }),
});
export type FlutterwaveRefund = z.infer<typeof refundResponse>['data'];

export class FlutterwaveError extends Error {}

export interface FlutterwaveClient {
  createPayment(input: CreatePaymentInput): Promise<{ link: string }>;
  verifyTransaction(id: number): Promise<VerifiedTransaction>;
  /** Without an amount, refunds the whole transaction. Amount in major units. */
  refundTransaction(id: number, amount?: number): Promise<FlutterwaveRefund>;
}

export function createFlutterwaveClient(options: { secretKey: string; baseUrl?: string }): FlutterwaveClient {
  const base = (options.baseUrl ?? FLUTTERWAVE_API_BASE).replace(/\/+$/, '');

  async function call<T extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: T, body?: unknown): Promise<z.output<T>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.secretKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new FlutterwaveError(`${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = typeof json === 'object' && json && 'message' in json ? String(json.message) : response.statusText;
      throw new FlutterwaveError(`${method} ${path} answered ${response.status}: ${message}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new FlutterwaveError(`${method} ${path}: unexpected response (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    return parsed.data;
  }

  return {
    async createPayment(input) {
      return { link: (await call('POST', '/payments', createPaymentResponse, input)).data.link };
    },
    async verifyTransaction(id) {
      return (await call('GET', `/transactions/${id}/verify`, verifyResponse)).data;
    },
    async refundTransaction(id, amount) {
      return (await call('POST', `/transactions/${id}/refund`, refundResponse, amount === undefined ? {} : { amount })).data;
    },
  };
}
