import { setWallet, walletOf } from '../helpers/wallet.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, type TestApp } from '../helpers/test-app.ts';
import { toolUsageLogs } from '../../src/server/db/schema/index.ts';
import type { AiProvider } from '../../src/server/ai/provider.ts';
import type { CommissionRecommendation } from '../../src/shared/commission.ts';
import { recommendCommission } from '../../src/server/features/commission/commission-engine.ts';
import { commissionText } from '../../src/server/features/commission/commission-text.ts';

let t: TestApp;
let localAi: AiProvider;
beforeAll(async () => {
  // AI_TIMEOUT_MS bounds the commission model call too: 1 s keeps the "model hangs" case quick.
  t = await createTestApp({ GUEST_DAILY_RUNS_PER_IP: '100', AI_TIMEOUT_MS: '1000' });
  localAi = t.deps.ai;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.deps.ai = localAi;
});

const VALID = {
  behavior: 'Sales',
  role: 'Agent',
  salesModel: 'B2B',
  revenueCollection: 'In Installments',
  employment: 'Base + Commission',
  arpu: 1200,
  grossMargin: 60,
  commissionCap: 0,
} as const;

// t.signUp() creates a Kenyan organization: its plans are written in English with amounts in KES.
const KENYAN_READER = commissionText({ locale: 'en', currency: 'KES', country: 'KE' });
const engineFor = (inputs: typeof VALID) => recommendCommission({ ...inputs }, KENYAN_READER);

const credits = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;
const logsOf = (userId: string) =>
  t.deps.db
    .select()
    .from(toolUsageLogs)
    .where(and(eq(toolUsageLogs.userId, userId), eq(toolUsageLogs.toolName, 'Commission Calculator')));
const recommend = (inputs: unknown, cookie?: string) =>
  t.request('/api/commission/recommend', { method: 'POST', json: inputs === undefined ? {} : { inputs }, cookie });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; details?: Record<string, unknown> } }).error;

function fakeAi(enrich: AiProvider['enrichCommissionReasoning']): AiProvider {
  return { ...localAi, name: 'openai', enrichCommissionReasoning: enrich } as AiProvider;
}

// What an English reader is told (spec section 5, word for word); the answer names it by id.
const MISSING = 'Please answer all required questions before continuing.';

describe('POST /api/commission/recommend: validation before any credit is spent', () => {
  it.each([
    ['no inputs at all', undefined, MISSING],
    ['inputs is not an object', 'Sales', MISSING],
    ['a required answer missing', { ...VALID, behavior: undefined }, MISSING],
    ['a required answer empty', { ...VALID, role: '' }, MISSING],
    ['ARPU missing', { ...VALID, arpu: undefined }, MISSING],
    ['an unknown option', { ...VALID, role: 'Wizard' }, '"Wizard" is not a role option. Choose one of: Agent, Manager, BD/Partner, Distributor, Technician.'],
    ['an unknown employment', { ...VALID, employment: 'Equity' }, /not a employment type option/],
    ['ARPU negative', { ...VALID, arpu: -5 }, 'ARPU must be more than $0.'],
    ['ARPU zero', { ...VALID, arpu: 0 }, 'ARPU must be more than $0.'],
    ['ARPU absurd', { ...VALID, arpu: 1e12 }, 'ARPU must be at most 1,000,000 USD, what a small business turns over in a year.'],
    [
      'ARPU above a Kenyan SME’s yearly turnover',
      { ...VALID, arpu: 200_000_000, currency: 'KES' },
      'ARPU must be at most 150,000,000 KES, what a small business turns over in a year.',
    ],
    ['monthly pay above it', { ...VALID, monthlyPay: 200_000_000, currency: 'KES' }, 'Monthly on-target pay must be at most 150,000,000 KES.'],
    ['monthly pay zero', { ...VALID, monthlyPay: 0 }, 'Monthly on-target pay must be more than 0, or left empty.'],
    // Within the naira ceiling, but the Kenyan organization's plan is in shillings: refused before any credit is spent.
    ['ARPU in another currency than the organization’s', { ...VALID, arpu: 1e9, currency: 'NGN' }, /^ARPU must be at most 150,000,000 KES/],
    ['a currency that is not a code', { ...VALID, currency: 'shillings' }, 'The currency must be a three-letter ISO code, such as KES.'],
    ['ARPU as text', { ...VALID, arpu: '1200' }, 'ARPU must be a number of dollars.'],
    ['gross margin above 100', { ...VALID, grossMargin: 101 }, 'Gross margin must be a whole percentage from 0 to 100.'],
    ['gross margin negative', { ...VALID, grossMargin: -1 }, 'Gross margin must be a whole percentage from 0 to 100.'],
    ['gross margin fractional', { ...VALID, grossMargin: 50.5 }, 'Gross margin must be a whole percentage from 0 to 100.'],
    ['commission cap above 100', { ...VALID, commissionCap: 150 }, /Commission cap must be a whole percentage/],
    ['an unknown field', { ...VALID, bonus: 5 }, 'Unknown field "bonus".'],
  ])('%s → 400 with a clear message, credits and logs untouched', async (_name, inputs, message) => {
    const { cookie, userId } = await t.signUp();
    const res = await recommend(inputs, cookie);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_input');
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
    expect(await credits(userId)).toBe(2);
    expect(await logsOf(userId)).toHaveLength(0);
  });

  it('a body that is not JSON → 400, no credit spent', async () => {
    const { cookie, userId } = await t.signUp();
    const res = await t.request('/api/commission/recommend', { method: 'POST', body: 'not json', headers: { 'content-type': 'application/json' }, cookie });
    expect(res.status).toBe(400);
    expect(await credits(userId)).toBe(2);
  });

  it('a guest with malformed inputs keeps the free trial', async () => {
    const bad = await recommend({ ...VALID, grossMargin: 500 });
    expect(bad.status).toBe(400);
    expect(bad.headers.getSetCookie().join(';')).not.toMatch(/gt_guest=[^;]/);
    const good = await recommend(VALID, cookieFrom(bad) || undefined);
    expect(good.status).toBe(200);
  });
});

