import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '5', TRUST_PROXY: 'false' });
});
afterAll(async () => {
  await t?.close();
});

describe('rate limits', () => {
  it('limits sign-in attempts per e-mail with 429 and a clear message', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'wrong-one-' + i } });
      statuses.push(res.status);
      if (res.status === 429) {
        const body = (await res.json()) as { error: { message: string } };
        expect(body.error.message).toMatch(/Too many attempts/);
        expect(res.headers.get('retry-after')).toBeTruthy();
      }
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits sign-ups per IP, and a spoofed X-Forwarded-For does not reset the count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const password = 'solid-pass-' + i;
      const res = await t.request('/api/signup', {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
        json: { fullName: 'R', companyName: 'L', country: 'KE', email: uniqueEmail(), password, confirmPassword: password, acceptTerms: true },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  it('limits reset requests per e-mail', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: 'http://127.0.0.1:3999/reset-password' } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
