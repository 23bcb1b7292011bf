// Unbounded AI spend (issue 13 item 4) and the Pitch Lab's service-wide cap (item 10): the guest
// cap holds under parallel requests, daily AI budgets per account, per address (free use) and
// for the whole service refuse with 429 and spend nothing, refused runs use up no allowance, and
// admins see today's use.

import { setWallet, walletOf } from '../helpers/wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, cookieFrom, type TestApp } from '../helpers/test-app.ts';
import { toolUsageLogs, userRoles } from '../../src/server/db/schema/index.ts';
import type { AdminAiUsage } from '../../src/shared/ai-budget.ts';
import { createAiProvider } from '../../src/server/ai/create-provider.ts';
import { parseEnv } from '../../src/server/env.ts';
import { CHAT_PATH, errorReply, startOpenAiServer } from '../fixtures/openai-server.ts';

const PITCH =
  'What if every corner shop knew exactly what to restock each morning? Shop owners lose a fifth of their sales to empty shelves. StockSense is a phone app that tells them what to order, based on their own sales. Forty shops already use it and their sales grew twelve percent in two months. We are raising fifty thousand dollars by March to reach five hundred shops. Will you join us?';
const COMMISSION = {
  behavior: 'Sales',
  role: 'Agent',
  salesModel: 'B2B',
  revenueCollection: 'In Installments',
  employment: 'Base + Commission',
  arpu: 1200,
  grossMargin: 60,
  commissionCap: 0,
};

type Json = Record<string, any>;
let addressCounter = 0;
/** A fresh client address per scenario (the app trusts one proxy hop, as behind a load balancer). */
const newAddress = () => `198.51.100.${++addressCounter}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: '1',
    GUEST_DAILY_RUNS_PER_IP: '5',
    AI_DAILY_RUNS_PER_USER: '3',
    FREE_DAILY_AI_RUNS_PER_IP: '4',
    AI_DAILY_RUNS_GLOBAL: '100000',
  });
});
afterAll(async () => {
  await t?.close();
});

function call(app: TestApp, path: string, { json, cookie, ip }: { json?: unknown; cookie?: string; ip: string }) {
  return app.request(path, { method: 'POST', json: json ?? {}, cookie, headers: { 'x-forwarded-for': ip } });
}
const pitch = (app: TestApp, ip: string, cookie?: string) => call(app, '/api/pitch-lab/analyze-text', { json: { transcript: PITCH }, cookie, ip });
const commission = (app: TestApp, ip: string, cookie?: string) => call(app, '/api/commission/recommend', { json: { inputs: COMMISSION }, cookie, ip });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; details?: Json } }).error;
const credits = async (app: TestApp, userId: string) => (await walletOf(app.deps.db, userId)).credits;
const counter = async (app: TestApp, key: string) =>
  Number((await app.deps.db.execute<{ count: number }>(sql`select count from rate_limits where key = ${key}`)).rows[0]?.count ?? 0);
async function premium(app: TestApp) {
  const account = await app.signUp();
  await setWallet(app.deps.db, account.userId, { subscriptionTier: 'premium', credits: 0 });
  return account;
}

describe('guest cap: one atomic statement', () => {
  it('20 parallel guest runs from one address give exactly the cap (5)', async () => {
    const ip = newAddress();
    const responses = await Promise.all(Array.from({ length: 20 }, () => call(t, '/api/tools/pipeline/trial', { ip })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(15);
    // …and the next one, from a fresh device, is refused too.
    expect((await call(t, '/api/tools/pipeline/trial', { ip })).status).toBe(403);
  });

  it('20 parallel guest AI runs from one address: exactly the tighter cap succeed (4 free AI runs per address)', async () => {
    const ip = newAddress();
    const responses = await Promise.all(Array.from({ length: 20 }, () => pitch(t, ip)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 403 || s === 429)).toBe(true);
  });

  it('IPv6 addresses count per /64: rotating the interface id does not reset the cap', async () => {
    const statuses = [];
    for (let i = 1; i <= 7; i++) statuses.push((await call(t, '/api/tools/pipeline/trial', { ip: `2001:db8:77:1:${i.toString(16)}::${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 403, 403]);
    // Another /64 is another customer line.
    expect((await call(t, '/api/tools/pipeline/trial', { ip: '2001:db8:77:2::1' })).status).toBe(200);
  });

  it('a guest run that fails on the server gives its place under the cap back', async () => {
    const ip = newAddress();
    const vendor = await startOpenAiServer();
    vendor.setDefault(CHAT_PATH, errorReply(400, 'model not found'));
    const original = t.deps.ai;
    t.deps.ai = createAiProvider(parseEnv({ AI_API_KEY: 'sk-test', AI_BASE_URL: vendor.url } as NodeJS.ProcessEnv));
    try {
      for (let i = 0; i < 3; i++) expect((await pitch(t, ip)).status).toBe(502);
    } finally {
      t.deps.ai = original;
      await vendor.close();
    }
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(t, '/api/tools/pipeline/trial', { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 403]);
  });
});

