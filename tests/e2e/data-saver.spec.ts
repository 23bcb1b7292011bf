// Issue 30, data saver: with the setting on (Account → Preferences) or the browser's Save-Data, the
// Pitch Lab records without animation (a still "Recording… m:ss" instead), the Sales Coach's prospect
// waits for Play instead of speaking by itself; and a recording at the speech bitrate stays small.
// Chromium's fake microphone (a beep) stands in for a voice. The recording flow's JavaScript budget
// is measured on a production build by `npm run bench:recording-js` (this build bundles React's
// development code).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signUp } from './fixtures.ts';
import { audit, expectNone, type Violation } from './axe.ts';
import { serverT } from '../../src/server/lib/i18n.ts';
// The speech bitrate (speech-recorder-options.ts uses it); the e2e config has no @shared alias to import that module.
import { PITCH_AUDIO_BITS_PER_SECOND as SPEECH_AUDIO_BITS_PER_SECOND } from '../../src/shared/limits.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
});

/** A browser whose user asked to save data (Chrome's Save-Data, as Android's Data Saver sets it). */
const SAVE_DATA_INIT = () => {
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({ saveData: true, effectiveType: '2g', addEventListener() {}, removeEventListener() {} }),
  });
};

async function startRecording(page: Page, start: string, submit: string) {
  await page.goto('/tools/tool-1');
  await page.getByRole('button', { name: start }).click();
  await page.getByRole('button', { name: submit }).waitFor();
}

/** Counts what the page hands to the browser's voice, so that "not spoken by itself" can be checked. */
const COUNT_SPEECH_INIT = () => {
  const w = window as unknown as { spoken: string[] };
  w.spoken = [];
  const speak = SpeechSynthesis.prototype.speak;
  SpeechSynthesis.prototype.speak = function (utterance) {
    w.spoken.push(utterance.text);
    return speak.call(this, utterance);
  };
};
const spoken = (page: Page) => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.length);

const indicator = (page: Page) => page.locator('[data-recording-indicator]');

