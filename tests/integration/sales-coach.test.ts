import { setWallet, walletOf } from '../helpers/wallet.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, cookieFrom, type TestApp } from '../helpers/test-app.ts';
import { salesSessions, toolUsageLogs } from '../../src/server/db/schema/index.ts';
import { renderSalesCallReportMarkdown, salesCallReportSchema, type SalesSetup } from '../../src/shared/reports.ts';
import type { AnalyzeSessionResponse, SalesTurnResponse, StartSalesSessionResponse } from '../../src/shared/sales-coach.ts';
import { LocalProvider } from '../../src/server/ai/local/local-provider.ts';
import { serverT } from '../../src/server/lib/i18n.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { espeakWav, hasBinaries, SPEECH_TEST_BINARIES, toWebmOpus, wordOverlap } from '../fixtures/audio.ts';
import {
  CHAT_PATH,
  REALTIME_CALLS_PATH,
  SAMPLE_ANSWER_SDP,
  errorReply,
  realtimeCallReply,
  startOpenAiServer,
  type FakeOpenAiServer,
} from '../fixtures/openai-server.ts';

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

// Acknowledge → explore → respond with value and a number, then a specific ask.
const HANDLING_CALL = [
  'Hi Jordan, this is Alex from ShiftPal. How does your team build its staff schedules today?',
  'I completely understand, budget matters. What are you comparing the cost against? Most restaurants find ShiftPal pays for itself within three weeks, because managers save about 6 hours a week.',
  'Would a 20-minute demo on Tuesday at 10 or Thursday at 2 work better?',
];

// Talks past the objection and keeps pushing for the demo.
const PUSHY_CALL = [
  'Hi Jordan, Alex from ShiftPal. We make scheduling easy.',
  'Can we book a demo for Tuesday?',
  "Trust me, it's great. Let's schedule the demo this week.",
  'Come on, a quick 20-minute demo tomorrow?',
];

type Json = Record<string, any>;
async function post(path: string, json: unknown, cookie?: string) {
  const response = await t.request(path, { method: 'POST', json, cookie });
  const body = (await response.json()) as Json;
  return { status: response.status, body, response };
}

const credits = async (userId: string, app: TestApp = t) => (await walletOf(app.deps.db, userId)).credits;

async function startCall(cookie: string, setup: SalesSetup = SETUP) {
  const { status, body } = await post('/api/sales-coach/sessions', { setup }, cookie);
  expect(status, JSON.stringify(body)).toBe(201);
  return body as StartSalesSessionResponse;
}

async function talk(cookie: string, sessionId: string, lines: string[]) {
  const replies: SalesTurnResponse[] = [];
  for (const text of lines) {
    const { status, body } = await post(`/api/sales-coach/sessions/${sessionId}/turns`, { text }, cookie);
    expect(status, JSON.stringify(body)).toBe(200);
    replies.push(body as SalesTurnResponse);
  }
  return replies;
}

describe('setup validation', () => {
  it('refuses missing answers with the spec message and spends nothing', async () => {
    const { cookie, userId } = await t.signUp();
    const incomplete = [
      {},
      { setup: { ...SETUP, product: '   ' } },
      { setup: { ...SETUP, goal: undefined } },
      { setup: { ...SETUP, difficulty: 'Impossible' } },
    ];
    for (const json of incomplete) {
      const { status, body } = await post('/api/sales-coach/sessions', json, cookie);
      expect(status).toBe(400);
      expect(body.error.message).toBe('Please answer all 5 questions before starting.');
    }
    expect(await credits(userId)).toBe(2);
    expect(await t.deps.db.select().from(salesSessions).where(eq(salesSessions.userId, userId))).toHaveLength(0);
  });
});

describe('API contract', () => {
  it('documents every Sales Coach route with its role and the setup schema', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as Json;
    for (const path of [
      '/api/sales-coach/sessions',
      '/api/sales-coach/sessions/{id}/turns',
      '/api/sales-coach/sessions/{id}/transcribe',
      '/api/sales-coach/sessions/{id}/realtime/call',
      '/api/sales-coach/sessions/{id}/cancel',
      '/api/sales-coach/sessions/{id}/analyze',
    ]) {
      expect(doc.paths[path]?.post?.['x-role'], path).toBe('guest');
    }
    const schema = JSON.stringify(doc.paths['/api/sales-coach/sessions'].post.requestBody);
    for (const text of ['product', 'B2B Customer', 'Price / Budget', 'Book a Demo/Meeting', 'Hard (Hostile/Resistant)']) expect(schema).toContain(text);
  });
});

