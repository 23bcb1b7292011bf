import { z } from 'zod';

// The only reader of process.env: every setting is parsed and checked once, at start-up.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

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
  TRUST_PROXY: booleanFlag,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Growth Tools <no-reply@growth-tools.local>'),
  STRIPE_SECRET_KEY: z.string().optional().transform((v) => v || undefined),
  STRIPE_WEBHOOK_SECRET: z.string().optional().transform((v) => v || undefined),
  STRIPE_API_BASE: optionalUrl,
  STRIPE_PRICE_CREDITS_20: z.string().optional().transform((v) => v || undefined),
  STRIPE_PRICE_PREMIUM: z.string().optional().transform((v) => v || undefined),
  AI_PROVIDER: z.enum(['local', 'openai']).optional(),
  AI_API_KEY: z.string().optional().transform((v) => v || undefined),
  AI_BASE_URL: optionalUrl,
  AI_CHAT_MODEL: z.string().default('gpt-4o-mini'),
  AI_TRANSCRIBE_MODEL: z.string().default('gpt-4o-transcribe'),
  AI_REALTIME_MODEL: z.string().default('gpt-realtime'),
  AI_REALTIME_VOICE: z.string().default('alloy'),
  // auto: realtime voice only on OpenAI's own API (Groq, Ollama, vLLM have no /v1/realtime).
  AI_REALTIME: z.enum(['auto', 'on', 'off']).default('auto'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  GUEST_DAILY_RUNS_PER_IP: z.coerce.number().int().min(0).default(20),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  CONSULTING_SPRINT_URL: z.url().default('https://growthtools.example/consulting-sprint'),
  REVENUE_WORKSHOP_URL: z.url().default('https://growthtools.example/revenue-blocker-workshop'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema> & { APP_URL: string; AUTH_SECRET: string; AI_PROVIDER: 'local' | 'openai' };

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
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required in production (32+ random characters)');
  }
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, ''),
    // A fixed development secret keeps sessions valid across restarts; production must set its own.
    AUTH_SECRET: env.AUTH_SECRET ?? 'development-only-secret-change-me-0123456789',
    AI_PROVIDER: env.AI_PROVIDER ?? (env.AI_API_KEY || env.AI_BASE_URL ? 'openai' : 'local'),
  };
}
