// Teams (issue 18, part A) through HTTP on a real database: invitations and their links, one
// wallet per team, removal, leaving, transfer, roles, payments and account deletion in a team,
// and the manager/owner role matrix read from the live OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createTestApp, cookieFrom, ORIGIN, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import {
  auditLog,
  organizationMembers,
  organizations,
  payments,
  profiles,
  teamInvitations,
  toolUsageLogs,
  user,
  userRoles,
} from '../../src/server/db/schema/index.ts';
import { refundRun, spendCreditForRun } from '../../src/server/features/credits/credits.service.ts';
import { AppError } from '../../src/server/lib/app-error.ts';
import { organizationOf } from '../../src/server/features/team/wallet.ts';
import {
  DEFAULT_TEAM_SEAT_LIMIT,
  INVITATION_TOKEN_LENGTH,
  TEAM_MESSAGES,
  type InvitationPreview,
  type InviteResponse,
  type TeamResponse,
} from '../../src/shared/team.ts';
import type { MeResponse, ProfileDto } from '../../src/shared/api-types.ts';
import type { SignupResponse } from '../../src/shared/contracts/account.ts';
import type { AdminOrganizationDetail } from '../../src/shared/admin.ts';
import type { CreateCheckoutResponse } from '../../src/shared/billing.ts';
import type { MailMessage } from '../../src/server/integrations/mailer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Account {
  cookie: string;
  userId: string;
  email: string;
  password: string;
}
type Role = 'manager' | 'member';

const LINK = new RegExp(`${ORIGIN.replace(/[.]/g, '\\.')}/invite/([A-Za-z0-9_-]+)`);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The refusal's status, code and (when given) exact message. */
/** `id`: the server catalog message the refusal names (TEAM_MESSAGES…). */
async function expectError(response: Response, status: number, code: string, id?: string) {
  const body = await json<{ error: { code: string; id: string; message: string } }>(response);
  expect({ status: response.status, ...body.error }).toMatchObject({ status, code, ...(id ? { id } : {}) });
}

const post = (path: string, cookie?: string, body?: unknown) => t.request(path, { method: 'POST', cookie, json: body ?? {} });
const me = async (cookie: string) => json<MeResponse>(await t.request('/api/me', { cookie }));
const teamOf = async (cookie: string) => {
  const response = await t.request('/api/team', { cookie });
  expect(response.status).toBe(200);
  return json<TeamResponse>(response);
};
const profileOf = async (userId: string) => (await t.deps.db.select().from(profiles).where(eq(profiles.id, userId)))[0]!;
const membershipOf = async (userId: string) => (await t.deps.db.select().from(organizationMembers).where(eq(organizationMembers.userId, userId)))[0];
/** The wallet `userId` spends now: their organization's (docs/decisions/023). */
const walletOf = async (userId: string) =>
  (
    await t.deps.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationOf(userId)))
  )[0]!;
/** A person's dormant personal wallet while they are in someone else's team (their organization with no members). */
const personalWalletOf = async (userId: string) =>
  (
    await t.deps.db
      .select()
      .from(organizations)
      .where(and(eq(organizations.createdBy, userId), sql`not exists (select 1 from organization_members m where m.organization_id = ${organizations.id})`))
  )[0];
const setWallet = (userId: string, values: Partial<typeof organizations.$inferInsert>) =>
  t.deps.db
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, organizationOf(userId)));
const auditActions = async (organizationId: string) =>
  (await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, organizationId)).orderBy(asc(auditLog.id))).map((row) => row.action);
const mailsTo = (email: string, since = 0) => t.mail.slice(since).filter((m) => m.to === email);

function tokenOf(mail: MailMessage | undefined) {
  const match = mail?.text.match(LINK);
  if (!match) throw new Error(`no invitation link in ${JSON.stringify(mail)}`);
  return match[1]!;
}

/** A solo account that owns an organization (the team to be). */
async function signUpOwner(overrides: Record<string, unknown> = {}) {
  const account = await t.signUp({ fullName: 'Amina Owner', companyName: 'Jua Kali Traders', country: 'KE', ...overrides });
  // Inviting needs a verified address (issue 27; the link itself: email-verification.test.ts).
  await t.markEmailVerified(account.userId);
  const orgId = (await membershipOf(account.userId))!.organizationId;
  return { ...account, orgId };
}

async function invite(by: Account, email: string, role: Role = 'member') {
  const since = t.mail.length;
  const response = await post('/api/team/invitations', by.cookie, { email, role });
  if (response.status !== 201) throw new Error(`invite failed ${response.status} ${await response.text()}`);
  const { invitation } = await json<InviteResponse>(response);
  const mail = mailsTo(email.toLowerCase(), since).at(-1);
  return { invitation, token: tokenOf(mail), mail: mail! };
}

async function signUpInvited(token: string, fullName = 'Baraka Invited'): Promise<Account> {
  const password = 'invited-pass-123';
  const response = await post('/api/invitations/signup', undefined, { token, fullName, password, confirmPassword: password, acceptTerms: true });
  if (response.status !== 201) throw new Error(`invitation signup failed ${response.status} ${await response.text()}`);
  const body = await json<SignupResponse>(response);
  return { cookie: cookieFrom(response), userId: body.user.id, email: body.user.email, password };
}

/** Someone new, signed up through an invitation link (0 credits of their own). */
async function addNew(owner: Account, role: Role = 'member', fullName?: string) {
  const { token } = await invite(owner, uniqueEmail('invitee'), role);
  return signUpInvited(token, fullName);
}

/** A solo user (2 credits of their own) who accepts an invitation. */
async function addExisting(owner: Account, role: Role = 'member', overrides: Record<string, unknown> = {}) {
  const account = await t.signUp({ fullName: 'Wanjiru Solo', companyName: 'Solo Shop', country: 'TZ', ...overrides });
  const { token } = await invite(owner, account.email, role);
  const response = await post('/api/invitations/accept', account.cookie, { token });
  if (response.status !== 200) throw new Error(`accept failed ${response.status} ${await response.text()}`);
  return account;
}

/** An admin as in production: the role and TOTP enrolled through the real endpoints. */
async function signUpAdmin() {
  const account = await t.signUp({ fullName: 'Ada Admin' });
  await t.deps.db.insert(userRoles).values({ userId: account.userId, role: 'admin' });
  return { ...account, cookie: (await t.enrolTwoFactor(account)).cookie };
}