describe('turn-based call on the local provider', () => {
  it('handling the objection reaches the goal: one credit, a logged report, progress vs last time', async () => {
    const { cookie, userId } = await t.signUp();
    const call = await startCall(cookie);
    expect(call.mode).toBe('turns');
    // The opening is seeded per call; it is the prospect picking up, in character, for this setup.
    expect(call.openingLine).toMatch(/\?|minutes|busy|calls|what is it/i);
    expect(call.openingLine).not.toMatch(/[{}]/);
    expect(call.remainingSeconds).toBe(300);
    expect(new Date(call.endsAt).getTime() - Date.now()).toBeGreaterThan(295_000);
    expect(await credits(userId)).toBe(1);

    const replies = await talk(cookie, call.sessionId, HANDLING_CALL);
    expect(replies[0]!.reply).toMatch(/budget|cost|price|expensive/i);
    expect(replies.at(-1)!.yielded).toBe(true);
    expect(replies.at(-1)!.reply).toMatch(/demo/i);

    const { status, body } = await post(`/api/sales-coach/sessions/${call.sessionId}/analyze`, {}, cookie);
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body as AnalyzeSessionResponse;
    expect(salesCallReportSchema.parse(result.report).outcome).toBe('goal_reached');
    expect(result.report.objectionHandled).toBe(true);
    expect(result.report.nextStepSecured).toBe(true);
    expect(result.markdown).toContain('## AI Sales Coach report');
    expect(result.markdown).toContain('Goal reached');
    expect(result.previousScore).toBeNull();

    const [log] = await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, userId));
    expect(log).toMatchObject({ toolName: 'AI Sales Coach', creditsUsed: 1, status: 'completed', result: result.markdown });
    const [row] = await t.deps.db.select().from(salesSessions).where(eq(salesSessions.id, call.sessionId));
    expect(row!.status).toBe('completed');
    expect(row!.transcript).toHaveLength(1 + HANDLING_CALL.length * 2);

    // Analyzing twice is refused and does not log twice.
    expect((await post(`/api/sales-coach/sessions/${call.sessionId}/analyze`, {}, cookie)).status).toBe(409);

    // The second call is compared with the first.
    const second = await startCall(cookie);
    await talk(cookie, second.sessionId, PUSHY_CALL);
    const again = (await post(`/api/sales-coach/sessions/${second.sessionId}/analyze`, {}, cookie)).body as AnalyzeSessionResponse;
    expect(again.previousScore).toBe(result.report.overallScore);
    const delta = again.report.overallScore - result.report.overallScore;
    expect(delta).toBeLessThan(0);
    expect(again.markdown).toContain(`**Progress: −${Math.abs(delta)} vs last time** (last time ${result.report.overallScore}/100)`);
    expect(await credits(userId)).toBe(0);
  });

  it('talking past the objection never gets the demo', async () => {
    const { cookie } = await t.signUp();
    const call = await startCall(cookie);
    const replies = await talk(cookie, call.sessionId, PUSHY_CALL);
    expect(replies.every((r) => !r.yielded)).toBe(true);
    const { body } = await post(`/api/sales-coach/sessions/${call.sessionId}/analyze`, {}, cookie);
    const result = body as AnalyzeSessionResponse;
    expect(result.report.outcome).toBe('not_reached');
    expect(result.report.objectionHandled).toBe(false);
    // Findings quote the rep's own words.
    expect(result.report.improvements.some((i) => PUSHY_CALL.some((line) => line.startsWith(i.quote.replace(/ …$/, '').slice(0, 20))))).toBe(true);
  });

  it('an empty conversation is "No Conversation" and gives the credit back', async () => {
    const { cookie, userId } = await t.signUp();
    const call = await startCall(cookie);
    expect(await credits(userId)).toBe(1);
    const { status, body } = await post(`/api/sales-coach/sessions/${call.sessionId}/analyze`, {}, cookie);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      message: 'Please have a conversation before ending the simulation.',
      details: { reason: 'no_conversation', refunded: true },
    });
    expect(await credits(userId)).toBe(2);
    const [log] = await t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, userId));
    expect(log).toMatchObject({ status: 'failed', creditsUsed: 0 });
  });

  it('a call in French is judged offline in French (issue 32): a full report, and the credit is spent', async () => {
    const { cookie, userId } = await t.signUp();
    const call = await startCall(cookie);
    await talk(cookie, call.sessionId, [
      'Bonjour Jordan, ici Alex de ShiftPal. Comment votre équipe prépare-t-elle les plannings aujourd’hui ?',
      'Je comprends tout à fait, le budget compte. Nos clients gagnent six heures par semaine. Seriez-vous disponible mardi pour une démonstration ?',
    ]);
    const { status, body } = await post(`/api/sales-coach/sessions/${call.sessionId}/analyze`, {}, cookie);
    expect(status).toBe(200);
    expect(body.refunded).not.toBe(true);
    expect(body.report.metrics.limited).toBeUndefined();
    expect(body.report.metrics.questionsAsked).toBeGreaterThanOrEqual(2);
    expect(body.markdown).not.toMatch(/AI\\?_PROVIDER/);
    expect(await credits(userId)).toBe(1);
  });

  it('enforces the 5-minute limit on the server', async () => {
    const { cookie } = await t.signUp();
    const call = await startCall(cookie);
    await talk(cookie, call.sessionId, HANDLING_CALL.slice(0, 1));
    await t.deps.db
      .update(salesSessions)
      .set({ endsAt: sql`now() - interval '1 minute'` })
      .where(eq(salesSessions.id, call.sessionId));
    const late = await post(`/api/sales-coach/sessions/${call.sessionId}/turns`, { text: 'One more thing before you go?' }, cookie);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ message: 'This practice call has ended (5-minute limit).', details: { reason: 'session_ended' } });
    // What was said in time is still analyzed.
    const report = await post(`/api/sales-coach/sessions/${call.sessionId}/analyze`, {}, cookie);
    expect(report.status).toBe(200);
    expect((report.body as AnalyzeSessionResponse).report.metrics.userTurns).toBe(1);
  });

  it("refuses another person's session, for users and guests alike", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const call = await startCall(owner.cookie);
    for (const cookie of [other.cookie, undefined]) {
      for (const [path, json] of [
        ['turns', { text: 'Hello?' }],
        ['analyze', {}],
        ['cancel', { reason: 'user_cancelled' }],
      ] as const) {
        const { status, body } = await post(`/api/sales-coach/sessions/${call.sessionId}/${path}`, json, cookie);
        expect(status).toBe(404);
        expect(body.error.message).toBe('Practice session not found.');
      }
    }
    // The owner's call is untouched.
    expect((await talk(owner.cookie, call.sessionId, ['Hi Jordan, how do you plan shifts today?']))[0]!.reply).toBeTruthy();
  });

  it('keeps one live call per user: a new call ends the previous one', async () => {
    const { cookie } = await t.signUp();
    const first = await startCall(cookie);
    const second = await startCall(cookie);
    const stale = await post(`/api/sales-coach/sessions/${first.sessionId}/turns`, { text: 'Hello?' }, cookie);
    expect(stale.status).toBe(409);
    const rows = await t.deps.db
      .select({ id: salesSessions.id, status: salesSessions.status })
      .from(salesSessions)
      .where(eq(salesSessions.id, first.sessionId));
    expect(rows[0]!.status).toBe('abandoned');
    expect((await talk(cookie, second.sessionId, ['Hi, how are you today?'])).length).toBe(1);
  });

  it('parallel requests cannot break the rules: one live call, one turn at a time', async () => {
    const { cookie, userId } = await t.signUp();
    const starts = await Promise.all([0, 1].map(() => post('/api/sales-coach/sessions', { setup: SETUP }, cookie)));
    const created = starts.filter((s) => s.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(starts.every((s) => s.status === 201 || s.status === 409)).toBe(true);
    const active = await t.deps.db
      .select()
      .from(salesSessions)
      .where(and(eq(salesSessions.userId, userId), eq(salesSessions.status, 'active')));
    expect(active).toHaveLength(1);
    // A refused start gave its credit back; a superseded one was spent.
    expect(await credits(userId)).toBe(2 - created.length);

    const sessionId = active[0]!.id;
    const turns = await Promise.all(
      ['Hi Jordan, how do you schedule shifts today?', 'What matters most to you in a scheduling tool?'].map((text) =>
        post(`/api/sales-coach/sessions/${sessionId}/turns`, { text }, cookie),
      ),
    );
    // Either the turns ran one after the other, or the second was refused: never a lost turn.
    expect(turns.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const accepted = turns.filter((r) => r.status === 200).length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select().from(salesSessions).where(eq(salesSessions.id, sessionId));
    expect(row!.transcript).toHaveLength(1 + 2 * accepted);
    expect(row!.transcript.map((turn) => turn.role)).toEqual(['prospect', ...Array.from({ length: accepted }, () => ['user', 'prospect']).flat()]);
  });

  it('a guest gets one trial call, bound to the trial cookie', async () => {
    const started = await post('/api/sales-coach/sessions', { setup: SETUP });
    expect(started.status).toBe(201);
    const guestCookie = cookieFrom(started.response);
    expect(guestCookie).toMatch(/gt_guest=/);
    const sessionId = (started.body as StartSalesSessionResponse).sessionId;
    await talk(guestCookie, sessionId, HANDLING_CALL);
    const report = await post(`/api/sales-coach/sessions/${sessionId}/analyze`, {}, guestCookie);
    expect(report.status).toBe(200);
    // A second call from the same device needs an account.
    const again = await post('/api/sales-coach/sessions', { setup: SETUP }, guestCookie);
    expect(again.status).toBe(403);
    expect(again.body.error.details).toMatchObject({ reason: 'guest_trial_used' });
  });

  it('out of credits is 402 and starts nothing', async () => {
    const { cookie, userId } = await t.signUp();
    await setWallet(t.deps.db, userId, { credits: 0 });
    const { status, body } = await post('/api/sales-coach/sessions', { setup: SETUP }, cookie);
    expect(status).toBe(402);
    expect(body.error.details).toMatchObject({ reason: 'out_of_credits' });
    expect(
      await t.deps.db
        .select()
        .from(salesSessions)
        .where(and(eq(salesSessions.userId, userId))),
    ).toHaveLength(0);
  });

  it('transcription without a speech engine is 503 stt_unavailable (the browser then offers typing)', async () => {
    const configured = t.deps.ai;
    // The local provider as createDeps builds it on a machine without pocketsphinx.
    t.deps.ai = new LocalProvider({ speechEngine: null });
    try {
      const { cookie } = await t.signUp();
      const call = await startCall(cookie);
      const response = await t.request(`/api/sales-coach/sessions/${call.sessionId}/transcribe`, {
        method: 'POST',
        cookie,
        body: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]),
        headers: { 'content-type': 'audio/webm;codecs=opus', 'x-audio-duration': '2' },
      });
      expect(response.status).toBe(503);
      expect(((await response.json()) as Json).error.code).toBe('stt_unavailable');
    } finally {
      t.deps.ai = configured;
    }
  });

  it.skipIf(!hasBinaries(...SPEECH_TEST_BINARIES))('push-to-talk: a spoken turn (webm/opus) is transcribed offline', async () => {
    const { cookie } = await t.signUp();
    const call = await startCall(cookie);
    const dir = mkdtempSync(path.join(tmpdir(), 'sales-turn-'));
    try {
      const script = 'How does your team build the staff schedule today?';
      const audio = toWebmOpus(espeakWav(script, dir, 'turn', 140), path.join(dir, 'turn.webm'));
      const response = await t.request(`/api/sales-coach/sessions/${call.sessionId}/transcribe`, {
        method: 'POST',
        cookie,
        body: new Uint8Array(audio),
        headers: { 'content-type': 'audio/webm;codecs=opus', 'x-audio-duration': '3' },
      });
      expect(response.status).toBe(200);
      const { text } = (await response.json()) as { text: string };
      // pocketsphinx on synthetic speech hears only part of it: enough to prove the path runs.
      expect(wordOverlap(script, text)).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses recordings that are not audio or too long', async () => {
    const { cookie } = await t.signUp();
    const call = await startCall(cookie);
    const path = `/api/sales-coach/sessions/${call.sessionId}/transcribe`;
    const notAudio = await t.request(path, { method: 'POST', cookie, body: 'hello', headers: { 'content-type': 'application/octet-stream' } });
    expect(notAudio.status).toBe(415);
    const tooLong = await t.request(path, {
      method: 'POST',
      cookie,
      body: new Uint8Array(10),
      headers: { 'content-type': 'audio/webm', 'x-audio-duration': '95' },
    });
    expect(tooLong.status).toBe(413);
    const tooBig = await t.request(path, { method: 'POST', cookie, body: new Uint8Array(1024 * 1024 + 1), headers: { 'content-type': 'audio/webm' } });
    expect(tooBig.status).toBe(413);
  });
});

