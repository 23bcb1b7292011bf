import { describe, expect, it } from 'vitest';
import { startupLine } from './index.ts';

describe('start-up line', () => {
  const base = {
    APP_URL: 'http://127.0.0.1:3000',
    HOST: '127.0.0.1',
    PORT: 3000,
    NODE_ENV: 'development' as const,
    DATA_DIR: '/srv/data',
    DATABASE_URL: undefined,
  };

  it('names the URL, the mode and the embedded database in one line', () => {
    const line = startupLine(base, 'pglite', 2500);
    expect(line).toBe('Growth Tools is serving http://127.0.0.1:3000 — development mode, PGlite in /srv/data/pglite, ready in 2.5 s');
  });

  it('names PostgreSQL by host only (no credentials) and the listening address when APP_URL differs', () => {
    const line = startupLine(
      { ...base, NODE_ENV: 'production', HOST: '0.0.0.0', APP_URL: 'https://sales.example.com', DATABASE_URL: 'postgres://app:s3cret@db.internal:5432/growth' },
      'postgres',
      900,
    );
    expect(line).toContain('https://sales.example.com (listening on http://0.0.0.0:3000)');
    expect(line).toContain('production mode, PostgreSQL at db.internal:5432');
    expect(line).not.toContain('s3cret');
    expect(line.split('\n')).toHaveLength(1);
  });
});
