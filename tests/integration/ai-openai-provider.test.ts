import { walletOf } from '../helpers/wallet.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, type TestApp } from '../helpers/test-app.ts';
import {
  CHAT_PATH,
  REALTIME_CALLS_PATH,
  SAMPLE_ANSWER_SDP,
  TRANSCRIPTIONS_PATH,
  chatReply,
  errorReply,
  samplePitchModelReport,
  sampleSalesCallModelReport,
  startOpenAiServer,
  transcriptionReply,
  type FakeOpenAiServer,
  type FormFile,
} from '../fixtures/openai-server.ts';
import { guestRuns, toolUsageLogs } from '../../src/server/db/schema/index.ts';
import { AiProviderError } from '../../src/server/ai/provider.ts';
import { VERBATIM_TRANSCRIPTION_PROMPT } from '../../src/server/ai/openai/openai-provider.ts';
import { analyzePitchText } from '../../src/server/ai/analysis/pitch-analysis.ts';
import { buildProspectProfile } from '../../src/server/ai/analysis/prospect-profile.ts';
import type { PitchAnalysisResponse, PitchRunData } from '../../src/shared/pitch-lab.ts';
import type { SalesSetup } from '../../src/shared/reports.ts';

const API_KEY = 'sk-test-never-leaves-the-server-0123456789';
const TIMEOUT_MS = 1000;

const PITCH =
  'What if every corner shop knew what to restock each morning? Shop owners lose a fifth of their sales to empty shelves. StockSense is a phone app that tells them what to order from their own sales data. Forty shops already use it and their sales grew twelve percent. We are raising fifty thousand dollars to reach five hundred shops this year.';

const SETUP: SalesSetup = {
  product: 'FreshTrack, an app that cuts restaurant food waste',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Hard (Hostile/Resistant)',
};

/** Bytes that pass the server's WebM check (EBML magic); the fake server does not decode audio. */
const FAKE_WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4000, 7)]);

let ai: FakeOpenAiServer;
let t: TestApp;

beforeAll(async () => {
  ai = await startOpenAiServer();
  t = await createTestApp({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: `${ai.url}/v1`,
    AI_API_KEY: API_KEY,
    AI_REALTIME: 'on',
    AI_CHAT_MODEL: 'chat-model-x',
    AI_TRANSCRIBE_MODEL: 'transcribe-model-y',
    AI_REALTIME_MODEL: 'realtime-model-z',
    AI_REALTIME_VOICE: 'verse',
    AI_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});
afterEach(() => ai.reset());
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

const credits = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;
const logsOf = (userId: string) => t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, userId));

