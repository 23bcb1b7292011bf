// Issue 27 item 3: a stolen session cannot be used to guess the password. Wrong passwords and codes
// count against the account on every endpoint that checks one, from any address, and are logged.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { logger } from '../../src/server/lib/logger.ts';
import { REAUTH_FAILURES_PER_ACCOUNT } from '../../src/server/auth/reauth.ts';
import { freshTotpCode, wrongTotpCode } from '../helpers/totp.ts';
import { cookieFrom } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // A generous per-address limit, so only the per-account one can stop the guesses.
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown, cookie: string) => t.request(path, { method: 'POST', cookie, json: body });

describe('re-authentication is limited per account', () => {
  it('wrong passwords on change-password and the two-factor endpoints share one budget; then even the right password waits', async () => {
    const account = await t.signUp();
    const warn = vi.spyOn(logger, 'warn');
    const guesses = [
      () => post('/api/auth/change-password', { currentPassword: 'guess-number-1', newPassword: 'another-long-pass-1' }, account.cookie),
      () => post('/api/auth/two-factor/enable', { password: 'guess-number-2' }, account.cookie),
      () => post('/api/auth/two-factor/disable', { password: 'guess-number-3' }, account.cookie),
    ];
    for (let i = 0; i < REAUTH_FAILURES_PER_ACCOUNT; i++) {
      const res = await guesses[i % guesses.length]!();
      expect([400, 401, 403]).toContain(res.status);
    }
    const right = await post('/api/auth/change-password', { currentPassword: account.password, newPassword: 'another-long-pass-2' }, account.cookie);
    expect(right.status).toBe(429);
    // Deleting the account and changing the e-mail check the same budget.
    const deletion = await t.request('/api/account', { method: 'DELETE', cookie: account.cookie, json: { currentPassword: account.password } });
    expect(deletion.status).toBe(429);
    expect(warn.mock.calls.filter(([msg]) => msg === 're-authentication failed')).toHaveLength(REAUTH_FAILURES_PER_ACCOUNT);
    expect(warn.mock.calls.some(([msg]) => msg === 're-authentication locked')).toBe(true);
    warn.mockRestore();
    // The password did not change.
    expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: account.email, password: account.password } })).status).toBe(200);
  });

  it('wrong codes to turn two-factor off count against the account too, then even a right code waits', async () => {
    const account = await t.signUp();
    const { cookie, secret } = await t.enrolTwoFactor(account);
    for (let i = 0; i < REAUTH_FAILURES_PER_ACCOUNT; i++) {
      const res = await post('/api/auth/two-factor/disable', { password: account.password, code: wrongTotpCode(secret) }, cookie);
      expect(res.status).toBe(403);
    }
    const right = await post('/api/auth/two-factor/disable', { password: account.password, code: await freshTotpCode(secret) }, cookie);
    expect(right.status).toBe(429);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
    expect(await (await t.request('/api/me', { cookie })).json()).toMatchObject({ twoFactorEnabled: true });
  });

  it('logs failed two-factor sign-in steps and the end of a challenge after 5 wrong codes', async () => {
    const account = await t.signUp();
    const { secret } = await t.enrolTwoFactor(account);
    const challenge = cookieFrom(await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: account.email, password: account.password } }));
    const warn = vi.spyOn(logger, 'warn');
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/two-factor/verify-totp', { code: wrongTotpCode(secret) }, challenge)).status).toBe(401);
    expect((await post('/api/auth/two-factor/verify-totp', { code: wrongTotpCode(secret) }, challenge)).status).toBe(400);
    expect(warn.mock.calls.filter(([msg]) => msg === 'two-factor sign-in step failed')).toHaveLength(5);
    expect(warn.mock.calls.find(([msg]) => msg === 'two-factor locked')?.[1]).toMatchObject({ code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' });
    warn.mockRestore();
  });

  it('right answers do not count: an account can change its password after a few typos', async () => {
    const account = await t.signUp();
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/auth/change-password', { currentPassword: `typo-${i}-password`, newPassword: 'another-long-pass-3' }, account.cookie)).status,
      ).toBe(400);
    for (let i = 0; i < REAUTH_FAILURES_PER_ACCOUNT; i++) {
      const enable = await post('/api/auth/two-factor/get-totp-uri', { password: account.password }, account.cookie);
      expect(enable.status).not.toBe(429);
    }
    const changed = await post('/api/auth/change-password', { currentPassword: account.password, newPassword: 'another-long-pass-4' }, account.cookie);
    expect(changed.status).toBe(200);
  });
});
