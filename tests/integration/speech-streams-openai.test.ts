// Decision 029 on the openai path: the transcription API takes files, so a recording sent while it
// is recorded is cut at its pauses into WAV pieces, each recognised while the person is still
// speaking, in order. A pitch spoken by espeak-ng with sentence pauses, encoded as the browser
// records it (WebM/Opus), goes in small pieces at ten times real time to the provider (and through
// the HTTP route); the fake OpenAI server answers each piece with its number. Needs `espeak-ng ffmpeg`.

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { espeakWav, hasBinaries, probeSeconds, toWebmOpus } from '../fixtures/audio.ts';
import {
  TRANSCRIPTIONS_PATH,
  errorReply,
  providerFor,
  startOpenAiServer,
  type FakeOpenAiServer,
  type FormFile,
  type RecordedRequest,
} from '../fixtures/openai-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { OpenAiProvider, VERBATIM_TRANSCRIPTION_PROMPT } from '../../src/server/ai/openai/openai-provider.ts';
import { AiProviderError, UndecodableAudioError, type SpeechStream } from '../../src/server/ai/provider.ts';
import { quietThreshold } from '../../src/server/ai/speech/pause-segmenter.ts';
import { PCM_BYTES_PER_SECOND } from '../../src/server/ai/speech/streaming-decoder.ts';
import type { PitchAnalysisResponse } from '../../src/shared/pitch-lab.ts';

const PITCH =
  'What if every small shop in Nairobi knew exactly what to restock each morning? Shop owners lose a fifth of their sales to empty shelves, every single week. StockSense is a phone app that tells them what to order from their own sales data. Forty shops already use it, and their sales grew twelve percent in two months. The owners open the app each morning and see a short list. We charge ten dollars a month per shop, and most owners pay it back in a week. We are raising fifty thousand dollars to reach five hundred shops this year. Will you join us?';

const TYPE = 'audio/webm;codecs=opus';
const API_KEY = 'sk-test-segmented-0123456789';
const available = hasBinaries('espeak-ng', 'ffmpeg');

/** 16 kbps: 2000 bytes are about a second of audio. */
const PIECE_BYTES = 2000;
/** Ten times real time. */
const PIECE_PAUSE_MS = 100;

/** The PCM inside a segment's WAV (the provider writes a plain 44-byte header). */
const pcmOf = (request: RecordedRequest) => (request.form!.file as FormFile).data.subarray(44);
const secondsOf = (request: RecordedRequest) => pcmOf(request).length / PCM_BYTES_PER_SECOND;

function frameLevels(pcm: Buffer): number[] {
  const levels: number[] = [];
  for (let offset = 0; offset + 640 <= pcm.length; offset += 640) {
    let sum = 0;
    for (let i = 0; i < 640; i += 2) sum += pcm.readInt16LE(offset + i) ** 2;
    levels.push(Math.sqrt(sum / 320));
  }
  return levels;
}

/** Each piece is answered with its number, and the seconds and tokens it was billed. */
function numberedReplies(ai: FakeOpenAiServer) {
  let count = 0;
  ai.setDefault(TRANSCRIPTIONS_PATH, (request) => {
    count += 1;
    return { json: { text: ` part ${count}. `, usage: { type: 'tokens', seconds: secondsOf(request), input_tokens: 10, output_tokens: 3 } } };
  });
}

async function feed(stream: SpeechStream, bytes: Buffer, pauseMs = PIECE_PAUSE_MS) {
  for (let offset = 0; offset < bytes.length; offset += PIECE_BYTES) {
    stream.write(bytes.subarray(offset, offset + PIECE_BYTES));
    await sleep(pauseMs);
  }
}

