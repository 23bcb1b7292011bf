import { describe, expect, it } from 'vitest';
import { databaseTarget, DatabaseUnreachableError, describeConnectError, retryConnect } from './wait-for-database.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
const startingUp = () => Object.assign(new Error('the database system is starting up'), { code: '57P03' });

/** A clock that only moves when the loop sleeps. */
function fakeTime() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

describe('retryConnect', () => {
  it('succeeds after a few failures, backing off exponentially, one line per failure', async () => {
    const time = fakeTime();
    const lines: string[] = [];
    let calls = 0;
    const result = await retryConnect(
      async () => {
        calls++;
        if (calls <= 3) throw calls === 2 ? startingUp() : refused();
        return 'connected';
      },
      { target: 'db.internal:5432', timeoutMs: 60_000, log: (l) => lines.push(l), sleep: time.sleep, now: time.now },
    );
    expect(result).toBe('connected');
    expect(calls).toBe(4);
    expect(time.sleeps).toEqual([1000, 2000, 4000]);
    expect(lines).toEqual([
      'Database not reachable at db.internal:5432 (DATABASE_URL): ECONNREFUSED — retrying in 1 s (until 60 s)',
      'Database not reachable at db.internal:5432 (DATABASE_URL): the database system is starting up — retrying in 2 s (until 60 s)',
      'Database not reachable at db.internal:5432 (DATABASE_URL): ECONNREFUSED — retrying in 4 s (until 60 s)',
    ]);
  });

  it('gives up at the deadline with DatabaseUnreachableError; waits are capped and never overshoot', async () => {
    const time = fakeTime();
    const lines: string[] = [];
    const attempt = retryConnect(
      async () => {
        throw refused();
      },
      { target: 'db.internal:5432', timeoutMs: 30_000, log: (l) => lines.push(l), sleep: time.sleep, now: time.now, maxDelayMs: 10_000 },
    );
    await expect(attempt).rejects.toThrow(DatabaseUnreachableError);
    await expect(attempt).rejects.toThrow(
      'Database not reachable at db.internal:5432 (DATABASE_URL): ECONNREFUSED — giving up after 30 s (DATABASE_CONNECT_TIMEOUT_MS=30000)',
    );
    expect(time.sleeps).toEqual([1000, 2000, 4000, 8000, 10_000, 5000]);
    expect(time.sleeps.reduce((a, b) => a + b)).toBe(30_000);
    expect(lines).toHaveLength(6);
  });

  it('a timeout of 0 tries once', async () => {
    const time = fakeTime();
    let calls = 0;
    await expect(
      retryConnect(
        async () => {
          calls++;
          throw refused();
        },
        { target: 'h:1', timeoutMs: 0, log: () => {}, sleep: time.sleep, now: time.now },
      ),
    ).rejects.toThrow(DatabaseUnreachableError);
    expect(calls).toBe(1);
  });

  it('does not retry what waiting cannot fix (wrong password, missing database), and never prints the password', async () => {
    const time = fakeTime();
    let calls = 0;
    const attempt = retryConnect(
      async () => {
        calls++;
        throw Object.assign(new Error('password authentication failed for user "app" (tried hunter2)'), { code: '28P01' });
      },
      { target: 'db.internal:5432', timeoutMs: 60_000, url: 'postgres://app:hunter2@db.internal/app', log: () => {}, sleep: time.sleep, now: time.now },
    );
    await expect(attempt).rejects.toThrow(
      'Database at db.internal:5432 (DATABASE_URL) refused the connection: password authentication failed for user "app" (tried ***)',
    );
    expect(calls).toBe(1);
  });
});

describe('describeConnectError / databaseTarget', () => {
  it('classifies network failures and timeouts as worth retrying', () => {
    expect(describeConnectError(Object.assign(new Error('getaddrinfo ENOTFOUND db'), { code: 'ENOTFOUND' }))).toEqual({ retryable: true, reason: 'ENOTFOUND' });
    expect(describeConnectError(new Error('Connection terminated due to connection timeout')).retryable).toBe(true);
    expect(describeConnectError(Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''), {})).reason).toBe(
      'ECONNREFUSED',
    );
    expect(describeConnectError(Object.assign(new Error('database "x" does not exist'), { code: '3D000' })).retryable).toBe(false);
  });

  it('names host and port only', () => {
    expect(databaseTarget('postgres://user:secret@db.internal:6543/app?sslmode=require')).toBe('db.internal:6543');
    expect(databaseTarget('postgres://user:secret@db.internal/app')).toBe('db.internal:5432');
  });
});