describe('invitation of someone new', () => {
  it('mails a link in the inviter’s language, keeps only its hash, previews it, and signs up straight into the team', async () => {
    const owner = await signUpOwner();
    expect((await t.request('/api/account/locale', { method: 'PUT', cookie: owner.cookie, json: { locale: 'fr' } })).status).toBe(200);
    await setWallet(owner.userId, { credits: 37, subscriptionTier: 'basic', creditsExpireAt: new Date(Date.now() + 20 * 86400_000) });
    const email = uniqueEmail('newcomer');

    const since = t.mail.length;
    const response = await post('/api/team/invitations', owner.cookie, { email: email.toUpperCase(), role: 'manager' });
    expect(response.status).toBe(201);
    const { invitation } = await json<InviteResponse>(response);
    expect(invitation).toMatchObject({ email, role: 'manager', invitedByName: 'Amina Owner', expired: false });
    const week = Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt);
    expect(Math.abs(week - 7 * 86400_000)).toBeLessThan(60_000);

    const [mail] = mailsTo(email, since);
    expect(mailsTo(email, since)).toHaveLength(1);
    expect(mail!.subject).toBe('Invitation à rejoindre une équipe sur Growth Tools');
    expect(mail!.text).toContain('en tant que manager');
    const token = tokenOf(mail);
    expect(token).toHaveLength(INVITATION_TOKEN_LENGTH);
    expect(mail!.text).toContain(`${ORIGIN}/invite/${token}`);
    expect(mail!.html).toContain(`href="${ORIGIN}/invite/${token}"`);

    // The database holds the token's SHA-256 only.
    const [row] = await t.deps.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    expect(row).toMatchObject({
      organizationId: owner.orgId,
      email,
      role: 'manager',
      tokenHash: sha256(token),
      invitedBy: owner.userId,
      acceptedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(token);

    const preview = await post('/api/invitations/preview', undefined, { token });
    expect(preview.status).toBe(200);
    expect(await json<InvitationPreview>(preview)).toEqual({
      organizationName: 'Jua Kali Traders',
      country: 'KE',
      invitedByName: 'Amina Owner',
      role: 'manager',
      email,
      accountExists: false,
    });
    await expectError(
      await post('/api/invitations/preview', undefined, { token: randomBytes(32).toString('base64url') }),
      404,
      'not_found',
      TEAM_MESSAGES.invitationInvalid,
    );
    expect((await post('/api/invitations/preview', undefined, { token: 'short' })).status).toBe(400);

    const joinedSince = t.mail.length;
    const member = await signUpInvited(token, 'Baraka Mwangi');
    expect(member.email).toBe(email);
    const [account] = await t.deps.db.select().from(user).where(eq(user.id, member.userId));
    expect(account!.emailVerified).toBe(true);
    expect(await profileOf(member.userId)).toMatchObject({ email });
    expect(await membershipOf(member.userId)).toMatchObject({ organizationId: owner.orgId, role: 'manager' });
    expect(await t.deps.db.select().from(organizations).where(eq(organizations.createdBy, member.userId))).toHaveLength(0);

    // /api/me speaks for the team: its wallet, its organization, the role.
    const view = await me(member.cookie);
    expect(view.user).toMatchObject({ id: member.userId, email });
    expect(view.profile).toMatchObject({
      credits: 37,
      availableCredits: 37,
      subscriptionTier: 'basic',
      creditsExpired: false,
      organizationId: owner.orgId,
      teamRole: 'manager',
    });
    expect(view.organization).toMatchObject({ id: owner.orgId, companyName: 'Jua Kali Traders', country: 'KE' });
    expect(view.wallet).toMatchObject({ organizationId: owner.orgId, credits: 37, subscriptionTier: 'basic' });
    expect((await me(owner.cookie)).profile).toMatchObject({ credits: 37, organizationId: owner.orgId, teamRole: 'owner' });

    // The owner is told, in French; the newcomer gets no welcome mail.
    const joined = mailsTo(owner.email, joinedSince);
    expect(joined.map((m) => m.subject)).toEqual(['Baraka Mwangi a rejoint Jua Kali Traders sur Growth Tools']);
    expect(joined[0]!.text).toContain(`${ORIGIN}/team`);
    expect(mailsTo(email, joinedSince)).toHaveLength(0);

    // The link is spent.
    await expectError(await post('/api/invitations/preview', undefined, { token }), 409, 'conflict', TEAM_MESSAGES.invitationUsed);
    const again = await post('/api/invitations/signup', undefined, {
      token,
      fullName: 'X',
      password: 'another-pass-9',
      confirmPassword: 'another-pass-9',
      acceptTerms: true,
    });
    expect(again.status).toBe(409);
    expect(await auditActions(owner.orgId)).toEqual(['team.invite', 'team.join']);
    const [join] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, owner.orgId), eq(auditLog.action, 'team.join')));
    expect(join).toMatchObject({ actorId: member.userId, after: { invitationId: invitation.id, email, role: 'manager', userId: member.userId } });
  });

  it('refuses a sign-up from an invitation with a bad password or without the terms, and creates nothing', async () => {
    const owner = await signUpOwner();
    const email = uniqueEmail('careful');
    const { token } = await invite(owner, email);
    for (const body of [
      { token, fullName: 'Neema', password: 'short', confirmPassword: 'short', acceptTerms: true },
      { token, fullName: 'Neema', password: 'long-enough-1', confirmPassword: 'long-enough-2', acceptTerms: true },
      { token, fullName: 'Neema', password: 'long-enough-1', confirmPassword: 'long-enough-1', acceptTerms: false },
      { token, fullName: 'Neema', password: 'long-enough-1', confirmPassword: 'long-enough-1', acceptTerms: true, email: 'other@example.com' },
    ])
      expect((await post('/api/invitations/signup', undefined, body)).status).toBe(400);
    expect(await t.deps.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    expect((await post('/api/invitations/preview', undefined, { token })).status).toBe(200);
  });
});

describe('an existing account accepts', () => {
  it('a solo user joins: their own organization stays with no members, its wallet (their own credits) untouched', async () => {
    const owner = await signUpOwner();
    await setWallet(owner.userId, { credits: 12 });
    const solo = await t.signUp({ fullName: 'Wanjiru Solo', companyName: 'Solo Shop', country: 'TZ' });
    const ownOrg = (await membershipOf(solo.userId))!.organizationId;
    const { token, mail } = await invite(owner, solo.email, 'member');
    // An address with an account is mailed in its own language (English here).
    expect(mail.subject).toBe("You're invited to join a team on Growth Tools");
    expect(await json<InvitationPreview>(await post('/api/invitations/preview', undefined, { token }))).toMatchObject({ accountExists: true, role: 'member' });

    // Another signed-in account cannot use the link.
    const stranger = await t.signUp();
    await expectError(await post('/api/invitations/accept', stranger.cookie, { token }), 403, 'forbidden', TEAM_MESSAGES.wrongAccount);
    expect((await post('/api/invitations/accept', undefined, { token })).status).toBe(401);
    expect(await membershipOf(stranger.userId)).toMatchObject({ role: 'owner' });

    const since = t.mail.length;
    const accepted = await post('/api/invitations/accept', solo.cookie, { token });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ organizationId: owner.orgId, role: 'member' });
    expect(await personalWalletOf(solo.userId)).toMatchObject({ id: ownOrg, credits: 2 });
    expect(await membershipOf(solo.userId)).toMatchObject({ organizationId: owner.orgId, role: 'member' });
    const joined = await me(solo.cookie);
    expect(joined.profile).toMatchObject({ credits: 12, organizationId: owner.orgId, teamRole: 'member' });
    expect(joined.wallet).toMatchObject({ organizationId: owner.orgId, credits: 12, availableCredits: 12, subscriptionTier: 'free' });
    expect(mailsTo(owner.email, since).map((m) => m.subject)).toEqual(['Wanjiru Solo joined Jua Kali Traders on Growth Tools']);
    expect((await teamOf(owner.cookie)).members.map((m) => [m.userId, m.role])).toEqual([
      [owner.userId, 'owner'],
      [solo.userId, 'member'],
    ]);

    await expectError(await post('/api/invitations/accept', solo.cookie, { token }), 409, 'conflict', TEAM_MESSAGES.invitationUsed);
    expect(await auditActions(owner.orgId)).toEqual(['team.invite', 'team.join']);
  });

  it('a link used twice at once joins once', async () => {
    const owner = await signUpOwner();
    const solo = await t.signUp();
    const { token } = await invite(owner, solo.email);
    const accepts = await Promise.all([0, 1].map(() => post('/api/invitations/accept', solo.cookie, { token })));
    expect(accepts.map((r) => r.status).sort()).toEqual([200, 409]);
    const fresh = await invite(owner, uniqueEmail('twice-at-once'));
    const body = { token: fresh.token, fullName: 'Twice', password: 'twice-pass-123', confirmPassword: 'twice-pass-123', acceptTerms: true };
    const signups = await Promise.all([0, 1].map(() => post('/api/invitations/signup', undefined, body)));
    expect(signups.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await teamOf(owner.cookie)).members).toHaveLength(3);
    expect((await auditActions(owner.orgId)).filter((a) => a === 'team.join')).toHaveLength(2);
  });

  it('the invitee is told when the inviter is a manager, besides the owner', async () => {
    const owner = await signUpOwner();
    const manager = await addNew(owner, 'manager', 'Mary Manager');
    const { token } = await invite(manager, uniqueEmail('via-manager'));
    const since = t.mail.length;
    await signUpInvited(token, 'Juma Member');
    const told = t.mail.slice(since).filter((m) => m.subject.startsWith('Juma Member joined'));
    expect(told.map((m) => m.to).sort()).toEqual([owner.email, manager.email].sort());
  });

  it('an owner of a team with other members cannot join another team (409), and nothing moves', async () => {
    const owner = await signUpOwner();
    const otherOwner = await signUpOwner({ fullName: 'Kofi Builder', companyName: 'Kofi Foods', country: 'GH' });
    // Invited while still alone, then builds a team of their own.
    const { token } = await invite(owner, otherOwner.email);
    const helper = await addNew(otherOwner);
    await expectError(await post('/api/invitations/accept', otherOwner.cookie, { token }), 409, 'conflict', TEAM_MESSAGES.ownTeamHasMembers);
    expect(await membershipOf(otherOwner.userId)).toMatchObject({ organizationId: otherOwner.orgId, role: 'owner' });
    expect(await membershipOf(helper.userId)).toMatchObject({ organizationId: otherOwner.orgId, role: 'member' });
    expect((await post('/api/invitations/preview', undefined, { token })).status).toBe(200);
    // Their member can be invited like anyone (the answer must not tell who is in a team); opening the
    // link, they are told to leave their team first, and nothing moves.
    const { token: helperToken } = await invite(owner, helper.email);
    await expectError(await post('/api/invitations/accept', helper.cookie, { token: helperToken }), 409, 'conflict', TEAM_MESSAGES.leaveCurrentTeam);
    expect(await membershipOf(helper.userId)).toMatchObject({ organizationId: otherOwner.orgId, role: 'member' });
  });

  it.each([
    ['a local', 'sub_local_0123456789abcdef'],
    ['a Stripe', 'sub_1Pteamtest'],
  ])('a user with %s Premium of their own cannot join (409 activePremium)', async (_kind, subscriptionId) => {
    const owner = await signUpOwner();
    const premium = await t.signUp();
    const { token } = await invite(owner, premium.email);
    await setWallet(premium.userId, {
      subscriptionTier: 'premium',
      subscriptionStatus: 'active',
      stripeSubscriptionId: subscriptionId,
      subscriptionRenewsAt: new Date(Date.now() + 20 * 86400_000),
    });
    await expectError(await post('/api/invitations/accept', premium.cookie, { token }), 409, 'conflict', TEAM_MESSAGES.activePremium);
    expect(await membershipOf(premium.userId)).toMatchObject({ role: 'owner' });
    expect((await membershipOf(premium.userId))!.organizationId).not.toBe(owner.orgId);
    // Once the plan has ended, the same link works.
    await setWallet(premium.userId, { subscriptionTier: 'free', subscriptionStatus: 'canceled' });
    expect((await post('/api/invitations/accept', premium.cookie, { token })).status).toBe(200);
  });
});