describe.skipIf(!available)('speech streams on the openai path', () => {
  let ai: FakeOpenAiServer;
  let dir: string;
  let webm: Buffer;
  let webmSeconds: number;
  let provider: OpenAiProvider;

  beforeAll(async () => {
    ai = await startOpenAiServer();
    dir = mkdtempSync(path.join(tmpdir(), 'speech-stream-openai-'));
    const file = path.join(dir, 'pitch.webm');
    webm = toWebmOpus(espeakWav(PITCH, dir), file);
    webmSeconds = probeSeconds(file);
    provider = providerFor(ai, API_KEY);
  }, 60_000);
  afterEach(() => ai.reset());
  afterAll(async () => {
    await ai?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('pieces cut at pauses are recognised while the person speaks, in order, and add up to the recording', async () => {
    expect(webmSeconds).toBeGreaterThan(30);
    numberedReplies(ai);
    const stream = provider.openSpeechStream!({ mimeType: TYPE, language: 'en', maxSeconds: 120 });
    await feed(stream, webm);
    const sentBeforeEnd = ai.requestsTo(TRANSCRIPTIONS_PATH).length;
    const result = await stream.end();
    const requests = ai.requestsTo(TRANSCRIPTIONS_PATH);

    expect(sentBeforeEnd).toBeGreaterThanOrEqual(2);
    expect(result.text).toBe(requests.map((_, i) => `part ${i + 1}.`).join(' '));
    const seconds = requests.map(secondsOf);
    const total = seconds.reduce((sum, s) => sum + s, 0);
    expect(Math.abs(total - webmSeconds)).toBeLessThanOrEqual(0.3);
    for (const s of seconds) expect(s).toBeLessThanOrEqual(26);
    expect(Math.abs(result.durationSeconds! - webmSeconds)).toBeLessThanOrEqual(0.3);
    expect(result.speech).toBeUndefined();
    expect(result.usage).toEqual({
      model: 'transcribe-model',
      audioSeconds: expect.closeTo(total, 1),
      inputTokens: 10 * requests.length,
      outputTokens: 3 * requests.length,
    });

    // Every cut is in a quiet stretch of the recording: the frames either side of it.
    const pcm = Buffer.concat(requests.map(pcmOf));
    const threshold = quietThreshold(frameLevels(pcm));
    let at = 0;
    for (const request of requests.slice(0, -1)) {
      at += pcmOf(request).length;
      const around = frameLevels(pcm.subarray(at - 640, at + 640));
      for (const level of around) expect(level).toBeLessThan(threshold);
    }

    // The same request as a whole file, plus the end of what came before as the prompt.
    requests.forEach((request, i) => {
      const file = request.form!.file as FormFile;
      expect(file.filename).toBe('segment.wav');
      expect(file.contentType).toBe('audio/wav');
      expect(file.data.readUInt32LE(24)).toBe(16_000);
      expect(request.form!.model).toBe('transcribe-model');
      expect(request.form!.language).toBe('en');
      expect(request.form!.temperature).toBe('0');
      const previous = requests
        .slice(0, i)
        .map((_, j) => `part ${j + 1}.`)
        .join(' ');
      expect(request.form!.prompt).toBe(previous ? `${VERBATIM_TRANSCRIPTION_PROMPT} ${previous}` : VERBATIM_TRANSCRIPTION_PROMPT);
    });
  }, 60_000);

  it('a piece the service fails twice (the one retry) fails the stream with the transcription error; no later piece is sent', async () => {
    ai.setDefault(TRANSCRIPTIONS_PATH, errorReply(500));
    const stream = provider.openSpeechStream!({ mimeType: TYPE, maxSeconds: 120 });
    await feed(stream, webm, 20);
    const error = await stream.end().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).not.toBeInstanceOf(UndecodableAudioError);
    expect((error as AiProviderError).id).toBe('pitch.transcribeFailed');
    expect(ai.requestsTo(TRANSCRIPTIONS_PATH)).toHaveLength(2);
  }, 60_000);

  it('bytes that are not audio are undecodable audio, and nothing is sent', async () => {
    const stream = provider.openSpeechStream!({ mimeType: TYPE, maxSeconds: 120 });
    stream.write(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(8000, 7)]));
    await expect(stream.end()).rejects.toBeInstanceOf(UndecodableAudioError);
    expect(ai.requestsTo(TRANSCRIPTIONS_PATH)).toHaveLength(0);
  });

  it('the language goes as ISO 639-1: pt-BR is sent as pt, streamed and whole', async () => {
    const short = toWebmOpus(espeakWav('Bom dia. Vendemos arroz.', dir, 'short'), path.join(dir, 'short.webm'));
    const stream = provider.openSpeechStream!({ mimeType: TYPE, language: 'pt-BR', maxSeconds: 120 });
    stream.write(short);
    await stream.end();
    await provider.transcribe({ data: short, mimeType: TYPE, language: 'pt-BR' });
    expect(ai.requestsTo(TRANSCRIPTIONS_PATH).map((request) => request.form!.language)).toEqual(['pt', 'pt']);
  });

  it('an aborted stream sends nothing more', async () => {
    numberedReplies(ai);
    const stream = provider.openSpeechStream!({ mimeType: TYPE, maxSeconds: 120 });
    await feed(stream, webm.subarray(0, Math.floor(webm.length / 2)), 20);
    stream.abort();
    // A request already on its way may still arrive.
    await sleep(200);
    const sent = ai.requestsTo(TRANSCRIPTIONS_PATH).length;
    stream.write(webm.subarray(Math.floor(webm.length / 2)));
    await sleep(500);
    expect(ai.requestsTo(TRANSCRIPTIONS_PATH).length).toBe(sent);
  });

  it('without ffmpeg the provider does not stream (recordings go up whole)', () => {
    const without = new OpenAiProvider({ chatModel: 'c', transcribeModel: 't', realtimeModel: 'r', realtimeVoice: 'v', timeoutMs: 1000, ffmpegPath: null });
    expect(without.openSpeechStream).toBeUndefined();
    expect(provider.openSpeechStream).toBeTypeOf('function');
  });

  describe('through the HTTP route', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: `${ai.url}/v1`, AI_API_KEY: API_KEY, AI_TIMEOUT_MS: '5000' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('a pitch sent while recorded is analysed from its pieces’ transcripts', async () => {
      numberedReplies(ai);
      const { cookie } = await t.signUp();
      const key = randomUUID();
      for (let offset = 0; offset < webm.length; offset += PIECE_BYTES) {
        const final = offset + PIECE_BYTES >= webm.length;
        const res = await t.request(`/api/speech-streams/${key}?offset=${offset}${final ? '&final=1' : ''}`, {
          method: 'PUT',
          cookie,
          headers: { 'content-type': TYPE },
          body: new Uint8Array(webm.subarray(offset, offset + PIECE_BYTES)),
        });
        expect(res.status, await res.clone().text()).toBe(200);
        await sleep(PIECE_PAUSE_MS / 2);
      }
      const res = await t.request(`/api/pitch-lab/analyze-audio?idempotencyKey=${key}&stream=${key}`, {
        method: 'POST',
        cookie,
        headers: { 'content-type': TYPE },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const body = (await res.json()) as PitchAnalysisResponse;
      const pieces = ai.requestsTo(TRANSCRIPTIONS_PATH);
      expect(pieces.length).toBeGreaterThanOrEqual(2);
      expect(body.transcript).toBe(pieces.map((_, i) => `part ${i + 1}.`).join(' '));
      expect(Math.abs(body.durationSeconds - webmSeconds)).toBeLessThanOrEqual(0.5);
    }, 60_000);
  });
});
