import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { organizations, profiles, toolUsageLogs, userRoles, toolRatings, session as sessions } from '../../src/server/db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('signup', () => {
  it('creates user, profile and organization (its wallet: 2 credits, tier free) in one go', async () => {
    const { userId, cookie } = await t.signUp({ companyName: 'Mama Mboga Ltd', country: 'KE' });
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ fullName: 'Ada Lovelace' });
    const [org] = await t.deps.db.select().from(organizations).where(eq(organizations.createdBy, userId));
    expect(org).toMatchObject({ companyName: 'Mama Mboga Ltd', name: 'Mama Mboga Ltd', country: 'KE', credits: 2, subscriptionTier: 'free' });
    const me = await t.request('/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ profile: { availableCredits: 2 }, organization: { companyName: 'Mama Mboga Ltd' }, isAdmin: false });
  });

  it('ignores credits, tier and role sent by the client', async () => {
    const { userId } = await t.signUp({ credits: 9999, subscription_tier: 'premium', subscriptionTier: 'premium', role: 'admin', isAdmin: true });
    const [org] = await t.deps.db.select().from(organizations).where(eq(organizations.createdBy, userId));
    expect(org).toMatchObject({ credits: 2, subscriptionTier: 'free' });
    expect(await t.deps.db.select().from(userRoles).where(eq(userRoles.userId, userId))).toHaveLength(0);
  });

  it.each([
    [{ acceptTerms: false }, 'Please accept the terms and conditions'],
    [{ confirmPassword: 'something-else' }, 'Passwords do not match'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters'],
    [{ fullName: '  ' }, 'Please enter your full name'],
    [{ companyName: '' }, 'Please enter your company name'],
    [{ country: 'XX' }, 'Please select your country'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: 'password', confirmPassword: 'password' }, 'This password is too common'],
  ])('rejects %o with the spec message', async (overrides, message) => {
    const email = uniqueEmail();
    const response = await t.request('/api/signup', {
      method: 'POST',
      json: {
        fullName: 'A',
        companyName: 'B',
        country: 'NG',
        email,
        password: 'sturdy-pass-1',
        confirmPassword: 'sturdy-pass-1',
        acceptTerms: true,
        ...overrides,
      },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toContain(message);
    expect(await t.deps.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(0);
  });

  it('welcomes the new account by mail with a dashboard link built from APP_URL', async () => {
    const { email } = await t.signUp({ fullName: 'Wanjiku <b>Kamau</b>' });
    const welcome = t.mail.find((m) => m.to === email && m.subject === 'Welcome to Growth Tools');
    expect(welcome?.text).toContain('http://127.0.0.1:3999/dashboard');
    expect(welcome?.html).toContain('Wanjiku &#60;b&#62;Kamau&#60;/b&#62;');
  });

  it('refuses a second account with the same e-mail (409) and keeps the first intact', async () => {
    const { email } = await t.signUp();
    const again = await t.request('/api/signup', {
      method: 'POST',
      json: { fullName: 'X', companyName: 'Y', country: 'GH', email, password: 'another-pass-9', confirmPassword: 'another-pass-9', acceptTerms: true },
    });
    expect(again.status).toBe(409);
    expect(await t.deps.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(1);
  });
});

describe('sign in, sign out, sessions', () => {
  it('signs in with the right password only and signs out server-side', async () => {
    const { email, password } = await t.signUp();
    const bad = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'wrong-password' } });
    expect(bad.status).toBe(401);
    const good = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect(good.status).toBe(200);
    const cookie = cookieFrom(good);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const { email, password } = await t.signUp();
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('password reset', () => {
  it('mails a link built from APP_URL and sets a new password with its token', async () => {
    const { email } = await t.signUp();
    t.mail.length = 0;
    const res = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: 'http://127.0.0.1:3999/reset-password' },
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const message = t.mail.find((m) => m.to === email)!;
    expect(message).toBeTruthy();
    const url = message.text.match(/https?:\/\/\S+/)![0];
    expect(url.startsWith('http://127.0.0.1:3999/api/auth/reset-password/')).toBe(true);
    const follow = await t.request(url.replace('http://127.0.0.1:3999', ''));
    expect(follow.status).toBe(302);
    const location = follow.headers.get('location')!;
    const token = new URL(location).searchParams.get('token')!;
    expect(location).toContain('/reset-password?token=');
    const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'brand-new-pass-7', token } });
    expect(reset.status).toBe(200);
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'brand-new-pass-7' } });
    expect(signIn.status).toBe(200);
    // A used token cannot be replayed.
    const replay = await t.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'yet-another-pass-8', token } });
    expect(replay.status).toBe(400);
  });

  it('rejects a bad token, and answers the same for unknown e-mails', async () => {
    const bad = await t.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'brand-new-pass-7', token: 'not-a-token' } });
    expect(bad.status).toBe(400);
    const follow = await t.request('/api/auth/reset-password/not-a-token?callbackURL=' + encodeURIComponent('http://127.0.0.1:3999/reset-password'));
    expect(follow.headers.get('location')).toContain('error=INVALID_TOKEN');
    const unknown = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: uniqueEmail('nobody'), redirectTo: 'http://127.0.0.1:3999/reset-password' },
    });
    expect(unknown.status).toBe(200);
  });

  it('refuses an off-site redirect target', async () => {
    const { email } = await t.signUp();
    const res = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: 'https://evil.example/steal' } });
    expect(res.status).toBe(403);
  });
});

