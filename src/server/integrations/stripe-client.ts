import { createRequire } from 'node:module';
import type Stripe from 'stripe';

// Loaded on first use: a server on the local checkout never needs the SDK's ~20 MB.
const require = createRequire(import.meta.url);
let sdk: typeof Stripe | undefined;
const loadStripe = (): typeof Stripe => (sdk ??= require('stripe') as typeof Stripe);
import type { Env } from '../env.ts';

/**
 * The real Stripe SDK, or null in local mode (PAYMENTS_PROVIDER=local, the default without STRIPE_SECRET_KEY). STRIPE_API_BASE points the
 * SDK at another host (tests run a local server that speaks Stripe's wire format).
 */
export function createStripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE' | 'PAYMENTS_PROVIDER'>): Stripe | null {
  if (env.PAYMENTS_PROVIDER !== 'stripe' || !env.STRIPE_SECRET_KEY) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  const Sdk = loadStripe();
  return new Sdk(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'growth-tools' },
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/**
 * Verifies a webhook's Stripe-Signature on the raw body (HMAC-SHA256 over `${t}.${body}`, 300 s
 * tolerance) and returns the parsed event; throws on any mismatch.
 */
export function verifyWebhook(stripe: Stripe | null, rawBody: string, signature: string, secret: string): Stripe.Event {
  const webhooks = stripe?.webhooks ?? loadStripe().webhooks;
  return webhooks.constructEvent(rawBody, signature, secret);
}
