import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { freshTotpCode, secretFromUri, totpCode, wrongTotpCode } from '../helpers/totp.ts';
import { profiles, session as sessions, twoFactor, user } from '../../src/server/db/schema/index.ts';
import { runAdminCommand } from '../../src/server/features/admin-cli/admin-commands.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const post = (path: string, body: unknown, cookie?: string) => t.request(path, { method: 'POST', cookie, json: body });
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
const meStatus = async (cookie: string) => (await t.request('/api/me', { cookie })).status;

describe('TOTP enrolment and sign-in', () => {
  it('enrols with the password and a first code; afterwards sign-in needs a code, and other devices are signed out', async () => {
    const account = await t.signUp();
    // A second device signed in before enrolment.
    const otherDevice = cookieFrom(await signIn(account.email, account.password));
    expect(await meStatus(otherDevice)).toBe(200);

    expect((await post('/api/auth/two-factor/enable', { password: 'not-my-password' }, account.cookie)).status).toBe(400);
    const enable = await post('/api/auth/two-factor/enable', { password: account.password }, account.cookie);
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = await json<{ totpURI: string; backupCodes: string[] }>(enable);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Growth%20Tools:/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Growth Tools');
    expect(backupCodes).toHaveLength(10);
    const secret = secretFromUri(totpURI);
    // Not on until a first code proves the app has the secret.
    expect(await json(await t.request('/api/me', { cookie: account.cookie }))).toMatchObject({ twoFactorEnabled: false });
    expect(
      (await signIn(account.email, account.password)).headers
        .getSetCookie()
        .some((c) => c.startsWith('better-auth.session_token=') && !c.startsWith('better-auth.session_token=;')),
    ).toBe(true);

    expect((await post('/api/auth/two-factor/verify-totp', { code: wrongTotpCode(secret) }, account.cookie)).status).toBe(401);
    const verify = await post('/api/auth/two-factor/verify-totp', { code: await freshTotpCode(secret) }, account.cookie);
    expect(verify.status).toBe(200);
    const enrolledCookie = cookieFrom(verify);
    expect(await json(await t.request('/api/me', { cookie: enrolledCookie }))).toMatchObject({ twoFactorEnabled: true });
    const [row] = await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, account.userId));
    expect(row).toMatchObject({ verified: true });
    // Stored encrypted, never as the plain secret or codes.
    expect(row!.secret).not.toContain(secret);
    expect(row!.backupCodes).not.toContain(backupCodes[0]);
    // Every session from before enrolment is gone; only the enrolling device's new one is left.
    expect(await meStatus(otherDevice)).toBe(401);
    expect(await meStatus(account.cookie)).toBe(401);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, account.userId))).toHaveLength(1);

    // The password alone no longer signs in: a challenge, no session.
    const challenge = await signIn(account.email, account.password);
    expect(challenge.status).toBe(200);
    expect(await json(challenge)).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const challengeCookie = cookieFrom(challenge);
    expect(challengeCookie).toContain('better-auth.two_factor=');
    expect(challengeCookie).not.toContain('better-auth.session_token=');
    expect(await meStatus(challengeCookie)).toBe(401);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, account.userId))).toHaveLength(1);

    const answered = await post('/api/auth/two-factor/verify-totp', { code: await freshTotpCode(secret) }, challengeCookie);
    expect(answered.status).toBe(200);
    expect(await meStatus(cookieFrom(answered))).toBe(200);
  });

  it('refuses a wrong code (and one without the challenge cookie), and ends the challenge after 5 wrong codes', async () => {
    const account = await t.signUp();
    const { secret } = await t.enrolTwoFactor(account);
    expect((await post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(401);

    const challengeCookie = cookieFrom(await signIn(account.email, account.password));
    const wrong = await post('/api/auth/two-factor/verify-totp', { code: wrongTotpCode(secret) }, challengeCookie);
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toMatchObject({ error: { code: 'INVALID_CODE', message: 'Invalid code' } });
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=') && !c.startsWith('better-auth.session_token=;'))).toBe(false);
    const ok = await post('/api/auth/two-factor/verify-totp', { code: await freshTotpCode(secret) }, challengeCookie);
    expect(ok.status).toBe(200);

    const second = cookieFrom(await signIn(account.email, account.password));
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/two-factor/verify-totp', { code: wrongTotpCode(secret) }, second)).status).toBe(401);
    // The right code is too late for this challenge: sign in again.
    expect((await post('/api/auth/two-factor/verify-totp', { code: await freshTotpCode(secret) }, second)).status).toBe(400);
  });

  it('signs in with a recovery code exactly once', async () => {
    const account = await t.signUp();
    const { backupCodes } = await t.enrolTwoFactor(account);
    const code = backupCodes[3]!;
    const first = await post('/api/auth/two-factor/verify-backup-code', { code }, cookieFrom(await signIn(account.email, account.password)));
    expect(first.status).toBe(200);
    expect(await meStatus(cookieFrom(first))).toBe(200);

    const again = await post('/api/auth/two-factor/verify-backup-code', { code }, cookieFrom(await signIn(account.email, account.password)));
    expect(again.status).toBe(401);
    expect(await json(again)).toMatchObject({ error: { code: 'INVALID_BACKUP_CODE' } });
    // The other codes still work.
    expect(
      (await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[4] }, cookieFrom(await signIn(account.email, account.password)))).status,
    ).toBe(200);
  });

  it('turns off only with the password and a current code', async () => {
    const account = await t.signUp();
    const { cookie, secret } = await t.enrolTwoFactor(account);
    expect((await post('/api/auth/two-factor/disable', { password: 'wrong-password-1', code: await freshTotpCode(secret) }, cookie)).status).toBe(400);
    expect((await t.deps.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, account.userId)))[0]!.on).toBe(true);
    const off = await post('/api/auth/two-factor/disable', { password: account.password, code: await freshTotpCode(secret) }, cookie);
    expect(off.status).toBe(200);
    expect(await json(await t.request('/api/me', { cookie: cookieFrom(off) }))).toMatchObject({ twoFactorEnabled: false });
    expect(await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, account.userId))).toHaveLength(0);
    expect(await signIn(account.email, account.password).then((r) => r.json())).not.toHaveProperty('twoFactorRedirect');
  });
});

