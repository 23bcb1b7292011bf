// Issue 31 in Chromium: a signed-in seller opens "Score a real call" from the dashboard, is refused a
// file over 16 MB and an upload without consent before anything goes up, uploads a voice note made
// with espeak-ng (mono: its metrics are marked estimated), waits on the calm "Analysing" state, reads
// the report, deletes the kept recording, then the call itself.
// Needs the Debian packages `chromium espeak-ng pocketsphinx pocketsphinx-en-us ffmpeg`.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signUp } from './fixtures.ts';
import { SPEECH_TEST_BINARIES, SPEECH_TEST_PACKAGES, espeakWav, hasBinaries, pcmWav } from '../fixtures/audio.ts';
import { CALL_MAX_BYTES } from '../../src/shared/calls.ts';

const SCRIPT =
  'Hello, this is Amina from Odhiambo Traders. What does your shop sell most each week? Our app tells you what to restock every morning, so you never lose a sale to an empty shelf. Forty shops use it already. Can we book a short demo on Friday?';

const speech = hasBinaries(...SPEECH_TEST_BINARIES);
if (!speech) console.warn(`real-calls e2e: skipped: ${SPEECH_TEST_BINARIES.join(', ')} not all installed (apt-get install -y ${SPEECH_TEST_PACKAGES}).`);

let browser: Browser;
let dir: string;
let voiceNote: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'real-calls-e2e-'));
  if (speech) voiceNote = espeakWav(SCRIPT, dir, 'PTT-20261120-WA0001');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('Score a real call', () => {
  it.skipIf(!speech)('uploads a voice note, shows its report with estimated metrics, deletes the recording and then the call', async () => {
    const { context, page, errors } = await newPage(browser);
    await signUp(page);

    // The dashboard's entry point.
    await page.getByRole('link', { name: 'Upload a recording' }).click();
    await page.waitForURL(/\/calls$/);
    await page.getByRole('heading', { name: 'Score a real call', exact: true }).waitFor();
    await page.getByTestId('calls-empty').waitFor();

    // Refused in the browser: too large (nothing is uploaded), then no consent.
    const recording = page.getByLabel('Recording', { exact: true });
    await recording.setInputFiles({ name: 'long-call.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(CALL_MAX_BYTES + 1024 * 1024) });
    await page.getByText('This file is 17 MB: at most 16 MB can be uploaded. Choose a shorter recording.').waitFor();
    await recording.setInputFiles(voiceNote);
    await expect(page.getByText('This file is 17 MB').count()).resolves.toBe(0);
    await page.getByLabel('What are you selling?').fill('A restocking app for corner shops');
    await page.getByLabel('B2B Customer').check();
    await page.getByLabel('Book a Demo/Meeting').check();
    await page.getByRole('button', { name: 'Score this call' }).click();
    await page.getByText('Confirm that the other person agreed to be recorded and to this analysis.').waitFor();

    await page.getByLabel('The other person agreed to be recorded and to this analysis').check();
    await page.getByLabel('Keep the recording for 30 days (encrypted)').check();
    await page.getByRole('button', { name: 'Score this call' }).click();
    await page.waitForURL(/\/calls\/[0-9a-f-]{36}$/);

    // The report (the "Analysing your call…" state comes first, unless the analysis is faster than the first answer).
    const metrics = page.getByTestId('call-metrics');
    await metrics.or(page.getByTestId('call-failed')).waitFor({ timeout: 60_000 });
    await expect(page.getByTestId('call-failed').count()).resolves.toBe(0);
    await page.getByRole('heading', { name: 'PTT-20261120-WA0001.wav' }).waitFor();
    await metrics.getByText('Estimated', { exact: true }).waitFor();
    await expect(metrics.getByRole('columnheader', { name: 'You' }).count()).resolves.toBe(1);
    await metrics.getByRole('rowheader', { name: 'Share of talk time' }).waitFor();
    const transcript = page.getByTestId('call-transcript');
    await transcript.waitFor();
    expect((await transcript.innerText()).toLowerCase()).toContain('0:0');
    await page.getByText(/The recording is kept, encrypted, until/).waitFor();

    // The kept recording, deleted now: the report stays.
    await page.getByRole('button', { name: 'Delete recording' }).click();
    await page.getByRole('alertdialog', { name: 'Delete the recording?' }).getByRole('button', { name: 'Delete recording' }).click();
    await page.getByText('The recording has been deleted. The report stays.').waitFor();
    await expect(page.getByRole('button', { name: 'Delete recording' }).count()).resolves.toBe(0);

    // The call in the list, then deleted with it.
    await page.getByRole('link', { name: 'Your calls' }).click();
    await page.getByRole('link', { name: /PTT-20261120-WA0001\.wav/ }).click();
    await page.getByRole('button', { name: 'Delete this call' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this call?' }).getByRole('button', { name: 'Delete this call' }).click();
    await page.waitForURL(/\/calls$/);
    await page.getByTestId('calls-empty').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a recording shared to the installed app (share target) fills the upload form, and leaves the device with it', async () => {
    const { context, page, errors } = await newPage(browser);
    await signUp(page);
    await page.goto('/calls');
    await page.getByRole('heading', { name: 'Score a real call', exact: true }).waitFor();
    await waitForServiceWorker(page);

    // What the system share sheet sends: a multipart POST to the manifest's share_target, as a page load.
    const base64 = pcmWav(1, { toneHz: 440 }).toString('base64');
    await page.evaluate((wav) => {
      const bytes = Uint8Array.from(atob(wav), (char) => char.charCodeAt(0));
      const form = Object.assign(document.createElement('form'), { method: 'post', action: '/calls/share', enctype: 'multipart/form-data' });
      const input = Object.assign(document.createElement('input'), { type: 'file', name: 'recording' });
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'WhatsApp Audio 2026-11-20.opus', { type: 'audio/ogg' }));
      input.files = transfer.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    }, base64);
    await page.waitForURL(/\/calls$/);
    await page.getByTestId('chosen-recording').getByText('WhatsApp Audio 2026-11-20.opus').waitFor();
    expect(await page.getByLabel('Recording', { exact: true }).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
      'WhatsApp Audio 2026-11-20.opus',
    );
    expect(await page.evaluate(() => caches.has('shared-recording'))).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Waits until the service worker controls the page (it takes the share target's POST). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}