describe('one wallet per team', () => {
  it('50 parallel spends by two members: exactly the team balance succeeds, all charged to the organization', async () => {
    const owner = await signUpOwner();
    const first = await addNew(owner);
    const second = await addExisting(owner);
    const N = 7;
    await setWallet(owner.userId, { credits: N });
    const spenders = [first.userId, second.userId];
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => spendCreditForRun(t.deps.db, spenders[i % 2]!, 'The Pitch Lab', 1)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(N);
    expect(refused).toHaveLength(50 - N);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).status).toBe(402);
    }
    expect((await walletOf(owner.userId)).credits).toBe(0);
    // The members' own balances were never touched (the invited one never had a wallet).
    expect(await personalWalletOf(first.userId)).toBeUndefined();
    expect((await personalWalletOf(second.userId))!.credits).toBe(2);
    const logs = await t.deps.db
      .select()
      .from(toolUsageLogs)
      .where(sql`${toolUsageLogs.userId} in (${first.userId}, ${second.userId}, ${owner.userId})`);
    expect(logs).toHaveLength(N);
    for (const log of logs) {
      expect(log.chargedOrganizationId).toBe(owner.orgId);
      expect(log.creditsUsed).toBe(1);
      expect(spenders).toContain(log.userId);
    }
    expect((await me(first.cookie)).profile).toMatchObject({ credits: 0, availableCredits: 0 });
  });

  it('a failed run gives its credit back to the team wallet, and a Premium owner makes members’ runs free', async () => {
    const owner = await signUpOwner();
    const member = await addExisting(owner);
    await setWallet(owner.userId, { credits: 1 });
    const run = await spendCreditForRun(t.deps.db, member.userId, 'AI Sales Coach', 1);
    expect(run.charged).toBe(1);
    expect((await walletOf(owner.userId)).credits).toBe(0);
    // The team is empty now; the member's own 2 credits are not used.
    await expect(spendCreditForRun(t.deps.db, member.userId, 'AI Sales Coach', 1)).rejects.toMatchObject({ status: 402 });
    expect(await refundRun(t.deps.db, run)).toBe(true);
    expect((await walletOf(owner.userId)).credits).toBe(1);
    expect((await personalWalletOf(member.userId))!.credits).toBe(2);

    await setWallet(owner.userId, { subscriptionTier: 'premium', credits: 0 });
    for (let i = 0; i < 3; i++) expect((await spendCreditForRun(t.deps.db, member.userId, 'The Pitch Lab', 1)).charged).toBe(0);
    expect(await walletOf(owner.userId)).toMatchObject({ credits: 0, subscriptionTier: 'premium' });
    expect((await personalWalletOf(member.userId))!.credits).toBe(2);
    expect((await me(member.cookie)).profile).toMatchObject({ subscriptionTier: 'premium', availableCredits: -1 });
  });
});

/** Reads a live profile stream (/api/me/events) event by event. */
async function openLiveProfile(cookie: string) {
  const response = await t.request('/api/me/events', { cookie });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  async function next(until: (profile: ProfileDto) => boolean, timeoutMs = 5000): Promise<ProfileDto> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'profile' && data) {
          const profile = JSON.parse(data) as ProfileDto;
          if (until(profile)) return profile;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching live profile event');
      const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), left))]);
      if (!chunk) throw new Error('no matching live profile event');
      if (chunk.done) throw new Error('live stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  return { next, close: () => reader.cancel() };
}

describe('removal', () => {
  it('the owner removes a member: they return to their own organization, spend their own credits, are told by mail and live', async () => {
    const owner = await signUpOwner();
    const member = await addExisting(owner, 'member', { fullName: 'Otieno Removed' });
    await setWallet(owner.userId, { credits: 10 });
    const live = await openLiveProfile(member.cookie);
    try {
      expect(await live.next(() => true)).toMatchObject({ credits: 10, organizationId: owner.orgId, teamRole: 'member' });
      // A change to the team's wallet reaches the member's stream.
      await setWallet(owner.userId, { credits: 9 });
      await live.next((p) => p.credits === 9);

      const since = t.mail.length;
      const removed = await t.request(`/api/team/members/${member.userId}`, { method: 'DELETE', cookie: owner.cookie });
      expect(removed.status).toBe(200);
      const own = await live.next((p) => p.organizationId !== owner.orgId);
      expect(own).toMatchObject({ credits: 2, teamRole: 'owner' });

      const team = await teamOf(member.cookie);
      expect(team.organization.id).not.toBe(owner.orgId);
      // Their dormant personal organization, as they left it when they joined.
      expect(team.organization).toMatchObject({ name: 'Solo Shop', country: 'TZ' });
      expect(team).toMatchObject({ myRole: 'owner', invitations: [] });
      expect(team.members.map((m) => m.userId)).toEqual([member.userId]);
      const [org] = await t.deps.db.select().from(organizations).where(eq(organizations.id, team.organization.id));
      expect(org).toMatchObject({ createdBy: member.userId, currency: 'TZS', credits: 2 });
      expect((await me(member.cookie)).profile).toMatchObject({ credits: 2, organizationId: team.organization.id, teamRole: 'owner' });
      expect((await teamOf(owner.cookie)).members.map((m) => m.userId)).toEqual([owner.userId]);

      const run = await spendCreditForRun(t.deps.db, member.userId, 'The Pitch Lab', 1);
      expect(run.charged).toBe(1);
      expect((await walletOf(member.userId)).credits).toBe(1);
      expect((await walletOf(owner.userId)).credits).toBe(9);
      const [log] = await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.id, run.logId));
      expect(log!.chargedOrganizationId).toBe(team.organization.id);

      expect(mailsTo(member.email, since).map((m) => m.subject)).toEqual(['You are no longer in Jua Kali Traders on Growth Tools']);
      expect(mailsTo(member.email, since)[0]!.text).toContain('Amina Owner removed you from Jua Kali Traders.');
      expect(await auditActions(owner.orgId)).toContain('team.remove');
      const [entry] = await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, owner.orgId), eq(auditLog.action, 'team.remove')));
      expect(entry).toMatchObject({ actorId: owner.userId, before: { userId: member.userId, role: 'member' } });
    } finally {
      await live.close();
    }
  });

  it('a manager removes members but not managers or the owner; a member removes nobody; nobody removes themself', async () => {
    const owner = await signUpOwner();
    const manager = await addNew(owner, 'manager');
    const otherManager = await addNew(owner, 'manager');
    const member = await addNew(owner);
    const another = await addNew(owner);
    const outsider = await t.signUp();
    const remove = (who: Account | typeof owner, userId: string) => t.request(`/api/team/members/${userId}`, { method: 'DELETE', cookie: who.cookie });

    await expectError(await remove(manager, otherManager.userId), 403, 'forbidden', TEAM_MESSAGES.managersRemoveMembers);
    await expectError(await remove(manager, owner.userId), 403, 'forbidden', TEAM_MESSAGES.managersRemoveMembers);
    await expectError(await remove(member, another.userId), 403, 'forbidden');
    await expectError(await remove(member, manager.userId), 403, 'forbidden');
    await expectError(await remove(owner, owner.userId), 409, 'conflict', TEAM_MESSAGES.cannotChangeSelf);
    await expectError(await remove(owner, outsider.userId), 404, 'not_found', TEAM_MESSAGES.notInTeam);
    expect((await teamOf(owner.cookie)).members).toHaveLength(5);

    expect((await remove(manager, member.userId)).status).toBe(200);
    expect((await membershipOf(member.userId))!.organizationId).not.toBe(owner.orgId);
    expect((await remove(owner, otherManager.userId)).status).toBe(200);
    expect((await teamOf(owner.cookie)).members.map((m) => m.userId).sort()).toEqual([owner.userId, manager.userId, another.userId].sort());
    // The removed member is gone from the team for good: acting on them is "not in your team".
    await expectError(await remove(owner, member.userId), 404, 'not_found', TEAM_MESSAGES.notInTeam);
  });
});

