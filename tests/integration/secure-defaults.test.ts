import { setWallet } from '../helpers/wallet.ts';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { parseEnv } from '../../src/server/env.ts';
import { devSecretFile } from '../../src/server/dev-secret.ts';
import { createTestApp, cookieFrom, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { auditLog, session, userRoles } from '../../src/server/db/schema/index.ts';
import { expireLocalSubscriptions } from '../../src/server/maintenance.ts';
import { deleteExpiredRateLimits } from '../../src/server/lib/rate-limit.ts';

/** The constant the repository used to publish as the development AUTH_SECRET. */
const PUBLISHED_SECRET = 'development-only-secret-change-me-0123456789';

function hs256(payload: Record<string, unknown>, secret: string) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);
let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'growth-secure-'));
  // A default start: development mode, no AUTH_SECRET, loopback HOST.
  t = await createTestApp({ NODE_ENV: 'development', DATA_DIR: dataDir, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('no secret is a constant', () => {
  it('generates the development secret once, keeps it in DATA_DIR with mode 600, and reuses it', () => {
    const secret = t.deps.env.AUTH_SECRET;
    expect(secret).not.toBe(PUBLISHED_SECRET);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(devSecretFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(parseEnv({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(secret);
  });

  it('refuses a verification token forged with the published constant (401, no session)', async () => {
    const admin = await t.signUp();
    const token = hs256({ email: admin.email, iat: now(), exp: now() + 3600 }, PUBLISHED_SECRET);
    const res = await t.request(`/api/auth/verify-email?token=${token}`);
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('session_token=;'))).toBe(false);
  });

  it('never signs anyone in from a verification link, even a genuine one', async () => {
    const account = await t.signUp();
    const token = hs256({ email: account.email, iat: now(), exp: now() + 3600 }, t.deps.env.AUTH_SECRET);
    const res = await t.request(`/api/auth/verify-email?token=${token}`);
    expect(res.status).toBe(200);
    const cookie = cookieFrom(res);
    expect(cookie).not.toContain('session_token');
  });
});

describe('dev mailbox', () => {
  // Without the mailbox the path falls through to the web app (HTML) or a plain 404: never the mail list.
  const servesMail = async (app: TestApp, headers: Record<string, string> = {}) => {
    const res = await app.request('/dev/mail.json', { headers });
    return res.status === 200 && (res.headers.get('content-type') ?? '').includes('application/json');
  };

  it('answers loopback callers in development only, never a request that came through a proxy', async () => {
    expect(await servesMail(t)).toBe(true);
    expect(await servesMail(t, { 'x-forwarded-for': '127.0.0.1' })).toBe(false);
  });

  it('does not exist in test mode, or on a non-loopback HOST', async () => {
    const cases: Record<string, string>[] = [{ NODE_ENV: 'development', HOST: '0.0.0.0', AUTH_SECRET: 'x'.repeat(40) }, {}];
    for (const overrides of cases) {
      const other = await createTestApp(overrides);
      try {
        expect(await servesMail(other), JSON.stringify(overrides)).toBe(false);
      } finally {
        await other.close();
      }
    }
  });
});

describe('client addresses behind TRUST_PROXY hops', () => {
  it('rotating the left of X-Forwarded-For does not escape the per-address sign-in limit', async () => {
    const strict = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '5', TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // The client wrote "10.9.9.i"; our one proxy appended the address it saw, 203.0.113.7.
      const res = await strict.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.7` },
        json: { email: uniqueEmail(), password: 'wrong-password' },
      });
      statuses.push(res.status);
    }
    await strict.close();
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });

  it('with two hops, takes the entry two places from the right', async () => {
    const twoHops = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await twoHops.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.1.1.${i}, 203.0.113.9, 10.0.0.2` },
        json: { email: uniqueEmail(), password: 'wrong-password' },
      });
      statuses.push(res.status);
    }
    await twoHops.close();
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('nobody can lock an owner out', () => {
  it('counts failures per (e-mail, address): a stranger’s wrong passwords leave the owner’s sign-in working', async () => {
    const owner = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.0' },
        json: { email: owner.email, password: `not-it-${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const attacker = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.0' },
      json: { email: owner.email, password: owner.password },
    });
    expect(attacker.status).toBe(429);
    const fromOwner = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': '192.0.2.50' },
      json: { email: owner.email, password: owner.password },
    });
    expect(fromOwner.status).toBe(200);
  }, 60_000);

  it('successful sign-ins do not count against the e-mail', async () => {
    const owner = await t.signUp();
    for (let i = 0; i < 7; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': `192.0.2.${100 + i}` },
        json: { email: owner.email, password: owner.password },
      });
      expect(res.status).toBe(200);
    }
  });

  it('keeps reset requests of the owner’s own address working while a stranger floods', async () => {
    const owner = await t.signUp();
    const reset = (ip: string) =>
      t.request('/api/auth/request-password-reset', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip },
        json: { email: owner.email, redirectTo: 'http://127.0.0.1:3999/reset-password' },
      });
    const flood = [];
    for (let i = 0; i < 4; i++) flood.push((await reset('198.51.100.77')).status);
    expect(flood).toEqual([200, 200, 200, 429]);
    expect((await reset('192.0.2.80')).status).toBe(200);
  });
});

describe('request bodies', () => {
  it('refuses a 1 MiB JSON body with 413 and the JSON error envelope, before reading it', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) });
    for (const target of ['/api/auth/sign-in/email', '/api/signup', '/api/pitch-lab/analyze-text']) {
      const res = await t.request(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge });
      expect(res.status, target).toBe(413);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('payload_too_large');
    }
  });

  it('refuses a streamed body without Content-Length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 64) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await t.request('/api/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('answers a 2 MB e-mail on sign-in with 400, not a database error', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${'a'.repeat(60_000)}@example.com`, password: 'whatever-1' }),
    });
    expect(res.status).toBe(400);
  });
});

describe('better-auth endpoints we do not use are closed', () => {
  it('send-verification-email (mail flooding) and update-user (unvalidated name) answer 404 and send nothing', async () => {
    const account = await t.signUp();
    t.mail.length = 0;
    for (let i = 0; i < 3; i++) {
      const res = await t.request('/api/auth/send-verification-email', { method: 'POST', json: { email: account.email } });
      expect(res.status).toBe(404);
    }
    expect(t.mail).toHaveLength(0);
    const rename = await t.request('/api/auth/update-user', { method: 'POST', cookie: account.cookie, json: { name: 'x\u0000'.repeat(10) } });
    expect(rename.status).toBe(404);
  });

  it('lists the auth endpoints it serves in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { 'x-role': string }>> };
    expect(doc.paths['/api/auth/sign-in/email']?.post?.['x-role']).toBe('public');
    expect(doc.paths['/api/auth/reset-password/{token}']?.get).toBeTruthy();
    expect(doc.paths['/api/auth/two-factor/verify-totp']?.post).toBeTruthy();
    expect(doc.paths['/api/auth/update-user']).toBeUndefined();
  });
});

