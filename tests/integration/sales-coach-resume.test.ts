import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cookieFrom, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { setWallet, walletOf } from '../helpers/wallet.ts';
import { salesSessions, toolUsageLogs } from '../../src/server/db/schema/index.ts';
import type { SalesSetup } from '../../src/shared/reports.ts';
import type { SalesSessionResponse, StartSalesSessionResponse } from '../../src/shared/sales-coach.ts';

// A call cut off by a reload, a closed tab or a dropped line: the browser asks the server for the
// session to resume it, or ends it with a refund from the resume offer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SETUP: SalesSetup = {
  product: 'ShiftPal, a staff scheduling app for restaurants',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

type Json = Record<string, any>;
async function call(method: 'GET' | 'POST', path: string, cookie?: string, json?: unknown) {
  const response = await t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
  return { status: response.status, body: (await response.json()) as Json };
}
const credits = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;

async function startCall(cookie: string) {
  const { status, body } = await call('POST', '/api/sales-coach/sessions', cookie, { setup: SETUP });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as StartSalesSessionResponse;
}

async function say(cookie: string, sessionId: string, text: string) {
  const { status, body } = await call('POST', `/api/sales-coach/sessions/${sessionId}/turns`, cookie, { text });
  expect(status, JSON.stringify(body)).toBe(200);
}

describe('resuming a practice call', () => {
  it('gives the owner the setup and the whole transcript of a live call, and 404 to anyone else', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const started = await startCall(owner.cookie);
    await say(owner.cookie, started.sessionId, 'Hi Jordan, this is Alex from ShiftPal. How do you build schedules today?');

    const { status, body } = await call('GET', `/api/sales-coach/sessions/${started.sessionId}`, owner.cookie);
    expect(status).toBe(200);
    const session = body as SalesSessionResponse;
    expect(session).toMatchObject({ sessionId: started.sessionId, mode: 'turns', state: 'live', setup: SETUP, assignmentId: null, refunded: false });
    expect(session.transcript.map((turn) => turn.role)).toEqual(['prospect', 'user', 'prospect']);
    expect(session.transcript[0]!.text).toBe(started.openingLine);
    expect(session.remainingSeconds).toBeGreaterThan(280);

    for (const cookie of [other.cookie, undefined]) {
      const refused = await call('GET', `/api/sales-coach/sessions/${started.sessionId}`, cookie);
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe('Practice session not found.');
    }
    expect((await call('GET', '/api/sales-coach/sessions/not-a-uuid', owner.cookie)).status).toBe(400);
  });

  it('"End and get refund" on an interrupted call gives the credit back once, even after a conversation', async () => {
    const { cookie, userId } = await t.signUp();
    const started = await startCall(cookie);
    await say(cookie, started.sessionId, 'Hi Jordan, how does your team plan its shifts?');
    expect(await credits(userId)).toBe(1);

    const path = `/api/sales-coach/sessions/${started.sessionId}/cancel`;
    const first = await call('POST', path, cookie, { reason: 'interrupted' });
    expect(first).toMatchObject({ status: 200, body: { refunded: true } });
    expect(await credits(userId)).toBe(2);
    const again = await call('POST', path, cookie, { reason: 'interrupted' });
    expect(again).toMatchObject({ status: 200, body: { refunded: false } });
    expect(await credits(userId)).toBe(2);

    const { body } = await call('GET', `/api/sales-coach/sessions/${started.sessionId}`, cookie);
    expect(body).toMatchObject({ state: 'ended', refunded: true });
    const [log] = await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, userId));
    expect(log).toMatchObject({ status: 'failed', creditsUsed: 0 });
  });

  it('another user cannot end (or refund) the call', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const started = await startCall(owner.cookie);
    const refused = await call('POST', `/api/sales-coach/sessions/${started.sessionId}/cancel`, other.cookie, { reason: 'interrupted' });
    expect(refused.status).toBe(404);
    expect(await credits(owner.userId)).toBe(1);
    expect((await call('GET', `/api/sales-coach/sessions/${started.sessionId}`, owner.cookie)).body.state).toBe('live');
  });

  it('a call with a conversation cancelled as "connection_failed" keeps its credit', async () => {
    const { cookie, userId } = await t.signUp();
    const started = await startCall(cookie);
    await say(cookie, started.sessionId, 'Hi Jordan, how does your team plan its shifts?');
    const { body } = await call('POST', `/api/sales-coach/sessions/${started.sessionId}/cancel`, cookie, { reason: 'connection_failed' });
    expect(body.refunded).toBe(false);
    expect(await credits(userId)).toBe(1);
  });

  it('caps refunds of interrupted calls that were used at 3 a day per person', async () => {
    const { cookie, userId } = await t.signUp();
    await setWallet(t.deps.db, userId, { credits: 10 });
    const refunds: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const started = await startCall(cookie);
      await say(cookie, started.sessionId, 'Hi Jordan, how does your team plan its shifts?');
      refunds.push((await call('POST', `/api/sales-coach/sessions/${started.sessionId}/cancel`, cookie, { reason: 'interrupted' })).body.refunded);
    }
    expect(refunds).toEqual([true, true, true, false]);
    expect(await credits(userId)).toBe(9);
  });

  it('says when the time ran out, and a superseded call is over without a refund', async () => {
    const { cookie } = await t.signUp();
    const first = await startCall(cookie);
    await t.deps.db
      .update(salesSessions)
      .set({ endsAt: sql`now() - interval '1 minute'` })
      .where(eq(salesSessions.id, first.sessionId));
    const expired = (await call('GET', `/api/sales-coach/sessions/${first.sessionId}`, cookie)).body as SalesSessionResponse;
    expect(expired).toMatchObject({ state: 'expired', remainingSeconds: 0, refunded: false });

    await startCall(cookie);
    const superseded = (await call('GET', `/api/sales-coach/sessions/${first.sessionId}`, cookie)).body as SalesSessionResponse;
    expect(superseded).toMatchObject({ state: 'ended', refunded: false });
  });

  it('a guest resumes their own trial call by the trial cookie; a refunded trial is gone', async () => {
    const start = await t.request('/api/sales-coach/sessions', { method: 'POST', json: { setup: SETUP } });
    expect(start.status).toBe(201);
    const guestCookie = cookieFrom(start);
    const started = (await start.json()) as StartSalesSessionResponse;
    expect((await call('GET', `/api/sales-coach/sessions/${started.sessionId}`, guestCookie)).body).toMatchObject({ state: 'live' });
    expect((await call('GET', `/api/sales-coach/sessions/${started.sessionId}`)).status).toBe(404);
    const cancelled = await call('POST', `/api/sales-coach/sessions/${started.sessionId}/cancel`, guestCookie, { reason: 'interrupted' });
    expect(cancelled.body.refunded).toBe(true);
    expect((await call('GET', `/api/sales-coach/sessions/${started.sessionId}`, guestCookie)).status).toBe(404);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as Json;
    const operation = doc.paths['/api/sales-coach/sessions/{id}']?.get;
    expect(operation?.['x-role']).toBe('guest');
    expect(JSON.stringify(doc.paths['/api/sales-coach/sessions/{id}/cancel'].post.requestBody)).toContain('interrupted');
  });
});