function analyzeText(cookie: string | undefined, transcript = PITCH, durationSeconds?: number) {
  return t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie, json: { transcript, ...(durationSeconds ? { durationSeconds } : {}) } });
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('openai provider: pitch analysis', () => {
  it('happy path: structured output from the model, metrics from our own counting, usage logged, key only in the Authorization header', async () => {
    const { cookie, userId } = await t.signUp();
    ai.enqueue(CHAT_PATH, chatReply(samplePitchModelReport({ overallScore: 81 }), { prompt_tokens: 700, completion_tokens: 300 }));
    const res = await analyzeText(cookie, PITCH, 40);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PitchAnalysisResponse;
    expect(body.report.overallScore).toBe(81);
    // Our counts, not the model's.
    const ours = analyzePitchText(PITCH, 40).metrics;
    expect(body.report.metrics).toEqual(ours);
    expect(body.durationSeconds).toBe(40);
    expect(body.analysis).toContain('Overall: 81/100');
    expect(await credits(userId)).toBe(1);

    const [request] = ai.requestsTo(CHAT_PATH);
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.json.model).toBe('chat-model-x');
    expect(request!.json.response_format.type).toBe('json_schema');
    expect(request!.json.response_format.json_schema).toMatchObject({ name: 'pitch_report', strict: true });
    const schema = request!.json.response_format.json_schema.schema;
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(expect.arrayContaining(['overallScore', 'scores', 'structure', 'improvements', 'rewrittenOpening']));
    expect(schema.properties.metrics).toBeUndefined();
    const prompt = request!.json.messages.map((m: { content: string }) => m.content).join('\n');
    expect(prompt).toContain(PITCH);
    expect(prompt).toContain(`${ours.wordsPerMinute} words per minute`);

    const [log] = await logsOf(userId);
    expect(log).toMatchObject({ status: 'completed', creditsUsed: 1, toolName: 'The Pitch Lab' });
    const data = log!.data as PitchRunData;
    expect(data.usage.analysis).toMatchObject({ inputTokens: 700, outputTokens: 300, model: 'chat-model-x' });
    expect(data.provider).toBe('openai');
    expect(JSON.stringify(body)).not.toContain(API_KEY);
  });

  it('too little speech (under 15 words) never reaches the model: the offline too-little report, refunded', async () => {
    const { cookie, userId } = await t.signUp();
    const res = await analyzeText(cookie, 'Testing, testing, one two three, can you hear me?', 6);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PitchAnalysisResponse;
    expect(ai.requestsTo(CHAT_PATH)).toHaveLength(0);
    expect(body.report.metrics.limited).toMatchObject({ tooLittleSpeech: true });
    expect(body.report.strengths).toEqual([]);
    expect(body.refunded).toBe(true);
    expect(await credits(userId)).toBe(2);
    expect((await logsOf(userId))[0]).toMatchObject({ status: 'completed', creditsUsed: 0 });
  });

  it('without a recording length the model is told delivery is null, and a delivery score it returns anyway is dropped', async () => {
    const { cookie } = await t.signUp();
    ai.enqueue(CHAT_PATH, chatReply(samplePitchModelReport()));
    const res = await analyzeText(cookie, PITCH);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PitchAnalysisResponse;
    expect(body.report.scores.delivery).toBeNull();
    expect(body.analysis).toContain('Delivery not measured');
    const prompt = ai
      .requestsTo(CHAT_PATH)[0]!
      .json.messages.map((m: { content: string }) => m.content)
      .join('\n');
    expect(prompt).toMatch(/delivery is null when the pace was not measured/);
    expect(prompt).toMatch(/set scores\.delivery to null/);
  });

  it('retries once when the model returns invalid JSON, telling it what was wrong', async () => {
    const { cookie, userId } = await t.signUp();
    ai.enqueue(CHAT_PATH, chatReply('Sure! Here is your report: {"overallScore": 7'), chatReply(samplePitchModelReport()));
    const res = await analyzeText(cookie);
    expect(res.status).toBe(200);
    const requests = ai.requestsTo(CHAT_PATH);
    expect(requests).toHaveLength(2);
    const retryMessages = requests[1]!.json.messages as { role: string; content: string }[];
    expect(retryMessages.at(-1)!.content).toMatch(/not valid/);
    const data = (await logsOf(userId))[0]!.data as PitchRunData;
    // Both attempts' tokens are counted.
    expect(data.usage.analysis).toMatchObject({ inputTokens: 240, outputTokens: 160 });
  });

  it('a reply that parses but breaks the schema counts as invalid too; twice invalid fails clearly and refunds', async () => {
    const { cookie, userId } = await t.signUp();
    ai.enqueue(CHAT_PATH, chatReply(samplePitchModelReport({ overallScore: 250 })), chatReply('still not json'));
    const res = await analyzeText(cookie);
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toEqual({ code: 'bad_gateway', id: 'pitch.analyzeFailed', message: 'Failed to analyze pitch' });
    expect(ai.requestsTo(CHAT_PATH)).toHaveLength(2);
    expect(await credits(userId)).toBe(2);
    expect((await logsOf(userId))[0]).toMatchObject({ status: 'failed', creditsUsed: 0 });
  });

  it('asks again when the model quotes words the speaker never said; a second invented quote is dropped, the report kept', async () => {
    const { cookie } = await t.signUp();
    const invented = { issue: 'The ask is vague', quote: 'We would love your support someday', suggestion: 'We are raising fifty thousand dollars by March.' };
    const spoken = {
      issue: 'The ask has no date',
      quote: 'we are raising Fifty thousand dollars',
      suggestion: 'We are raising fifty thousand dollars by March.',
    };
    ai.enqueue(CHAT_PATH, chatReply(samplePitchModelReport({ improvements: [invented] })), chatReply(samplePitchModelReport({ improvements: [spoken] })));
    const res = await analyzeText(cookie);
    expect(res.status).toBe(200);
    const requests = ai.requestsTo(CHAT_PATH);
    expect(requests).toHaveLength(2);
    const retry = (requests[1]!.json.messages as { content: string }[]).at(-1)!.content;
    expect(retry).toContain('not word for word in the transcript: "We would love your support someday"');
    // Case and spacing are not words: the second reply's quote stands.
    expect(((await res.json()) as PitchAnalysisResponse).report.improvements[0]!.quote).toBe(spoken.quote);

    ai.reset();
    ai.enqueue(CHAT_PATH, chatReply(samplePitchModelReport({ improvements: [invented] })), chatReply(samplePitchModelReport({ improvements: [invented] })));
    const again = await analyzeText(cookie);
    expect(again.status).toBe(200);
    const body = (await again.json()) as PitchAnalysisResponse;
    expect(body.report.improvements).toEqual([{ ...invented, quote: '' }]);
    expect(body.analysis).not.toContain('support someday');
  });

  it('retries once after 429 (honouring Retry-After) and succeeds', async () => {
    const { cookie, userId } = await t.signUp();
    ai.enqueue(CHAT_PATH, errorReply(429, 'Rate limit reached for requests', 'rate_limit_exceeded', { 'retry-after': '0.2' }));
    const started = Date.now();
    const res = await analyzeText(cookie);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(ai.requestsTo(CHAT_PATH)).toHaveLength(2);
    expect(await credits(userId)).toBe(1);
  });

  it('gives up after one retry on 5xx, refunds, and never leaks the provider error', async () => {
    const { cookie, userId } = await t.signUp();
    ai.enqueue(CHAT_PATH, errorReply(503, 'upstream-internal-detail-42'), errorReply(500, 'upstream-internal-detail-43'));
    const res = await analyzeText(cookie);
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(text).toContain('Failed to analyze pitch');
    expect(text).not.toContain('upstream-internal-detail');
    expect(ai.requestsTo(CHAT_PATH)).toHaveLength(2);
    expect(await credits(userId)).toBe(2);
  });

  it('does not retry an exhausted quota (429 insufficient_quota)', async () => {
    const { cookie } = await t.signUp();
    ai.enqueue(CHAT_PATH, errorReply(429, 'You exceeded your current quota', 'insufficient_quota'));
    const res = await analyzeText(cookie);
    expect(res.status).toBe(502);
    expect(ai.requestsTo(CHAT_PATH)).toHaveLength(1);
  });

  it('times out after AI_TIMEOUT_MS: the credit is refunded and the spec message shown', async () => {
    const { cookie, userId } = await t.signUp();
    ai.enqueue(CHAT_PATH, { ...chatReply(samplePitchModelReport()), delayMs: TIMEOUT_MS * 4 });
    const started = Date.now();
    const res = await analyzeText(cookie);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe('Failed to analyze pitch');
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 3);
    // No retry after a timeout: the user has waited long enough.
    expect(ai.requestsTo(CHAT_PATH)).toHaveLength(1);
    expect(await credits(userId)).toBe(2);
    expect((await logsOf(userId))[0]).toMatchObject({ status: 'failed', creditsUsed: 0 });
  });

  it('a guest whose run timed out keeps the free trial', async () => {
    const guestRunCount = async () => (await t.deps.db.select().from(guestRuns)).length;
    const before = await guestRunCount();
    ai.enqueue(CHAT_PATH, { ...chatReply(samplePitchModelReport()), delayMs: TIMEOUT_MS * 4 });
    const failed = await analyzeText(undefined);
    expect(failed.status).toBe(502);
    // The trial cookie is cleared and the claim released.
    expect(failed.headers.getSetCookie().at(-1)).toMatch(/^gt_guest=;.*Max-Age=0/);
    expect(await guestRunCount()).toBe(before);

    const ok = await analyzeText(undefined);
    expect(ok.status).toBe(200);
    expect(await guestRunCount()).toBe(before + 1);
    const second = await analyzeText(cookieFrom(ok));
    expect(second.status).toBe(403);
  });
});

