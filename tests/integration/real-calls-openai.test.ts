// Real calls on the openai path (issue 31): each turn of a call goes to the transcription API as its
// own correctly named WAV (providers refuse names they do not know, e.g. `.opus`), so its words keep
// the turn's times; the whole upload → report runs through the same route, against a local server
// that speaks OpenAI's wire format.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAiProvider } from '../../src/server/ai/openai/openai-provider.ts';
import { TRANSCRIPTIONS_PATH, errorReply, providerFor, startOpenAiServer, type FakeOpenAiServer, type FormFile } from '../fixtures/openai-server.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { hasBinaries } from '../fixtures/audio.ts';
import { encodeCall } from '../fixtures/call-containers.ts';
import { layOutScript, SAMPLE_SALES_CALL } from '../fixtures/call-script.ts';
import { renderCallTimeline } from '../fixtures/call-timeline.ts';
import type { CallAccepted, CallResponse } from '../../src/shared/calls.ts';

const API_KEY = 'sk-test-calls';
const available = hasBinaries('espeak-ng', 'ffmpeg', 'ffprobe');

describe('real calls on the openai path', () => {
  let ai: FakeOpenAiServer;
  let provider: OpenAiProvider;

  beforeAll(async () => {
    ai = await startOpenAiServer();
    provider = providerFor(ai, API_KEY, { ffmpegPath: null });
  });
  afterEach(() => ai.reset());
  afterAll(async () => {
    await ai?.close();
  });

  it('transcribes each turn on its own as a WAV and keeps its times', async () => {
    const samples = new Int16Array(16000 * 10).map((_, i) => Math.round(3000 * Math.sin(i / 5)));
    ai.enqueue(TRANSCRIPTIONS_PATH, { json: { text: 'first turn' } }, { json: { text: 'second turn' } });
    const { parts, usage } = await provider.transcribeTimed({
      samples,
      sampleRate: 16000,
      spans: [
        { start: 1, end: 3 },
        { start: 6, end: 9.5 },
      ],
      language: 'pt-BR',
    });
    expect(parts.map((p) => [p.start, p.end])).toEqual([
      [1, 3],
      [6, 9.5],
    ]);
    expect(parts.map((p) => p.text).sort()).toEqual(['first turn', 'second turn']);
    const requests = ai.requestsTo(TRANSCRIPTIONS_PATH);
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      const file = request.form!.file as FormFile;
      expect(file.filename).toBe('turn.wav');
      expect(file.contentType).toBe('audio/wav');
      expect(file.data.toString('latin1', 0, 4)).toBe('RIFF');
      expect(request.form!.language).toBe('pt');
    }
    // 2 s and 3.5 s of audio, each as 16-bit mono at 16 kHz plus its header.
    expect(requests.map((r) => (r.form!.file as FormFile).data.length).sort((a, b) => a - b)).toEqual([44 + 2 * 32000, 44 + 3.5 * 32000]);
    expect(usage).toMatchObject({ model: 'transcribe-model' });
  });

  it('a turn the API refuses fails the whole transcription (the call is then refunded)', async () => {
    ai.enqueue(TRANSCRIPTIONS_PATH, errorReply(500), errorReply(500));
    await expect(provider.transcribeTimed({ samples: new Int16Array(16000 * 3), sampleRate: 16000, spans: [{ start: 0, end: 2 }] })).rejects.toThrow();
  });

  it.skipIf(!available)(
    'analyses an uploaded call end to end with the hosted transcription',
    async () => {
      const t = await createTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: ai.url, AI_API_KEY: API_KEY });
      try {
        const timeline = await renderCallTimeline(await layOutScript(SAMPLE_SALES_CALL), { layout: 'stereo', noiseDb: -55, bleedDb: -22 });
        const file = await encodeCall(timeline.channels, timeline.sampleRate, 'whatsapp-opus');
        const { cookie } = await t.signUp();
        const response = await t.request('/api/calls?consent=1', {
          method: 'POST',
          cookie,
          headers: { 'content-type': 'audio/ogg' },
          body: new Uint8Array(file),
        });
        expect(response.status, await response.clone().text()).toBe(202);
        const { id } = (await response.json()) as CallAccepted;
        await t.deps.calls.idle();
        const call = (await (await t.request(`/api/calls/${id}`, { cookie })).json()) as CallResponse;
        expect(call.status).toBe('done');
        // One request per turn, the turns of both sides.
        expect(ai.requestsTo(TRANSCRIPTIONS_PATH).length).toBe(call.report!.transcript.length);
        expect(call.report!.metrics.channels).toBe(2);
      } finally {
        await t.close();
      }
    },
    120_000,
  );
});