describe('realtime voice against a server speaking the OpenAI wire format', () => {
  const API_KEY = 'sk-test-do-not-leak-0123456789';
  let ai: FakeOpenAiServer;
  let o: TestApp;
  beforeAll(async () => {
    ai = await startOpenAiServer();
    o = await createTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: ai.url, AI_API_KEY: API_KEY, AI_REALTIME: 'on' });
  });
  afterAll(async () => {
    await o?.close();
    await ai?.close();
  });
  afterEach(() => ai.reset());

  const postTo = async (path: string, json: unknown, cookie?: string) => {
    const response = await o.request(path, { method: 'POST', json, cookie });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as Json };
  };
  const hangupPath = (callId: string) => `/v1/realtime/calls/${callId}/hangup`;
  const waitFor = async (check: () => boolean, timeoutMs = 8000) => {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > timeoutMs) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const OFFER = 'v=0\r\no=- 46117 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n';
  /** The browser's side of connecting: its SDP offer to our server. */
  const connect = async (sessionId: string, cookie?: string, offer = OFFER) => {
    const response = await o.request(`/api/sales-coach/sessions/${sessionId}/realtime/call`, {
      method: 'POST',
      cookie,
      body: offer,
      headers: { 'content-type': 'application/sdp' },
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as Json };
  };
  const startRealtime = async (cookie: string) => {
    const started = await postTo('/api/sales-coach/sessions', { setup: SETUP }, cookie);
    expect(started.status, started.text).toBe(201);
    return started.body as StartSalesSessionResponse;
  };
  const rowOf = async (id: string) => (await o.deps.db.select().from(salesSessions).where(eq(salesSessions.id, id)))[0]!;

  it('connects the call on the server: the offer goes to the provider with the API key and persona; the browser gets only the answer', async () => {
    const { cookie, userId } = await o.signUp();
    const started = await postTo('/api/sales-coach/sessions', { setup: SETUP }, cookie);
    expect(started.status).toBe(201);
    const call = started.body as StartSalesSessionResponse;
    expect(call.mode).toBe('realtime');
    expect(call.openingLine).toBeUndefined();
    // Nothing to connect with reaches the browser: no secret, no provider URL.
    expect(started.text).not.toContain('ek_');
    expect(started.text).not.toContain(ai.url);
    expect(ai.requestsTo(REALTIME_CALLS_PATH)).toHaveLength(0);

    ai.enqueue(REALTIME_CALLS_PATH, realtimeCallReply('rtc_server_learns1'));
    const connected = await connect(call.sessionId, cookie);
    expect(connected.status, connected.text).toBe(200);
    expect(connected.body.answerSdp).toBe(SAMPLE_ANSWER_SDP);
    expect(connected.body.remainingSeconds).toBeGreaterThan(290);
    expect(connected.text).not.toContain(API_KEY);
    expect(connected.text).not.toContain('rtc_server_learns1');

    const [exchange] = ai.requestsTo(REALTIME_CALLS_PATH);
    expect(exchange!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(exchange!.form!.sdp).toBe(OFFER);
    const session = JSON.parse(exchange!.form!.session as string);
    expect(session).toMatchObject({ type: 'realtime', model: 'gpt-realtime' });
    expect(session.instructions).toContain('ShiftPal, a staff scheduling app for restaurants');
    expect(session.instructions).toMatch(/skeptical/i);
    expect(session.instructions).toMatch(/never coach/i);
    expect(session.audio.input.transcription.model).toBeTruthy();
    // The server learned the call id from the Location header itself.
    expect(await rowOf(call.sessionId)).toMatchObject({ realtimeCallId: 'rtc_server_learns1', realtimeCallsUrl: `${ai.url}/v1/realtime/calls` });
    expect(await credits(userId, o)).toBe(1);
  });

  it('one call per session: a second offer is 409, also when both arrive at once', async () => {
    const { cookie } = await o.signUp();
    const first = await startRealtime(cookie);
    expect((await connect(first.sessionId, cookie)).status).toBe(200);
    const again = await connect(first.sessionId, cookie);
    expect(again.status).toBe(409);
    expect(again.body.error.details).toMatchObject({ reason: 'call_already_started' });
    expect(ai.requestsTo(REALTIME_CALLS_PATH)).toHaveLength(1);

    const second = await startRealtime(cookie);
    const before = ai.requestsTo(REALTIME_CALLS_PATH).length;
    const parallel = await Promise.all(Array.from({ length: 5 }, () => connect(second.sessionId, cookie)));
    expect(parallel.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(ai.requestsTo(REALTIME_CALLS_PATH).length - before).toBe(1);
  });

  it("refuses another person's session and anything but an SDP offer", async () => {
    const owner = await o.signUp();
    const other = await o.signUp();
    const call = await startRealtime(owner.cookie);
    expect((await connect(call.sessionId, other.cookie)).status).toBe(404);
    const notSdp = await o.request(`/api/sales-coach/sessions/${call.sessionId}/realtime/call`, { method: 'POST', cookie: owner.cookie, json: { sdp: OFFER } });
    expect(notSdp.status).toBe(415);
    expect((await connect(call.sessionId, owner.cookie, 'hello')).status).toBe(400);
    expect((await connect(call.sessionId, owner.cookie, `v=0\r\n${'a=x\r\n'.repeat(8000)}`)).status).toBe(413);
    expect(ai.requestsTo(REALTIME_CALLS_PATH)).toHaveLength(0);
  });

  it('a refused exchange is "Failed to connect to AI coach" (502); cancelling then refunds without the daily cap', async () => {
    const { cookie, userId } = await o.signUp();
    await setWallet(o.deps.db, userId, { credits: 10 });
    ai.setDefault(REALTIME_CALLS_PATH, errorReply(503, 'unavailable'));
    const budgetUsed = async () =>
      Number((await o.deps.db.execute<{ count: number }>(sql`select count from rate_limits where key = ${`ai-day:user:${userId}`}`)).rows[0]?.count ?? 0);
    try {
      const refunds: boolean[] = [];
      for (let i = 0; i < 4; i++) {
        const call = await startRealtime(cookie);
        const { status, body } = await connect(call.sessionId, cookie);
        expect(status).toBe(502);
        expect(body.error.message).toBe('Failed to connect to AI coach. Please try again.');
        refunds.push((await postTo(`/api/sales-coach/sessions/${call.sessionId}/cancel`, { reason: 'connection_failed' }, cookie)).body.refunded);
      }
      // The server connects every call: one that never connected is verifiably unused, and it
      // gives back the daily AI budget too.
      expect(refunds).toEqual([true, true, true, true]);
      expect(await credits(userId, o)).toBe(10);
      expect(await budgetUsed()).toBe(0);
    } finally {
      ai.reset();
    }
  });

  it('hangs the call up on the server when the 5-minute limit passes, without the browser reporting anything (timer)', async () => {
    const { cookie } = await o.signUp();
    const call = await startRealtime(cookie);
    await o.deps.db
      .update(salesSessions)
      .set({ endsAt: sql`now() + interval '1500 milliseconds'` })
      .where(eq(salesSessions.id, call.sessionId));
    ai.enqueue(REALTIME_CALLS_PATH, realtimeCallReply('rtc_timer1'));
    expect((await connect(call.sessionId, cookie)).status).toBe(200);
    expect(ai.requestsTo(hangupPath('rtc_timer1'))).toHaveLength(0);
    await waitFor(() => ai.requestsTo(hangupPath('rtc_timer1')).length > 0);
    expect(ai.requestsTo(hangupPath('rtc_timer1'))[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    await waitFor(() => false, 300).catch(() => {});
    expect((await rowOf(call.sessionId)).hungUpAt).not.toBeNull();
    expect(ai.requestsTo(hangupPath('rtc_timer1'))).toHaveLength(1);
  });

  it('hangs up lazily on the next request when the timer was lost, and retries a failed hang-up', async () => {
    const { cookie } = await o.signUp();
    const call = await startRealtime(cookie);
    ai.enqueue(REALTIME_CALLS_PATH, realtimeCallReply('rtc_lazy1'));
    expect((await connect(call.sessionId, cookie)).status).toBe(200);
    // As if the node holding the timer had restarted: the time is up and nobody hung up.
    await o.deps.db
      .update(salesSessions)
      .set({ endsAt: sql`now() - interval '10 seconds'` })
      .where(eq(salesSessions.id, call.sessionId));
    ai.enqueue(hangupPath('rtc_lazy1'), errorReply(500, 'try later'));
    const turn = await postTo(`/api/sales-coach/sessions/${call.sessionId}/cancel`, { reason: 'user_cancelled' }, cookie);
    expect(turn.status).toBe(200);
    // The first hang-up failed (500) and was retried by the same request.
    await waitFor(() => ai.requestsTo(hangupPath('rtc_lazy1')).length >= 2);
    expect((await rowOf(call.sessionId)).hungUpAt).not.toBeNull();
  });

  it('a session that ended is not connected; one that ends while connecting is hung up at once', async () => {
    const { cookie, userId } = await o.signUp();
    await setWallet(o.deps.db, userId, { credits: 10 });
    const old = await startRealtime(cookie);
    await startRealtime(cookie); // a newer call ends the old session
    const late = await connect(old.sessionId, cookie);
    expect(late.status).toBe(409);
    expect(late.body.error.details).toMatchObject({ reason: 'session_ended' });
    expect(ai.requestsTo(REALTIME_CALLS_PATH)).toHaveLength(0);

    const racing = await startRealtime(cookie);
    ai.enqueue(REALTIME_CALLS_PATH, { ...realtimeCallReply('rtc_race1'), delayMs: 400 });
    const connecting = connect(racing.sessionId, cookie);
    await waitFor(() => ai.requestsTo(REALTIME_CALLS_PATH).length === 1);
    await startRealtime(cookie); // supersedes the session while its call is being connected
    const result = await connecting;
    expect(result.status).toBe(409);
    expect(ai.requestsTo(hangupPath('rtc_race1'))).toHaveLength(1);
    expect(await rowOf(racing.sessionId)).toMatchObject({ realtimeCallId: 'rtc_race1', status: 'abandoned' });
  });

  it('analyzes the transcript the browser heard, hangs up, and logs one credit', async () => {
    const { cookie, userId } = await o.signUp();
    const call = await startRealtime(cookie);
    ai.enqueue(REALTIME_CALLS_PATH, realtimeCallReply('rtc_analyze1'));
    expect((await connect(call.sessionId, cookie)).status).toBe(200);
    const transcript = [
      { role: 'prospect', text: "Jordan Lee. I've got about five minutes." },
      { role: 'user', text: HANDLING_CALL[0] },
      { role: 'prospect', text: 'Honestly, the price is going to be the problem.' },
      { role: 'user', text: HANDLING_CALL[1] },
    ];
    const { status, body } = await postTo(`/api/sales-coach/sessions/${call.sessionId}/analyze`, { transcript }, cookie);
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body as AnalyzeSessionResponse;
    expect(result.markdown).toContain('## AI Sales Coach report');
    expect(ai.requestsTo(hangupPath('rtc_analyze1'))).toHaveLength(1);
    const chat = ai.requestsTo(CHAT_PATH).at(-1)!;
    expect(chat.json.response_format.json_schema.name).toBe('sales_call_report');
    expect(JSON.stringify(chat.json.messages)).toContain('pays for itself within three weeks');
    const [log] = await o.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, userId));
    expect(log).toMatchObject({ status: 'completed', creditsUsed: 1 });
    const [row] = await o.deps.db.select().from(salesSessions).where(eq(salesSessions.id, call.sessionId));
    expect(row!.transcript).toEqual(transcript);
  });

  it('refuses a transcript longer than a 5-minute call (it bounds what one credit can make the model read)', async () => {
    const { cookie } = await o.signUp();
    const call = (await postTo('/api/sales-coach/sessions', { setup: SETUP }, cookie)).body as StartSalesSessionResponse;
    const transcript = Array.from({ length: 10 }, (_, i) => ({ role: i % 2 ? 'prospect' : 'user', text: 'word '.repeat(900) }));
    const before = ai.requestsTo(CHAT_PATH).length;
    const { status } = await postTo(`/api/sales-coach/sessions/${call.sessionId}/analyze`, { transcript }, cookie);
    expect(status).toBe(400);
    expect(ai.requestsTo(CHAT_PATH).length).toBe(before);
  });

  it('an analysis failure says so and refunds the credit', async () => {
    const { cookie, userId } = await o.signUp();
    const call = (await postTo('/api/sales-coach/sessions', { setup: SETUP }, cookie)).body as StartSalesSessionResponse;
    ai.setDefault(CHAT_PATH, errorReply(400, 'model not found'));
    try {
      const { status, body } = await postTo(
        `/api/sales-coach/sessions/${call.sessionId}/analyze`,
        { transcript: [{ role: 'user', text: 'Hello Jordan, how do you plan shifts?' }] },
        cookie,
      );
      expect(status).toBe(502);
      expect(body.error).toMatchObject({ message: 'Failed to analyze your pitch. Please try again.', details: { refunded: true } });
      expect(await credits(userId, o)).toBe(2);
    } finally {
      ai.reset();
    }
  });

  it('refunds connected calls that produced nothing at most 3 a day (the server cannot hear realtime calls)', async () => {
    const { cookie, userId } = await o.signUp();
    await setWallet(o.deps.db, userId, { credits: 10 });
    const refunds: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const call = await startRealtime(cookie);
      expect((await connect(call.sessionId, cookie)).status).toBe(200);
      const { body } = await postTo(`/api/sales-coach/sessions/${call.sessionId}/cancel`, { reason: 'connection_failed' }, cookie);
      refunds.push(body.refunded);
    }
    expect(refunds).toEqual([true, true, true, false]);
    expect(await credits(userId, o)).toBe(9);
  });
});