describe("openai provider: the user's language", () => {
  it('a French user gets the report written in French (quotes kept as spoken) and the transcription told the language', async () => {
    const { cookie } = await t.signUp();
    const french = `${cookie}; gt_lang=fr`;
    ai.enqueue(CHAT_PATH, chatReply(samplePitchModelReport({ overallScore: 70 })));
    expect((await analyzeText(french, PITCH, 40)).status).toBe(200);
    const [chat] = ai.requestsTo(CHAT_PATH);
    const system = (chat!.json as { messages: { role: string; content: string }[] }).messages[0]!.content;
    expect(system).toContain('Write every text of the report in French.');
    expect(system).toContain('Quotes stay exactly as the transcript has them');

    ai.enqueue(TRANSCRIPTIONS_PATH, transcriptionReply('Bonjour, nous vendons du riz aux boutiques de Dakar.', 12));
    ai.enqueue(CHAT_PATH, chatReply(samplePitchModelReport({ overallScore: 60 })));
    const res = await t.request('/api/pitch-lab/analyze-audio?durationSeconds=12', {
      method: 'POST',
      cookie: french,
      headers: { 'content-type': 'audio/webm;codecs=opus' },
      body: FAKE_WEBM,
    });
    expect(res.status).toBe(200);
    expect(ai.requestsTo(TRANSCRIPTIONS_PATH)[0]!.form!.language).toBe('fr');
  });

  it("without a language cookie, Accept-Language decides; an English browser's recording is transcribed as English", async () => {
    const { cookie } = await t.signUp();
    ai.enqueue(CHAT_PATH, chatReply(samplePitchModelReport({ overallScore: 70 })));
    const res = await t.request('/api/pitch-lab/analyze-text', {
      method: 'POST',
      cookie,
      headers: { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' },
      json: { transcript: PITCH, durationSeconds: 40 },
    });
    expect(res.status).toBe(200);
    const system = (ai.requestsTo(CHAT_PATH)[0]!.json as { messages: { content: string }[] }).messages[0]!.content;
    expect(system).toContain('in Swahili.');

    ai.reset();
    ai.enqueue(TRANSCRIPTIONS_PATH, transcriptionReply('We sell rice to shops.', 5));
    ai.enqueue(CHAT_PATH, chatReply(samplePitchModelReport({ overallScore: 50 })));
    const english = await t.request('/api/pitch-lab/analyze-audio?durationSeconds=5', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'audio/webm;codecs=opus', 'accept-language': 'en-US' },
      body: FAKE_WEBM,
    });
    expect(english.status).toBe(200);
    expect(ai.requestsTo(TRANSCRIPTIONS_PATH)[0]!.form!.language).toBe('en');
  });

  it("the prospect speaks the user's language, in turn-based and realtime calls", async () => {
    const offer = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n';
    await t.deps.ai.startRealtimeCall(SETUP, offer, 'pt');
    const session = JSON.parse(ai.requestsTo(REALTIME_CALLS_PATH)[0]!.form!.session as string);
    expect(session.instructions).toContain('Speak European Portuguese at a natural pace.');
    expect(session.audio.input.transcription).toEqual({ model: 'transcribe-model-y', language: 'pt' });

    ai.enqueue(CHAT_PATH, chatReply({ reply: 'Bueno, ¿quién habla?', yielded: false }));
    await t.deps.ai.prospectReply([], SETUP, 'es');
    const system = (ai.requestsTo(CHAT_PATH)[0]!.json as { messages: { content: string }[] }).messages[0]!.content;
    expect(system).toContain('Always speak Spanish');
  });
});

