import { setWallet, walletOf } from '../helpers/wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  auditLog,
  mailOutbox,
  organizationMembers,
  organizations,
  payments,
  profiles,
  session as sessions,
  toolRatings,
  toolUsageLogs,
  user,
  userRoles,
} from '../../src/server/db/schema/index.ts';
import { listOrganizations } from '../../src/server/features/admin/organizations.service.ts';
import type {
  AdminAuditEntry,
  AdminFeedbackResponse,
  AdminOrganizationDetail,
  AdminOrganizationListItem,
  AdminUsageDetail,
  AdminUsageItem,
  AdminUserListItem,
  CreditAdjustmentResult,
  Page,
  TierChangeResult,
} from '../../src/shared/admin.ts';

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['signUp']>> & { orgId: string };

let admin: Account;
let normal: Account;

async function signUp(overrides: Record<string, unknown> = {}): Promise<Account> {
  const account = await t.signUp(overrides);
  const [org] = await t.deps.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.createdBy, account.userId));
  return { ...account, orgId: org!.id };
}

/** An admin as in production: the role, and TOTP enrolled through the real endpoints (admin operations need it). */
async function signUpAdmin(overrides: Record<string, unknown> = {}) {
  const account = await signUp(overrides);
  await t.deps.db.insert(userRoles).values({ userId: account.userId, role: 'admin' });
  const { cookie } = await t.enrolTwoFactor(account);
  return { ...account, cookie };
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const get = (path: string, cookie = admin.cookie) => t.request(path, { cookie });
const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) => t.request(path, { method, cookie, json: body ?? {} });
const creditsOf = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;
const auditFor = (targetId: string, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));
const tag = () => `Zq${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin({ fullName: 'Ada Admin', companyName: 'Admin HQ' });
  normal = await signUp({ fullName: 'Norm User', companyName: 'Normal Traders' });
});
afterAll(async () => {
  await t?.close();
});

interface OpenApiDoc {
  paths: Record<string, Record<string, { 'x-role': string; parameters?: { name: string; in: string; schema?: { enum?: string[] } }[] }>>;
}

describe('authorization', () => {
  it('every x-role admin operation answers 401 without a session and 403 for a normal user, and changes nothing', async () => {
    const victim = await signUp();
    const [log] = await t.deps.db.insert(toolUsageLogs).values({ userId: victim.userId, toolName: 'The Pitch Lab', result: '# Secret report' }).returning();
    const ids: Record<string, string> = { id: victim.orgId, userId: victim.userId, logId: log!.id };
    const doc = await json<OpenApiDoc>(await t.request('/api/openapi.json'));
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, role: op['x-role'] })),
    );

    // Nothing under /api/admin may be published with a weaker role.
    for (const op of operations.filter((o) => o.path.startsWith('/api/admin/'))) expect(op, `${op.method} ${op.path}`).toMatchObject({ role: 'admin' });
    const adminOps = operations.filter((o) => o.role === 'admin');
    expect(adminOps.length).toBeGreaterThanOrEqual(12);

    for (const op of adminOps) {
      const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name] ?? '00000000-0000-4000-8000-000000000000');
      const init = { method: op.method.toUpperCase(), ...(op.method === 'get' ? {} : { json: { amount: 5, tier: 'premium', role: 'admin' } }) };
      const anonymous = await t.request(url, init);
      expect(anonymous.status, `anonymous ${op.method} ${url}`).toBe(401);
      expect(await json(anonymous)).toEqual({ error: { code: 'unauthorized', id: 'auth.signInRequired', message: expect.any(String) } });
      const asUser = await t.request(url, { ...init, cookie: normal.cookie });
      expect(asUser.status, `normal user ${op.method} ${url}`).toBe(403);
      expect(await json(asUser)).toEqual({ error: { code: 'forbidden', id: expect.any(String), message: expect.any(String) } });
    }

    expect(await walletOf(t.deps.db, victim.userId)).toMatchObject({ credits: 2, subscriptionTier: 'free' });
    expect(await t.deps.db.select().from(userRoles).where(eq(userRoles.userId, normal.userId))).toHaveLength(0);
    expect(await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.id, log!.id))).toHaveLength(1);
  });

  it('every x-role admin operation answers 403 two_factor_required to an admin without TOTP, and works once TOTP is enrolled', async () => {
    const victim = await signUp();
    const [log] = await t.deps.db.insert(toolUsageLogs).values({ userId: victim.userId, toolName: 'The Pitch Lab', result: '# Report' }).returning();
    // A mail that failed for good, so the retry operation has something to retry.
    const [failedMail] = await t.deps.db
      .insert(mailOutbox)
      .values({ recipient: victim.email, subject: 'Stuck', text: 'x', status: 'failed', attempts: 12, lastError: 'ECONNREFUSED' })
      .returning();
    // A paid credit pack of the local test checkout, so the refund operation has something to refund.
    const [paid] = await t.deps.db
      .insert(payments)
      .values({
        userId: victim.userId,
        organizationId: victim.orgId,
        provider: 'local',
        plan: 'credits_20',
        amountCents: 2000,
        status: 'paid',
        creditsGranted: 20,
        checkoutSessionId: `cs_local_${randomBytes(8).toString('hex')}`,
      })
      .returning();
    const ids: Record<string, string> = { id: victim.orgId, userId: victim.userId, logId: log!.id, mailId: failedMail!.id, paymentId: paid!.id };
    const doc = await json<OpenApiDoc>(await t.request('/api/openapi.json'));
    const order = ['get', 'post', 'patch', 'put', 'delete'];
    const adminOps = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, role: op['x-role'] })))
      .filter((o) => o.role === 'admin')
      // Reads first, deletes last, the role revoked before the account is deleted (admins cannot be).
      .sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method) || b.path.length - a.path.length);
    expect(adminOps.length).toBeGreaterThanOrEqual(12);

    // The role alone (as `npm run admin -- grant` gives it): no second factor yet.
    const newAdmin = await signUp();
    await t.deps.db.insert(userRoles).values({ userId: newAdmin.userId, role: 'admin' });
    expect(await json(await t.request('/api/me', { cookie: newAdmin.cookie }))).toMatchObject({ isAdmin: true, twoFactorEnabled: false });
    const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name] ?? '00000000-0000-4000-8000-000000000000');
    // Valid bodies (the write routes refuse unknown fields), so only the second factor can stop them.
    const bodies: Record<string, unknown> = { credits: { amount: 5 }, tier: { tier: 'premium' }, roles: { role: 'admin' } };
    const initOf = (method: string, path: string) => ({
      method: method.toUpperCase(),
      ...(method === 'get' ? {} : { json: bodies[path.split('/').pop()!] ?? {} }),
    });
    for (const op of adminOps) {
      const response = await t.request(urlOf(op.path), { ...initOf(op.method, op.path), cookie: newAdmin.cookie });
      expect(response.status, `admin without TOTP ${op.method} ${op.path}`).toBe(403);
      expect(await json(response)).toEqual({
        error: { code: 'two_factor_required', id: 'auth.adminTwoFactorRequired', message: expect.stringContaining('two-factor') },
      });
    }
    expect(await walletOf(t.deps.db, victim.userId)).toMatchObject({ credits: 2, subscriptionTier: 'free' });
    expect(await t.deps.db.select().from(userRoles).where(eq(userRoles.userId, victim.userId))).toHaveLength(0);
    expect(await t.deps.db.select().from(user).where(eq(user.id, victim.userId))).toHaveLength(1);

    // Enrolled through the real endpoints: the same operations now run.
    const { cookie } = await t.enrolTwoFactor(newAdmin);
    expect(await json(await t.request('/api/me', { cookie }))).toMatchObject({ isAdmin: true, twoFactorEnabled: true });
    for (const op of adminOps) {
      const response = await t.request(urlOf(op.path), { ...initOf(op.method, op.path), cookie });
      const label = `admin with TOTP ${op.method} ${op.path}`;
      if (op.method === 'get') expect(response.status, label).toBe(200);
      else expect([200, 201], label).toContain(response.status);
    }
    // The writes happened: the last one deleted the victim.
    expect(await t.deps.db.select().from(user).where(eq(user.id, victim.userId))).toHaveLength(0);
  });

  it("a user cannot read or change another user's profile, logs or organization by changing an id", async () => {
    const alice = await signUp({ fullName: 'Alice Own' });
    const bob = await signUp({ fullName: 'Bob Other', companyName: 'Bobs Secret Co' });
    const [bobLog] = await t.deps.db.insert(toolUsageLogs).values({ userId: bob.userId, toolName: 'The Pitch Lab', result: 'bob-private-report' }).returning();
    const secrets = [bob.userId, bob.email, bob.orgId, bobLog!.id, 'bob-private-report', 'Bobs Secret Co'];

    // Every signed-in read, with Bob's ids wherever an id can go (path and query).
    const doc = await json<OpenApiDoc>(await t.request('/api/openapi.json'));
    const bobIds: Record<string, string> = { id: bob.orgId, userId: bob.userId, logId: bobLog!.id, orgId: bob.orgId, organizationId: bob.orgId };
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      const op = methods.get;
      if (!op || op['x-role'] !== 'user') continue;
      const query = new URLSearchParams({ userId: bob.userId, id: bob.orgId, organizationId: bob.orgId });
      for (const p of op.parameters ?? []) if (p.in === 'query') query.set(p.name, p.schema?.enum?.[0] ?? bobIds[p.name] ?? bob.userId);
      const url = `${path.replace(/\{(\w+)\}/g, (_m, name: string) => bobIds[name] ?? bob.userId)}?${query}`;
      const response = await t.request(url, { cookie: alice.cookie });
      if (response.headers.get('content-type')?.includes('text/event-stream')) {
        await response.body?.cancel();
        continue;
      }
      const text = await response.text();
      for (const secret of secrets) expect(text, `GET ${url} leaked ${secret}`).not.toContain(secret);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(1);

    const me = await json<{ user: { id: string }; organization: { id: string } }>(await t.request(`/api/me?userId=${bob.userId}`, { cookie: alice.cookie }));
    expect(me.user.id).toBe(alice.userId);
    expect(me.organization.id).toBe(alice.orgId);

    // Writes act on the caller only, whatever ids the body carries.
    const rename = await t.request('/api/account/name', {
      method: 'PATCH',
      cookie: alice.cookie,
      json: { fullName: 'Renamed', userId: bob.userId, id: bob.userId },
    });
    expect([200, 400]).toContain(rename.status);
    const [bobProfile] = await t.deps.db.select().from(profiles).where(eq(profiles.id, bob.userId));
    expect(bobProfile!.fullName).toBe('Bob Other');

    // And the admin routes refuse them outright, even pointed at their own or Bob's records.
    for (const target of [alice.userId, bob.userId]) {
      expect((await send('POST', `/api/admin/users/${target}/credits`, { amount: 100 }, alice.cookie)).status).toBe(403);
      expect((await get(`/api/admin/users/${target}/usage`, alice.cookie)).status).toBe(403);
    }
    expect((await get(`/api/admin/organizations/${bob.orgId}`, alice.cookie)).status).toBe(403);
    expect((await get(`/api/admin/usage/${bobLog!.id}`, alice.cookie)).status).toBe(403);
    expect(await creditsOf(alice.userId)).toBe(2);
    expect(await creditsOf(bob.userId)).toBe(2);
  });
});

describe('organizations', () => {
  it('lists newest first with owner, credits and the admin flag, in one page shape', async () => {
    const prefix = tag();
    const owner = await signUpAdmin({ companyName: `${prefix} Admin Owned` });
    const plain = await signUp({ companyName: `${prefix} Plain`, fullName: 'Plain Owner' });
    await setWallet(t.deps.db, plain.userId, { subscriptionTier: 'premium' });
    const page = await json<Page<AdminOrganizationListItem>>(await get(`/api/admin/organizations?search=${prefix}`));
    expect(page.items.map((o) => o.id)).toEqual([plain.orgId, owner.orgId]);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toEqual({
      id: plain.orgId,
      name: `${prefix} Plain`,
      companyName: `${prefix} Plain`,
      createdAt: expect.any(String),
      owner: { id: plain.userId, fullName: 'Plain Owner', email: plain.email, subscriptionTier: 'premium', credits: 2, availableCredits: -1 },
      ownerIsAdmin: false,
    });
    expect(page.items[1]!.ownerIsAdmin).toBe(true);

    const all = await json<Page<AdminOrganizationListItem>>(await get('/api/admin/organizations'));
    const times = all.items.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages with a keyset cursor: every row exactly once, even when created_at ties', async () => {
    const prefix = tag();
    const created: string[] = [];
    for (let i = 0; i < 5; i++) created.push((await signUp({ companyName: `${prefix} Co ${i}` })).orgId);
    // Three rows share one timestamp (microseconds included); the id breaks the tie.
    await t.deps.db
      .update(organizations)
      .set({ createdAt: sql`'2026-01-01 10:00:00.123456+00'::timestamptz` })
      .where(
        sql`${organizations.id} in (${sql.join(
          created.slice(0, 3).map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/api/admin/organizations?search=${prefix}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: Page<AdminOrganizationListItem> = await json(await get(query));
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((o) => o.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual([...created].sort());
    expect(new Set(seen).size).toBe(5);
    const tied = [...created.slice(0, 3)].sort().reverse();
    expect(seen.slice(2)).toEqual(tied);

    expect((await get('/api/admin/organizations?cursor=not-a-cursor')).status).toBe(400);
    expect((await get('/api/admin/organizations?limit=1000')).status).toBe(400);
  });

  it('searches by company or organization name and by owner e-mail, case-insensitively, as a prefix', async () => {
    const prefix = tag();
    const byCompany = await signUp({ companyName: `${prefix}Alpha Foods` });
    const byName = await signUp({ companyName: 'Ignored' });
    await t.deps.db
      .update(organizations)
      .set({ name: `${prefix}Beta Org`, companyName: null })
      .where(eq(organizations.id, byName.orgId));
    const byEmail = await signUp({ email: `${prefix.toLowerCase()}.owner@example.com` });

    const search = async (q: string) =>
      (await json<Page<AdminOrganizationListItem>>(await get(`/api/admin/organizations?search=${encodeURIComponent(q)}`))).items.map((o) => o.id);
    expect(await search(`${prefix.toUpperCase()}ALPHA`)).toEqual([byCompany.orgId]);
    expect(await search(`${prefix.toLowerCase()}beta`)).toEqual([byName.orgId]);
    expect(await search(`${prefix.toLowerCase()}.OWNER@`)).toEqual([byEmail.orgId]);
    expect((await search(prefix)).sort()).toEqual([byCompany.orgId, byName.orgId, byEmail.orgId].sort());
    // Not a substring search, and LIKE wildcards are literal.
    expect(await search('lpha Foods')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search(`${prefix}_lpha`)).toEqual([]);
  });

  it('returns the same pages whichever search strategy the e-mail match count selects', async () => {
    const prefix = tag().toLowerCase();
    for (let i = 0; i < 4; i++) await signUp({ email: `${prefix}${i}@example.com`, companyName: i % 2 ? `${prefix} Corp ${i}` : `Other ${i}` });
    for (const search of [prefix, `${prefix}1`, 'other', 'zzzz-nothing']) {
      for (const limit of [1, 2, 50]) {
        const viaIndexScans = await listOrganizations(t.deps.db, { search, limit }, 1_000_000);
        const viaIndexWalk = await listOrganizations(t.deps.db, { search, limit }, 0);
        expect(viaIndexWalk, `${search} / ${limit}`).toEqual(viaIndexScans);
        if (viaIndexScans.nextCursor) {
          const next = { search, limit, cursor: viaIndexScans.nextCursor };
          expect(await listOrganizations(t.deps.db, next, 0)).toEqual(await listOrganizations(t.deps.db, next, 1_000_000));
        }
      }
    }
    expect((await listOrganizations(t.deps.db, { search: prefix, limit: 50 }, 0)).items).toHaveLength(4);
  });

  it('shows one organization with its owner, and 404 Organization Not Found when missing', async () => {
    const owner = await signUp({ fullName: 'Detail Owner', companyName: 'Detail Co' });
    await t.deps.db.update(organizations).set({ industry: 'Retail' }).where(eq(organizations.id, owner.orgId));
    const detail = await json<AdminOrganizationDetail>(await get(`/api/admin/organizations/${owner.orgId}`));
    expect(detail).toMatchObject({
      id: owner.orgId,
      companyName: 'Detail Co',
      industry: 'Retail',
      country: 'KE',
      owner: { id: owner.userId, fullName: 'Detail Owner', email: owner.email, subscriptionTier: 'free', credits: 2, subscriptionStatus: null },
      ownerIsAdmin: false,
    });
    const missing = await get('/api/admin/organizations/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ error: { code: 'not_found', id: 'admin.organizationNotFound', message: 'Organization Not Found' } });
    expect((await get('/api/admin/organizations/not-a-uuid')).status).toBe(400);
  });
});

describe('credits', () => {
  it('adds and removes relative amounts, never below 0, and audits each change', async () => {
    const target = await signUp();
    const add = await send('POST', `/api/admin/users/${target.userId}/credits`, { amount: 5 });
    expect(add.status).toBe(200);
    expect(await json<CreditAdjustmentResult>(add)).toMatchObject({ credits: 7, previousCredits: 2, amount: 5, direction: 'added' });
    const remove = await json<CreditAdjustmentResult>(await send('POST', `/api/admin/users/${target.userId}/credits`, { amount: -3 }));
    expect(remove).toMatchObject({ credits: 4, direction: 'removed' });
    const floor = await json<CreditAdjustmentResult>(await send('POST', `/api/admin/users/${target.userId}/credits`, { amount: -100 }));
    expect(floor).toMatchObject({ credits: 0, previousCredits: 4, direction: 'removed' });
    expect(await creditsOf(target.userId)).toBe(0);

    const rows = await auditFor(target.userId, 'credits.adjust');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ actorId: admin.userId, targetType: 'user', before: { credits: 4 }, after: { credits: 0, amount: -100 } });
    expect(rows[2]).toMatchObject({ before: { credits: 2 }, after: { credits: 7, amount: 5 } });
  });

  it.each([[1.5], ['5'], [0], [1_000_001], [-1_000_001], [null], ['abc'], [Number.MAX_SAFE_INTEGER]])(
    'refuses amount %o with "Please enter a valid number"',
    async (amount) => {
      const target = await signUp();
      const response = await send('POST', `/api/admin/users/${target.userId}/credits`, { amount });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { code: 'invalid_input', message: 'Please enter a valid number' } });
      expect(await creditsOf(target.userId)).toBe(2);
      expect(await auditFor(target.userId, 'credits.adjust')).toHaveLength(0);
    },
  );

  it('refuses a body without an amount or with extra fields, and an unknown user with 404', async () => {
    const target = await signUp();
    expect((await send('POST', `/api/admin/users/${target.userId}/credits`, {})).status).toBe(400);
    expect((await send('POST', `/api/admin/users/${target.userId}/credits`, { amount: 1, credits: 999 })).status).toBe(400);
    const missing = await send('POST', '/api/admin/users/no-such-user/credits', { amount: 1 });
    expect(missing.status).toBe(404);
  });

  it('counts 20 concurrent +1 adjustments (two admins at once) exactly', async () => {
    const target = await signUp();
    const secondAdmin = await signUpAdmin();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send('POST', `/api/admin/users/${target.userId}/credits`, { amount: 1 }, i % 2 ? secondAdmin.cookie : admin.cookie)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await creditsOf(target.userId)).toBe(22);
    const rows = await auditFor(target.userId, 'credits.adjust');
    expect(rows).toHaveLength(20);
    // Each audit row saw the balance its own change started from: 2, 3, … 21 once each.
    expect(rows.map((r) => (r.before as { credits: number }).credits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  });
});