describe('leaving, transfer and roles', () => {
  it('a member or manager leaves and gets an organization of their own; the owner cannot leave', async () => {
    const owner = await signUpOwner();
    const member = await addExisting(owner);
    const manager = await addNew(owner, 'manager', 'Mary Manager');
    await setWallet(owner.userId, { credits: 30 });

    expect((await post('/api/team/leave', member.cookie)).status).toBe(200);
    const own = await teamOf(member.cookie);
    expect(own).toMatchObject({ myRole: 'owner', organization: { name: 'Solo Shop', country: 'TZ' } });
    expect((await me(member.cookie)).profile).toMatchObject({ credits: 2, teamRole: 'owner', organizationId: own.organization.id });

    expect((await post('/api/team/leave', manager.cookie)).status).toBe(200);
    expect((await me(manager.cookie)).profile).toMatchObject({ credits: 0, teamRole: 'owner' });
    expect((await teamOf(manager.cookie)).organization.name).toBe('Mary Manager');

    await expectError(await post('/api/team/leave', owner.cookie), 409, 'conflict', TEAM_MESSAGES.ownerCannotLeave);
    expect((await teamOf(owner.cookie)).members.map((m) => m.userId)).toEqual([owner.userId]);
    expect((await walletOf(owner.userId)).credits).toBe(30);
    expect((await post('/api/team/leave')).status).toBe(401);
    expect(await auditActions(owner.orgId)).toEqual(['team.invite', 'team.join', 'team.invite', 'team.join', 'team.leave', 'team.leave']);
  });

  it('handover: proposing changes nothing until the heir accepts; then only roles change, no money moves between people', async () => {
    const owner = await signUpOwner();
    const heir = await addExisting(owner, 'member', { fullName: 'Halima Heir' });
    const member = await addNew(owner);
    // The heir bought a pack before joining: those credits are theirs, in their dormant organization.
    const heirPersonal = (await personalWalletOf(heir.userId))!;
    await t.deps.db.update(organizations).set({ credits: 22 }).where(eq(organizations.id, heirPersonal.id));
    await t.deps.db.update(profiles).set({ stripeCustomerId: 'cus_heir' }).where(eq(profiles.id, heir.userId));
    await t.deps.db.update(profiles).set({ stripeCustomerId: 'cus_owner' }).where(eq(profiles.id, owner.userId));
    await setWallet(owner.userId, { credits: 15 });
    const owners = async () =>
      (
        await t.deps.db
          .select()
          .from(organizationMembers)
          .where(and(eq(organizationMembers.organizationId, owner.orgId), eq(organizationMembers.role, 'owner')))
      ).map((m) => m.userId);

    await expectError(await post('/api/team/handover', owner.cookie, { userId: owner.userId }), 409, 'conflict', TEAM_MESSAGES.cannotChangeSelf);
    const outsider = await t.signUp();
    await expectError(await post('/api/team/handover', owner.cookie, { userId: outsider.userId }), 404, 'not_found', TEAM_MESSAGES.notInTeam);
    // Not the owner: cannot propose.
    await expectError(await post('/api/team/handover', heir.cookie, { userId: member.userId }), 403, 'forbidden');

    expect((await post('/api/team/handover', owner.cookie, { userId: heir.userId })).status).toBe(200);
    // Proposed only: nothing has changed yet.
    expect(await owners()).toEqual([owner.userId]);
    expect(await membershipOf(heir.userId)).toMatchObject({ organizationId: owner.orgId, role: 'member' });
    expect((await teamOf(owner.cookie)).handover).toMatchObject({ userId: heir.userId, fullName: 'Halima Heir' });
    expect((await teamOf(heir.cookie)).handover).toMatchObject({ userId: heir.userId });
    expect((await teamOf(member.cookie)).handover).toBeNull();
    // Someone else cannot accept a handover meant for the heir.
    await expectError(await post('/api/team/handover/accept', member.cookie), 404, 'not_found', TEAM_MESSAGES.noHandoverForYou);
    await expectError(await post('/api/team/handover/accept', outsider.cookie), 404, 'not_found', TEAM_MESSAGES.noHandoverForYou);
    await expectError(await post('/api/team/handover/accept', owner.cookie), 404, 'not_found', TEAM_MESSAGES.noHandoverForYou);
    expect(await owners()).toEqual([owner.userId]);

    // Declined: the proposal ends; proposed again and withdrawn by the owner: it ends too.
    expect((await post('/api/team/handover/decline', heir.cookie)).status).toBe(200);
    expect((await teamOf(owner.cookie)).handover).toBeNull();
    await expectError(await post('/api/team/handover/accept', heir.cookie), 404, 'not_found', TEAM_MESSAGES.noHandoverForYou);
    expect((await post('/api/team/handover', owner.cookie, { userId: heir.userId })).status).toBe(200);
    expect((await t.request('/api/team/handover', { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    await expectError(await post('/api/team/handover/accept', heir.cookie), 404, 'not_found', TEAM_MESSAGES.noHandoverForYou);

    expect((await post('/api/team/handover', owner.cookie, { userId: heir.userId })).status).toBe(200);
    expect((await post('/api/team/handover/accept', heir.cookie)).status).toBe(200);
    expect(await owners()).toEqual([heir.userId]);
    expect(await membershipOf(owner.userId)).toMatchObject({ organizationId: owner.orgId, role: 'manager' });
    expect((await teamOf(heir.cookie)).handover).toBeNull();
    // No credits moved: the team keeps its wallet, the heir's own credits stay in their own wallet.
    expect((await walletOf(heir.userId)).credits).toBe(15);
    expect((await personalWalletOf(heir.userId))!.credits).toBe(22);
    expect(await personalWalletOf(owner.userId)).toBeUndefined();
    // Nobody's Stripe customer changed hands.
    expect((await profileOf(heir.userId)).stripeCustomerId).toBe('cus_heir');
    expect((await profileOf(owner.userId)).stripeCustomerId).toBe('cus_owner');
    for (const account of [owner, heir, member]) expect((await me(account.cookie)).wallet).toMatchObject({ organizationId: owner.orgId, credits: 15 });
    expect((await me(heir.cookie)).profile.teamRole).toBe('owner');

    const run = await spendCreditForRun(t.deps.db, member.userId, 'The Pitch Lab', 1);
    const [log] = await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.id, run.logId));
    expect(log!.chargedOrganizationId).toBe(owner.orgId);

    // The old owner lost the owner's rights; leaving takes nothing from the team wallet.
    await expectError(await post('/api/team/handover', owner.cookie, { userId: member.userId }), 403, 'forbidden');
    await expectError(await post('/api/team/leave', heir.cookie), 409, 'conflict', TEAM_MESSAGES.ownerCannotLeave);
    expect((await post('/api/team/leave', owner.cookie)).status).toBe(200);
    expect((await walletOf(heir.userId)).credits).toBe(14);
    expect((await personalWalletOf(heir.userId))!.credits).toBe(22);
    // The old owner is back in a wallet of their own: an empty new one (their old one is the team's).
    expect(await walletOf(owner.userId)).toMatchObject({ credits: 0, subscriptionTier: 'free' });
    expect((await profileOf(owner.userId)).stripeCustomerId).toBe('cus_owner');
    expect(await auditActions(owner.orgId)).toEqual(
      expect.arrayContaining(['team.handover_propose', 'team.handover_decline', 'team.handover_cancel', 'team.transfer', 'team.leave']),
    );
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, owner.orgId), eq(auditLog.action, 'team.transfer')));
    expect(entry).toMatchObject({ actorId: heir.userId, before: { owner: owner.userId }, after: { owner: heir.userId, previousOwnerRole: 'manager' } });
  });

  it('handover: refused while the owner pays for the team’s Premium, so their card never pays for someone else’s team', async () => {
    const owner = await signUpOwner();
    const heir = await addNew(owner);
    await setWallet(owner.userId, { subscriptionTier: 'premium', subscriptionStatus: 'active', stripeSubscriptionId: 'sub_local_handover' });
    await expectError(await post('/api/team/handover', owner.cookie, { userId: heir.userId }), 409, 'conflict', TEAM_MESSAGES.handoverCancelPremium);
    expect((await teamOf(owner.cookie)).handover).toBeNull();
    // Proposed before subscribing: accepting is refused all the same.
    await setWallet(owner.userId, { subscriptionTier: 'free', subscriptionStatus: null, stripeSubscriptionId: null });
    expect((await post('/api/team/handover', owner.cookie, { userId: heir.userId })).status).toBe(200);
    await setWallet(owner.userId, { subscriptionTier: 'premium', subscriptionStatus: 'active', stripeSubscriptionId: 'sub_local_handover' });
    await expectError(await post('/api/team/handover/accept', heir.cookie), 409, 'conflict', TEAM_MESSAGES.handoverCancelPremium);
    expect(await membershipOf(owner.userId)).toMatchObject({ role: 'owner' });
    // Premium cancelled: the handover goes through.
    await setWallet(owner.userId, { subscriptionTier: 'free', subscriptionStatus: 'canceled' });
    expect((await post('/api/team/handover/accept', heir.cookie)).status).toBe(200);
    expect(await membershipOf(heir.userId)).toMatchObject({ role: 'owner' });
  });

  it('a handover proposed to someone who leaves ends with them', async () => {
    const owner = await signUpOwner();
    const heir = await addNew(owner);
    expect((await post('/api/team/handover', owner.cookie, { userId: heir.userId })).status).toBe(200);
    expect((await post('/api/team/leave', heir.cookie)).status).toBe(200);
    expect((await teamOf(owner.cookie)).handover).toBeNull();
    await expectError(await post('/api/team/handover/accept', heir.cookie), 404, 'not_found', TEAM_MESSAGES.noHandoverForYou);
  });

  it('role changes: the owner only, never their own, only manager or member', async () => {
    const owner = await signUpOwner();
    const member = await addNew(owner, 'member', 'Pendo Promoted');
    const manager = await addNew(owner, 'manager');
    const patch = (who: Account, userId: string, body: unknown) =>
      t.request(`/api/team/members/${userId}`, { method: 'PATCH', cookie: who.cookie, json: body });

    const promoted = await patch(owner, member.userId, { role: 'manager' });
    expect(promoted.status).toBe(200);
    expect(await json(promoted)).toEqual({
      member: { userId: member.userId, fullName: 'Pendo Promoted', email: member.email, role: 'manager', joinedAt: expect.any(String) },
    });
    expect((await me(member.cookie)).profile.teamRole).toBe('manager');
    // Now a manager, they may invite members.
    await invite(member, uniqueEmail('by-promoted'));

    await expectError(await patch(owner, owner.userId, { role: 'member' }), 409, 'conflict', TEAM_MESSAGES.cannotChangeSelf);
    await expectError(await patch(manager, member.userId, { role: 'member' }), 403, 'forbidden');
    expect((await patch(owner, manager.userId, { role: 'owner' })).status).toBe(400);
    const outsider = await t.signUp();
    await expectError(await patch(owner, outsider.userId, { role: 'manager' }), 404, 'not_found', TEAM_MESSAGES.notInTeam);
    expect(await membershipOf(outsider.userId)).toMatchObject({ role: 'owner' });

    expect((await patch(owner, member.userId, { role: 'member' })).status).toBe(200);
    expect((await teamOf(owner.cookie)).members.find((m) => m.userId === member.userId)!.role).toBe('member');
    const changes = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, owner.orgId), eq(auditLog.action, 'team.role_change')))
      .orderBy(asc(auditLog.id));
    expect(changes.map((c) => [c.before, c.after])).toEqual([
      [
        { userId: member.userId, role: 'member' },
        { userId: member.userId, role: 'manager' },
      ],
      [
        { userId: member.userId, role: 'manager' },
        { userId: member.userId, role: 'member' },
      ],
    ]);
  });
});

