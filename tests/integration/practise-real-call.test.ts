// Practising a real call (issue 31, part 4): one of the seller's analysed calls starts a Sales Coach
// call in its setup, whose prospect raises what the real customer objected; the person's and the
// team's progress show first, best and latest score per scenario.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { setWallet } from '../helpers/wallet.ts';
import { realCalls, salesSessions, toolUsageLogs } from '../../src/server/db/schema/index.ts';
import type { CallReport, CallSetup } from '../../src/shared/calls.ts';
import type { ScenarioProgressResponse, TeamProgressResponse } from '../../src/shared/assignments.ts';
import type { SalesSessionResponse, StartSalesSessionResponse } from '../../src/shared/sales-coach.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const json = async <T>(response: Response) => (await response.json()) as T;

const CALL_SETUP: CallSetup = {
  product: 'Solar lanterns for market stalls',
  scenario: 'B2B Customer',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Hard (Hostile/Resistant)',
};
const PRICE_WORDS = 'twelve thousand shillings is too much for a lantern when paraffin costs me two hundred a week';
const TIMING_WORDS = 'maybe after the rainy season';

/** A done real call of `userId`, as the analysis leaves it (only what practising reads matters here). */
async function doneCall(userId: string, report: Partial<CallReport> = {}) {
  const [row] = await t.deps.db
    .insert(realCalls)
    .values({
      userId,
      fileHash: `hash-${crypto.randomUUID()}`,
      fileName: 'PTT-20261120-WA0001.opus',
      container: 'ogg',
      sellerChannel: 'left',
      setup: CALL_SETUP,
      locale: 'en',
      status: 'done',
      finishedAt: new Date(),
      report: {
        objections: [
          { atSeconds: 12.5, text: PRICE_WORDS, kind: 'Price / Budget' },
          { atSeconds: 40, text: TIMING_WORDS, kind: 'Timing / No Urgency' },
        ],
        judgedObjection: 'Price / Budget',
        coaching: null,
        findings: [],
        transcript: [],
        unjudged: null,
        markdown: '# Call',
        ...report,
      } as CallReport,
    })
    .returning({ id: realCalls.id });
  return row!.id;
}

const GOOD_TURNS = [
  'Hello, this is Amina from Taa Solar. I hear you on the price, that is a fair worry. What do you spend on paraffin and light each week?',
  'Two hundred a week is over ten thousand shillings a year, so the lantern pays for itself in about eleven months, and Mama Njeri at Gikomba saved 9,000 shillings in her first year. Can we book a demo on Tuesday at 10?',
];

async function practise(cookie: string, callId: string, turns: string[]) {
  const started = await t.request('/api/sales-coach/sessions', { method: 'POST', cookie, json: { fromCall: callId } });
  expect(started.status).toBe(201);
  const { sessionId, openingLine } = await json<StartSalesSessionResponse>(started);
  const replies: string[] = [];
  for (const text of turns) {
    const turn = await t.request(`/api/sales-coach/sessions/${sessionId}/turns`, { method: 'POST', cookie, json: { text } });
    expect(turn.status).toBe(200);
    replies.push((await json<{ reply: string }>(turn)).reply);
  }
  const analyzed = await t.request(`/api/sales-coach/sessions/${sessionId}/analyze`, { method: 'POST', cookie, json: {} });
  expect(analyzed.status).toBe(200);
  const { report } = await json<{ report: { overallScore: number } }>(analyzed);
  return { sessionId, openingLine, replies, score: report.overallScore };
}

