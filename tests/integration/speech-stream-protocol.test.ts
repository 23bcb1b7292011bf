import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, cookieFrom, type TestApp } from '../helpers/test-app.ts';
import { walletOf } from '../helpers/wallet.ts';
import { pcmWav } from '../fixtures/audio.ts';
import type { AiProvider, SpeechStream } from '../../src/server/ai/provider.ts';
import type { PitchAnalysisResponse } from '../../src/shared/pitch-lab.ts';
import { SPEECH_STREAM_CHUNK_MAX_BYTES } from '../../src/shared/speech-streams.ts';

// Decision 029, the wire protocol: bytes appended at offsets (a repeat skipped, a gap refused with
// where to resume), the stream opened only by bytes that start the declared container, taken once
// by its owner's tool run, and every refusal leaving a whole upload possible. The engine is a fake
// that keeps what it was fed, so the test sees exactly the bytes the recogniser got.

const PITCH =
  'What if every corner shop knew exactly what to restock each morning? Forty shops already use StockSense and their sales grew twelve percent in two months. We are raising fifty thousand dollars by March. Will you join us?';

let t: TestApp;
const fed: Buffer[][] = [];
let aborted = 0;
beforeAll(async () => {
  t = await createTestApp();
  const real = t.deps.ai;
  const fake: AiProvider = Object.create(real);
  fake.openSpeechStream = () => {
    const got: Buffer[] = [];
    fed.push(got);
    const stream: SpeechStream = {
      write: (bytes) => got.push(Buffer.from(bytes)),
      end: async () => ({ text: PITCH, durationSeconds: 20 }),
      abort: () => {
        aborted += 1;
      },
    };
    return stream;
  };
  fake.transcribe = async () => ({ text: PITCH, durationSeconds: 20 });
  Object.defineProperty(fake, 'capabilities', { value: { ...real.capabilities, speechToText: true } });
  t.deps.ai = fake;
  // The registry holds the provider it was made with.
  (t.deps.speechStreams as unknown as { ai: AiProvider }).ai = fake;
});
afterAll(async () => {
  await t?.close();
});

const RECORDING = pcmWav(3, { sampleRate: 8000, toneHz: 440 });
const TYPE = 'audio/wav';

function append(key: string, offset: number, bytes: Buffer | Uint8Array, options: { cookie?: string; final?: boolean; type?: string } = {}) {
  return t.request(`/api/speech-streams/${key}?offset=${offset}${options.final ? '&final=1' : ''}`, {
    method: 'PUT',
    cookie: options.cookie,
    headers: { 'content-type': options.type ?? TYPE },
    body: new Uint8Array(bytes),
  });
}

function analyzeStreamed(key: string, cookie?: string) {
  return t.request(`/api/pitch-lab/analyze-audio?durationSeconds=20&idempotencyKey=${key}&stream=${key}`, {
    method: 'POST',
    cookie,
    headers: { 'content-type': TYPE },
  });
}

const credits = async (userId: string) => (await walletOf(t.deps.db, userId)).credits;