describe('invitations', () => {
  it(`holds one seat each up to the default limit of ${DEFAULT_TEAM_SEAT_LIMIT} people, owner included`, async () => {
    const owner = await signUpOwner();
    const invited: string[] = [];
    for (let i = 0; i < DEFAULT_TEAM_SEAT_LIMIT - 1; i++) invited.push((await invite(owner, uniqueEmail('seat'))).invitation.id);
    expect(await teamOf(owner.cookie)).toMatchObject({ seatLimit: DEFAULT_TEAM_SEAT_LIMIT, seatsUsed: DEFAULT_TEAM_SEAT_LIMIT });
    const extra = uniqueEmail('no-seat');
    const since = t.mail.length;
    await expectError(await post('/api/team/invitations', owner.cookie, { email: extra, role: 'member' }), 409, 'conflict', TEAM_MESSAGES.seatLimit);
    expect(mailsTo(extra, since)).toHaveLength(0);
    expect(await t.deps.db.select().from(teamInvitations).where(eq(teamInvitations.email, extra))).toHaveLength(0);

    // An expired invitation frees its seat; a revoked one too.
    await t.deps.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, invited[0]!));
    expect((await teamOf(owner.cookie)).seatsUsed).toBe(DEFAULT_TEAM_SEAT_LIMIT - 1);
    await invite(owner, extra);
    await expectError(
      await post('/api/team/invitations', owner.cookie, { email: uniqueEmail('no-seat'), role: 'member' }),
      409,
      'conflict',
      TEAM_MESSAGES.seatLimit,
    );
    // Renewing the expired one would need a seat again.
    await expectError(await post(`/api/team/invitations/${invited[0]}/resend`, owner.cookie), 409, 'conflict', TEAM_MESSAGES.seatLimit);
    expect((await t.request(`/api/team/invitations/${invited[1]}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    const last = await invite(owner, uniqueEmail('seat'));
    // Members hold seats like invitations do.
    const manager = await signUpInvited(last.token);
    expect(await teamOf(owner.cookie)).toMatchObject({ seatsUsed: DEFAULT_TEAM_SEAT_LIMIT });

    // The last seat, asked for by two people at once: exactly one gets it.
    expect((await t.request(`/api/team/members/${manager.userId}`, { method: 'PATCH', cookie: owner.cookie, json: { role: 'manager' } })).status).toBe(200);
    expect((await t.request(`/api/team/invitations/${invited[2]}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    const raced = await Promise.all([owner, manager].map((by) => post('/api/team/invitations', by.cookie, { email: uniqueEmail('race'), role: 'member' })));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await teamOf(owner.cookie)).toMatchObject({ seatsUsed: DEFAULT_TEAM_SEAT_LIMIT });
  });

  it('refuses a second open invitation and someone already in the team (409); someone in another team gets the same answer as a stranger', async () => {
    const owner = await signUpOwner();
    const email = uniqueEmail('twice');
    await invite(owner, email);
    await expectError(
      await post('/api/team/invitations', owner.cookie, { email: email.toUpperCase(), role: 'manager' }),
      409,
      'conflict',
      TEAM_MESSAGES.alreadyInvited,
    );
    const member = await addNew(owner);
    await expectError(await post('/api/team/invitations', owner.cookie, { email: member.email, role: 'member' }), 409, 'conflict', TEAM_MESSAGES.alreadyMember);
    await expectError(await post('/api/team/invitations', owner.cookie, { email: owner.email, role: 'member' }), 409, 'conflict', TEAM_MESSAGES.alreadyMember);
    const otherOwner = await signUpOwner();
    const theirs = await addNew(otherOwner);
    const stranger = await post('/api/team/invitations', owner.cookie, { email: uniqueEmail('stranger'), role: 'member' });
    const inAnotherTeam = await post('/api/team/invitations', owner.cookie, { email: theirs.email, role: 'member' });
    const ownsAnotherTeam = await post('/api/team/invitations', owner.cookie, { email: otherOwner.email, role: 'member' });
    expect([stranger.status, inAnotherTeam.status, ownsAnotherTeam.status]).toEqual([201, 201, 201]);
    expect((await post('/api/team/invitations', owner.cookie, { email: 'not-an-email', role: 'member' })).status).toBe(400);
    expect((await post('/api/team/invitations', owner.cookie, { email: uniqueEmail(), role: 'owner' })).status).toBe(400);
    expect((await teamOf(owner.cookie)).invitations).toHaveLength(4);
  });

  it('resend mails a new link and kills the old one; revoke kills the link; an expired link says so', async () => {
    const owner = await signUpOwner();
    const email = uniqueEmail('resend');
    const first = await invite(owner, email);
    const old = (await t.deps.db.select().from(teamInvitations).where(eq(teamInvitations.id, first.invitation.id)))[0]!;

    const since = t.mail.length;
    const resent = await post(`/api/team/invitations/${first.invitation.id}/resend`, owner.cookie);
    expect(resent.status).toBe(200);
    expect((await json<InviteResponse>(resent)).invitation).toMatchObject({ id: first.invitation.id, email, expired: false });
    const newToken = tokenOf(mailsTo(email, since).at(-1));
    expect(mailsTo(email, since)).toHaveLength(1);
    expect(newToken).not.toBe(first.token);
    await expectError(await post('/api/invitations/preview', undefined, { token: first.token }), 404, 'not_found', TEAM_MESSAGES.invitationInvalid);
    expect((await post('/api/invitations/preview', undefined, { token: newToken })).status).toBe(200);
    const renewed = (await t.deps.db.select().from(teamInvitations).where(eq(teamInvitations.id, first.invitation.id)))[0]!;
    expect(renewed.tokenHash).toBe(sha256(newToken));
    expect(renewed.expiresAt.getTime()).toBeGreaterThanOrEqual(old.expiresAt.getTime());

    expect((await t.request(`/api/team/invitations/${first.invitation.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    await expectError(await post('/api/invitations/preview', undefined, { token: newToken }), 409, 'conflict', TEAM_MESSAGES.invitationUsed);
    const signup = await post('/api/invitations/signup', undefined, {
      token: newToken,
      fullName: 'Late',
      password: 'late-pass-123',
      confirmPassword: 'late-pass-123',
      acceptTerms: true,
    });
    await expectError(signup, 409, 'conflict', TEAM_MESSAGES.invitationUsed);
    expect(await t.deps.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    expect((await teamOf(owner.cookie)).invitations).toEqual([]);
    expect((await t.request(`/api/team/invitations/${first.invitation.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
    expect((await post(`/api/team/invitations/${first.invitation.id}/resend`, owner.cookie)).status).toBe(404);

    // Expired: the link says so; the team page shows it as expired; it can be resent.
    const later = await invite(owner, uniqueEmail('expired'));
    await t.deps.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(teamInvitations.id, later.invitation.id));
    await expectError(await post('/api/invitations/preview', undefined, { token: later.token }), 409, 'conflict', TEAM_MESSAGES.invitationExpired);
    const existing = await t.signUp();
    const expiredForExisting = await invite(owner, existing.email);
    await t.deps.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(teamInvitations.id, expiredForExisting.invitation.id));
    await expectError(
      await post('/api/invitations/accept', existing.cookie, { token: expiredForExisting.token }),
      409,
      'conflict',
      TEAM_MESSAGES.invitationExpired,
    );
    expect((await teamOf(owner.cookie)).invitations.find((i) => i.id === later.invitation.id)).toMatchObject({ expired: true });
    expect((await post(`/api/team/invitations/${later.invitation.id}/resend`, owner.cookie)).status).toBe(200);
    // Inviting the address of an expired invitation again replaces it.
    const replaced = await invite(owner, existing.email);
    expect(replaced.invitation.id).not.toBe(expiredForExisting.invitation.id);
    expect((await post('/api/invitations/accept', existing.cookie, { token: replaced.token })).status).toBe(200);
    expect(await auditActions(owner.orgId)).toEqual([
      'team.invite',
      'team.invite_resend',
      'team.invite_revoke',
      'team.invite',
      'team.invite',
      'team.invite_resend',
      'team.invite',
      'team.join',
    ]);
  });

  it('managers invite members only, and cannot resend or revoke a manager’s invitation', async () => {
    const owner = await signUpOwner();
    const manager = await addNew(owner, 'manager');
    await expectError(
      await post('/api/team/invitations', manager.cookie, { email: uniqueEmail(), role: 'manager' }),
      403,
      'forbidden',
      TEAM_MESSAGES.managersInviteMembers,
    );
    const { invitation } = await invite(manager, uniqueEmail('by-manager'), 'member');
    expect(invitation.role).toBe('member');
    const forManager = await invite(owner, uniqueEmail('future-manager'), 'manager');
    await expectError(
      await post(`/api/team/invitations/${forManager.invitation.id}/resend`, manager.cookie),
      403,
      'forbidden',
      TEAM_MESSAGES.managersInviteMembers,
    );
    await expectError(
      await t.request(`/api/team/invitations/${forManager.invitation.id}`, { method: 'DELETE', cookie: manager.cookie }),
      403,
      'forbidden',
      TEAM_MESSAGES.managersInviteMembers,
    );
    expect((await t.request(`/api/team/invitations/${invitation.id}`, { method: 'DELETE', cookie: manager.cookie })).status).toBe(200);
    expect((await post('/api/invitations/preview', undefined, { token: forManager.token })).status).toBe(200);
  });

  it('another team’s invitations and members cannot be touched by id, and GET /api/team shows only the caller’s team', async () => {
    const owner = await signUpOwner();
    const member = await addNew(owner, 'member', 'Kamau Ours');
    const rival = await signUpOwner({ fullName: 'Rival Owner', companyName: 'Rival Secret Co' });
    const rivalMember = await addNew(rival, 'member', 'Rival Member');
    const rivalInvite = await invite(rival, uniqueEmail('rival-invitee'));
    const before = await t.deps.db.select().from(teamInvitations).where(eq(teamInvitations.id, rivalInvite.invitation.id));

    await expectError(await post(`/api/team/invitations/${rivalInvite.invitation.id}/resend`, owner.cookie), 404, 'not_found');
    await expectError(await t.request(`/api/team/invitations/${rivalInvite.invitation.id}`, { method: 'DELETE', cookie: owner.cookie }), 404, 'not_found');
    await expectError(
      await t.request(`/api/team/members/${rivalMember.userId}`, { method: 'DELETE', cookie: owner.cookie }),
      404,
      'not_found',
      TEAM_MESSAGES.notInTeam,
    );
    await expectError(
      await t.request(`/api/team/members/${rivalMember.userId}`, { method: 'PATCH', cookie: owner.cookie, json: { role: 'manager' } }),
      404,
      'not_found',
    );
    await expectError(await post('/api/team/handover', owner.cookie, { userId: rivalMember.userId }), 404, 'not_found');
    await expectError(await t.request(`/api/team/members/${rival.userId}`, { method: 'DELETE', cookie: owner.cookie }), 404, 'not_found');
    expect((await post('/api/team/invitations/not-a-uuid/resend', owner.cookie)).status).toBe(400);
    expect(await t.deps.db.select().from(teamInvitations).where(eq(teamInvitations.id, rivalInvite.invitation.id))).toEqual(before);
    expect(await membershipOf(rivalMember.userId)).toMatchObject({ organizationId: rival.orgId, role: 'member' });
    expect(await membershipOf(rival.userId)).toMatchObject({ organizationId: rival.orgId, role: 'owner' });

    const secrets = [
      rival.orgId,
      rival.userId,
      rival.email,
      rivalMember.userId,
      rivalMember.email,
      'Rival Member',
      'Rival Secret Co',
      rivalInvite.invitation.id,
    ];
    for (const cookie of [owner.cookie, member.cookie]) {
      const text = await (await t.request(`/api/team?organizationId=${rival.orgId}&id=${rival.orgId}`, { cookie })).text();
      for (const secret of secrets) expect(text, `leaked ${secret}`).not.toContain(secret);
    }
    // A member sees names and roles; the owner also addresses and the open invitations.
    const asMember = await teamOf(member.cookie);
    expect(asMember).toMatchObject({ myRole: 'member', invitations: [] });
    expect(asMember.members.map((m) => [m.fullName, m.email, m.role])).toEqual([
      ['Amina Owner', null, 'owner'],
      ['Kamau Ours', member.email, 'member'],
    ]);
    const asOwner = await teamOf(owner.cookie);
    expect(asOwner.members.map((m) => m.email)).toEqual([owner.email, member.email]);
  });
});

describe('payments in a team', () => {
  const checkout = (account: Account, tier: string) => post('/api/payments/create-checkout', account.cookie, { tier });

  it('members cannot buy; a manager’s credit pack tops up the team wallet; only the owner subscribes', async () => {
    const owner = await signUpOwner();
    const manager = await addExisting(owner, 'manager');
    const member = await addNew(owner);
    await setWallet(owner.userId, { credits: 5 });

    await expectError(await checkout(member, 'credits_20'), 403, 'forbidden', TEAM_MESSAGES.membersCannotBuy);
    await expectError(await checkout(member, 'premium'), 403, 'forbidden', TEAM_MESSAGES.membersCannotBuy);
    await expectError(await checkout(manager, 'premium'), 403, 'forbidden', TEAM_MESSAGES.onlyOwnerSubscribes);
    expect(
      await t.deps.db
        .select()
        .from(payments)
        .where(sql`${payments.userId} in (${member.userId}, ${manager.userId})`),
    ).toHaveLength(0);

    const started = await checkout(manager, 'credits_20');
    expect(started.status).toBe(200);
    const { sessionId, provider } = await json<CreateCheckoutResponse>(started);
    expect(provider).toBe('local');
    expect((await post(`/api/checkout/local/${sessionId}/pay`, manager.cookie)).status).toBe(200);
    expect((await walletOf(owner.userId)).credits).toBe(25);
    expect((await personalWalletOf(manager.userId))!.credits).toBe(2);
    expect((await me(member.cookie)).profile.credits).toBe(25);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
    expect(payment).toMatchObject({ userId: manager.userId, organizationId: owner.orgId, status: 'paid', creditsGranted: 20 });

    expect((await checkout(owner, 'premium')).status).toBe(200);
  });
});

describe('admin pages show the wallet a person spends', () => {
  it('a member spending the team’s credits is listed with the team’s balance and plan, not 0', async () => {
    const owner = await signUpOwner();
    const member = await addNew(owner);
    await setWallet(owner.userId, { credits: 41, subscriptionTier: 'basic', creditsExpireAt: new Date(Date.now() + 9 * 86400_000) });
    const admin = await signUpAdmin();
    const list = await json<{ items: { id: string; credits: number; subscriptionTier: string }[] }>(
      await t.request(`/api/admin/users?search=${encodeURIComponent(member.email)}`, { cookie: admin.cookie }),
    );
    expect(list.items.find((u) => u.id === member.userId)).toMatchObject({ credits: 41, subscriptionTier: 'basic' });
    const detail = await json<AdminOrganizationDetail>(await t.request(`/api/admin/organizations/${owner.orgId}`, { cookie: admin.cookie }));
    expect(detail.owner).toMatchObject({ id: owner.userId, credits: 41, subscriptionTier: 'basic' });
    // An admin adding credits to the member adds them to the wallet the member spends.
    expect((await t.request(`/api/admin/users/${member.userId}/credits`, { method: 'POST', cookie: admin.cookie, json: { amount: 4 } })).status).toBe(200);
    expect((await walletOf(owner.userId)).credits).toBe(45);
  });

  it('the organization page changes the wallet it shows: a member’s dormant personal wallet, never someone else’s', async () => {
    const owner = await signUpOwner();
    const member = await addExisting(owner);
    const personal = (await personalWalletOf(member.userId))!;
    const admin = await signUpAdmin();
    const credits = (json: Record<string, unknown>) => t.request(`/api/admin/users/${member.userId}/credits`, { method: 'POST', cookie: admin.cookie, json });
    const tier = (json: Record<string, unknown>) => t.request(`/api/admin/users/${member.userId}/tier`, { method: 'PATCH', cookie: admin.cookie, json });
    const teamBefore = (await walletOf(owner.userId)).credits;

    expect((await credits({ amount: 5, organizationId: personal.id })).status).toBe(200);
    expect((await personalWalletOf(member.userId))!.credits).toBe(personal.credits + 5);
    expect((await walletOf(owner.userId)).credits).toBe(teamBefore);
    expect((await tier({ tier: 'premium', organizationId: personal.id })).status).toBe(200);
    expect((await personalWalletOf(member.userId))!.subscriptionTier).toBe('premium');
    expect((await walletOf(owner.userId)).subscriptionTier).toBe('free');

    // Another person's organization, or one that does not exist, is not this member's wallet: nothing changes.
    const stranger = await signUpOwner();
    await expectError(await credits({ amount: 5, organizationId: stranger.orgId }), 404, 'not_found');
    await expectError(await tier({ tier: 'premium', organizationId: stranger.orgId }), 404, 'not_found');
    await expectError(await credits({ amount: 5, organizationId: 'not-a-uuid' }), 400, 'invalid_input');
    expect((await walletOf(stranger.userId)).credits).toBe(2);
    expect((await walletOf(stranger.userId)).subscriptionTier).toBe('free');
  });
});

describe('the team’s organization settings', () => {
  it('the owner or a manager changes the team’s currency; a member cannot', async () => {
    const owner = await signUpOwner();
    const manager = await addNew(owner, 'manager');
    const member = await addNew(owner);
    const currency = (account: Account, code: string) =>
      t.request('/api/account/organization/currency', { method: 'PUT', cookie: account.cookie, json: { currency: code } });
    await expectError(await currency(member, 'USD'), 403, 'forbidden');
    expect((await me(member.cookie)).organization).toMatchObject({ id: owner.orgId, currency: 'KES' });
    expect((await currency(manager, 'USD')).status).toBe(200);
    for (const account of [owner, manager, member]) expect((await me(account.cookie)).organization).toMatchObject({ id: owner.orgId, currency: 'USD' });
    expect((await currency(owner, 'KES')).status).toBe(200);
    expect((await me(member.cookie)).organization!.currency).toBe('KES');
  });
});

describe('account deletion in a team', () => {
  it('an owner with members cannot delete their account; an admin deleting them gives each member an organization of their own', async () => {
    const owner = await signUpOwner();
    const manager = await addNew(owner, 'manager', 'Mary Manager');
    const member = await addExisting(owner, 'member', { fullName: 'Wanjiru Solo' });
    const admin = await signUpAdmin();

    const refused = await t.request('/api/account', { method: 'DELETE', cookie: owner.cookie, json: { currentPassword: owner.password } });
    await expectError(refused, 409, 'conflict', TEAM_MESSAGES.ownerHasTeam);
    expect(await t.deps.db.select().from(user).where(eq(user.id, owner.userId))).toHaveLength(1);
    expect(await t.deps.db.select().from(organizations).where(eq(organizations.id, owner.orgId))).toHaveLength(1);
    expect((await teamOf(owner.cookie)).members).toHaveLength(3);

    const detail = await json<AdminOrganizationDetail>(await t.request(`/api/admin/organizations/${owner.orgId}`, { cookie: admin.cookie }));
    expect(detail.members.map(({ userId, fullName, email, role }) => ({ userId, fullName, email, role }))).toEqual([
      { userId: owner.userId, fullName: 'Amina Owner', email: owner.email, role: 'owner' },
      { userId: manager.userId, fullName: 'Mary Manager', email: manager.email, role: 'manager' },
      { userId: member.userId, fullName: 'Wanjiru Solo', email: member.email, role: 'member' },
    ]);

    expect((await t.request(`/api/admin/users/${owner.userId}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);
    expect(await t.deps.db.select().from(organizations).where(eq(organizations.id, owner.orgId))).toHaveLength(0);
    // The invited manager gets a new, empty organization; the member returns to their own (Solo Shop).
    for (const [account, name, country, credits] of [
      [manager, 'Mary Manager', 'KE', 0],
      [member, 'Solo Shop', 'TZ', 2],
    ] as const) {
      const team = await teamOf(account.cookie);
      expect(team).toMatchObject({ myRole: 'owner', organization: { name, country } });
      expect(team.members.map((m) => m.userId)).toEqual([account.userId]);
      expect((await me(account.cookie)).profile).toMatchObject({ credits, teamRole: 'owner', organizationId: team.organization.id });
    }
  });

  it('a member deletes their own account; the team keeps its owner and wallet', async () => {
    const owner = await signUpOwner();
    const member = await addExisting(owner);
    await setWallet(owner.userId, { credits: 8 });
    expect((await t.request('/api/account', { method: 'DELETE', cookie: member.cookie, json: { currentPassword: member.password } })).status).toBe(200);
    expect(await membershipOf(member.userId)).toBeUndefined();
    expect((await teamOf(owner.cookie)).members.map((m) => m.userId)).toEqual([owner.userId]);
    expect((await walletOf(owner.userId)).credits).toBe(8);
  });
});

interface OpenApiDoc {
  paths: Record<string, Record<string, { 'x-role': string }>>;
}

describe('role matrix', () => {
  const EXPECTED_TEAM_OPERATIONS: Record<string, string> = {
    'get /api/team': 'user',
    'post /api/team/invitations': 'manager',
    'post /api/team/invitations/{id}/resend': 'manager',
    'delete /api/team/invitations/{id}': 'manager',
    'patch /api/team/members/{userId}': 'owner',
    'delete /api/team/members/{userId}': 'manager',
    'post /api/team/handover': 'owner',
    'delete /api/team/handover': 'owner',
    'post /api/team/handover/accept': 'user',
    'post /api/team/handover/decline': 'user',
    'post /api/team/leave': 'user',
    'post /api/invitations/preview': 'public',
    'post /api/invitations/accept': 'user',
    'post /api/invitations/signup': 'public',
  };

  it('publishes every team operation with its x-role', async () => {
    const doc = await json<OpenApiDoc>(await t.request('/api/openapi.json'));
    const team = Object.fromEntries(
      Object.entries(doc.paths)
        .filter(([path]) => path === '/api/team' || path.startsWith('/api/team/') || path.startsWith('/api/invitations/'))
        .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method} ${path}`, op['x-role']])),
    );
    // These exist with exactly these roles.
    for (const [key, role] of Object.entries(EXPECTED_TEAM_OPERATIONS)) expect(team[key], key).toBe(role);
    // Anything else under /api/team/ acts on the team: owner or managers only (a new one weaker than
    // that fails here until it is listed above on purpose); no other invitation-link operation.
    for (const [key, role] of Object.entries(team)) {
      if (key in EXPECTED_TEAM_OPERATIONS) continue;
      expect(key, `${key} is not a known team operation`).toMatch(/^\w+ \/api\/team\//);
      expect(['manager', 'owner'], `${key} has x-role ${role}`).toContain(role);
    }
  });

  it('every x-role manager or owner operation: 401 anonymous, 403 for a member (and a manager on owner ones), and nothing changes', async () => {
    const owner = await signUpOwner();
    const manager = await addNew(owner, 'manager');
    const member = await addNew(owner);
    const target = await addNew(owner, 'member', 'Target Member');
    await setWallet(owner.userId, { credits: 11 });
    const { invitation } = await invite(owner, uniqueEmail('matrix'), 'member');

    const doc = await json<OpenApiDoc>(await t.request('/api/openapi.json'));
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, role: op['x-role'] })))
      .filter((op) => op.role === 'manager' || op.role === 'owner');
    const expected = Object.entries(EXPECTED_TEAM_OPERATIONS).filter(([, role]) => role === 'manager' || role === 'owner');
    // Every team operation that needs a role is in the loop below (and any new one anywhere).
    for (const [key, role] of expected) expect(operations.map((o) => `${o.method} ${o.path} ${o.role}`)).toContain(`${key} ${role}`);

    // Real ids and valid bodies: only the role check can stop these.
    const ids: Record<string, string> = { id: invitation.id, userId: target.userId };
    const bodies: Record<string, unknown> = {
      'post /api/team/invitations': { email: uniqueEmail('matrix-new'), role: 'member' },
      'patch /api/team/members/{userId}': { role: 'manager' },
      'post /api/team/handover': { userId: target.userId },
    };

    const snapshot = async () => ({
      members: await t.deps.db
        .select()
        .from(organizationMembers)
        .where(eq(organizationMembers.organizationId, owner.orgId))
        .orderBy(asc(organizationMembers.userId)),
      invitations: await t.deps.db.select().from(teamInvitations).where(eq(teamInvitations.organizationId, owner.orgId)).orderBy(asc(teamInvitations.id)),
      // The team's wallet lives on the organization row below; nobody has a personal one here.
      personalWallets: await t.deps.db
        .select()
        .from(organizations)
        .where(sql`${organizations.createdBy} in (${manager.userId}, ${member.userId}, ${target.userId})`),
      organization: await t.deps.db.select().from(organizations).where(eq(organizations.id, owner.orgId)),
      audit: await auditActions(owner.orgId),
      mails: t.mail.length,
    });
    const before = await snapshot();

    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name] ?? '00000000-0000-4000-8000-000000000000');
      const init = { method: op.method.toUpperCase(), ...(op.method === 'get' ? {} : { json: bodies[key] ?? {} }) };
      const anonymous = await t.request(url, init);
      expect(anonymous.status, `anonymous ${key}`).toBe(401);
      expect(await json(anonymous)).toEqual({ error: { code: 'unauthorized', id: 'auth.signInRequired', message: expect.any(String) } });
      const callers = op.role === 'owner' ? { member, manager } : { member };
      for (const [name, caller] of Object.entries(callers)) {
        const response = await t.request(url, { ...init, cookie: caller.cookie });
        expect(response.status, `${name} ${key}`).toBe(403);
        expect(await json(response)).toEqual({ error: { code: 'forbidden', id: expect.any(String), message: expect.any(String) } });
      }
    }
    expect(await snapshot()).toEqual(before);

    // The same requests from the owner go through (so the refusals above were the role's doing).
    const patched = await t.request(`/api/team/members/${target.userId}`, { method: 'PATCH', cookie: owner.cookie, json: { role: 'manager' } });
    expect(patched.status).toBe(200);
  });
});

