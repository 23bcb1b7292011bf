// Decision 029 with the real offline engine: a pitch spoken by espeak-ng, encoded as the browser
// records it (WebM/Opus, 16 kbps), sent in small pieces while "recorded" and recognised by
// pocketsphinx from a pipe, gives the same transcript and duration as the whole file; a Sales
// Coach push-to-talk turn takes the same path. Needs `espeak-ng pocketsphinx pocketsphinx-en-us ffmpeg`.

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SPEECH_TEST_BINARIES, espeakWav, hasBinaries, probeSeconds, toWebmOpus } from '../fixtures/audio.ts';
import type { PitchAnalysisResponse } from '../../src/shared/pitch-lab.ts';
import type { SalesSetup } from '../../src/shared/reports.ts';

const PITCH =
  'What if every small shop knew what to order each morning? Shop owners lose money on empty shelves. Our app tells them what to buy from their own sales. We are raising fifty thousand dollars. Will you join us?';
const TURN = 'Hello Jordan. How do you plan the staff schedule today?';
const SETUP: SalesSetup = {
  product: 'ShiftPal, a staff scheduling app for restaurants',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

const available = hasBinaries(...SPEECH_TEST_BINARIES);

describe.skipIf(!available)('speech streams with the offline engine', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'speech-stream-'));
    t = await createTestApp({ AI_PROVIDER: 'local' });
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Sends `bytes` in pieces of `size`, the last one marked final. */
  async function stream(key: string, bytes: Buffer, cookie: string | undefined, size = 4000) {
    for (let offset = 0; offset < bytes.length; offset += size) {
      const final = offset + size >= bytes.length;
      const res = await t.request(`/api/speech-streams/${key}?offset=${offset}${final ? '&final=1' : ''}`, {
        method: 'PUT',
        cookie,
        headers: { 'content-type': 'audio/webm;codecs=opus' },
        body: new Uint8Array(bytes.subarray(offset, offset + size)),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
  }

  it('a streamed pitch is heard exactly as the whole file is', async () => {
    const file = path.join(dir, 'pitch.webm');
    const webm = toWebmOpus(espeakWav(PITCH, dir), file);
    const whole = await t.deps.ai.transcribe({ data: webm, mimeType: 'audio/webm;codecs=opus' });
    const { cookie } = await t.signUp();
    const key = randomUUID();
    await stream(key, webm, cookie);
    const res = await t.request(`/api/pitch-lab/analyze-audio?idempotencyKey=${key}&stream=${key}`, {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'audio/webm;codecs=opus' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as PitchAnalysisResponse;
    expect(body.transcript).toBe(whole.text);
    expect(body.transcript.split(' ').length).toBeGreaterThan(10);
    expect(Math.abs(body.durationSeconds - probeSeconds(file))).toBeLessThanOrEqual(0.5);
    expect(body.report.metrics.wordsPerMinute).toBeGreaterThan(0);
  }, 120_000);

  it('a Sales Coach turn sent while recorded is transcribed from its stream', async () => {
    const webm = toWebmOpus(espeakWav(TURN, dir, 'turn', 130), path.join(dir, 'turn.webm'));
    const whole = await t.deps.ai.transcribe({ data: webm, mimeType: 'audio/webm;codecs=opus' });
    const { cookie } = await t.signUp();
    const started = await t.request('/api/sales-coach/sessions', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup: SETUP }),
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const { sessionId } = (await started.json()) as { sessionId: string };
    const key = randomUUID();
    await stream(key, webm, cookie, 2000);
    const res = await t.request(`/api/sales-coach/sessions/${sessionId}/transcribe?stream=${key}`, {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'audio/webm;codecs=opus' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { text: string }).text).toBe(whole.text);
    // Taken once.
    const again = await t.request(`/api/sales-coach/sessions/${sessionId}/transcribe?stream=${key}`, {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'audio/webm;codecs=opus' },
    });
    expect(again.status).toBe(409);
  }, 120_000);
});
