import { setWallet, walletOf } from '../helpers/wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, cookieFrom, type TestApp } from '../helpers/test-app.ts';
import { pcmWav } from '../fixtures/audio.ts';
import { toolUsageLogs } from '../../src/server/db/schema/index.ts';
import { LocalProvider } from '../../src/server/ai/local/local-provider.ts';
import type { AiProvider } from '../../src/server/ai/provider.ts';
import type { PitchAnalysisResponse, PitchRunData } from '../../src/shared/pitch-lab.ts';

const PITCH =
  'What if every corner shop knew exactly what to restock each morning? Shop owners lose a fifth of their sales to empty shelves. StockSense is a phone app that tells them what to order, based on their own sales. Forty shops already use it and their sales grew twelve percent in two months. We are raising fifty thousand dollars by March to reach five hundred shops. Will you join us?';

const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const credits = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;
const logsOf = (userId: string) => t.deps.db.select().from(toolUsageLogs).where(eq(toolUsageLogs.userId, userId));

function upload(
  body: Uint8Array,
  contentType: string,
  { cookie, query = '?durationSeconds=30', headers = {} }: { cookie?: string; query?: string; headers?: Record<string, string> } = {},
) {
  return t.request(`/api/pitch-lab/analyze-audio${query}`, {
    method: 'POST',
    cookie,
    headers: { 'content-type': contentType, ...headers },
    body: new Uint8Array(body),
  });
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** Runs `work` with another provider in place (routes read deps.ai on every request). */
async function withProvider<T>(provider: AiProvider, work: () => Promise<T>): Promise<T> {
  const original = t.deps.ai;
  t.deps.ai = provider;
  try {
    return await work();
  } finally {
    t.deps.ai = original;
  }
}

describe('GET /api/pitch-lab/capabilities', () => {
  it('tells the browser whether speech-to-text is available', async () => {
    const res = await t.request('/api/pitch-lab/capabilities');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ speechToText: t.deps.ai.capabilities.speechToText });
    await withProvider(new LocalProvider({ speechEngine: null }), async () => {
      expect(await (await t.request('/api/pitch-lab/capabilities')).json()).toEqual({ speechToText: false });
    });
  });
});

describe('POST /api/pitch-lab/analyze-audio: refused uploads spend nothing', () => {
  const wavOver90s = pcmWav(100, { sampleRate: 4000 });
  const head = (n = 64) => Buffer.concat([WEBM_MAGIC, Buffer.alloc(n)]);
  type Send = (cookie: string) => Promise<Response>;
  const cases: [string, Send, number, RegExp][] = [
    ['a non-audio content type', (cookie) => upload(PNG, 'image/png', { cookie }), 415, /Unsupported audio format/],
    [
      'a missing content type',
      (cookie) => t.request('/api/pitch-lab/analyze-audio', { method: 'POST', cookie, body: head() }),
      415,
      /Unsupported audio format/,
    ],
    ['a PNG renamed to audio/webm', (cookie) => upload(PNG, 'audio/webm;codecs=opus', { cookie }), 415, /not a valid audio recording/],
    ['WebM bytes declared as WAV', (cookie) => upload(head(), 'audio/wav', { cookie }), 415, /not a valid audio recording/],
    ['text declared as audio/ogg', (cookie) => upload(Buffer.from('OgXs not really ogg'), 'audio/ogg', { cookie }), 415, /not a valid audio recording/],
    ['a body over 2 MB', (cookie) => upload(head(2 * 1024 * 1024), 'audio/webm', { cookie }), 413, /too large/],
    [
      'a declared Content-Length over 2 MB',
      (cookie) => upload(head(10), 'audio/webm', { cookie, headers: { 'content-length': String(3 * 1024 * 1024) } }),
      413,
      /too large/,
    ],
    ['a duration over 90 s', (cookie) => upload(head(), 'audio/webm', { cookie, query: '?durationSeconds=120' }), 413, /longer than 90 seconds/],
    ['a WAV whose header says 100 s', (cookie) => upload(wavOver90s, 'audio/wav', { cookie, query: '' }), 413, /longer than 90 seconds/],
    ['an empty body', (cookie) => upload(Buffer.alloc(0), 'audio/webm', { cookie }), 400, /empty/],
    ['a duration that is not a number', (cookie) => upload(head(), 'audio/webm', { cookie, query: '?durationSeconds=abc' }), 400, /durationSeconds/],
  ];

  it.each(cases)('%s', async (_name, send, status, message) => {
    const { cookie, userId } = await t.signUp();
    const res = await send(cookie);
    expect(res.status).toBe(status);
    expect((await errorOf(res)).message).toMatch(message);
    expect(await credits(userId)).toBe(2);
    expect(await logsOf(userId)).toHaveLength(0);
  });

  it('a refused guest upload does not claim the free trial', async () => {
    const res = await upload(PNG, 'audio/webm');
    expect(res.status).toBe(415);
    expect(res.headers.getSetCookie().join(';')).not.toMatch(/gt_guest/);
  });
});