describe('daily AI budget per account (AI_DAILY_RUNS_PER_USER = 3)', () => {
  it('Premium is bounded too: the 4th AI run of the day is 429 with Retry-After, and its log keeps no credit', async () => {
    const ip = newAddress();
    const { cookie, userId } = await premium(t);
    const statuses = [];
    // Mixed tools share one budget: the Commission Calculator counts like the Pitch Lab.
    for (const run of [pitch, commission, pitch]) statuses.push((await run(t, ip, cookie)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await commission(t, ip, cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const error = await errorOf(refused);
    expect(error).toMatchObject({ code: 'rate_limited', details: { reason: 'ai_daily_user_limit' } });
    expect(error.message).toMatch(/today's limit of 3 AI tool runs/);
    const logs = await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, userId));
    expect(logs.filter((l) => l.status === 'completed')).toHaveLength(3);
    expect(logs.filter((l) => l.status !== 'completed').every((l) => l.creditsUsed === 0)).toBe(true);
  });

  it('a free account at its budget keeps its credits (429, not spent)', async () => {
    const ip = newAddress();
    const { cookie, userId } = await t.signUp();
    await t.deps.db.execute(sql`insert into rate_limits (key, count, window_start) values (${`ai-day:user:${userId}`}, 3, now())`);
    for (const run of [pitch, commission]) {
      const res = await run(t, ip, cookie);
      expect(res.status).toBe(429);
      expect((await errorOf(res)).details).toMatchObject({ reason: 'ai_daily_user_limit' });
    }
    expect(await credits(t, userId)).toBe(2);
    // A counter from yesterday no longer counts.
    await t.deps.db.execute(sql`update rate_limits set window_start = now() - interval '1 day' where key = ${`ai-day:user:${userId}`}`);
    expect((await pitch(t, ip, cookie)).status).toBe(200);
    expect(await credits(t, userId)).toBe(1);
  });
});

describe('free AI runs per client address (FREE_DAILY_AI_RUNS_PER_IP = 4)', () => {
  it('new free accounts from one address get 4 AI runs a day between them; paying accounts are not counted there', async () => {
    const ip = newAddress();
    const free = await Promise.all(Array.from({ length: 3 }, () => t.signUp()));
    const statuses = [];
    for (const account of free) statuses.push((await pitch(t, ip, account.cookie)).status, (await commission(t, ip, account.cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await pitch(t, ip, free[2]!.cookie);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ code: 'rate_limited', details: { reason: 'ai_daily_address_limit' } });
    expect(await credits(t, free[2]!.userId)).toBe(2);
    // Guests behind the same address share the allowance.
    expect((await pitch(t, ip)).status).toBe(429);
    // A Premium account on the same network is bounded by its own budget only.
    const paying = await premium(t);
    expect((await pitch(t, ip, paying.cookie)).status).toBe(200);
  });
});

describe("refused runs use up nobody's allowance", () => {
  it('runs refused for credits or a used trial do not count against the Pitch Lab caps or the budgets', async () => {
    const ip = newAddress();
    const before = { pitchGlobal: await counter(t, 'pitch:global'), aiGlobal: await counter(t, 'ai-day:global') };
    const broke = await Promise.all(Array.from({ length: 5 }, () => t.signUp()));
    for (const account of broke) await setWallet(t.deps.db, account.userId, { credits: 0 });
    for (const account of broke) {
      for (let i = 0; i < 3; i++) expect((await pitch(t, ip, account.cookie)).status).toBe(402);
    }
    // A device whose trial is used is refused without counting either.
    const guestIp = newAddress();
    const first = await pitch(t, guestIp);
    expect(first.status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await call(t, '/api/pitch-lab/analyze-text', { json: { transcript: PITCH }, cookie: cookieFrom(first), ip: guestIp })).status).toBe(403);

    // Only the one accepted guest run counts.
    expect(await counter(t, 'pitch:global')).toBe(before.pitchGlobal + 1);
    expect(await counter(t, 'ai-day:global')).toBe(before.aiGlobal + 1);
    for (const account of broke) expect(await counter(t, `pitch:user:${account.userId}`)).toBe(0);
  });
});

describe('daily AI budget for the whole service (AI_DAILY_RUNS_GLOBAL = 3)', () => {
  let g: TestApp;
  beforeAll(async () => {
    g = await createTestApp({ TRUST_PROXY: '1', AI_DAILY_RUNS_GLOBAL: '3' });
  });
  afterAll(async () => {
    await g?.close();
  });

  it('after 3 runs service-wide every AI run is 429 ai_budget_exhausted, nothing spent; free tools keep working; admins see it', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => g.signUp()));
    const statuses = [];
    for (const [i, account] of accounts.entries()) statuses.push((await (i % 2 ? commission : pitch)(g, `203.0.113.${i + 1}`, account.cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await pitch(g, '203.0.113.9', accounts[3]!.cookie);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ code: 'ai_budget_exhausted', details: { reason: 'ai_daily_global_limit' } });
    expect(await credits(g, accounts[3]!.userId)).toBe(2);
    expect((await pitch(g, '203.0.113.10')).status).toBe(429); // guests too
    const salesCall = await call(g, '/api/sales-coach/sessions', {
      ip: '203.0.113.11',
      cookie: accounts[3]!.cookie,
      json: {
        setup: {
          product: 'ShiftPal',
          scenario: 'B2B Customer',
          objection: 'Price / Budget',
          goal: 'Book a Demo/Meeting',
          difficulty: 'Medium (Skeptical Buyer)',
        },
      },
    });
    expect(salesCall.status).toBe(429);
    expect(await credits(g, accounts[3]!.userId)).toBe(2);
    // Pipeline Math runs in the browser and is not an AI run.
    expect((await call(g, '/api/tools/pipeline/trial', { ip: '203.0.113.12' })).status).toBe(200);

    const admin = await g.signUp();
    await g.deps.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    const { cookie } = await g.enrolTwoFactor(admin);
    expect((await g.request('/api/admin/ai-usage', { cookie: accounts[0]!.cookie })).status).toBe(403);
    const usage = (await (await g.request('/api/admin/ai-usage', { cookie })).json()) as AdminAiUsage;
    expect(usage.global).toEqual({ used: 3, limit: 3 });
    expect(usage.day).toBe(new Date().toISOString().slice(0, 10));
    expect(usage.perUser.limit).toBe(50);
    expect(usage.perUser.top.map((u) => u.email).sort()).toEqual(
      accounts
        .slice(0, 3)
        .map((a) => a.email)
        .sort(),
    );
    expect(usage.perAddress).toMatchObject({ limit: 60, busiest: 1 });
    const doc = (await (await g.request('/api/openapi.json')).json()) as Json;
    expect(doc.paths['/api/admin/ai-usage'].get['x-role']).toBe('admin');
  });
});