describe('POST /api/commission/recommend: a run', () => {
  it('spends 1 credit and logs one completed tool_usage_logs row with the markdown', async () => {
    const { cookie, userId } = await t.signUp();
    const res = await recommend(VALID, cookie);
    expect(res.status).toBe(200);
    const { recommendation } = (await res.json()) as { recommendation: CommissionRecommendation };
    // Local provider: exactly the engine's plan, reasoning included.
    expect(recommendation).toEqual(engineFor(VALID));
    expect(recommendation.anchor).toBe('payment');
    expect(recommendation.payout_table.map((r) => r.attainment)).toEqual([50, 100, 150]);
    expect(recommendation.commission_rate).toBeLessThanOrEqual(recommendation.effective_cap);

    expect(await credits(userId)).toBe(1);
    const logs = await logsOf(userId);
    expect(logs).toHaveLength(1);
    const log = logs[0]!;
    expect(log).toMatchObject({ status: 'completed', creditsUsed: 1 });
    expect(log.result).toContain(`# ${recommendation.recommended_plan}`);
    expect(log.result).toContain('| Attainment | Monthly revenue | Payout |');
    // "Why this plan" as its points, one line each.
    expect(recommendation.reasoning_points!.length).toBeLessThanOrEqual(4);
    for (const point of recommendation.reasoning_points!) expect(log.result).toContain(`- ${point}`);
    expect(log.data).toMatchObject({ inputs: { ...VALID }, reasoningSource: 'engine', recommendation: { commission_rate: recommendation.commission_rate } });
  });

  it('accepts a Kenyan SME’s amounts in shillings, and starts the plan from the monthly pay given', async () => {
    const { cookie } = await t.signUp();
    const res = await recommend({ ...VALID, arpu: 100_000_000, currency: 'KES' }, cookie);
    expect(res.status).toBe(200);
    const own = await recommend({ ...VALID, arpu: 2500, monthlyPay: 40_000, currency: 'KES' }, cookie);
    const { recommendation } = (await own.json()) as { recommendation: CommissionRecommendation };
    expect(recommendation.on_target_pay).toEqual({ amount: 40_000, source: 'given' });
    // 40,000 × 30 ÷ 6 = 200,000 a month; variable pay at target 12,000 = 30 % of 40,000.
    expect(recommendation.payout_table[1]).toEqual({ attainment: 100, revenue: 200_000, payout: 12_000 });
  });

  it('omitted sliders take their defaults (margin 50, cap not set)', async () => {
    const { cookie } = await t.signUp();
    const { grossMargin: _m, commissionCap: _c, ...rest } = VALID;
    const res = await recommend(rest, cookie);
    expect(res.status).toBe(200);
    const { recommendation } = (await res.json()) as { recommendation: CommissionRecommendation };
    expect(recommendation.effective_cap).toBe(25);
  });

  it('out of credits → 402 with the spec message; the balance never goes below 0', async () => {
    const { cookie, userId } = await t.signUp();
    expect((await recommend(VALID, cookie)).status).toBe(200);
    expect((await recommend(VALID, cookie)).status).toBe(200);
    const third = await recommend(VALID, cookie);
    expect(third.status).toBe(402);
    const error = await errorOf(third);
    expect(error.message).toBe("You've used all your available credits. Purchase more credits to continue using fixer tools.");
    expect(error.details).toMatchObject({ reason: 'out_of_credits' });
    expect(await credits(userId)).toBe(0);
    expect(await logsOf(userId)).toHaveLength(2);
  });

  it('premium users are not charged', async () => {
    const { cookie, userId } = await t.signUp();
    await setWallet(t.deps.db, userId, { subscriptionTier: 'premium', credits: 0 });
    expect((await recommend(VALID, cookie)).status).toBe(200);
    expect((await logsOf(userId))[0]).toMatchObject({ creditsUsed: 0, status: 'completed' });
  });

  it('a guest gets one run, then 403 with the trial reason (the cookie is remembered)', async () => {
    const first = await recommend(VALID);
    expect(first.status).toBe(200);
    const cookie = cookieFrom(first);
    expect(cookie).toMatch(/gt_guest=/);
    const second = await recommend(VALID, cookie);
    expect(second.status).toBe(403);
    const error = await errorOf(second);
    expect(error.message).toMatch(/free trial/);
    expect(error.details).toMatchObject({ reason: 'guest_trial_used' });
  });
});