describe('account changes', () => {
  it('updates the name (trimmed) and rejects a blank one', async () => {
    const { cookie, userId } = await t.signUp();
    expect((await t.request('/api/account/name', { method: 'PATCH', cookie, json: { fullName: '   ' } })).status).toBe(400);
    const ok = await t.request('/api/account/name', { method: 'PATCH', cookie, json: { fullName: '  Grace Hopper ' } });
    expect(ok.status).toBe(200);
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile!.fullName).toBe('Grace Hopper');
  });

  it('changes the e-mail only after the new address confirms', async () => {
    const { cookie, userId, password } = await t.signUp();
    const newEmail = uniqueEmail('new');
    t.mail.length = 0;
    const res = await t.request('/api/auth/change-email', { method: 'POST', cookie, json: { newEmail, callbackURL: '/account', currentPassword: password } });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const message = t.mail.find((m) => m.to === newEmail)!;
    expect(message).toBeTruthy();
    let [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile!.email).not.toBe(newEmail);
    const url = message.text.match(/https?:\/\/\S+/)![0];
    const verify = await t.request(url.replace('http://127.0.0.1:3999', ''), { cookie });
    expect([200, 302]).toContain(verify.status);
    [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile!.email).toBe(newEmail);
  });

  it('changes the password and refuses a common one', async () => {
    const { cookie, email, password } = await t.signUp();
    const common = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie,
      json: { currentPassword: password, newPassword: 'qwerty', revokeOtherSessions: true },
    });
    expect(common.status).toBe(400);
    const ok = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie,
      json: { currentPassword: password, newPassword: 'fresh-pass-42', revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'fresh-pass-42' } })).status).toBe(200);
  });

  it('deletes the account with everything that belongs to it; ratings stay anonymous', async () => {
    const { cookie, userId, password } = await t.signUp();
    await t.deps.db.insert(toolUsageLogs).values({ userId, toolName: 'The Pitch Lab', result: 'x' });
    const [rating] = await t.deps.db.insert(toolRatings).values({ userId, toolName: 'The Pitch Lab', rating: 4 }).returning();
    const res = await t.request('/api/account', { method: 'DELETE', cookie, json: { currentPassword: password } });
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(0);
    expect(await t.deps.db.select().from(organizations).where(eq(organizations.createdBy, userId))).toHaveLength(0);
    expect(await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, userId))).toHaveLength(0);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    const [kept] = await t.deps.db.select().from(toolRatings).where(eq(toolRatings.id, rating!.id));
    expect(kept!.userId).toBeNull();
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
  });

  it('refuses to delete an admin account', async () => {
    const { cookie, userId, password } = await t.signUp();
    await t.deps.db.insert(userRoles).values({ userId, role: 'admin' });
    expect(await (await t.request('/api/me', { cookie })).json()).toMatchObject({ isAdmin: true, organization: { createdAt: expect.any(String) } });
    const res = await t.request('/api/account', { method: 'DELETE', cookie, json: { currentPassword: password } });
    expect(res.status).toBe(403);
    expect(await t.deps.db.select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(1);
  });
});