describe('openai provider: transcription', () => {
  it('uploads multipart audio with the verbatim prompt; fillers survive into the report; audio seconds logged', async () => {
    const { cookie, userId } = await t.signUp();
    const spoken =
      'Umm, so, like, what if every shop knew what to restock? Uh, shop owners lose, like, a fifth of their sales. Um, StockSense fixes that. We are raising fifty thousand dollars.';
    ai.enqueue(TRANSCRIPTIONS_PATH, transcriptionReply(spoken, 14));
    const res = await t.request('/api/pitch-lab/analyze-audio?durationSeconds=13.6', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'audio/webm;codecs=opus' },
      body: FAKE_WEBM,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PitchAnalysisResponse;
    expect(body.transcript).toBe(spoken);
    expect(body.report.metrics.fillerCount).toBeGreaterThanOrEqual(4);
    expect(body.report.metrics.durationSeconds).toBe(14);
    expect(body.analysis).toContain('What we heard');

    const [upload] = ai.requestsTo(TRANSCRIPTIONS_PATH);
    expect(upload!.headers['content-type']).toMatch(/multipart\/form-data/);
    expect(upload!.form!.model).toBe('transcribe-model-y');
    expect(upload!.form!.prompt).toBe(VERBATIM_TRANSCRIPTION_PROMPT);
    const file = upload!.form!.file as FormFile;
    expect(file.filename).toBe('pitch.webm');
    expect(file.contentType).toBe('audio/webm');
    expect(file.data.equals(FAKE_WEBM)).toBe(true);

    const data = (await logsOf(userId))[0]!.data as PitchRunData;
    expect(data.usage.transcription).toMatchObject({ audioSeconds: 14, model: 'transcribe-model-y' });
    expect(data.source).toBe('audio');
    expect(await credits(userId)).toBe(1);
  });

  it('transcription failure refunds with "Failed to transcribe audio"; an empty transcript with "No transcript received"', async () => {
    const { cookie, userId } = await t.signUp();
    ai.enqueue(TRANSCRIPTIONS_PATH, errorReply(500, 'boom'), errorReply(502, 'boom again'));
    const failed = await t.request('/api/pitch-lab/analyze-audio?durationSeconds=10', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'audio/webm' },
      body: FAKE_WEBM,
    });
    expect(failed.status).toBe(502);
    expect((await errorOf(failed)).message).toBe('Failed to transcribe audio');
    expect(await credits(userId)).toBe(2);

    ai.enqueue(TRANSCRIPTIONS_PATH, transcriptionReply('   '));
    const empty = await t.request('/api/pitch-lab/analyze-audio?durationSeconds=10', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'audio/webm' },
      body: FAKE_WEBM,
    });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe('No transcript received');
    expect(await credits(userId)).toBe(2);
    expect(ai.requestsTo(CHAT_PATH)).toHaveLength(0);
  });

  it('a 400 saying the file is corrupt is 422 unprocessable_audio (not a provider failure), refunded, not retried', async () => {
    const { cookie, userId } = await t.signUp();
    ai.enqueue(TRANSCRIPTIONS_PATH, errorReply(400, 'Audio file might be corrupted or unsupported', 'invalid_value'));
    const res = await t.request('/api/pitch-lab/analyze-audio?durationSeconds=10', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'audio/webm' },
      body: FAKE_WEBM,
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('unprocessable_audio');
    expect(await credits(userId)).toBe(2);
    expect(ai.requestsTo(TRANSCRIPTIONS_PATH)).toHaveLength(1);
  });
});