describe('speech-to-text not set up', () => {
  it('answers 503 stt_unavailable with the clear message and spends nothing', async () => {
    const { cookie, userId } = await t.signUp();
    await withProvider(new LocalProvider({ speechEngine: null }), async () => {
      const res = await upload(pcmWav(2), 'audio/wav', { cookie });
      expect(res.status).toBe(503);
      expect(await errorOf(res)).toEqual({
        code: 'stt_unavailable',
        id: 'pitch.sttUnavailable',
        message: 'Speech-to-text is not set up on this server. You can type or paste your pitch instead.',
      });
      // The typed path still works on the same server.
      const typed = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie, json: { transcript: PITCH } });
      expect(typed.status).toBe(200);
    });
    expect(await credits(userId)).toBe(1);
    expect(await logsOf(userId)).toHaveLength(1);
  });
});

describe('POST /api/pitch-lab/analyze-text', () => {
  it('spends one credit, logs the markdown and the structured report, and shows up in the history', async () => {
    const { cookie, userId } = await t.signUp();
    const res = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie, json: { transcript: `  ${PITCH}  `, durationSeconds: 28 } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PitchAnalysisResponse;
    expect(body.transcript).toBe(PITCH);
    expect(body.durationSeconds).toBe(28);
    expect(body.report.metrics.durationSeconds).toBe(28);
    expect(body.report.metrics.wordsPerMinute).toBe(Math.round((body.report.metrics.wordCount / 28) * 60));
    expect(body.report.structure).toMatchObject({ hook: true, ask: true });
    expect(body.analysis).toMatch(/^## Pitch Lab report/);
    expect(body.analysis).not.toContain('What we heard');
    expect(await credits(userId)).toBe(1);

    const [log] = await logsOf(userId);
    expect(log).toMatchObject({ status: 'completed', creditsUsed: 1, toolName: 'The Pitch Lab', result: body.analysis });
    const data = log!.data as PitchRunData;
    expect(data).toMatchObject({ source: 'text', provider: 'local', transcript: PITCH });
    expect(data.report).toEqual(body.report);

    const runs = (await (await t.request('/api/me/runs?toolId=pitch-lab', { cookie })).json()) as { data: PitchRunData }[];
    expect(runs).toHaveLength(1);
    expect(runs[0]!.data.report.overallScore).toBe(body.report.overallScore);
  });

  it('estimates the duration when the pitch was not timed', async () => {
    const { cookie } = await t.signUp();
    const body = (await (
      await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie, json: { transcript: PITCH } })
    ).json()) as PitchAnalysisResponse;
    expect(body.durationSeconds).toBe(Math.round((body.report.metrics.wordCount / 150) * 60));
  });

  it('premium users are not charged; out of credits is 402 with the spec message', async () => {
    const premium = await t.signUp();
    await setWallet(t.deps.db, premium.userId, { subscriptionTier: 'premium', credits: 0 });
    expect((await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie: premium.cookie, json: { transcript: PITCH } })).status).toBe(200);
    expect((await logsOf(premium.userId))[0]).toMatchObject({ creditsUsed: 0, status: 'completed' });

    const broke = await t.signUp();
    await setWallet(t.deps.db, broke.userId, { credits: 0 });
    const res = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie: broke.cookie, json: { transcript: PITCH } });
    expect(res.status).toBe(402);
    expect((await errorOf(res)).message).toBe("You've used all your available credits. Purchase more credits to continue using fixer tools.");
    expect(await logsOf(broke.userId)).toHaveLength(0);
  });

  it.each([
    ['a transcript under 20 characters', { transcript: 'Too short pitch.' }, /at least 20 characters/],
    ['a transcript over 5000 characters', { transcript: 'x'.repeat(5001) }, /under 5000 characters/],
    ['a duration over 90 s', { transcript: PITCH, durationSeconds: 120 }, /90 seconds or less/],
    ['a negative duration', { transcript: PITCH, durationSeconds: -3 }, /durationSeconds/],
    ['an unknown field', { transcript: PITCH, credits: 99 }, /Unrecognized key/],
    ['no transcript', {}, /transcript/],
  ])('rejects %s with 400 and spends nothing', async (_label, json, message) => {
    const { cookie, userId } = await t.signUp();
    const res = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie, json });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(message);
    expect(await credits(userId)).toBe(2);
    expect(await logsOf(userId)).toHaveLength(0);
  });

  it('limits analyses per account per hour (AI cost control) with 429, spending nothing', async () => {
    const { cookie, userId } = await t.signUp();
    await t.deps.db.execute(sql`insert into rate_limits (key, count, window_start) values (${`pitch:user:${userId}`}, 30, now())`);
    const res = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie, json: { transcript: PITCH } });
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toMatch(/Too many pitch analyses/);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await credits(userId)).toBe(2);
  });

  it('a guest gets one free analysis, then the trial is used', async () => {
    const first = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', json: { transcript: PITCH } });
    expect(first.status).toBe(200);
    const second = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie: cookieFrom(first), json: { transcript: PITCH } });
    expect(second.status).toBe(403);
    expect((await errorOf(second)).message).toMatch(/free trial/);
  });
});