describe('POST /api/commission/recommend: AI-enriched reasoning', () => {
  it("uses the model's reasoning when it quotes only the engine's numbers; the numbers stay the engine's", async () => {
    const engine = engineFor(VALID);
    const summaries: string[] = [];
    const text = `This plan pays ${engine.commission_rate}% of each installment as the cash arrives, so you only pay on money you have.`;
    t.deps.ai = fakeAi(async (summary) => {
      summaries.push(summary);
      return text;
    });
    const { cookie, userId } = await t.signUp();
    const res = await recommend(VALID, cookie);
    expect(res.status).toBe(200);
    const { recommendation } = (await res.json()) as { recommendation: CommissionRecommendation };
    expect(recommendation).toEqual({ ...engine, reasoning: text, reasoning_points: [text] });
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toContain(`${engine.commission_rate}%`);
    const [log] = await logsOf(userId);
    expect(log!.result).toContain(text);
    expect(log!.data).toMatchObject({ reasoningSource: 'ai' });
  });

  it.each([
    ['invents a number', async () => 'Pay 37.5% on every sale and a $9,999 bonus.'],
    ['fails', async () => Promise.reject(new Error('upstream 500'))],
    ['returns nothing', async () => null],
    ['returns an empty string', async () => '   '],
    ['rambles', async () => 'word '.repeat(400)],
    ['writes more than four points', async () => 'One. Two. Three. Four. Five.'],
    ['hangs past the timeout', () => new Promise<string>(() => {})],
  ])("keeps the engine's reasoning when the model %s", async (_name, enrich) => {
    t.deps.ai = fakeAi(enrich as AiProvider['enrichCommissionReasoning']);
    const { cookie, userId } = await t.signUp();
    const started = Date.now();
    const res = await recommend(VALID, cookie);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const { recommendation } = (await res.json()) as { recommendation: CommissionRecommendation };
    expect(recommendation).toEqual(engineFor(VALID));
    expect(await credits(userId)).toBe(1);
    expect((await logsOf(userId))[0]!.data).toMatchObject({ reasoningSource: 'engine' });
  });

  it('does not call the model when no AI provider is configured', async () => {
    let calls = 0;
    t.deps.ai = { ...fakeAi(async () => 'x'), name: 'local', enrichCommissionReasoning: async () => (calls++, 'changed') } as AiProvider;
    const { cookie } = await t.signUp();
    const res = await recommend(VALID, cookie);
    expect(res.status).toBe(200);
    expect(calls).toBe(0);
  });
});

