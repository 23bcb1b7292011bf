// Logs say what failed without leaking what was sent (issue 14 item 4). A failed query used to be
// logged as drizzle's message, "Failed query: … params: <session token>,<pitch text>", without the
// database's own error. Now: the query text, the database's error as the cause, the request's id
// (also on the X-Request-Id answer header), and never a parameter value, cookie or token.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { setLogLevel } from '../../src/server/lib/logger.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  setLogLevel('info');
});
afterAll(async () => {
  setLogLevel('silent');
  await t?.close();
});

type LogEntry = Record<string, unknown> & { msg: string; requestId?: string };

/** Everything written to stdout/stderr or the console while `work` runs: raw text and the JSON lines. */
async function captureLogs<T>(work: () => Promise<T>): Promise<{ result: T; text: string; entries: LogEntry[] }> {
  const chunks: string[] = [];
  const saved = { out: process.stdout.write, err: process.stderr.write, error: console.error, warn: console.warn, log: console.log, info: console.info };
  const write = ((chunk: unknown) => {
    chunks.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  const print = (...args: unknown[]) => {
    chunks.push(
      args.map((arg) => (arg instanceof Error ? `${arg.stack} ${JSON.stringify(arg)}` : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ') + '\n',
    );
  };
  process.stdout.write = write;
  process.stderr.write = write;
  Object.assign(console, { error: print, warn: print, log: print, info: print });
  try {
    const result = await work();
    const text = chunks.join('');
    const entries = text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogEntry);
    return { result, text, entries };
  } finally {
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    Object.assign(console, { error: saved.error, warn: saved.warn, log: saved.log, info: saved.info });
  }
}

describe('X-Request-Id', () => {
  it('is on every answer (JSON, errors, better-auth), new for each request', async () => {
    const { cookie } = await t.signUp();
    const answers = [
      await t.request('/api/health'),
      await t.request('/api/no-such-route'),
      await t.request('/api/me'),
      await t.request('/api/me', { cookie }),
      await t.request('/api/account/name', { method: 'PATCH', cookie, json: { fullName: 'bad\u0000name' } }),
      await t.request('/api/auth/get-session', { cookie }),
      await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'nobody@example.com', password: 'wrong-password' } }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 404, 401, 200, 400, 200, 401]);
    const ids = answers.map((res) => res.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('repeats a safe incoming id (a proxy’s) and replaces an unsafe one', async () => {
    expect((await t.request('/api/health', { headers: { 'x-request-id': 'edge-7f3a.trace_01' } })).headers.get('x-request-id')).toBe('edge-7f3a.trace_01');
    for (const unsafe of ['short', 'has spaces "and" quotes', 'x'.repeat(65), '{"level":"error"}']) {
      const id = (await t.request('/api/health', { headers: { 'x-request-id': unsafe } })).headers.get('x-request-id');
      expect(id).toMatch(UUID);
    }
  });
});

describe('a failed query is logged with its cause and the request id, never its parameters', () => {
  it('name update refused by the database: query text, database error, no name, e-mail or cookie in the logs', async () => {
    const account = await t.signUp();
    const secretName = `Forbidden ${randomBytes(8).toString('hex')}`;
    const token = decodeURIComponent(account.cookie.split('=')[1]!.split(';')[0]!).split('.')[0]!;
    await t.deps.db.execute(sql.raw(`alter table "user" add constraint fuzz_name_check check (name not like 'Forbidden%')`));
    try {
      const {
        result: res,
        text,
        entries,
      } = await captureLogs(() => t.request('/api/account/name', { method: 'PATCH', cookie: account.cookie, json: { fullName: secretName } }));
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { code: 'internal', id: 'common.somethingWentWrong', message: 'Something went wrong. Please try again.' } });
      const requestId = res.headers.get('x-request-id');
      expect(requestId).toMatch(UUID);

      const line = entries.find((entry) => entry.msg === 'unhandled error');
      expect(line).toMatchObject({
        level: 'error',
        requestId,
        method: 'PATCH',
        path: '/api/account/name',
        error: {
          name: 'DrizzleQueryError',
          query: expect.stringContaining('update "user" set "name" = $1'),
          cause: {
            code: '23514',
            constraint: 'fuzz_name_check',
            message: expect.stringContaining('violates check constraint "fuzz_name_check"'),
            detail: 'Failing row contains (…).',
          },
        },
      });
      // Before: "params: Forbidden …,2026-…,<user id>" and the failing row with the e-mail.
      expect(text).not.toContain(secretName);
      expect(text).not.toContain(account.email);
      expect(text).not.toContain(token);
      expect(text).not.toMatch(/params: (?!\[not logged\])/);
    } finally {
      await t.deps.db.execute(sql.raw(`alter table "user" drop constraint fuzz_name_check`));
    }
  });

  it('inside better-auth (a reset token insert fails): a JSON 500 from our handler, the cause logged, the token not', async () => {
    const account = await t.signUp();
    await t.deps.db.execute(
      sql.raw(
        `create or replace function refuse_verification() returns trigger language plpgsql as $$ begin raise exception 'verification store unavailable' using errcode = '53100'; end $$`,
      ),
    );
    await t.deps.db.execute(sql.raw(`create trigger refuse_verification before insert on verification for each row execute function refuse_verification()`));
    try {
      const {
        result: res,
        text,
        entries,
      } = await captureLogs(() =>
        t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: account.email, redirectTo: '/reset-password' } }),
      );
      expect(res.status).toBe(500);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('internal');
      const requestId = res.headers.get('x-request-id');
      const line = entries.find((entry) => entry.msg === 'unhandled error' && entry.requestId === requestId);
      expect(line).toMatchObject({
        path: '/api/auth/request-password-reset',
        error: {
          name: 'DrizzleQueryError',
          query: expect.stringContaining('insert into "verification"'),
          cause: { code: '53100', message: 'verification store unavailable' },
        },
      });
      // The identifier parameter is "reset-password:<token>": neither it nor any dump of parameters is printed.
      expect(text).not.toContain('reset-password:');
      expect(text).not.toContain('# SERVER_ERROR');
      expect(text).not.toMatch(/params: (?!\[not logged\])/);
    } finally {
      await t.deps.db.execute(sql.raw(`drop trigger refuse_verification on verification`));
    }
  });
});

describe('refusals worth following carry the request id', () => {
  it('a failed sign-in and a 403 are logged with the id of their request (masked e-mail, no password)', async () => {
    const account = await t.signUp();
    const {
      result: signIn,
      entries: signInLogs,
      text,
    } = await captureLogs(() => t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: account.email, password: 'not-the-password' } }));
    expect(signIn.status).toBe(401);
    expect(signInLogs.find((entry) => entry.msg === 'sign-in failed')).toMatchObject({
      requestId: signIn.headers.get('x-request-id'),
      email: `${account.email[0]}***@example.com`,
    });
    expect(text).not.toContain('not-the-password');
    expect(text).not.toContain(account.email);

    const { result: forbidden, entries: forbiddenLogs } = await captureLogs(() => t.request('/api/admin/users', { cookie: account.cookie }));
    expect(forbidden.status).toBe(403);
    expect(forbiddenLogs.find((entry) => entry.msg === 'forbidden')).toMatchObject({
      requestId: forbidden.headers.get('x-request-id'),
      user: account.userId,
      path: '/api/admin/users',
    });
  });
});
