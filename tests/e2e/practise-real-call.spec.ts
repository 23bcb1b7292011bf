// Issue 31, part 4 in Chromium: a seller's analysed real call (a stereo recording of two espeak-ng
// voices, uploaded through the API) has "Practise this call" under its report; one tap starts a
// Sales Coach call in the call's setup, and the prospect raises what the real customer objected.
// Needs the Debian packages `chromium espeak-ng pocketsphinx pocketsphinx-en-us ffmpeg`.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signUp } from './fixtures.ts';
import { SPEECH_TEST_BINARIES, SPEECH_TEST_PACKAGES, hasBinaries } from '../fixtures/audio.ts';
import { encodeCall } from '../fixtures/call-containers.ts';
import { layOutScript, type ScriptStep } from '../fixtures/call-script.ts';
import { renderCallTimeline } from '../fixtures/call-timeline.ts';
import type { CallAccepted, CallResponse } from '../../src/shared/calls.ts';
import { practiceObjections } from '../../src/shared/practise-call.ts';

// A short call whose customer objects to the price in plain words the offline recogniser hears.
const CALL: ScriptStep[] = [
  { speaker: 'seller', text: 'Hello, this is Amina. We sell a card reader for your shop.', gap: 0.5 },
  { speaker: 'prospect', text: 'The price is too high. I cannot pay that much money.', gap: 0.8 },
  { speaker: 'seller', text: 'I understand. Can we meet on Friday to look at the numbers?', gap: 0.8 },
  { speaker: 'prospect', text: 'No. It is too expensive for my shop.', gap: 0.8 },
];

const speech = hasBinaries(...SPEECH_TEST_BINARIES);
if (!speech)
  console.warn(`practise-real-call e2e: skipped: ${SPEECH_TEST_BINARIES.join(', ')} not all installed (apt-get install -y ${SPEECH_TEST_PACKAGES}).`);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Practise a real call', () => {
  it.skipIf(!speech)('one tap from the report starts a practice call in its setup whose prospect raises the call’s objection', async () => {
    const { context, page, errors } = await newPage(browser);
    await signUp(page);

    // A stereo call (seller left), uploaded as the API takes it, analysed offline.
    const timeline = await renderCallTimeline(await layOutScript(CALL), { layout: 'stereo', sellerChannel: 'left' });
    const wav = await encodeCall(timeline.channels, timeline.sampleRate, 'wav');
    const query = new URLSearchParams({
      consent: '1',
      sellerChannel: 'left',
      product: 'A card reader for corner shops',
      scenario: 'B2B Customer',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Medium (Skeptical Buyer)',
      fileName: 'card-reader-call.wav',
    });
    const uploaded = await context.request.post(`/api/calls?${query}`, { data: wav, headers: { 'content-type': 'audio/wav' } });
    expect(uploaded.status(), await uploaded.text()).toBe(202);
    const { id } = (await uploaded.json()) as CallAccepted;
    let call: CallResponse | undefined;
    for (let i = 0; i < 120; i++) {
      call = (await (await context.request.get(`/api/calls/${id}`)).json()) as CallResponse;
      if (call.status !== 'processing') break;
      await page.waitForTimeout(500);
    }
    expect(call!.status).toBe('done');
    const objections = practiceObjections(call!.report!);
    console.info(`heard: ${JSON.stringify(call!.report!.transcript.map((turn) => `${turn.speaker}: ${turn.text}`))}`);
    // "The price is too high" comes out of the recogniser well enough to be read as a price objection.
    expect(objections.length, JSON.stringify(call!.report!.transcript)).toBeGreaterThan(0);

    // The report's one tap.
    await page.goto(`/calls/${id}`);
    await page.getByRole('link', { name: 'Practise this call' }).click();
    await page.waitForURL(/\/tools\/tool-\d+$/);

    // The practice started by itself, in the call's setup, and says what the customer will raise.
    const banner = page.getByTestId('practised-call');
    await banner.waitFor();
    await banner.getByText('Practising your call of', { exact: false }).waitFor();
    expect(await banner.innerText()).toContain('A card reader for corner shops');
    await banner.getByText('The customer will raise:').waitFor();
    expect(await banner.innerText()).toContain(objections[0]);
    const transcript = page.getByTestId('call-transcript');
    await transcript.getByText('Prospect', { exact: true }).first().waitFor();

    // The prospect's first reply raises the real customer's main objection, in their words.
    await page.getByLabel('Your reply').fill('Good morning, this is Amina with the card reader we talked about last week.');
    await page.getByRole('button', { name: 'Send' }).click();
    await transcript.getByText('Prospect', { exact: true }).nth(1).waitFor();
    const text = (await transcript.innerText()).toLowerCase();
    expect(text).toContain(objections[0]!.toLowerCase().replace(/[.!?…]+$/, ''));
    // A reload does not start (and pay for) another call: the address no longer holds the call.
    expect(page.url()).not.toContain('fromCall');
    expect(errors).toEqual([]);
  });
});
