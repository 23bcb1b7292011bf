import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, type TestApp } from '../helpers/test-app.ts';
import { walletOf } from '../helpers/wallet.ts';
import { pcmWav } from '../fixtures/audio.ts';
import { idempotentRequests, toolUsageLogs } from '../../src/server/db/schema/index.ts';
import type { AiProvider } from '../../src/server/ai/provider.ts';
import { deleteStaleIdempotentRequests } from '../../src/server/lib/idempotency.ts';
import type { PitchAnalysisResponse } from '../../src/shared/pitch-lab.ts';

// Decision 027: a recording kept on the device is sent again with its key until an answer comes;
// the same key from the same caller is analyzed and charged once, even when the copies race.

const PITCH =
  'What if every corner shop knew exactly what to restock each morning? Forty shops already use StockSense and their sales grew twelve percent in two months. We are raising fifty thousand dollars by March. Will you join us?';

let t: TestApp;
let transcriptions = 0;
let failNext = false;
beforeAll(async () => {
  t = await createTestApp();
  const real = t.deps.ai;
  // A slow engine, so two copies of one upload really overlap on the server.
  const slow: AiProvider = Object.create(real);
  slow.transcribe = async () => {
    transcriptions += 1;
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (failNext) {
      failNext = false;
      throw new Error('engine down');
    }
    return { text: PITCH, durationSeconds: 20 };
  };
  Object.defineProperty(slow, 'capabilities', { value: { ...real.capabilities, speechToText: true } });
  t.deps.ai = slow;
});
afterAll(async () => {
  await t?.close();
});

const WAV = pcmWav(2, { sampleRate: 8000 });
const credits = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;
const runsOf = (userId: string) => t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, userId));

function upload(key: string | undefined, cookie?: string) {
  const query = `?durationSeconds=20${key ? `&idempotencyKey=${key}` : ''}`;
  return t.request(`/api/pitch-lab/analyze-audio${query}`, { method: 'POST', cookie, headers: { 'content-type': 'audio/wav' }, body: new Uint8Array(WAV) });
}

describe('POST /api/pitch-lab/analyze-audio with an idempotencyKey', () => {
  it('two copies sent at the same time: one analysis, one charge, the same report', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await credits(userId);
    const key = randomUUID();
    const startedWith = transcriptions;
    const [a, b] = await Promise.all([upload(key, cookie), upload(key, cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [first, second] = (await Promise.all([a.json(), b.json()])) as PitchAnalysisResponse[];
    expect(second.report).toEqual(first.report);
    expect(second.analysis).toBe(first.analysis);
    expect(transcriptions - startedWith).toBe(1);
    expect(await credits(userId)).toBe(before - 1);
    expect(await runsOf(userId)).toHaveLength(1);
    // Both answers carry the balance after the one charge.
    expect(first.wallet?.credits).toBe(before - 1);
    expect(second.wallet?.credits).toBe(before - 1);
  }, 60_000);

  it('a retry after the answer: the same report, no second charge', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await credits(userId);
    const key = randomUUID();
    const first = (await (await upload(key, cookie)).json()) as PitchAnalysisResponse;
    const retry = await upload(key, cookie);
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as PitchAnalysisResponse).report).toEqual(first.report);
    expect(await credits(userId)).toBe(before - 1);
    expect(await runsOf(userId)).toHaveLength(1);
  }, 60_000);

  it('another user sending the same key gets a run of their own', async () => {
    const one = await t.signUp();
    const two = await t.signUp();
    const key = randomUUID();
    const twoBefore = await credits(two.userId);
    expect((await upload(key, one.cookie)).status).toBe(200);
    expect((await upload(key, two.cookie)).status).toBe(200);
    expect(await credits(two.userId)).toBe(twoBefore - 1);
    expect(await runsOf(two.userId)).toHaveLength(1);
  }, 60_000);

  it('a failed run keeps nothing: the same key runs again (the credit came back in between)', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await credits(userId);
    const key = randomUUID();
    failNext = true;
    const failed = await upload(key, cookie);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await credits(userId)).toBe(before);
    const rows = await t.deps.db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.owner, `user:${userId}`), eq(idempotentRequests.key, key)));
    expect(rows).toHaveLength(0);
    expect((await upload(key, cookie)).status).toBe(200);
    expect(await credits(userId)).toBe(before - 1);
  }, 60_000);

  it('without a key each upload is its own run (as before)', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await credits(userId);
    expect((await upload(undefined, cookie)).status).toBe(200);
    expect((await upload(undefined, cookie)).status).toBe(200);
    expect(await credits(userId)).toBe(before - 2);
  }, 60_000);

  it('a guest retrying its one free recording gets the report again, not "trial used"', async () => {
    const key = randomUUID();
    const first = await upload(key);
    expect(first.status).toBe(200);
    const retry = await upload(key, cookieFrom(first));
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as PitchAnalysisResponse).report).toEqual(((await first.json()) as PitchAnalysisResponse).report);
    // A new recording (a new key) is refused as before.
    expect((await upload(randomUUID(), cookieFrom(first))).status).toBe(403);
  }, 60_000);

  it('a key that is not a UUID is refused before anything is spent', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await credits(userId);
    const res = await upload('not-a-uuid', cookie);
    expect(res.status).toBe(400);
    expect(await credits(userId)).toBe(before);
  });

  it('the maintenance sweep drops answers past a day and claims whose request died, and keeps the rest', async () => {
    const now = Date.now();
    const hours = (n: number) => new Date(now - n * 3_600_000);
    const owner = `user:sweep-${randomUUID()}`;
    const [old, dead, fresh, pending] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await t.deps.db.insert(idempotentRequests).values([
      { owner, key: old, response: { ok: true }, createdAt: hours(25) },
      { owner, key: dead, createdAt: hours(1) },
      { owner, key: fresh, response: { ok: true }, createdAt: hours(23) },
      { owner, key: pending, createdAt: new Date(now - 60_000) },
    ]);
    expect(await deleteStaleIdempotentRequests(t.deps.db, now)).toBeGreaterThanOrEqual(2);
    const left = await t.deps.db.select({ key: idempotentRequests.key }).from(idempotentRequests).where(eq(idempotentRequests.owner, owner));
    expect(left.map((row) => row.key).sort()).toEqual([fresh, pending].sort());
  });
});