describe('POST /api/commission/recommend: the reader’s language and currency', () => {
  const readRun = async (res: Response) => ((await res.json()) as { recommendation: CommissionRecommendation }).recommendation;

  it('an English user of a US organization reads dollars, from a typical US monthly pay', async () => {
    const { cookie, userId } = await t.signUp({ country: 'US' });
    const recommendation = await readRun(await recommend(VALID, cookie));
    expect(recommendation).toEqual(recommendCommission({ ...VALID }));
    expect(recommendation.example_payout).toBe('A $1,200 sale, paid in installments, pays $72 in total: 6% of each installment as it is collected.');
    const [log] = await logsOf(userId);
    // $5,000 × 30 ÷ 6 = $25,000 → 21 sales of $1,200 = $25,200; 6 % of it = $1,512.
    expect(log!.result).toContain('| 100% | $25,200 | $1,512 |');
    expect(log!.data).toMatchObject({ currency: 'USD', locale: 'en' });
  });

  it('a French-speaking user in Senegal reads French, in F CFA, and the log is in French too', async () => {
    const { cookie, userId } = await t.signUp({ country: 'SN' });
    const res = await recommend(VALID, `${cookie}; gt_lang=fr`);
    expect(res.status).toBe(200);
    const recommendation = await readRun(res);
    const french = recommendCommission({ ...VALID }, commissionText({ locale: 'fr', currency: 'XOF', country: 'SN' }));
    expect(recommendation).toEqual(french);
    expect(recommendation.recommended_plan).toBe('Salaire de base + commission sur les nouvelles ventes');
    expect(recommendation.example_payout).toContain('1\u202f200\u00a0F CFA');
    expect(recommendation.example_payout).not.toContain('$');
    // The target starts from a typical pay in Senegal: 250,000 × 30 ÷ 6 → 1,042 sales of 1,200 = 1,250,400 F CFA.
    expect(recommendation.payout_table[1]).toEqual({ attainment: 100, revenue: 1_250_400, payout: 75_024 });
    const [log] = await logsOf(userId);
    expect(log!.result).toContain('## Pourquoi ce plan');
    expect(log!.result).toContain('1\u202f250\u202f400\u00a0F CFA');
    expect(log!.data).toMatchObject({ currency: 'XOF', locale: 'fr' });
  });

  it('a guest reads their browser’s language, in US dollars', async () => {
    const res = await t.request('/api/commission/recommend', { method: 'POST', json: { inputs: VALID }, headers: { 'accept-language': 'sw-KE,sw;q=0.9' } });
    expect(res.status).toBe(200);
    const recommendation = await readRun(res);
    expect(recommendation).toEqual(recommendCommission({ ...VALID }, commissionText({ locale: 'sw', currency: 'USD' })));
    expect(recommendation.recommended_plan).toBe('Mshahara wa msingi + kamisheni ya mauzo mapya');
    expect(recommendation.example_payout).toContain('$');
  });

  it('a guest whose form is in shillings (their browser’s region) reads shillings', async () => {
    const res = await t.request('/api/commission/recommend', { method: 'POST', json: { inputs: { ...VALID, currency: 'KES' } } });
    expect(res.status).toBe(200);
    const recommendation = await readRun(res);
    expect(recommendation).toEqual(recommendCommission({ ...VALID, currency: 'KES' }, commissionText({ locale: 'en', currency: 'KES' })));
    expect(recommendation.example_payout).toContain('Ksh');
    expect(recommendation.example_payout).not.toContain('$');
  });

  it("accepts the model's French reasoning when its figures are written the French way", async () => {
    const summaries: string[] = [];
    const text = 'Votre vendeur touche 6 % de chaque échéance encaissée ; à l’objectif de 1 250 400 F CFA, la part variable atteint 75 024 F CFA.';
    t.deps.ai = fakeAi(async (summary, language) => {
      summaries.push(`${language}\n${summary}`);
      return text;
    });
    const { cookie } = await t.signUp({ country: 'SN' });
    const recommendation = await readRun(await recommend(VALID, `${cookie}; gt_lang=fr`));
    expect(recommendation.reasoning).toBe(text);
    expect(summaries[0]).toMatch(/^fr\n/);
    expect(summaries[0]).toContain('Currency: XOF');
    expect(summaries[0]).toContain('Rewrite the "Pourquoi ce plan" reasoning');
  });
});

describe('OpenAPI', () => {
  it('documents the route with the full input schema', async () => {
    type Op = {
      'x-role': string;
      requestBody: { content: { 'application/json': { schema: { properties: { inputs: { properties: Record<string, { enum?: string[] }> } } } } } };
    };
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Op>> };
    const op = doc.paths['/api/commission/recommend']!.post!;
    expect(op['x-role']).toBe('guest');
    const inputs = op.requestBody.content['application/json'].schema.properties.inputs.properties;
    expect(inputs.role!.enum).toEqual(['Agent', 'Manager', 'BD/Partner', 'Distributor', 'Technician']);
    expect(Object.keys(inputs)).toEqual([
      'behavior',
      'role',
      'salesModel',
      'revenueCollection',
      'employment',
      'arpu',
      'grossMargin',
      'commissionCap',
      'monthlyPay',
      'currency',
    ]);
  });
});