describe('sessions', () => {
  it('end 30 days after sign-in however active they are', async () => {
    const account = await t.signUp();
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(200);
    await t.deps.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(session.userId, account.userId));
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(401);
    expect(await t.deps.db.select().from(session).where(eq(session.userId, account.userId))).toHaveLength(0);
  });

  it('old rate-limit rows are swept', async () => {
    await t.deps.db.execute(
      sql`insert into rate_limits (key, count, window_start) values ('old:test', 3, now() - interval '3 days') on conflict (key) do update set window_start = now() - interval '3 days'`,
    );
    expect(await deleteExpiredRateLimits(t.deps.db)).toBeGreaterThanOrEqual(1);
    const left = await t.deps.db.execute(sql`select 1 from rate_limits where key = 'old:test'`);
    expect(left.rows).toHaveLength(0);
  });
});

describe('local test checkout', () => {
  it('Premium bought through it ends at its period end, like an unrenewed Stripe subscription', async () => {
    const buyer = await t.signUp();
    const start = await t.request('/api/payments/create-checkout', { method: 'POST', cookie: buyer.cookie, json: { tier: 'premium' } });
    const { sessionId } = (await start.json()) as { sessionId: string };
    expect((await t.request(`/api/checkout/local/${sessionId}/pay`, { method: 'POST', cookie: buyer.cookie })).status).toBe(200);
    const tierOf = async () =>
      ((await (await t.request('/api/me', { cookie: buyer.cookie })).json()) as { profile: { subscriptionTier: string } }).profile.subscriptionTier;
    expect(await tierOf()).toBe('premium');
    expect(await expireLocalSubscriptions(t.deps.db)).toBe(0);
    await setWallet(t.deps.db, buyer.userId, { subscriptionRenewsAt: new Date(Date.now() - 60_000) });
    expect(await expireLocalSubscriptions(t.deps.db)).toBe(1);
    expect(await tierOf()).toBe('free');
  });
});

describe('admins can end a user’s sessions', () => {
  it('signs the user out everywhere, audited; only admins may', async () => {
    const target = await t.signUp();
    const second = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': '192.0.2.9' },
      json: { email: target.email, password: target.password },
    });
    const secondCookie = cookieFrom(second);
    const endPath = `/api/admin/users/${target.userId}/sessions/end`;
    expect((await t.request(endPath, { method: 'POST', cookie: target.cookie })).status).toBe(403);
    const admin = await t.signUp();
    await t.deps.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    const enrolled = await t.enrolTwoFactor(admin);
    const res = await t.request(endPath, { method: 'POST', cookie: enrolled.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ userId: target.userId, ended: 2 });
    for (const cookie of [target.cookie, secondCookie]) expect((await t.request('/api/me', { cookie })).status).toBe(401);
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, target.userId), eq(auditLog.action, 'sessions.end')));
    expect(entry).toMatchObject({ actorId: admin.userId, before: { sessions: 2 }, after: { sessions: 0 } });
  });
});

describe('live updates stream', () => {
  it('ends with a signed-out event when its session is signed out', async () => {
    const account = await t.signUp();
    const res = await t.request('/api/me/events', { cookie: account.cookie });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: profile')) text += decoder.decode((await reader.read()).value);
    expect((await t.request('/api/auth/sign-out', { method: 'POST', cookie: account.cookie })).status).toBe(200);
    const ended = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += decoder.decode(value);
      }
    })();
    const outcome = await Promise.race([ended, new Promise<string>((r) => setTimeout(() => r('timeout'), 5000))]);
    expect(outcome).not.toBe('timeout');
    expect(text).toContain('event: signed-out');
  });
});