describe('a TOTP code is accepted once (issue 27)', () => {
  it('refuses a code that already signed in, on a new challenge, and leaves no session', async () => {
    const account = await t.signUp();
    const { secret } = await t.enrolTwoFactor(account);
    const code = await freshTotpCode(secret);
    const first = await post('/api/auth/two-factor/verify-totp', { code }, cookieFrom(await signIn(account.email, account.password)));
    expect(first.status).toBe(200);
    const replay = await post('/api/auth/two-factor/verify-totp', { code }, cookieFrom(await signIn(account.email, account.password)));
    expect(replay.status).toBe(401);
    expect(await json(replay)).toMatchObject({ error: { code: 'INVALID_CODE', message: expect.stringContaining('already been used') } });
    expect(replay.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=') && !c.startsWith('better-auth.session_token=;'))).toBe(false);
    // The next code still signs in.
    const next = await post(
      '/api/auth/two-factor/verify-totp',
      { code: await freshTotpCode(secret) },
      cookieFrom(await signIn(account.email, account.password)),
    );
    expect(next.status).toBe(200);
  });

  it('lets one of two parallel answers with the same code through', async () => {
    const account = await t.signUp();
    const { secret } = await t.enrolTwoFactor(account);
    const code = await freshTotpCode(secret);
    const challenges = [cookieFrom(await signIn(account.email, account.password)), cookieFrom(await signIn(account.email, account.password))];
    const statuses = await Promise.all(challenges.map(async (cookie) => (await post('/api/auth/two-factor/verify-totp', { code }, cookie)).status));
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('refuses the code that finished enrolment at the next sign-in', async () => {
    const account = await t.signUp();
    const enable = await post('/api/auth/two-factor/enable', { password: account.password }, account.cookie);
    const secret = secretFromUri((await json<{ totpURI: string }>(enable)).totpURI);
    const code = await freshTotpCode(secret);
    expect((await post('/api/auth/two-factor/verify-totp', { code }, account.cookie)).status).toBe(200);
    expect((await post('/api/auth/two-factor/verify-totp', { code }, cookieFrom(await signIn(account.email, account.password)))).status).toBe(401);
  });

  it('turning two-factor off asks for a code: none, a wrong or a used one is refused; an unused recovery code works', async () => {
    const account = await t.signUp();
    const { cookie, secret, backupCodes } = await t.enrolTwoFactor(account);
    const missing = await post('/api/auth/two-factor/disable', { password: account.password }, cookie);
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({
      error: { code: 'invalid_input', message: 'Please enter a code from your authenticator app or a recovery code' },
    });
    const wrong = await post('/api/auth/two-factor/disable', { password: account.password, code: wrongTotpCode(secret) }, cookie);
    expect(wrong.status).toBe(403);
    expect(await json(wrong)).toMatchObject({ error: { code: 'forbidden', message: expect.stringContaining('not valid') } });
    // A code already used to sign in.
    const used = await freshTotpCode(secret);
    const signedIn = cookieFrom(await post('/api/auth/two-factor/verify-totp', { code: used }, cookieFrom(await signIn(account.email, account.password))));
    expect((await post('/api/auth/two-factor/disable', { password: account.password, code: used }, signedIn)).status).toBe(403);
    expect((await post('/api/auth/two-factor/disable', { password: account.password, code: 'abcde-fghij' }, signedIn)).status).toBe(403);
    expect((await t.deps.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, account.userId)))[0]!.on).toBe(true);

    const off = await post('/api/auth/two-factor/disable', { password: account.password, code: backupCodes[0] }, signedIn);
    expect(off.status).toBe(200);
    expect(await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, account.userId))).toHaveLength(0);
  });
});

