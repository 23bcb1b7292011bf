// Decision 029 in Chromium: a pitch goes up while it is recorded (PUT /api/speech-streams/:key at
// growing offsets), and Submit sends only the request that takes the stream (no body); when the
// server refuses the stream, the recording goes up whole at Submit and the report comes all the same.
// Needs the Debian packages `chromium espeak-ng pocketsphinx pocketsphinx-en-us ffmpeg`.

import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { newPage, signUp, useMicrophoneBrowser } from './fixtures.ts';
import { SPEECH_TEST_BINARIES, SPEECH_TEST_PACKAGES, hasBinaries } from '../fixtures/audio.ts';
import type { MeResponse } from '../../src/shared/api-types.ts';

const SCRIPT =
  'What if every small shop knew what to order each morning? Shop owners lose money on empty shelves. Our app tells them what to buy from their own sales. We are raising fifty thousand dollars. Will you join us?';

const speech = hasBinaries(...SPEECH_TEST_BINARIES);
if (!speech) console.warn(`voice-streaming e2e: skipped: ${SPEECH_TEST_BINARIES.join(', ')} not all installed (apt-get install -y ${SPEECH_TEST_PACKAGES}).`);

const mic = useMicrophoneBrowser(SCRIPT, speech);

const creditsOf = async (page: Page) => ((await (await page.request.get('/api/me')).json()) as MeResponse).wallet?.credits;
const isAppend = (request: Request) => request.url().includes('/api/speech-streams/') && request.method() === 'PUT';
const isAnalyze = (request: Request) => request.url().includes('/api/pitch-lab/analyze-audio') && request.method() === 'POST';

async function recordPitch(page: Page, seconds: number) {
  await page.goto('/tools/tool-1');
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await page.getByRole('button', { name: 'Submit Recording' }).waitFor();
  await page.waitForTimeout(seconds * 1000);
}

describe('A recording goes up while it is recorded', () => {
  it.skipIf(!speech)(
    'pieces go up during the recording; Submit takes the stream without sending the recording again',
    async () => {
      const { page, errors } = await newPage(mic.browser);
      await signUp(page);
      const appends: { offset: number; final: boolean; at: number }[] = [];
      page.on('request', (request) => {
        if (!isAppend(request)) return;
        const url = new URL(request.url());
        appends.push({ offset: Number(url.searchParams.get('offset')), final: url.searchParams.get('final') === '1', at: Date.now() });
      });
      await recordPitch(page, 8);
      const submittedAt = Date.now();
      // Most of the recording was already sent before Submit, at growing offsets.
      const during = appends.filter((append) => append.at < submittedAt);
      expect(during.length).toBeGreaterThanOrEqual(3);
      expect(during.map((append) => append.offset)).toEqual([...during.map((append) => append.offset)].sort((a, b) => a - b));
      expect(during.some((append) => append.final)).toBe(false);

      const analyze = page.waitForRequest(isAnalyze);
      await page.getByRole('button', { name: 'Submit Recording' }).click();
      const request = await analyze;
      const url = new URL(request.url());
      expect(url.searchParams.get('stream')).toMatch(/^[0-9a-f-]{36}$/);
      expect(url.searchParams.get('idempotencyKey')).toBe(url.searchParams.get('stream'));
      expect(request.postDataBuffer()?.length ?? 0).toBe(0);
      expect(appends.at(-1)!.final).toBe(true);
      expect((await request.response())!.status()).toBe(200);
      await page.getByText('Analysis Complete!').first().waitFor({ timeout: 60_000 });
      expect(await creditsOf(page)).toBe(1);
      expect(errors).toEqual([]);
    },
    120_000,
  );

  it.skipIf(!speech)(
    'a server that refuses the stream gets the recording whole at Submit, and the report comes all the same',
    async () => {
      const { page, errors } = await newPage(mic.browser);
      await signUp(page);
      let refused = 0;
      await page.route('**/api/speech-streams/**', async (route) => {
        refused += 1;
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'unavailable', id: 'speechStream.full', message: 'The server is busy.' } }),
        });
      });
      await recordPitch(page, 6);
      const analyze = page.waitForRequest(isAnalyze);
      await page.getByRole('button', { name: 'Submit Recording' }).click();
      const request = await analyze;
      expect(new URL(request.url()).searchParams.get('stream')).toBeNull();
      expect(request.postDataBuffer()!.length).toBeGreaterThan(1000);
      await page.getByText('Analysis Complete!').first().waitFor({ timeout: 60_000 });
      // The first refusal ended the streaming: no request after it.
      expect(refused).toBe(1);
      expect(await creditsOf(page)).toBe(1);
      expect(errors).toEqual([]);
    },
    120_000,
  );
});