describe('data saver', () => {
  it('the setting (English): the Pitch Lab records without animation, the prospect waits for Play', async () => {
    const { context, page, errors } = await newPage(browser);
    await context.addInitScript(COUNT_SPEECH_INIT);
    const found: Violation[] = [];
    await signUp(page);

    // Off by default where the browser does not ask to save data: the dot pulses.
    await startRecording(page, 'Start Recording', 'Submit Recording');
    expect(await indicator(page).getAttribute('data-recording-indicator')).toBe('animated');
    expect(await indicator(page).locator('.animate-pulse').count()).toBe(1);
    await page.getByRole('button', { name: 'Restart' }).click();

    await page.goto('/account');
    const toggle = page.getByRole('switch', { name: 'Data saver' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await page.getByText('Uses less mobile data on this device').waitFor();
    await audit(page, 'account with data saver', found);

    await startRecording(page, 'Start Recording', 'Submit Recording');
    await indicator(page).filter({ hasText: /^Recording… 0:0[1-9]$/ }).waitFor();
    expect(await indicator(page).getAttribute('data-recording-indicator')).toBe('static');
    expect(await indicator(page).locator('.animate-pulse').count()).toBe(0);
    await audit(page, 'pitch lab recording, data saver', found);
    await page.getByRole('button', { name: 'Restart' }).click();

    // The Sales Coach, turn-based: the opening line and each reply wait for their Play button.
    await page.goto('/tools/tool-2');
    await page.getByLabel('What are you selling?').fill('ShiftPal, a staff scheduling app for restaurants');
    await page.getByLabel('B2B Customer').check();
    await page.getByLabel('Price / Budget').check();
    await page.getByLabel('Book a Demo/Meeting').check();
    await page.getByLabel('Medium (Skeptical Buyer)').check();
    await page.getByRole('button', { name: 'Start Simulation' }).click();
    const transcript = page.getByTestId('call-transcript');
    await transcript.getByRole('button', { name: 'Play reply' }).first().waitFor();
    await page.getByRole('status').filter({ hasText: 'Listening...' }).waitFor();
    await page.getByLabel('Your reply').fill('Hi Jordan, this is Alex from ShiftPal. How does your team build its staff schedules today?');
    await page.getByRole('button', { name: 'Send' }).click();
    await transcript.getByRole('button', { name: 'Play reply' }).nth(1).waitFor();
    // Not spoken by itself: the line stays "Listening..." until Play is pressed.
    expect(await page.getByRole('status').filter({ hasText: 'AI is speaking...' }).count()).toBe(0);
    expect(await spoken(page)).toBe(0);
    expect(await page.getByRole('status').locator('.animate-pulse').count()).toBe(0);
    await audit(page, 'sales coach call, data saver', found);
    await transcript.getByRole('button', { name: 'Play reply' }).nth(1).click();
    await page.waitForFunction(() => (window as unknown as { spoken: string[] }).spoken.length === 1);

    expectNone(found);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("the browser's Save-Data (French): on by default, the Pitch Lab's still indicator in French", async () => {
    const { context, page, errors } = await newPage(browser);
    await context.addInitScript(SAVE_DATA_INIT);
    const found: Violation[] = [];
    await signUp(page);
    await page.goto('/account');
    await page.getByLabel('Language').first().selectOption('fr');
    const account = serverT('fr', 'account');
    const toggle = page.getByRole('switch', { name: account('preferences.dataSaver') });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await audit(page, 'account, Save-Data, fr', found);

    const pitch = serverT('fr', 'pitchLab');
    await startRecording(page, pitch('recorder.start'), pitch('recorder.submit'));
    const still = pitch('recorder.recordingElapsed', { minutes: 0, seconds: '0' }).slice(0, -1);
    await indicator(page).filter({ hasText: still }).waitFor();
    expect(await indicator(page).getAttribute('data-recording-indicator')).toBe('static');
    expect(await indicator(page).locator('.animate-pulse').count()).toBe(0);
    await audit(page, 'pitch lab recording, Save-Data, fr', found);

    // The person's own choice wins over the browser's: switched off, the dot pulses again.
    await page.getByRole('button', { name: pitch('recorder.restart') }).click();
    await page.goto('/account');
    await page.getByRole('switch', { name: account('preferences.dataSaver') }).uncheck();
    await startRecording(page, pitch('recorder.start'), pitch('recorder.submit'));
    expect(await indicator(page).getAttribute('data-recording-indicator')).toBe('animated');

    expectNone(found);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a 10 s recording at the speech bitrate is a fraction of the browser default', async () => {
    const { page } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/tool-1');
    const sizes = await page.evaluate(async (speechBits) => {
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
      const record = (options: MediaRecorderOptions) =>
        new Promise<number>((resolve) => {
          const recorder = new MediaRecorder(stream, { mimeType: 'audio/webm;codecs=opus', ...options });
          const chunks: Blob[] = [];
          recorder.ondataavailable = (event) => chunks.push(event.data);
          recorder.onstop = () => resolve(new Blob(chunks).size);
          recorder.start(1000);
          setTimeout(() => recorder.stop(), 10_000);
        });
      const [browserDefault, speech, at24k] = await Promise.all([record({}), record({ audioBitsPerSecond: speechBits }), record({ audioBitsPerSecond: 24_000 })]);
      stream.getTracks().forEach((track) => track.stop());
      return { browserDefault, speech, at24k };
    }, SPEECH_AUDIO_BITS_PER_SECOND);
    console.log(`10 s fake-mic recording, webm/opus: browser default ${sizes.browserDefault} B, 24 kbps ${sizes.at24k} B, ${SPEECH_AUDIO_BITS_PER_SECOND / 1000} kbps (ours) ${sizes.speech} B`);
    // Opus at the asked bitrate, give or take the container and a variable-bitrate margin.
    expect(sizes.speech).toBeLessThan((SPEECH_AUDIO_BITS_PER_SECOND / 8) * 10 * 1.3);
    expect(sizes.speech).toBeLessThan(sizes.browserDefault / 3);
    await page.context().close();
  }, 60_000);
});