describe('openai provider: sales coach methods', () => {
  it('connects a realtime call from the server: offer, persona and models in the multipart form, API key, call id from Location', async () => {
    const offer = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n';
    const call = await t.deps.ai.startRealtimeCall(SETUP, offer);
    const [request] = ai.requestsTo(REALTIME_CALLS_PATH);
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request!.form!.sdp).toBe(offer);
    const session = JSON.parse(request!.form!.session as string);
    expect(session).toMatchObject({
      type: 'realtime',
      model: 'realtime-model-z',
      audio: { input: { transcription: { model: 'transcribe-model-y' } }, output: { voice: 'verse' } },
    });
    const instructions = session.instructions as string;
    expect(instructions).toContain('FreshTrack, an app that cuts restaurant food waste');
    expect(instructions).toMatch(/hostile/i);
    expect(instructions).toMatch(/never coach/i);
    expect(instructions).toMatch(/never reveal/i);

    expect(call.callId).toMatch(/^rtc_test_/);
    expect(call.answerSdp).toBe(SAMPLE_ANSWER_SDP);
    expect(call.callsUrl).toBe(`${ai.url}/v1/realtime/calls`);
  });

  it('a refused call is "Failed to connect to AI coach", without provider details and without a retry', async () => {
    ai.enqueue(REALTIME_CALLS_PATH, errorReply(500, `Incorrect API key provided: ${API_KEY}`), errorReply(500, 'again'));
    const error = await t.deps.ai.startRealtimeCall(SETUP, 'v=0\r\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).message).toBe('Failed to connect to AI coach. Please try again.');
    expect((error as AiProviderError).message).not.toContain(API_KEY);
    // Never retried: a second exchange could start a second call.
    expect(ai.requestsTo(REALTIME_CALLS_PATH)).toHaveLength(1);
    // An answer without a call id cannot be hung up: refused too.
    ai.enqueue(REALTIME_CALLS_PATH, { status: 201, text: SAMPLE_ANSWER_SDP, headers: { 'content-type': 'application/sdp' } });
    await expect(t.deps.ai.startRealtimeCall(SETUP, 'v=0\r\n')).rejects.toBeInstanceOf(AiProviderError);
  });

  it('prospectReply keeps the persona in the system message and maps the history to chat roles', async () => {
    ai.enqueue(CHAT_PATH, chatReply({ reply: 'Too expensive. No budget.', yielded: false }));
    const reply = await t.deps.ai.prospectReply(
      [
        { role: 'prospect', text: 'Lee. Make it quick.' },
        { role: 'user', text: 'Hi, I help restaurants cut food waste by thirty percent.' },
      ],
      SETUP,
    );
    expect(reply).toMatchObject({ text: 'Too expensive. No budget.', yielded: false });
    expect(reply.usage?.inputTokens).toBe(120);
    const messages = ai.requestsTo(CHAT_PATH)[0]!.json.messages as { role: string; content: string }[];
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain(buildProspectProfile(SETUP).name);
    expect(messages.slice(1).map((m) => m.role)).toEqual(['assistant', 'user']);
  });

  it('a prospect reply that breaks character (coaching, talking about the exercise) is replaced by the scripted buyer', async () => {
    ai.enqueue(CHAT_PATH, chatReply({ reply: 'As an AI role-play partner, you should ask me about my budget first!', yielded: true }));
    const reply = await t.deps.ai.prospectReply([{ role: 'user', text: 'Hello, this is Sam from FreshTrack.' }], SETUP);
    expect(reply.text).not.toMatch(/as an ai|role-play|you should/i);
    expect(reply.yielded).toBe(false);
  });

  it("analyzeSalesCall: model judgement, our call metrics; quotes are the rep's own words", async () => {
    // First quoting the prospect (not the rep's words): asked again.
    const improvement = { issue: 'You asked about cost but never tied it to value', suggestion: 'So what would halving that waste be worth to you?' };
    ai.enqueue(
      CHAT_PATH,
      chatReply(sampleSalesCallModelReport({ overallScore: 60, improvements: [{ ...improvement, quote: 'Too expensive. No budget.' }] })),
      chatReply(sampleSalesCallModelReport({ overallScore: 64, improvements: [{ ...improvement, quote: 'What does food waste cost you each month' }] })),
    );
    const turns = [
      { role: 'prospect' as const, text: 'Lee. Make it quick.' },
      { role: 'user' as const, text: 'What does food waste cost you each month today?' },
      { role: 'prospect' as const, text: 'Too expensive. No budget.' },
    ];
    const { report, usage } = await t.deps.ai.analyzeSalesCall(turns, SETUP);
    expect(report.overallScore).toBe(64);
    expect(ai.requestsTo(CHAT_PATH)).toHaveLength(2);
    expect(report.improvements[0]!.quote).toBe('What does food waste cost you each month');
    expect(report.metrics).toMatchObject({ userTurns: 1, prospectTurns: 2, questionsAsked: 1 });
    expect(usage?.model).toBe('chat-model-x');
    expect(ai.requestsTo(CHAT_PATH)[0]!.json.response_format.json_schema.name).toBe('sales_call_report');
  });

  it('enrichCommissionReasoning returns the model text, or null when the model fails', async () => {
    ai.enqueue(CHAT_PATH, chatReply('Reps earn 10% of each paid invoice.'));
    expect(await t.deps.ai.enrichCommissionReasoning('Plan: 10% of collected revenue')).toBe('Reps earn 10% of each paid invoice.');
    ai.enqueue(CHAT_PATH, errorReply(500), errorReply(500));
    expect(await t.deps.ai.enrichCommissionReasoning('Plan: 10% of collected revenue')).toBeNull();
  });
});

describe('realtime availability', () => {
  it('offers realtime voice only on OpenAI itself unless forced', async () => {
    const { createAiProvider } = await import('../../src/server/ai/create-provider.ts');
    const { parseEnv } = await import('../../src/server/env.ts');
    const groq = createAiProvider(parseEnv({ AI_API_KEY: 'k', AI_BASE_URL: 'https://api.groq.com/openai/v1' } as NodeJS.ProcessEnv));
    expect(groq.capabilities.realtimeVoice).toBe(false);
    await expect(groq.startRealtimeCall(SETUP, 'v=0\r\n')).rejects.toBeInstanceOf(AiProviderError);
    expect(createAiProvider(parseEnv({ AI_API_KEY: 'k' } as NodeJS.ProcessEnv)).capabilities.realtimeVoice).toBe(true);
    expect(createAiProvider(parseEnv({ AI_API_KEY: 'k', AI_REALTIME: 'off' } as NodeJS.ProcessEnv)).capabilities.realtimeVoice).toBe(false);
  });
});