describe('practising a real call', () => {
  it('plays the call’s setup with its objection, and the prospect raises the customer’s own words', async () => {
    const seller = await t.signUp({ fullName: 'Amina Seller' });
    await setWallet(t.deps.db, seller.userId, { credits: 10 });
    const callId = await doneCall(seller.userId);

    const started = await t.request('/api/sales-coach/sessions', { method: 'POST', cookie: seller.cookie, json: { fromCall: callId } });
    expect(started.status).toBe(201);
    const { sessionId } = await json<StartSalesSessionResponse>(started);
    const [session] = await t.deps.db.select().from(salesSessions).where(eq(salesSessions.id, sessionId));
    expect(session!.fromCallId).toBe(callId);
    expect(session!.setup).toEqual({ ...CALL_SETUP, objection: 'Price / Budget' });
    const resumed = await json<SalesSessionResponse>(await t.request(`/api/sales-coach/sessions/${sessionId}`, { cookie: seller.cookie }));
    expect(resumed).toMatchObject({ fromCallId: callId, setup: { objection: 'Price / Budget' } });

    // The first reply raises the main objection in the customer's words.
    const first = await t.request(`/api/sales-coach/sessions/${sessionId}/turns`, {
      method: 'POST',
      cookie: seller.cookie,
      json: { text: 'Good morning, this is Amina from Taa Solar, calling about lanterns for your stall.' },
    });
    expect(first.status).toBe(200);
    const { reply } = await json<{ reply: string }>(first);
    expect(reply.toLowerCase()).toContain(PRICE_WORDS);
    expect(reply.toLowerCase()).not.toContain(TIMING_WORDS);
  });

  it('a call of someone else, one still analysed or a guest’s request is a 404', async () => {
    const owner = await t.signUp({ fullName: 'Call Owner' });
    const other = await t.signUp({ fullName: 'Someone Else' });
    await setWallet(t.deps.db, other.userId, { credits: 10 });
    const callId = await doneCall(owner.userId);
    const refused = await t.request('/api/sales-coach/sessions', { method: 'POST', cookie: other.cookie, json: { fromCall: callId } });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('not_found');

    await setWallet(t.deps.db, owner.userId, { credits: 10 });
    await t.deps.db.update(realCalls).set({ status: 'processing' }).where(eq(realCalls.id, callId));
    expect((await t.request('/api/sales-coach/sessions', { method: 'POST', cookie: owner.cookie, json: { fromCall: callId } })).status).toBe(404);
    expect((await t.request('/api/sales-coach/sessions', { method: 'POST', json: { fromCall: callId } })).status).toBe(404);
    // Nothing was spent on a refusal.
    const logs = await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, other.userId));
    expect(logs).toEqual([]);
  });

  it('a call with no objection heard is practised against value, with the usual lines', async () => {
    const seller = await t.signUp({ fullName: 'Quiet Call' });
    await setWallet(t.deps.db, seller.userId, { credits: 10 });
    const callId = await doneCall(seller.userId, { objections: [], judgedObjection: null });
    const started = await t.request('/api/sales-coach/sessions', { method: 'POST', cookie: seller.cookie, json: { fromCall: callId } });
    const { sessionId } = await json<StartSalesSessionResponse>(started);
    const [session] = await t.deps.db.select().from(salesSessions).where(eq(salesSessions.id, sessionId));
    expect(session!.setup.objection).toBe('Value / Skepticism');
  });

  it('shows first, best and latest score per scenario, to the person and to their team’s managers', async () => {
    const owner = await t.signUp({ fullName: 'Owner Wanjiru' });
    await t.markEmailVerified(owner.userId);
    await setWallet(t.deps.db, owner.userId, { credits: 20 });
    // A teammate, invited into the owner's team.
    const email = uniqueEmail('practice');
    await t.request('/api/team/invitations', { method: 'POST', cookie: owner.cookie, json: { email, role: 'member' } });
    const token = /\/invite\/([\w-]{43})/.exec(t.mail.filter((m) => m.to === email).at(-1)!.text)![1]!;
    const password = 'a-long-team-password';
    const signup = await t.request('/api/invitations/signup', {
      method: 'POST',
      json: { token, fullName: 'Amina Practice', password, confirmPassword: password, acceptTerms: true },
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { user } = await json<{ user: { id: string } }>(signup);

    const callId = await doneCall(user.id);
    const weak = await practise(cookie, callId, ['Hi. Buy my lanterns, they are the best.']);
    const strong = await practise(cookie, callId, GOOD_TURNS);
    expect(strong.score).toBeGreaterThan(weak.score);

    const mine = await json<ScenarioProgressResponse>(await t.request('/api/sales-coach/progress', { cookie }));
    expect(mine.scenarios).toHaveLength(1);
    expect(mine.scenarios[0]).toMatchObject({
      key: `call:${callId}`,
      fromCall: { id: callId, at: expect.any(String) },
      setup: { ...CALL_SETUP, objection: 'Price / Budget' },
      runs: 2,
      first: weak.score,
      best: strong.score,
      latest: strong.score,
    });

    const team = await json<TeamProgressResponse>(await t.request('/api/team/progress', { cookie: owner.cookie }));
    const amina = team.members.find((m) => m.userId === user.id)!;
    expect(amina.scenarios).toEqual(mine.scenarios);
    expect(team.members.find((m) => m.userId === owner.userId)!.scenarios).toEqual([]);
    // A member may not read the team's progress (nor anyone's scenarios but their own).
    expect((await t.request('/api/team/progress', { cookie })).status).toBe(403);
  });
});