describe('tiers', () => {
  it('sets basic with a 30-day expiry when none exists, keeps an existing one, and audits', async () => {
    const target = await signUp();
    const response = await send('PATCH', `/api/admin/users/${target.userId}/tier`, { tier: 'basic' });
    expect(response.status).toBe(200);
    const result = await json<TierChangeResult>(response);
    expect(result).toMatchObject({ subscriptionTier: 'basic', previousTier: 'free', changed: true });
    const days = (Date.parse(result.creditsExpireAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const fixed = new Date('2030-05-01T00:00:00Z');
    await setWallet(t.deps.db, target.userId, { subscriptionTier: 'free', creditsExpireAt: fixed });
    const again = await json<TierChangeResult>(await send('PATCH', `/api/admin/users/${target.userId}/tier`, { tier: 'basic' }));
    expect(again.creditsExpireAt).toBe(fixed.toISOString());

    const premium = await json<TierChangeResult>(await send('PATCH', `/api/admin/users/${target.userId}/tier`, { tier: 'premium' }));
    expect(premium).toMatchObject({ subscriptionTier: 'premium', previousTier: 'basic' });
    const detail = await json<AdminOrganizationDetail>(await get(`/api/admin/organizations/${target.orgId}`));
    expect(detail.owner).toMatchObject({ subscriptionTier: 'premium', availableCredits: -1 });

    const rows = await auditFor(target.userId, 'tier.change');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ actorId: admin.userId, before: { subscriptionTier: 'basic' }, after: { subscriptionTier: 'premium' } });

    const unchanged = await json<TierChangeResult>(await send('PATCH', `/api/admin/users/${target.userId}/tier`, { tier: 'premium' }));
    expect(unchanged.changed).toBe(false);
    expect(await auditFor(target.userId, 'tier.change')).toHaveLength(3);
  });

  it('refuses an unknown tier', async () => {
    const target = await signUp();
    expect((await send('PATCH', `/api/admin/users/${target.userId}/tier`, { tier: 'gold' })).status).toBe(400);
    expect((await send('PATCH', '/api/admin/users/nobody/tier', { tier: 'basic' })).status).toBe(404);
  });
});

