import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { loadOrCreateDevSecret } from './dev-secret.ts';
import { DEFAULT_TEAM_SEAT_LIMIT } from '../shared/team.ts';

// The only reader of process.env: every setting is parsed and checked once, at start-up.
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // How many proxies of ours stand in front (0 = none): the client is that many entries from the
  // right of X-Forwarded-For; everything further left was written by the client. 'true' = 1.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === 'true' ? 1 : v === 'false' || !v ? 0 : /^\d+$/.test(v) ? Number(v) : NaN))
    .pipe(z.number('must be a hop count (0, 1, 2…)').int().min(0).max(10)),
  PAYMENTS_PROVIDER: z.enum(['stripe', 'local']).optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Growth Tools <no-reply@growth-tools.local>'),
  // Mail outbox: attempts per mail before it is marked failed (admins see it), the first retry's delay
  // (each further one 3× longer, at most 6 h; the defaults span about a day), SMTP connect/greeting/idle timeouts.
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(12),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).default(10_000),
  MAIL_SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  STRIPE_API_BASE: optionalUrl,
  STRIPE_PRICE_CREDITS_20: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  STRIPE_PRICE_PREMIUM: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  // Pix (Brazil, through Stripe Checkout): on by default with the local checkout; with Stripe only once
  // Pix is enabled in the Stripe Dashboard (a checkout asking for it otherwise fails).
  PIX_ENABLED: z.enum(['true', 'false']).optional(),
  // Mobile money (M-Pesa, MTN MoMo, Orange Money, Wave…) through Flutterwave; `local` is its offline test double.
  MOBILE_MONEY_PROVIDER: z.enum(['flutterwave', 'local', 'off']).optional(),
  FLUTTERWAVE_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  // The "secret hash" set in Flutterwave's dashboard: webhooks are signed with it.
  FLUTTERWAVE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  FLUTTERWAVE_API_BASE: optionalUrl,
  AI_PROVIDER: z.enum(['local', 'openai']).optional(),
  AI_API_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  AI_BASE_URL: optionalUrl,
  AI_CHAT_MODEL: z.string().default('gpt-4o-mini'),
  AI_TRANSCRIBE_MODEL: z.string().default('gpt-4o-transcribe'),
  AI_REALTIME_MODEL: z.string().default('gpt-realtime'),
  AI_REALTIME_VOICE: z.string().default('alloy'),
  // auto: realtime voice only on OpenAI's own API (Groq, Ollama, vLLM have no /v1/realtime).
  AI_REALTIME: z.enum(['auto', 'on', 'off']).default('auto'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  GUEST_DAILY_RUNS_PER_IP: z.coerce.number().int().min(0).default(20),
  // AI cost control (UTC days): runs of the AI tools per account, for the whole service, and of
  // free accounts plus guests per client address (IPv6 per /64; generous: carriers share addresses).
  AI_DAILY_RUNS_PER_USER: z.coerce.number().int().min(0).default(50),
  AI_DAILY_RUNS_GLOBAL: z.coerce.number().int().min(0).default(5000),
  FREE_DAILY_AI_RUNS_PER_IP: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // People in one organization (owner included; open invitations hold a seat), and invitation mails per inviter per hour.
  TEAM_SEAT_LIMIT: z.coerce.number().int().min(1).max(1000).default(DEFAULT_TEAM_SEAT_LIMIT),
  TEAM_INVITES_PER_HOUR: z.coerce.number().int().min(1).default(30),
  CONSULTING_SPRINT_URL: z.url().default('https://growthtools.example/consulting-sprint'),
  REVENUE_WORKSHOP_URL: z.url().default('https://growthtools.example/revenue-blocker-workshop'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // Bearer token for GET /metrics (Prometheus); without it /metrics does not exist.
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // Graceful stop on SIGTERM/SIGINT: how long in-flight requests may take to finish (below the usual 30 s orchestrator kill).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
  // Start-up waits this long for an unreachable PostgreSQL (nodes and databases start together), retrying with backoff.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
});

export type Env = Omit<z.infer<typeof envSchema>, 'PIX_ENABLED'> & {
  APP_URL: string;
  AUTH_SECRET: string;
  AI_PROVIDER: 'local' | 'openai';
  PAYMENTS_PROVIDER: 'stripe' | 'local';
  PIX_ENABLED: boolean;
  MOBILE_MONEY_PROVIDER: 'flutterwave' | 'local' | 'off';
};

