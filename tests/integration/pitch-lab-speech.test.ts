// The offline path end to end: a pitch spoken by espeak-ng, encoded as the browser records it
// (WebM/Opus, 16 kbps), uploaded to the Pitch Lab, transcribed by pocketsphinx through the
// local provider, analyzed by the rules. Needs the Debian packages
// `espeak-ng pocketsphinx pocketsphinx-en-us ffmpeg` (CI installs them).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SPEECH_TEST_BINARIES, SPEECH_TEST_PACKAGES, espeakWav, hasBinaries, probeSeconds, toWebmOpus, wordOverlap } from '../fixtures/audio.ts';
import { countWords } from '../../src/server/ai/analysis/text.ts';
import type { PitchAnalysisResponse } from '../../src/shared/pitch-lab.ts';

const SCRIPT =
  'What if every small shop knew what to order each morning? Shop owners lose money on empty shelves. Our app tells them what to buy from their own sales. We are raising fifty thousand dollars. Will you join us?';

const available = hasBinaries(...SPEECH_TEST_BINARIES);
if (!available) {
  console.warn(
    `Skipping the offline speech test: ${SPEECH_TEST_BINARIES.join(', ')} not all on the PATH. Install with: apt-get install -y ${SPEECH_TEST_PACKAGES}`,
  );
}

describe.skipIf(!available)('offline speech: espeak-ng pitch → WebM/Opus → pocketsphinx → report', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pitch-speech-'));
    t = await createTestApp({ AI_PROVIDER: 'local' });
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  // Pace comes from the sound when the recogniser's word count is off: it follows the speaker's rate.
  it.each([110, 170])(
    'transcribes a pitch spoken at %i wpm (loosely) and reports the measured duration and pace',
    async (rate) => {
      expect(t.deps.ai.capabilities.speechToText).toBe(true);
      const wav = espeakWav(SCRIPT, dir, `pitch-${rate}`, rate);
      const webmPath = path.join(dir, `pitch-${rate}.webm`);
      const webm = toWebmOpus(wav, webmPath);
      const seconds = probeSeconds(webmPath);
      expect(seconds).toBeGreaterThan(8);

      const { cookie } = await t.signUp();
      const res = await t.request(`/api/pitch-lab/analyze-audio?durationSeconds=${seconds.toFixed(1)}`, {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'audio/webm;codecs=opus' },
        body: new Uint8Array(webm),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const body = (await res.json()) as PitchAnalysisResponse;

      // pocketsphinx 0.8 gets roughly a quarter of synthetic speech right: a loose bound.
      const overlap = wordOverlap(SCRIPT, body.transcript);
      console.info(`pocketsphinx heard: "${body.transcript}" (word overlap ${(overlap * 100).toFixed(0)}%)`);
      expect(overlap).toBeGreaterThanOrEqual(0.15);

      // Duration measured on the server from the decoded audio; pace within 10% of the words spoken.
      const { metrics } = body.report;
      expect(Math.abs(metrics.durationSeconds - seconds)).toBeLessThanOrEqual(1);
      expect(body.durationSeconds).toBe(metrics.durationSeconds);
      expect(metrics.wordCount).toBeGreaterThan(5);
      const trueWpm = (countWords(SCRIPT) / seconds) * 60;
      console.info(`espeak -s ${rate}: true ${trueWpm.toFixed(1)} wpm, report ${metrics.wordsPerMinute} wpm (${metrics.wordCount} words heard)`);
      expect(Math.abs(metrics.wordsPerMinute / trueWpm - 1)).toBeLessThanOrEqual(0.1);
      expect(body.analysis).toContain(`${metrics.wordsPerMinute} wpm`);
      expect(body.analysis).toContain('What we heard');
    },
    240_000,
  );
});
