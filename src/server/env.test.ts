import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

const SECRET = 'a-real-secret-of-at-least-32-characters!';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', APP_URL: 'http://127.0.0.1:3000', AI_PROVIDER: 'local' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ AI_PROVIDER: 'skynet' }, 'AI_PROVIDER'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ NODE_ENV: 'production' }, 'AUTH_SECRET'],
    [{ NODE_ENV: 'development', HOST: '0.0.0.0' }, 'AUTH_SECRET'],
    [{ NODE_ENV: 'development', APP_URL: 'https://sales.example.com' }, 'AUTH_SECRET'],
    [{ NODE_ENV: 'production', AUTH_SECRET: SECRET }, 'STRIPE_SECRET_KEY'],
    [{ NODE_ENV: 'production', AUTH_SECRET: SECRET, STRIPE_SECRET_KEY: 'sk_live_x' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ PAYMENTS_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
  ])('refuses %o naming the variable', (source, variable) => {
    expect(() => parseEnv(source as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => parseEnv(source as NodeJS.ProcessEnv)).toThrow(variable);
  });

  it('switches to the OpenAI-compatible provider when a key or base URL is set', () => {
    expect(parseEnv({ AI_API_KEY: 'sk-test' }).AI_PROVIDER).toBe('openai');
    expect(parseEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).AI_PROVIDER).toBe('openai');
  });

  it('runs the free local checkout in production only when asked to on purpose', () => {
    expect(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET, PAYMENTS_PROVIDER: 'local' }).PAYMENTS_PROVIDER).toBe('local');
    expect(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).PAYMENTS_PROVIDER).toBe(
      'stripe',
    );
  });

  describe('mobile money (Flutterwave)', () => {
    const PROD = { NODE_ENV: 'production', AUTH_SECRET: SECRET, PAYMENTS_PROVIDER: 'local' };

    it.each([
      [{ ...PROD, MOBILE_MONEY_PROVIDER: 'flutterwave' }, 'FLUTTERWAVE_SECRET_KEY'],
      [{ ...PROD, MOBILE_MONEY_PROVIDER: 'flutterwave', FLUTTERWAVE_WEBHOOK_SECRET: 'hash' }, 'FLUTTERWAVE_SECRET_KEY'],
      // A key without the webhook secret hash would take money it can never confirm.
      [{ ...PROD, FLUTTERWAVE_SECRET_KEY: 'FLWSECK-live' }, 'FLUTTERWAVE_WEBHOOK_SECRET'],
      [{ ...PROD, MOBILE_MONEY_PROVIDER: 'flutterwave', FLUTTERWAVE_SECRET_KEY: 'FLWSECK-live' }, 'FLUTTERWAVE_WEBHOOK_SECRET'],
      // Keys set while another provider is chosen: half-configured either way.
      [{ ...PROD, MOBILE_MONEY_PROVIDER: 'off', FLUTTERWAVE_SECRET_KEY: 'FLWSECK-live', FLUTTERWAVE_WEBHOOK_SECRET: 'hash' }, 'MOBILE_MONEY_PROVIDER'],
      [{ ...PROD, MOBILE_MONEY_PROVIDER: 'local', FLUTTERWAVE_WEBHOOK_SECRET: 'hash' }, 'MOBILE_MONEY_PROVIDER'],
      [{ ...PROD, MOBILE_MONEY_PROVIDER: 'mpesa-direct' }, 'MOBILE_MONEY_PROVIDER'],
    ])('refuses the half-configuration %o naming the variable', (source, variable) => {
      expect(() => parseEnv(source as NodeJS.ProcessEnv)).toThrow(ConfigError);
      expect(() => parseEnv(source as NodeJS.ProcessEnv)).toThrow(variable);
    });

    it('offers no mobile money in production without keys, and the local double elsewhere', () => {
      expect(parseEnv(PROD).MOBILE_MONEY_PROVIDER).toBe('off');
      expect(parseEnv({ NODE_ENV: 'test' }).MOBILE_MONEY_PROVIDER).toBe('local');
      expect(parseEnv({ ...PROD, FLUTTERWAVE_SECRET_KEY: 'FLWSECK-live', FLUTTERWAVE_WEBHOOK_SECRET: 'hash' }).MOBILE_MONEY_PROVIDER).toBe('flutterwave');
    });
  });

  it('reads TRUST_PROXY as a hop count (true = one proxy)', () => {
    expect(parseEnv({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ NODE_ENV: 'test', TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ NODE_ENV: 'test', TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(0);
  });

  it('never falls back to a constant secret', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).AUTH_SECRET).not.toBe(parseEnv({ NODE_ENV: 'test' }).AUTH_SECRET);
  });
});