describe('usage history', () => {
  it('returns the latest 50 runs with a 150-character plain preview, and the full report on demand', async () => {
    const target = await signUp();
    const base = Date.parse('2026-03-01T00:00:00Z');
    await t.deps.db.insert(toolUsageLogs).values(
      Array.from({ length: 55 }, (_, i) => ({
        userId: target.userId,
        toolName: i % 2 ? 'AI Sales Coach' : 'The Pitch Lab',
        result: i === 54 ? null : `# Report ${i}\n\n**Score:** ${i}/10\n\n- [Pace](https://x.example) was *good*\n${'word '.repeat(100)}`,
        creditsUsed: 1,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const items = await json<AdminUsageItem[]>(await get(`/api/admin/users/${target.userId}/usage`));
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({ toolName: 'The Pitch Lab', creditsUsed: 1, hasReport: false, preview: '' });
    expect(items[1]).toMatchObject({ toolName: 'AI Sales Coach', hasReport: true });
    expect(items[1]!.preview.startsWith('Report 53 Score: 53/10 Pace was good word')).toBe(true);
    expect(items[1]!.preview.length).toBeLessThanOrEqual(151);
    expect(items[1]!.preview).not.toMatch(/[#*[\]]/);
    const times = items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Date(times[49]!).toISOString()).toBe(new Date(base + 5 * 60_000).toISOString());

    const full = await json<AdminUsageDetail>(await get(`/api/admin/usage/${items[1]!.id}`));
    expect(full.result).toContain('# Report 53');
    expect(full.result!.length).toBeGreaterThan(400);
    expect((await json<AdminUsageDetail>(await get(`/api/admin/usage/${items[0]!.id}`))).result).toBeNull();
    expect((await get('/api/admin/usage/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/admin/users/nobody-here/usage')).status).toBe(404);
  });
});

describe('users', () => {
  it('lists all profiles newest first with tier, credits and admin flag; searches name or e-mail; pages', async () => {
    const prefix = tag();
    const first = await signUp({ fullName: `${prefix} First` });
    const second = await signUpAdmin({ fullName: `${prefix} Second` });
    const third = await signUp({ fullName: 'Someone Else', email: `${prefix.toLowerCase()}-third@example.com` });
    const page = await json<Page<AdminUserListItem>>(await get(`/api/admin/users?search=${prefix.toLowerCase()}`));
    expect(page.items.map((u) => u.id)).toEqual([third.userId, second.userId, first.userId]);
    expect(page.items[1]).toEqual({
      id: second.userId,
      fullName: `${prefix} Second`,
      email: second.email,
      subscriptionTier: 'free',
      credits: 2,
      availableCredits: 2,
      createdAt: expect.any(String),
      isAdmin: true,
      organization: { id: expect.any(String), name: expect.any(String), role: 'owner' },
    });

    const p1 = await json<Page<AdminUserListItem>>(await get(`/api/admin/users?search=${prefix}&limit=2`));
    expect(p1.items).toHaveLength(2);
    const p2 = await json<Page<AdminUserListItem>>(await get(`/api/admin/users?search=${prefix}&limit=2&cursor=${p1.nextCursor}`));
    expect(p2.items.map((u) => u.id)).toEqual([first.userId]);
    expect(p2.nextCursor).toBeNull();

    const everyone = await json<Page<AdminUserListItem>>(await get('/api/admin/users?limit=100'));
    expect(everyone.items.some((u) => u.id === normal.userId)).toBe(true);
  });

  it("shows a team member with the team's wallet and names the team, not 0 credits of their own", async () => {
    const prefix = tag();
    const member = await signUp({ fullName: `${prefix} Member` });
    const [team] = await t.deps.db.select().from(organizationMembers).where(eq(organizationMembers.userId, normal.userId));
    await t.deps.db
      .update(organizationMembers)
      .set({ organizationId: team!.organizationId, role: 'member' })
      .where(eq(organizationMembers.userId, member.userId));
    await setWallet(t.deps.db, normal.userId, { credits: 7 });
    const page = await json<Page<AdminUserListItem>>(await get(`/api/admin/users?search=${prefix.toLowerCase()}`));
    expect(page.items).toEqual([
      expect.objectContaining({ id: member.userId, credits: 7, organization: { id: team!.organizationId, name: 'Normal Traders', role: 'member' } }),
    ]);
  });
});

describe('deleting users', () => {
  it('deletes a non-admin with auth user, sessions, profile, organization and logs in one go; ratings stay anonymous', async () => {
    const target = await signUp();
    await t.deps.db.insert(toolUsageLogs).values({ userId: target.userId, toolName: 'The Pitch Lab', result: 'x' });
    const [rating] = await t.deps.db.insert(toolRatings).values({ userId: target.userId, toolName: 'The Pitch Lab', rating: 5 }).returning();
    const response = await send('DELETE', `/api/admin/users/${target.userId}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ id: target.userId, email: target.email });
    for (const [table, column] of [
      [user, user.id],
      [profiles, profiles.id],
      [organizations, organizations.createdBy],
      [toolUsageLogs, toolUsageLogs.userId],
      [sessions, sessions.userId],
      [userRoles, userRoles.userId],
    ] as const) {
      expect(await t.deps.db.select().from(table).where(eq(column, target.userId))).toHaveLength(0);
    }
    expect((await t.deps.db.select().from(toolRatings).where(eq(toolRatings.id, rating!.id)))[0]!.userId).toBeNull();
    expect((await t.request('/api/me', { cookie: target.cookie })).status).toBe(401);
    const [row] = await auditFor(target.userId, 'user.delete');
    expect(row).toMatchObject({ actorId: admin.userId, targetType: 'user', before: { id: target.userId, email: target.email }, after: null });
    expect((await send('DELETE', `/api/admin/users/${target.userId}`)).status).toBe(404);
  });

  it('refuses to delete an admin, re-checking the role at delete time', async () => {
    const target = await signUp();
    const listed = await json<Page<AdminOrganizationListItem>>(await get(`/api/admin/organizations?search=${encodeURIComponent(target.email)}`));
    expect(listed.items[0]!.ownerIsAdmin).toBe(false);
    // The role arrives after the list was loaded: the delete must still see it.
    await t.deps.db.insert(userRoles).values({ userId: target.userId, role: 'admin' });
    const response = await send('DELETE', `/api/admin/users/${target.userId}`);
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({
      error: { code: 'admin_protected', id: 'admin.cannotDeleteAdmin', message: 'Admin accounts cannot be deleted for security reasons' },
    });
    expect(await t.deps.db.select().from(profiles).where(eq(profiles.id, target.userId))).toHaveLength(1);
    expect(await auditFor(target.userId, 'user.delete')).toHaveLength(0);
    expect((await send('DELETE', `/api/admin/users/${admin.userId}`)).status).toBe(403);
  });
});

describe('roles', () => {
  it('grants and revokes the admin role with audit rows; an admin cannot remove their own role', async () => {
    const signedUp = await signUp();
    // Setup: the future admin has TOTP enrolled (admin operations need it); enrolment renews the session.
    const target = { ...signedUp, cookie: (await t.enrolTwoFactor(signedUp)).cookie };
    expect((await get('/api/admin/users', target.cookie)).status).toBe(403);
    const grant = await send('POST', `/api/admin/users/${target.userId}/roles`, { role: 'admin' });
    expect(grant.status).toBe(200);
    expect(await json(grant)).toMatchObject({ isAdmin: true, changed: true });
    expect((await get('/api/admin/users', target.cookie)).status).toBe(200);
    expect(await json(await send('POST', `/api/admin/users/${target.userId}/roles`, { role: 'admin' }))).toMatchObject({ changed: false });
    expect((await send('POST', `/api/admin/users/${target.userId}/roles`, { role: 'owner' })).status).toBe(400);

    // The new admin cannot demote themselves…
    const self = await send('DELETE', `/api/admin/users/${target.userId}/roles/admin`, undefined, target.cookie);
    expect(self.status).toBe(409);
    expect(await json(self)).toEqual({
      error: { code: 'conflict', id: 'admin.cannotRemoveOwnAdmin', message: 'You cannot remove your own admin role. Ask another admin to do it.' },
    });
    expect(await t.deps.db.select().from(userRoles).where(eq(userRoles.userId, target.userId))).toHaveLength(1);

    // …but another admin can.
    const revoke = await send('DELETE', `/api/admin/users/${target.userId}/roles/admin`);
    expect(revoke.status).toBe(200);
    expect(await json(revoke)).toMatchObject({ isAdmin: false, changed: true });
    expect((await get('/api/admin/users', target.cookie)).status).toBe(403);
    expect(await json(await send('DELETE', `/api/admin/users/${target.userId}/roles/admin`))).toMatchObject({ changed: false });
    expect((await send('DELETE', '/api/admin/users/nobody-at-all/roles/admin')).status).toBe(404);

    expect(await auditFor(target.userId, 'role.grant')).toMatchObject([{ actorId: admin.userId, after: { isAdmin: true } }]);
    expect(await auditFor(target.userId, 'role.revoke')).toMatchObject([{ actorId: admin.userId, before: { isAdmin: true } }]);
  });
});

describe('feedback and audit', () => {
  it('lists ratings newest first with per-tool averages and counts, filtered by tool, paged', async () => {
    await t.deps.db.delete(toolRatings);
    const empty = await json<AdminFeedbackResponse>(await get('/api/admin/feedback'));
    expect(empty).toEqual({ items: [], nextCursor: null, tools: [] });
    const base = Date.parse('2026-04-01T00:00:00Z');
    await t.deps.db.insert(toolRatings).values([
      { toolName: 'Commission Calculator', rating: 3, comment: null, createdAt: new Date(base) },
      { toolName: 'The Pitch Lab', rating: 5, comment: 'Great', createdAt: new Date(base + 1000) },
      { toolName: 'The Pitch Lab', rating: 4, comment: null, createdAt: new Date(base + 2000) },
      { toolName: 'The Pitch Lab', rating: 4, comment: 'Useful', createdAt: new Date(base + 3000), userId: normal.userId },
    ]);
    const all = await json<AdminFeedbackResponse>(await get('/api/admin/feedback'));
    expect(all.items.map((r) => [r.toolName, r.rating, r.comment])).toEqual([
      ['The Pitch Lab', 4, 'Useful'],
      ['The Pitch Lab', 4, null],
      ['The Pitch Lab', 5, 'Great'],
      ['Commission Calculator', 3, null],
    ]);
    // The rater and their organization; a guest's (or a deleted account's) rating has neither.
    expect(all.items[0]).toMatchObject({
      author: { id: normal.userId, name: 'Norm User' },
      organization: { name: 'Normal Traders' },
    });
    expect(all.items[1]).toMatchObject({ author: null, organization: null });
    expect(all.tools).toEqual([
      { toolName: 'The Pitch Lab', average: 4.3, count: 3 },
      { toolName: 'Commission Calculator', average: 3, count: 1 },
    ]);
    const pitch = await json<AdminFeedbackResponse>(await get(`/api/admin/feedback?tool=${encodeURIComponent('The Pitch Lab')}&limit=2`));
    expect(pitch.items).toHaveLength(2);
    expect(pitch.tools).toHaveLength(2);
    const rest = await json<AdminFeedbackResponse>(
      await get(`/api/admin/feedback?tool=${encodeURIComponent('The Pitch Lab')}&limit=2&cursor=${pitch.nextCursor}`),
    );
    expect(rest.items.map((r) => r.comment)).toEqual(['Great']);
    expect(rest.nextCursor).toBeNull();
  });

  it('shows recent audit rows with the acting admin', async () => {
    const target = await signUp();
    await send('POST', `/api/admin/users/${target.userId}/credits`, { amount: 9 });
    const rows = await json<AdminAuditEntry[]>(await get('/api/admin/audit?limit=5'));
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows[0]).toMatchObject({
      action: 'credits.adjust',
      actorId: admin.userId,
      actorEmail: admin.email,
      targetType: 'user',
      targetId: target.userId,
      before: { credits: 2 },
      after: { credits: 11, amount: 9 },
    });
    expect((await get('/api/admin/audit?limit=0')).status).toBe(400);
  });
});
