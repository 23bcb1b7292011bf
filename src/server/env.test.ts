import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

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
  ])('refuses %o naming the variable', (source, variable) => {
    expect(() => parseEnv(source as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => parseEnv(source as NodeJS.ProcessEnv)).toThrow(variable);
  });

  it('switches to the OpenAI-compatible provider when a key or base URL is set', () => {
    expect(parseEnv({ AI_API_KEY: 'sk-test' }).AI_PROVIDER).toBe('openai');
    expect(parseEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).AI_PROVIDER).toBe('openai');
  });
});