describe('PUT /api/speech-streams/:key', () => {
  it('reassembles a recording sent in pieces, with a repeat and a gap, and the Pitch Lab takes it once for one credit', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await credits(userId);
    const key = randomUUID();
    const a = RECORDING.subarray(0, 1000);
    const b = RECORDING.subarray(1000, 30_000);
    const rest = RECORDING.subarray(30_000);

    let res = await append(key, 0, a, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 1000, complete: false });
    // A gap: the server says where to resume.
    res = await append(key, 30_000, rest, { cookie, final: true });
    expect(res.status).toBe(409);
    expect((await res.json()).error.details).toMatchObject({ reason: 'offset_mismatch', received: 1000 });
    // The first piece again (its answer was lost) with the next one: the repeat is skipped.
    res = await append(key, 0, RECORDING.subarray(0, 30_000), { cookie });
    expect(await res.json()).toEqual({ received: 30_000, complete: false });
    void b;
    res = await append(key, 30_000, rest, { cookie, final: true });
    expect(await res.json()).toEqual({ received: RECORDING.length, complete: true });
    // The last answer lost too: sending it again changes nothing.
    res = await append(key, 30_000, rest, { cookie, final: true });
    expect(await res.json()).toEqual({ received: RECORDING.length, complete: true });
    expect(Buffer.concat(fed.at(-1)!).equals(RECORDING)).toBe(true);

    res = await analyzeStreamed(key, cookie);
    expect(res.status, await res.clone().text()).toBe(200);
    const report = (await res.json()) as PitchAnalysisResponse;
    expect(report.transcript).toBe(PITCH);
    expect(await credits(userId)).toBe(before - 1);
    // The same key again: the first answer, no second charge, although the stream is gone.
    res = await analyzeStreamed(key, cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as PitchAnalysisResponse).report).toEqual(report.report);
    expect(await credits(userId)).toBe(before - 1);
  });

  it('a stream that is not here (restart, expiry, never opened) is a 409 stream_missing that costs nothing', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await credits(userId);
    const key = randomUUID();
    let res = await append(key, 5000, RECORDING.subarray(5000), { cookie });
    expect(res.status).toBe(409);
    expect((await res.json()).error.details.reason).toBe('stream_missing');
    res = await analyzeStreamed(key, cookie);
    expect(res.status).toBe(409);
    expect((await res.json()).error.details.reason).toBe('stream_missing');
    // Not complete yet: not taken either.
    await append(key, 0, RECORDING.subarray(0, 5000), { cookie });
    res = await analyzeStreamed(key, cookie);
    expect(res.status).toBe(409);
    expect(await credits(userId)).toBe(before);
    // The whole recording, same key: analyzed.
    res = await t.request(`/api/pitch-lab/analyze-audio?durationSeconds=20&idempotencyKey=${key}`, {
      method: 'POST',
      cookie,
      headers: { 'content-type': TYPE },
      body: new Uint8Array(RECORDING),
    });
    expect(res.status).toBe(200);
    expect(await credits(userId)).toBe(before - 1);
  });

  it("another person's key is not theirs: they can neither add to it nor take it", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const key = randomUUID();
    expect((await append(key, 0, RECORDING.subarray(0, 2000), { cookie: owner.cookie })).status).toBe(200);
    const res = await append(key, 2000, RECORDING.subarray(2000), { cookie: other.cookie, final: true });
    expect(res.status).toBe(409);
    expect((await res.json()).error.details.reason).toBe('stream_missing');
    expect((await analyzeStreamed(key, other.cookie)).status).toBe(409);
    // Their own offset 0 opens their own stream under the same key, not the owner's.
    expect((await append(key, 0, RECORDING, { cookie: other.cookie, final: true })).status).toBe(200);
    expect(await (await append(key, 2000, RECORDING.subarray(2000), { cookie: owner.cookie, final: true })).json()).toEqual({
      received: RECORDING.length,
      complete: true,
    });
    expect((await analyzeStreamed(key, owner.cookie)).status).toBe(200);
    expect((await analyzeStreamed(key, other.cookie)).status).toBe(200);
  });

  it('refuses what is not the declared audio, a change of type, too much at once, and bad keys or offsets', async () => {
    const { cookie } = await t.signUp();
    const key = randomUUID();
    expect((await append(key, 0, new TextEncoder().encode('#EXTM3U\nfile:///etc/passwd'), { cookie })).status).toBe(415);
    expect((await append(key, 0, RECORDING, { cookie, type: 'text/plain' })).status).toBe(415);
    expect((await append(key, 0, new Uint8Array(0), { cookie })).status).toBe(400);
    expect((await append(key, 0, RECORDING.subarray(0, 1000), { cookie })).status).toBe(200);
    expect((await append(key, 1000, RECORDING.subarray(1000, 2000), { cookie, type: 'audio/webm' })).status).toBe(415);
    expect((await append(key, 1000, new Uint8Array(SPEECH_STREAM_CHUNK_MAX_BYTES + 1), { cookie })).status).toBe(413);
    expect((await append('not-a-uuid', 0, RECORDING, { cookie })).status).toBe(400);
    expect((await append(randomUUID(), -1, RECORDING, { cookie })).status).toBe(400);
    const badFinal = await t.request(`/api/speech-streams/${randomUUID()}?offset=0&final=yes`, {
      method: 'PUT',
      cookie,
      headers: { 'content-type': TYPE },
      body: new Uint8Array(RECORDING),
    });
    expect(badFinal.status).toBe(400);
    const badTake = await t.request(`/api/pitch-lab/analyze-audio?stream=not-a-uuid`, { method: 'POST', cookie, headers: { 'content-type': TYPE } });
    expect(badTake.status).toBe(400);
    const nul = await t.request(`/api/speech-streams/${key}?offset=1%00`, {
      method: 'PUT',
      cookie,
      headers: { 'content-type': TYPE },
      body: new Uint8Array(RECORDING),
    });
    expect(nul.status).toBe(400);
  });

  it('at most three streams open per person: the fourth is refused (the recording goes up whole), a discarded one frees its place', async () => {
    const { cookie } = await t.signUp();
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of keys) expect((await append(key, 0, RECORDING.subarray(0, 1000), { cookie })).status).toBe(200);
    const fourth = randomUUID();
    expect((await append(fourth, 0, RECORDING.subarray(0, 1000), { cookie })).status).toBe(429);
    const abortedBefore = aborted;
    const res = await t.request(`/api/speech-streams/${keys[0]}`, { method: 'DELETE', cookie });
    expect(await res.json()).toEqual({ discarded: true });
    expect(aborted).toBe(abortedBefore + 1);
    expect((await append(fourth, 0, RECORDING.subarray(0, 1000), { cookie })).status).toBe(200);
    for (const key of [...keys.slice(1), fourth]) await t.request(`/api/speech-streams/${key}`, { method: 'DELETE', cookie });
  });

  it('a guest streams too, and the streamed pitch uses the free trial once', async () => {
    const key = randomUUID();
    expect((await append(key, 0, RECORDING, { final: true })).status).toBe(200);
    const res = await analyzeStreamed(key);
    expect(res.status, await res.clone().text()).toBe(200);
    // The device's mark says the trial was used.
    const device = cookieFrom(res);
    const again = randomUUID();
    expect((await append(again, 0, RECORDING, { cookie: device, final: true })).status).toBe(200);
    expect((await analyzeStreamed(again, device)).status).toBe(403);
  });
});