describe('newsletter completion', () => {
  it('creates the account from the query data and marks the signup completed', async () => {
    const email = uniqueEmail('news');
    const res = await t.request('/api/newsletter/complete', {
      method: 'POST',
      json: { email, name: 'Kofi', companyName: 'Kofi Foods', country: 'gh', industry: 'Food', password: 'kofi-foods-1', confirmPassword: 'kofi-foods-1' },
    });
    expect(res.status).toBe(201);
    const { newsletterSignups } = await import('../../src/server/db/schema/index.ts');
    const [row] = await t.deps.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email));
    expect(row!.completedSignup).toBe(true);
    const mismatch = await t.request('/api/newsletter/complete', {
      method: 'POST',
      json: { email: uniqueEmail(), password: 'abcdefg', confirmPassword: 'abcdefh' },
    });
    expect(((await mismatch.json()) as { error: { message: string } }).error.message).toContain('Please make sure your passwords match');
  });
});

describe('API basics', () => {
  it('reports health and publishes an OpenAPI document with roles', async () => {
    const health = await t.request('/api/health');
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
    const doc = (await (await t.request('/api/openapi.json')).json()) as { openapi: string; paths: Record<string, Record<string, { 'x-role': string }>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/me']!.get!['x-role']).toBe('user');
    expect(doc.paths['/api/signup']!.post!['x-role']).toBe('public');
  });

  it('answers JSON errors: 401 without session, 404 unknown route, 403 foreign origin', async () => {
    const me = await t.request('/api/me');
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ error: { code: 'unauthorized', id: 'auth.signInRequired', message: expect.any(String) } });
    expect((await t.request('/api/nope')).status).toBe(404);
    const csrf = await t.request('/api/account/name', { method: 'PATCH', headers: { origin: 'https://evil.example' }, json: { fullName: 'x' } });
    expect(csrf.status).toBe(403);
    const formPost = await t.app.request('/api/signup', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(formPost.status).toBe(403);
  });

  it('sends security headers', async () => {
    const res = await t.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('session refresh', () => {
  it('slides an active session forward and renews its cookie', async () => {
    const { cookie, userId } = await t.signUp();
    const { sql } = await import('drizzle-orm');
    // Pretend the session was issued a bit over a day ago (updateAge is one day).
    await t.deps.db.execute(sql`update session set expires_at = now() + interval '6 days' - interval '1 minute' where user_id = ${userId}`);
    const res = await t.request('/api/me', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token') && /Max-Age=604800/i.test(c))).toBe(true);
    const [row] = await t.deps.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    // A fresh session is left alone: no cookie churn on every call.
    const again = await t.request('/api/me', { cookie });
    expect(again.headers.getSetCookie().filter((c) => c.includes('session_token'))).toHaveLength(0);
  });
});

describe('session check on API calls', () => {
  const tokenCookie = (cookie: string) => cookie.split('; ').find((c) => c.startsWith('better-auth.session_token='))!;

  it('accepts only a cookie signed with the server secret', async () => {
    const { cookie } = await t.signUp();
    const signed = decodeURIComponent(tokenCookie(cookie).split('=').slice(1).join('='));
    const [token, signature] = [signed.slice(0, signed.lastIndexOf('.')), signed.slice(signed.lastIndexOf('.') + 1)];
    expect((await t.request('/api/me', { cookie: tokenCookie(cookie) })).status).toBe(200);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const value of [`${token}.${flipped}`, token, `${token}.`, `${token}x.${signature}`, '']) {
      const res = await t.request('/api/me', { cookie: `better-auth.session_token=${encodeURIComponent(value)}` });
      expect(res.status, value).toBe(401);
    }
  });

  it('stops a session at once when it is deleted or expired, and sees a renamed user at once', async () => {
    const { cookie, userId } = await t.signUp();
    const { sql } = await import('drizzle-orm');
    expect((await t.request('/api/account/name', { method: 'PATCH', cookie, json: { fullName: 'Renamed Person' } })).status).toBe(200);
    expect((await (await t.request('/api/me', { cookie })).json()) as { user: { name: string } }).toMatchObject({ user: { name: 'Renamed Person' } });

    await t.deps.db.execute(sql`update session set expires_at = now() - interval '1 second' where user_id = ${userId}`);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
    // The expired session is cleaned up, as better-auth does.
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);

    const second = await t.signUp();
    await t.deps.db.delete(sessions).where(eq(sessions.userId, second.userId));
    expect((await t.request('/api/me', { cookie: second.cookie })).status).toBe(401);
  });
});
