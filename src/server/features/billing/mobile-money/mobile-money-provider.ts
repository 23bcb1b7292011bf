import { randomBytes } from 'node:crypto';
import type { Env } from '../../../env.ts';
import { createFlutterwaveClient, type FlutterwaveClient } from '../../../integrations/flutterwave-client.ts';

/** Where the local double is mounted (src/server/features/billing/mobile-money/flutterwave-double.ts). */
export const LOCAL_FLUTTERWAVE_PATH = '/api/local/flutterwave/v3';

/** Who collects mobile money for this server, with the keys its requests and webhooks are checked with. */
export interface MobileMoneyProvider {
  id: 'flutterwave' | 'local';
  client: FlutterwaveClient;
  secretKey: string;
  /** Flutterwave's "secret hash": webhooks carry base64(HMAC-SHA256(body, this)). */
  webhookSecret: string;
}

type ProviderEnv = Pick<Env, 'MOBILE_MONEY_PROVIDER' | 'FLUTTERWAVE_SECRET_KEY' | 'FLUTTERWAVE_WEBHOOK_SECRET' | 'FLUTTERWAVE_API_BASE' | 'APP_URL'>;

/**
 * Flutterwave with the configured keys, or (MOBILE_MONEY_PROVIDER=local) the same client pointed at
 * this server's own double with keys made up per process: the local path runs the production code,
 * HTTP client, signed webhook and verify call included. null when mobile money is off.
 */
export function createMobileMoneyProvider(env: ProviderEnv): MobileMoneyProvider | null {
  if (env.MOBILE_MONEY_PROVIDER === 'flutterwave') {
    // env.ts refuses to start with this half-configured; the check keeps the types honest.
    if (!env.FLUTTERWAVE_SECRET_KEY || !env.FLUTTERWAVE_WEBHOOK_SECRET) return null;
    const secretKey = env.FLUTTERWAVE_SECRET_KEY;
    return {
      id: 'flutterwave',
      secretKey,
      webhookSecret: env.FLUTTERWAVE_WEBHOOK_SECRET,
      client: createFlutterwaveClient({ secretKey, baseUrl: env.FLUTTERWAVE_API_BASE }),
    };
  }
  if (env.MOBILE_MONEY_PROVIDER === 'local') {
    const secretKey = `FLWSECK_TEST-local-${randomBytes(16).toString('hex')}`;
    return {
      id: 'local',
      secretKey,
      webhookSecret: randomBytes(24).toString('hex'),
      client: createFlutterwaveClient({ secretKey, baseUrl: `${env.APP_URL}${LOCAL_FLUTTERWAVE_PATH}` }),
    };
  }
  return null;
}