export class ConfigError extends Error {}

/** Loads ./.env into process.env when present (real environment variables win). */
export function loadDotEnv(file = '.env') {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new ConfigError(`Could not read ${file}: ${(error as Error).message}`);
  }
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const appUrl = (env.APP_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, '');
  const refuse = (variable: string, why: string) => {
    throw new ConfigError(`Invalid configuration:\n  ${variable}: ${why}`);
  };
  if (!env.AUTH_SECRET) {
    if (env.NODE_ENV === 'production') refuse('AUTH_SECRET', 'required in production (32+ random characters)');
    // A generated secret is fine for a laptop, never for a server others can reach.
    if (!isLoopbackHost(env.HOST)) refuse('AUTH_SECRET', `required when HOST (${env.HOST}) is not a loopback address (32+ random characters)`);
    if (appUrl.startsWith('https://')) refuse('AUTH_SECRET', 'required when APP_URL is https (32+ random characters)');
  }
  const payments = env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  if (payments === 'stripe' && !env.STRIPE_SECRET_KEY) refuse('STRIPE_SECRET_KEY', 'required when PAYMENTS_PROVIDER=stripe');
  // Production never falls back to the free test double: without Flutterwave keys it offers no mobile money.
  const mobileMoney = env.MOBILE_MONEY_PROVIDER ?? (env.FLUTTERWAVE_SECRET_KEY ? 'flutterwave' : env.NODE_ENV === 'production' ? 'off' : 'local');
  // Half a Flutterwave configuration would take money it cannot confirm, or confirm nothing it takes.
  if (mobileMoney === 'flutterwave') {
    if (!env.FLUTTERWAVE_SECRET_KEY) refuse('FLUTTERWAVE_SECRET_KEY', 'required when MOBILE_MONEY_PROVIDER=flutterwave');
    if (!env.FLUTTERWAVE_WEBHOOK_SECRET)
      refuse('FLUTTERWAVE_WEBHOOK_SECRET', 'required with Flutterwave (mobile-money payments are fulfilled from signed webhooks)');
  } else if (env.FLUTTERWAVE_SECRET_KEY || env.FLUTTERWAVE_WEBHOOK_SECRET) {
    refuse('MOBILE_MONEY_PROVIDER', `is ${mobileMoney} but Flutterwave keys are set: set MOBILE_MONEY_PROVIDER=flutterwave or remove the keys`);
  }
  if (env.PIX_ENABLED === 'true' && payments === 'stripe' && !env.STRIPE_WEBHOOK_SECRET)
    refuse('STRIPE_WEBHOOK_SECRET', 'required for Pix (a Pix payment is confirmed only by a webhook)');
  if (env.NODE_ENV === 'production') {
    // The local checkout hands out credits and Premium for nothing: only on purpose in production.
    if (payments === 'local' && env.PAYMENTS_PROVIDER !== 'local')
      refuse('STRIPE_SECRET_KEY', 'required in production (or set PAYMENTS_PROVIDER=local to run the free test checkout on purpose)');
    if (payments === 'stripe' && !env.STRIPE_WEBHOOK_SECRET)
      refuse('STRIPE_WEBHOOK_SECRET', 'required in production with Stripe (payments are fulfilled from verified webhooks)');
  }
  return {
    ...env,
    APP_URL: appUrl,
    // Never a constant: tests get a fresh one per process, development keeps one in DATA_DIR.
    AUTH_SECRET: env.AUTH_SECRET ?? (env.NODE_ENV === 'test' ? randomBytes(48).toString('base64url') : loadOrCreateDevSecret(env.DATA_DIR)),
    AI_PROVIDER: env.AI_PROVIDER ?? (env.AI_API_KEY || env.AI_BASE_URL ? 'openai' : 'local'),
    PAYMENTS_PROVIDER: payments,
    PIX_ENABLED: env.PIX_ENABLED ? env.PIX_ENABLED === 'true' : payments === 'local',
    MOBILE_MONEY_PROVIDER: mobileMoney,
  };
}

export function isLoopbackHost(host: string) {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
