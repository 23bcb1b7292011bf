// Issue 27 item 4: inviting mails strangers, so an inviter needs a verified e-mail address (or a paid
// plan). The verification link goes through the real outbox to a real SMTP server on loopback, in
// the reader's language, and lands back on the page it was asked from. Sign-in and the tools never
// need it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { userRoles } from '../../src/server/db/schema/index.ts';
import { createTestApp, cookieFrom, ORIGIN, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { freePort, startSmtpCapture, type SmtpCapture } from '../helpers/loopback.ts';
import { EMAIL_VERIFICATION_MESSAGES, type EmailVerificationStatus } from '../../src/shared/email-verification.ts';
import { VERIFICATION_MAILS_PER_HOUR } from '../../src/server/features/account/email-verification.routes.ts';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtpCapture(port);
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, MAIL_RETRY_BASE_MS: '200', MAIL_SMTP_TIMEOUT_MS: '1000' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const post = (path: string, cookie: string | undefined, body: unknown) => t.request(path, { method: 'POST', cookie, json: body });
const status = async (cookie: string) => (await (await t.request('/api/account/email-verification', { cookie })).json()) as EmailVerificationStatus;
const invite = (cookie: string, email = uniqueEmail('invitee')) => post('/api/team/invitations', cookie, { email, role: 'member' });
const linkIn = (text: string) => text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)![0];

describe('a verified e-mail address (or a paid plan) before inviting', () => {
  it('refuses an unverified new account; the mailed link (in its language) verifies it and lands on the Team page; then it invites', async () => {
    const owner = await t.signUp({ fullName: 'Awa Diop', companyName: 'Dakar Distribution', country: 'SN' });
    expect((await t.request('/api/account/locale', { method: 'PUT', cookie: owner.cookie, json: { locale: 'fr' } })).status).toBe(200);
    // Signing in and the tools do not need it.
    expect((await post('/api/auth/sign-in/email', undefined, { email: owner.email, password: owner.password })).status).toBe(200);
    expect(await status(owner.cookie)).toEqual({ emailVerified: false, mayInvite: false });

    const inviteeEmail = uniqueEmail('invitee');
    const refused = await invite(owner.cookie, inviteeEmail);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'forbidden', id: EMAIL_VERIFICATION_MESSAGES.verifyBeforeInviting } });

    expect((await post('/api/account/email-verification', owner.cookie, { returnTo: 'team' })).status).toBe(200);
    const mail = await waitFor('the verification mail', () => smtp.received.find((m) => m.to === owner.email && m.text.includes('/verify-email?')));
    expect(mail.subject).toBe('Vérifiez votre adresse e-mail Growth Tools');
    expect(mail.text).toContain('Veuillez confirmer');
    const link = linkIn(mail.text);
    expect(link.startsWith(`${ORIGIN}/api/auth/verify-email?token=`)).toBe(true);

    // Opened on another device, signed out: it verifies, signs nobody in, and lands on the Team page.
    const landed = await t.request(link.replace(ORIGIN, ''));
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/team?emailVerified=1');
    expect(cookieFrom(landed)).not.toContain('session_token');
    expect(await status(owner.cookie)).toEqual({ emailVerified: true, mayInvite: true });

    expect((await invite(owner.cookie, inviteeEmail)).status).toBe(201);
    await waitFor('the invitation mail', () => smtp.received.find((m) => m.to === inviteeEmail));
    const again = await post('/api/account/email-verification', owner.cookie, { returnTo: 'account' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { id: EMAIL_VERIFICATION_MESSAGES.alreadyVerified } });
  });

  it('a broken or forged link lands with an error and verifies nothing', async () => {
    const owner = await t.signUp();
    const landed = await t.request('/api/auth/verify-email?token=not-a-token&callbackURL=%2Faccount%3FemailVerified%3D1');
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toMatch(/^\/account\?emailVerified=1&error=/);
    expect(await status(owner.cookie)).toEqual({ emailVerified: false, mayInvite: false });
  });

  it('an e-mail change still mails its own confirmation, not a verification', async () => {
    const owner = await t.signUp();
    const newEmail = uniqueEmail('moved');
    expect((await post('/api/auth/change-email', owner.cookie, { newEmail, callbackURL: '/account', currentPassword: owner.password })).status).toBe(200);
    const mail = await waitFor('the change confirmation', () => smtp.received.find((m) => m.to === newEmail));
    expect(mail.subject).toBe('Confirm your new Growth Tools e-mail address');
  });

  it(`mails at most ${VERIFICATION_MAILS_PER_HOUR} links an hour per account`, async () => {
    const owner = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i <= VERIFICATION_MAILS_PER_HOUR; i++)
      statuses.push((await post('/api/account/email-verification', owner.cookie, { returnTo: 'account' })).status);
    expect(statuses).toEqual([...Array(VERIFICATION_MAILS_PER_HOUR).fill(200), 429]);
  });

  it('an organization an admin put on Premium may invite unverified', async () => {
    const admin = await t.signUp({ fullName: 'Ada Admin' });
    await t.deps.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    const { cookie: adminCookie } = await t.enrolTwoFactor(admin);
    const owner = await t.signUp();
    expect(await status(owner.cookie)).toEqual({ emailVerified: false, mayInvite: false });
    const changed = await t.request(`/api/admin/users/${owner.userId}/tier`, { method: 'PATCH', cookie: adminCookie, json: { tier: 'premium' } });
    expect(changed.status).toBe(200);
    expect(await status(owner.cookie)).toEqual({ emailVerified: false, mayInvite: true });
    expect((await invite(owner.cookie)).status).toBe(201);
  });

  it('someone who signed up through an invitation link is verified by it; a paid plan may invite unverified', async () => {
    const owner = await t.signUp({ fullName: 'Paying Owner' });
    // A credit pack bought for the owner's organization (the payments row checkout and fulfilment write).
    await t.deps.db.execute(sql`
      insert into payments (user_id, organization_id, provider, plan, amount_cents, checkout_session_id, status, credits_granted)
      values (${owner.userId}, (select organization_id from organization_members where user_id = ${owner.userId}),
        'local', 'credits_20', 2000, ${`cs_local_${owner.userId}`}, 'paid', 20)`);
    expect(await status(owner.cookie)).toEqual({ emailVerified: false, mayInvite: true });
    const email = uniqueEmail('joiner');
    expect((await invite(owner.cookie, email)).status).toBe(201);
    const mail = await waitFor('the invitation mail', () => smtp.received.find((m) => m.to === email));
    const token = /\/invite\/([\w-]{43})/.exec(mail.text)![1];
    const password = 'joiner-pass-123';
    const joined = await post('/api/invitations/signup', undefined, { token, fullName: 'Juma Joiner', password, confirmPassword: password, acceptTerms: true });
    expect(joined.status).toBe(201);
    expect((await status(cookieFrom(joined))).emailVerified).toBe(true);
  });
});
