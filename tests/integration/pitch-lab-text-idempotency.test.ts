import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, type TestApp } from '../helpers/test-app.ts';
import { walletOf } from '../helpers/wallet.ts';
import { toolUsageLogs } from '../../src/server/db/schema/index.ts';
import type { AiProvider } from '../../src/server/ai/provider.ts';
import type { PitchAnalysisResponse } from '../../src/shared/pitch-lab.ts';

// Decision 027 for the typed pitch: the form sends one key per Submit, so a double click or a
// retry after a lost answer is analyzed and charged once (the same rules as a recording's key).

const PITCH =
  'What if every corner shop knew exactly what to restock each morning? Forty shops already use StockSense and their sales grew twelve percent in two months. We are raising fifty thousand dollars by March. Will you join us?';

let t: TestApp;
let analyses = 0;
beforeAll(async () => {
  t = await createTestApp();
  const real = t.deps.ai;
  // A slow analysis, so two copies of one Submit really overlap on the server.
  const slow: AiProvider = Object.create(real);
  slow.analyzePitch = async (...args) => {
    analyses += 1;
    await new Promise((resolve) => setTimeout(resolve, 400));
    return real.analyzePitch(...args);
  };
  t.deps.ai = slow;
});
afterAll(async () => {
  await t?.close();
});

const credits = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;
const runsOf = (userId: string) => t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, userId));

function submit(key: string | undefined, cookie?: string) {
  return t.request('/api/pitch-lab/analyze-text', {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ transcript: PITCH, durationSeconds: 20, ...(key ? { idempotencyKey: key } : {}) }),
  });
}

describe('POST /api/pitch-lab/analyze-text with an idempotencyKey', () => {
  it('a double Submit at the same time: one analysis, one charge, the same report', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await credits(userId);
    const key = randomUUID();
    const startedWith = analyses;
    const [a, b] = await Promise.all([submit(key, cookie), submit(key, cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [first, second] = (await Promise.all([a.json(), b.json()])) as PitchAnalysisResponse[];
    expect(second.report).toEqual(first.report);
    expect(analyses - startedWith).toBe(1);
    expect(await credits(userId)).toBe(before - 1);
    expect(await runsOf(userId)).toHaveLength(1);
    expect(second.wallet?.credits).toBe(before - 1);
  }, 60_000);

  it('a retry after a lost answer: the same report, no second charge; a new Submit is a new run', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await credits(userId);
    const key = randomUUID();
    const first = (await (await submit(key, cookie)).json()) as PitchAnalysisResponse;
    const retry = await submit(key, cookie);
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as PitchAnalysisResponse).report).toEqual(first.report);
    expect(await credits(userId)).toBe(before - 1);
    expect((await submit(randomUUID(), cookie)).status).toBe(200);
    expect(await credits(userId)).toBe(before - 2);
  }, 60_000);

  it('without a key each Submit is its own run (as before)', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await credits(userId);
    expect((await submit(undefined, cookie)).status).toBe(200);
    expect((await submit(undefined, cookie)).status).toBe(200);
    expect(await credits(userId)).toBe(before - 2);
  }, 60_000);

  it('a guest retrying its one free typed pitch gets the report again, not "trial used"', async () => {
    const key = randomUUID();
    const first = await submit(key);
    expect(first.status).toBe(200);
    const retry = await submit(key, cookieFrom(first));
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as PitchAnalysisResponse).report).toEqual(((await first.json()) as PitchAnalysisResponse).report);
    expect((await submit(randomUUID(), cookieFrom(first))).status).toBe(403);
  }, 60_000);

  it('a key that is not a UUID is refused before anything is spent', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await credits(userId);
    expect((await submit('not-a-uuid', cookie)).status).toBe(400);
    expect(await credits(userId)).toBe(before);
  });
});