describe('a report that could not judge the pitch costs nothing', () => {
  // German: a language the offline analysis does not read (it reads en, fr, pt, es and sw).
  const GERMAN =
    'Guten Tag, ich heiße Anna und verkaufe Solarlampen an Familien in Hamburg. Unsere Lampen leuchten die ganze Nacht und kosten weniger als Petroleum. Mehr als zweihundert Familien benutzen sie schon. Wollen Sie diese Woche eine ausprobieren?';
  const FRENCH =
    'Bonjour, je m’appelle Awa et je vends des lampes solaires aux familles de Thiès. Nos lampes éclairent toute la nuit et coûtent moins cher que le pétrole. Plus de deux cents familles les utilisent déjà. Voulez-vous en essayer une cette semaine ?';

  // A reader of Portuguese: an English reader's unclear words are still read as English (a price list).
  const PORTUGUESE_READER = { 'accept-language': 'pt' };

  it('a pitch in a language the offline analysis does not read: the report says why, the credit comes back, the run is logged at 0 credits', async () => {
    const { cookie, userId } = await t.signUp();
    const res = await t.request('/api/pitch-lab/analyze-text', {
      method: 'POST',
      cookie,
      headers: PORTUGUESE_READER,
      json: { transcript: GERMAN, durationSeconds: 25 },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PitchAnalysisResponse;
    expect(body.refunded).toBe(true);
    expect(body.report.metrics.limited).toMatchObject({ spokenLanguage: 'unknown' });
    expect(body.analysis).not.toMatch(/AI\\?_PROVIDER/);
    expect(await credits(userId)).toBe(2);
    expect((await logsOf(userId))[0]).toMatchObject({ status: 'completed', creditsUsed: 0, result: body.analysis });
  });

  it('a French pitch is read in full and charged (issue 32)', async () => {
    const { cookie, userId } = await t.signUp();
    const res = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie, json: { transcript: FRENCH, durationSeconds: 25 } });
    const body = (await res.json()) as PitchAnalysisResponse;
    expect(body.refunded).toBe(false);
    expect(body.report.metrics.limited).toBeUndefined();
    expect(body.report.metrics.paceLanguage).toBe('fr');
    expect(body.report.structure).toMatchObject({ solution: true, proof: true, ask: true });
    expect(await credits(userId)).toBe(1);
  });

  it('a judged pitch is charged as before (refunded: false)', async () => {
    const { cookie, userId } = await t.signUp();
    const body = (await (
      await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie, json: { transcript: PITCH } })
    ).json()) as PitchAnalysisResponse;
    expect(body.refunded).toBe(false);
    expect(await credits(userId)).toBe(1);
  });

  it("a guest's trial is given back, so the device may try again", async () => {
    const first = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', headers: PORTUGUESE_READER, json: { transcript: GERMAN } });
    expect(first.status).toBe(200);
    expect(((await first.json()) as PitchAnalysisResponse).refunded).toBe(true);
    const second = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie: cookieFrom(first), json: { transcript: PITCH } });
    expect(second.status).toBe(200);
  });

  it('the public config tells the pages which languages the coach judges and which it understands spoken', async () => {
    const config = (await (await t.request('/api/config')).json()) as { coachLanguages: unknown; speechLanguages: unknown };
    expect(config.coachLanguages).toEqual(t.deps.ai.capabilities.judgedLanguages);
    expect(config.speechLanguages).toEqual(t.deps.ai.capabilities.speechLanguages);
    expect(config.speechLanguages).toBeDefined();
  });
});

describe.skipIf(!new LocalProvider().capabilities.speechToText)('local speech engine failures refund the credit', () => {
  it('audio the engine cannot decode: 422 unprocessable_audio (the upload, not the service), refunded', async () => {
    const { cookie, userId } = await t.signUp();
    const garbage = Buffer.concat([WEBM_MAGIC, Buffer.alloc(5000, 0x42)]);
    const res = await upload(garbage, 'audio/webm;codecs=opus', { cookie });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'unprocessable_audio',
      id: 'pitch.undecodable',
      message: 'Failed to transcribe audio: the recording could not be decoded. Please record it again, or type your pitch instead.',
    });
    expect(await credits(userId)).toBe(2);
    expect((await logsOf(userId))[0]).toMatchObject({ status: 'failed', creditsUsed: 0 });
  }, 60_000);

  it('silence: "No transcript received", refunded', async () => {
    const { cookie, userId } = await t.signUp();
    const res = await upload(pcmWav(3, { sampleRate: 16000 }), 'audio/wav', { cookie, query: '?durationSeconds=3' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('No transcript received');
    expect(await credits(userId)).toBe(2);
  }, 60_000);
});