describe('the local analysis on five transcripts', () => {
  const provider = new LocalProvider({ speechEngine: null });
  const hard: SalesSetup = { ...SETUP, difficulty: 'Hard (Hostile/Resistant)' };

  async function play(setup: SalesSetup, lines: string[]) {
    const history = [{ role: 'prospect' as const, text: (await provider.prospectReply([], setup)).text }];
    for (const text of lines) {
      history.push({ role: 'user' as const, text } as never);
      history.push({ role: 'prospect', text: (await provider.prospectReply(history, setup)).text });
    }
    return (await provider.analyzeSalesCall(history, setup)).report;
  }

  it('1. a well-handled call: goal reached, objection handled, high score', async () => {
    const report = await play(SETUP, HANDLING_CALL);
    expect(report).toMatchObject({ outcome: 'goal_reached', objectionHandled: true, nextStepSecured: true });
    expect(report.overallScore).toBeGreaterThanOrEqual(70);
    expect(report.strengths.join(' ')).toMatch(/demo|objection/i);
  });

  it('2. a pushy call: flags pushing before the objection was resolved, quoting the rep', async () => {
    const report = await play(SETUP, PUSHY_CALL);
    expect(report.outcome).toBe('not_reached');
    const issues = report.improvements.map((i) => i.issue).join(' | ');
    expect(issues).toMatch(/objection was not handled/i);
    expect(report.improvements.every((i) => i.suggestion.length > 20)).toBe(true);
    expect(report.improvements.some((i) => i.quote.length > 0 && PUSHY_CALL.some((l) => l.includes(i.quote.replace(/ …$/, '').slice(0, 15))))).toBe(true);
    expect(report.overallScore).toBeLessThan(50);
  });

  it('3. a monologue: talk ratio and longest monologue are measured and flagged', async () => {
    const monologue =
      'Hi Jordan, ShiftPal is the best scheduling platform on the market and we have built it over many years with restaurants of every size, ' +
      'it handles shifts, swaps, time off, payroll exports, labour cost forecasts, compliance rules, break tracking, tip pooling, multi-location rotas, ' +
      'manager approvals, mobile notifications, integrations with every point of sale system you can imagine, reporting dashboards, and a lot more, ' +
      'and our customers love it because it is simple and powerful and modern and it just works every single time without any training at all, ' +
      'and honestly I think you will love it too once you see everything it can do for you and your whole team every week.';
    const report = await play(SETUP, [monologue]);
    expect(report.metrics.longestMonologueWords).toBeGreaterThan(100);
    expect(report.metrics.talkRatio).toBeGreaterThan(65);
    expect(report.improvements.map((i) => i.issue).join(' ')).toMatch(/most of the talking/);
  });

  it('4. good discovery without an ask: questions counted, "never asked for" the goal', async () => {
    const report = await play(SETUP, [
      'Hi Jordan, this is Alex from ShiftPal. How does your team build its staff schedules today?',
      'What is the biggest challenge with that process right now?',
      'How much time do your managers spend on it each week?',
    ]);
    expect(report.metrics.questionsAsked).toBeGreaterThanOrEqual(3);
    expect(report.nextStepSecured).toBe(false);
    expect(report.improvements.map((i) => i.issue).join(' ')).toMatch(/never asked for a demo/i);
  });

  it('5. a hostile buyer wants two good turns and a number; markdown renders every finding', async () => {
    const report = await play(hard, [
      'Hi, this is Alex from ShiftPal. How do you schedule your staff today?',
      'I hear you, budget is tight for everyone. What do you spend on scheduling now?',
      'ShiftPal pays for itself: managers save about 6 hours a week, which is worth far more than the $40 a month. Could we do a 20-minute demo on Thursday at 9?',
    ]);
    expect(report.objectionHandled).toBe(true);
    expect(report.outcome).toBe('goal_reached');
    const markdown = renderSalesCallReportMarkdown(report, hard, serverT('en', 'report'));
    expect(markdown).toContain('Talk ratio (you)');
    expect(markdown).toContain('Longest monologue');
    for (const strength of report.strengths) expect(markdown).toContain(strength.slice(0, 10));
  });
});