describe('audit trail', () => {
  it('logs invite, join, role change, removal, leave and transfer against the team', async () => {
    const owner = await signUpOwner();
    const a = await addNew(owner);
    const b = await addNew(owner);
    const c = await addNew(owner);
    expect((await t.request(`/api/team/members/${a.userId}`, { method: 'PATCH', cookie: owner.cookie, json: { role: 'manager' } })).status).toBe(200);
    expect((await t.request(`/api/team/members/${b.userId}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    expect((await post('/api/team/leave', c.cookie)).status).toBe(200);
    expect((await post('/api/team/handover', owner.cookie, { userId: a.userId })).status).toBe(200);
    expect((await post('/api/team/handover/accept', a.cookie)).status).toBe(200);
    const rows = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, owner.orgId)).orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.action, r.actorId, r.targetType])).toEqual([
      ['team.invite', owner.userId, 'organization'],
      ['team.join', a.userId, 'organization'],
      ['team.invite', owner.userId, 'organization'],
      ['team.join', b.userId, 'organization'],
      ['team.invite', owner.userId, 'organization'],
      ['team.join', c.userId, 'organization'],
      ['team.role_change', owner.userId, 'organization'],
      ['team.remove', owner.userId, 'organization'],
      ['team.leave', c.userId, 'organization'],
      ['team.handover_propose', owner.userId, 'organization'],
      ['team.transfer', a.userId, 'organization'],
    ]);
  });
});

describe('invitations cannot be turned into a mail relay', () => {
  it('one address gets at most 3 invitation mails a day, from all teams together; refused ones send nothing', async () => {
    const target = uniqueEmail('flooded');
    const owners = await Promise.all([signUpOwner(), signUpOwner(), signUpOwner()]);
    for (const owner of owners) await invite(owner, target);
    const fourth = await signUpOwner();
    const since = t.mail.length;
    await expectError(await post('/api/team/invitations', fourth.cookie, { email: target, role: 'member' }), 429, 'rate_limited', TEAM_MESSAGES.recipientLimit);
    // A resend is a mail too.
    const [first] = (await teamOf(owners[0]!.cookie)).invitations;
    expect((await post(`/api/team/invitations/${first!.id}/resend`, owners[0]!.cookie)).status).toBe(429);
    expect(mailsTo(target, since)).toHaveLength(0);
  });

  it('nothing the inviter wrote goes in the subject, and links in names and companies are defanged', async () => {
    const owner = await signUpOwner({ fullName: 'Win big at https://evil.example', companyName: 'claim-prize.com' });
    const { mail } = await invite(owner, uniqueEmail('defanged'));
    expect(mail.subject).toBe("You're invited to join a team on Growth Tools");
    expect(mail.text).not.toMatch(/https:\/\/evil|claim-prize\.com/);
    expect(mail.text).toContain('claim-prize[.]com');
    expect(mail.html).not.toMatch(/https:\/\/evil|claim-prize\.com/);
  });
});