describe('admin CLI', () => {
  it('grant says two-factor is still needed; list shows it; reset-2fa removes it and ends every session', async () => {
    const account = await t.signUp();
    const granted = await runAdminCommand(t.deps.db, { command: 'grant', email: account.email });
    expect(granted.lines[0]).toContain('must set up two-factor authentication');
    const { cookie } = await t.enrolTwoFactor(account);
    const listed = await runAdminCommand(t.deps.db, { command: 'list' });
    expect(listed.lines.find((l) => l.startsWith(account.email))).toContain('two-factor on');

    const reset = await runAdminCommand(t.deps.db, { command: 'reset-2fa', email: account.email });
    expect(reset.exitCode).toBe(0);
    expect(await meStatus(cookie)).toBe(401);
    expect(await t.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, account.userId))).toHaveLength(0);
    const plain = await signIn(account.email, account.password);
    expect(await json(plain)).not.toHaveProperty('twoFactorRedirect');
    // Still an admin, but the admin operations wait for a new enrolment.
    const refused = await t.request('/api/admin/users', { cookie: cookieFrom(plain) });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ error: { code: 'two_factor_required' } });
  });
});

describe('re-authentication', () => {
  it('changes the e-mail only with the current password', async () => {
    const account = await t.signUp();
    const newEmail = uniqueEmail('moved');
    t.mail.length = 0;
    const missing = await post('/api/auth/change-email', { newEmail, callbackURL: '/account' }, account.cookie);
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ error: { code: 'invalid_input', message: 'Please enter your current password' } });
    const wrong = await post('/api/auth/change-email', { newEmail, callbackURL: '/account', currentPassword: 'not-the-password' }, account.cookie);
    expect(wrong.status).toBe(403);
    expect(await json(wrong)).toEqual({ error: { code: 'forbidden', id: 'auth.currentPasswordWrong', message: 'Your current password is incorrect.' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(t.mail.filter((m) => m.to === newEmail)).toHaveLength(0);

    const ok = await post('/api/auth/change-email', { newEmail, callbackURL: '/account', currentPassword: account.password }, account.cookie);
    expect(ok.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.mail.filter((m) => m.to === newEmail)).toHaveLength(1);
  });

  it('tells the old address once the new one is confirmed, with the new address masked', async () => {
    const account = await t.signUp();
    const newEmail = `wanjiru.kamau.${Date.now().toString(36)}@example.com`;
    t.mail.length = 0;
    expect((await post('/api/auth/change-email', { newEmail, callbackURL: '/account', currentPassword: account.password }, account.cookie)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    // Not before the change is confirmed.
    expect(t.mail.filter((m) => m.to === account.email)).toHaveLength(0);
    const link = t.mail.find((m) => m.to === newEmail)!.text.match(/https?:\/\/\S+/)![0];
    const confirm = await t.request(link.replace('http://127.0.0.1:3999', ''), { cookie: account.cookie });
    expect([200, 302]).toContain(confirm.status);
    await new Promise((r) => setTimeout(r, 50));
    const notices = t.mail.filter((m) => m.to === account.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Your Growth Tools e-mail address was changed');
    expect(notices[0]!.text).toContain('Your Growth Tools e-mail address was changed to wa');
    expect(notices[0]!.text).toContain("If this wasn't you");
    expect(notices[0]!.text).not.toContain(newEmail);
    expect(notices[0]!.text).toMatch(/wa\*+@e\*+\.com/);
    expect((await t.deps.db.select().from(profiles).where(eq(profiles.id, account.userId)))[0]!.email).toBe(newEmail);
  });

  it('deletes the account only with the current password', async () => {
    const account = await t.signUp();
    const missing = await t.request('/api/account', { method: 'DELETE', cookie: account.cookie });
    expect(missing.status).toBe(400);
    const empty = await t.request('/api/account', { method: 'DELETE', cookie: account.cookie, json: { currentPassword: '' } });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({ error: { code: 'invalid_input', message: expect.stringContaining('Please enter your current password') } });
    const wrong = await t.request('/api/account', { method: 'DELETE', cookie: account.cookie, json: { currentPassword: 'not-the-password' } });
    expect(wrong.status).toBe(403);
    expect(await json(wrong)).toEqual({ error: { code: 'forbidden', id: 'auth.currentPasswordWrong', message: 'Your current password is incorrect.' } });
    expect(await t.deps.db.select().from(user).where(eq(user.id, account.userId))).toHaveLength(1);
    expect(await meStatus(account.cookie)).toBe(200);

    const ok = await t.request('/api/account', { method: 'DELETE', cookie: account.cookie, json: { currentPassword: account.password } });
    expect(ok.status).toBe(200);
    expect(await t.deps.db.select().from(user).where(eq(user.id, account.userId))).toHaveLength(0);
  });
});

describe('limits', () => {
  it('limits second-factor attempts per IP', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await limited.request('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code: '123456' } })).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      statuses.length = 0;
      for (let i = 0; i < 1; i++)
        statuses.push((await limited.request('/api/auth/two-factor/verify-backup-code', { method: 'POST', json: { code: 'abcde-fghij' } })).status);
      expect(statuses).toEqual([429]);
    } finally {
      await limited.close();
    }
  });
});
