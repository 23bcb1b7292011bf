// Conversation metrics held to a timeline: a sales call spoken by two espeak-ng voices with known
// timings (tests/fixtures/call-timeline.ts), mixed as a call recorder would, measured from raw PCM.
// Stereo (one party per channel, noise floor and cross-talk) must match the truth: talk ratio ±0.02,
// longest monologue ±0.5 s, interruptions and long silences exact. Mono is estimated from the voices:
// talk ratio ±0.1, longest monologue ±2 s, long silences exact, interruptions not asserted (two voices
// at once on one channel go to the louder one). Needs espeak-ng and ffmpeg.

import { beforeAll, describe, expect, it } from 'vitest';
import { measureConversation } from '../../src/server/ai/conversation/conversation-metrics.ts';
import { detectSpeech, detectStereoSpeech } from '../../src/server/ai/conversation/voice-activity.ts';
import { sidePace, splitVoices } from '../../src/server/ai/conversation/voice-split.ts';
import { CALL_MAX_SECONDS } from '../../src/shared/calls.ts';
import { hasBinaries } from '../fixtures/audio.ts';
import { renderCallTimeline, spokenSeconds, type RenderedTimeline, type TimelineLine } from '../fixtures/call-timeline.ts';
import { layOutScript, type ScriptStep } from '../fixtures/call-script.ts';

const available = hasBinaries('espeak-ng', 'ffmpeg');
if (!available) console.warn('Skipping the call metrics audio test: espeak-ng and ffmpeg are not both on the PATH.');

/** A line after the previous one: `gap` seconds after its end (negative: over it), or `from` its start. */
const MONOLOGUE = [
  'We help small shops in Nairobi keep track of their stock from a simple phone app.',
  'Most owners lose a fifth of their sales to empty shelves, and they never see it happen.',
  'Our app reads your own sales and tells you exactly what to order each morning.',
  'It takes five minutes to set up, and your staff can use it too.',
];

/**
 * The call as designed: a seller monologue (pauses of 0.7–1.2 s, two backchannels under 1 s, one in a pause
 * and one over the seller), two silences
 * of 4 s and more, the seller talking over the prospect's objection and the prospect over the seller.
 */
const SCRIPT: ScriptStep[] = [
  { speaker: 'seller', text: 'Good morning, this is Sam from Growth Tools. Thank you for taking my call today.', gap: 0.5 },
  { speaker: 'prospect', text: 'Hi Sam. Sure, I have a few minutes.', gap: 0.6 },
  { speaker: 'seller', text: MONOLOGUE[0]!, gap: 0.8 },
  { speaker: 'seller', text: MONOLOGUE[1]!, gap: 0.7 },
  { speaker: 'prospect', text: 'Mm-hm.', gap: 0.3, aside: true },
  { speaker: 'seller', text: MONOLOGUE[2]!, gap: 1.2 },
  { speaker: 'seller', text: MONOLOGUE[3]!, gap: 0.9 },
  { speaker: 'prospect', text: 'Okay.', fromStart: 1.0, aside: true },
  { speaker: 'prospect', text: 'That is too expensive for a shop like mine. We already keep a notebook.', gap: 4.2 },
  { speaker: 'seller', text: 'I understand, but a notebook cannot tell you what is about to run out.', gap: -1.6 },
  { speaker: 'prospect', text: 'How much does it cost each month?', gap: 0.7 },
  { speaker: 'seller', text: 'Two dollars a month, and the first month is free.', gap: 1.0 },
  { speaker: 'prospect', text: 'Hmm. I need to think about it and talk to my wife first.', gap: 0.9 },
  { speaker: 'seller', text: 'Of course. Could I send you a short video that shows how it works, so that you can both watch it tonight?', gap: 4.6 },
  { speaker: 'prospect', text: 'No, no, just send me the price list by message, please.', fromStart: 2.5 },
  { speaker: 'seller', text: 'I will send it today. When can I call you back?', gap: 0.8 },
  { speaker: 'prospect', text: 'Call me on Friday afternoon.', gap: 1.0 },
  { speaker: 'seller', text: 'Friday afternoon it is. Thank you, and have a good day.', gap: 0.6 },
];

/** The timeline, and how long the seller's monologue lasts on it (first line's start to last line's end). */
async function layOut(script: ScriptStep[]): Promise<{ lines: TimelineLine[]; monologueSeconds: number }> {
  const lines = await layOutScript(script);
  const first = lines[script.findIndex((step) => step.text === MONOLOGUE[0])]!;
  const last = lines[script.findIndex((step) => step.text === MONOLOGUE[3])]!;
  return { lines, monologueSeconds: last.at + (await spokenSeconds('seller', MONOLOGUE[3]!)) - first.at };
}

describe.skipIf(!available)('conversation metrics of an espeak-ng sales call', () => {
  let lines: TimelineLine[];
  let monologueSeconds: number;
  let stereo: RenderedTimeline;
  let mono: RenderedTimeline;
  let duration: number;

  beforeAll(async () => {
    ({ lines, monologueSeconds } = await layOut(SCRIPT));
    [stereo, mono] = await Promise.all([
      renderCallTimeline(lines, { layout: 'stereo', noiseDb: -55, bleedDb: -22 }),
      renderCallTimeline(lines, { layout: 'mono', noiseDb: -55 }),
    ]);
    duration = stereo.channels[0]!.length / stereo.sampleRate;
  }, 60_000);

  it('is the call it was designed to be (truth-derived metrics)', () => {
    const truth = measureConversation(stereo.truth, duration);
    console.info(`timeline ${duration.toFixed(1)} s, truth metrics ${JSON.stringify(truth)}`);
    expect(duration).toBeGreaterThanOrEqual(60);
    expect(truth.interruptions).toEqual({ seller: 1, prospect: 1 });
    expect(truth.longSilences).toBe(2);
    expect(Math.abs(truth.longestMonologueSeconds - monologueSeconds)).toBeLessThanOrEqual(0.3);
    expect(truth.talkRatio).toBeGreaterThan(0.55);
    expect(truth.talkRatio).toBeLessThan(0.85);
    expect(truth.patienceSeconds).not.toBeNull();
  });

  it.each(['left', 'right'] as const)('measures a stereo call with the seller on the %s channel exactly', async (sellerChannel) => {
    const rendered = sellerChannel === 'left' ? stereo : await renderCallTimeline(lines, { layout: 'stereo', sellerChannel, noiseDb: -55, bleedDb: -22 });
    const [left, right] = rendered.channels as [Int16Array, Int16Array];
    const started = performance.now();
    const spans = detectStereoSpeech(left, right, rendered.sampleRate);
    const seller = sellerChannel === 'left' ? spans.left : spans.right;
    const prospect = sellerChannel === 'left' ? spans.right : spans.left;
    const measured = measureConversation({ seller, prospect }, duration);
    const elapsed = performance.now() - started;
    const truth = measureConversation(rendered.truth, duration);
    console.info(`stereo (${sellerChannel}) in ${elapsed.toFixed(0)} ms: ${JSON.stringify(measured)}`);
    expect(Math.abs(measured.talkRatio - truth.talkRatio)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(measured.longestMonologueSeconds - truth.longestMonologueSeconds)).toBeLessThanOrEqual(0.5);
    expect(measured.interruptions).toEqual(truth.interruptions);
    expect(measured.longSilences).toBe(truth.longSilences);
    expect(Math.abs(measured.patienceSeconds! - truth.patienceSeconds!)).toBeLessThanOrEqual(0.2);
    const pace = {
      seller: sidePace(sellerChannel === 'left' ? left : right, rendered.sampleRate, seller),
      prospect: sidePace(sellerChannel === 'left' ? right : left, rendered.sampleRate, prospect),
    };
    console.info(`pace (syllables/s): ${JSON.stringify(pace)}`);
    // espeak speaks about 4 syllables a second at these rates.
    expect(pace.seller).toBeGreaterThan(2.5);
    expect(pace.seller).toBeLessThan(6);
    expect(pace.prospect).toBeGreaterThan(2.5);
    expect(pace.prospect).toBeLessThan(6);
  });

  it('measures 15 minutes of stereo in well under two seconds', () => {
    const tile = (channel: Int16Array) => {
      const copies = Math.ceil(CALL_MAX_SECONDS / duration);
      const out = new Int16Array(channel.length * copies);
      for (let i = 0; i < copies; i++) out.set(channel, i * channel.length);
      return out;
    };
    const [left, right] = stereo.channels.map(tile) as [Int16Array, Int16Array];
    const started = performance.now();
    const spans = detectStereoSpeech(left, right, stereo.sampleRate);
    const measured = measureConversation({ seller: spans.left, prospect: spans.right }, left.length / stereo.sampleRate);
    const elapsed = performance.now() - started;
    console.info(`${(left.length / stereo.sampleRate / 60).toFixed(1)} min of stereo measured in ${elapsed.toFixed(0)} ms`);
    expect(measured.interruptions.seller).toBeGreaterThanOrEqual(Math.floor(CALL_MAX_SECONDS / duration));
    expect(elapsed).toBeLessThan(2000);
  });

  it('estimates the metrics of the same call recorded in mono from the two voices', () => {
    const [samples] = mono.channels as [Int16Array];
    const started = performance.now();
    const split = splitVoices(samples, mono.sampleRate, detectSpeech(samples, mono.sampleRate));
    const measured = measureConversation(split, duration);
    const elapsed = performance.now() - started;
    const truth = measureConversation(mono.truth, duration);
    console.info(`mono in ${elapsed.toFixed(0)} ms (${split.voices} voices): ${JSON.stringify(measured)}`);
    expect(split.voices).toBe(2);
    expect(Math.abs(measured.talkRatio - truth.talkRatio)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(measured.longestMonologueSeconds - truth.longestMonologueSeconds)).toBeLessThanOrEqual(2);
    expect(measured.longSilences).toBe(truth.longSilences);
  });

  it.each(['seller', 'prospect'] as const)('hears one voice in a voice note (the %s’s voice): all talk is the seller’s', async (voice) => {
    const note = await renderCallTimeline(
      [
        { speaker: voice, at: 0.4, text: MONOLOGUE[0]! },
        { speaker: voice, at: 6.5, text: MONOLOGUE[1]! },
        { speaker: voice, at: 13, text: MONOLOGUE[2]! },
      ],
      { layout: 'mono', noiseDb: -50 },
    );
    const [samples] = note.channels as [Int16Array];
    const split = splitVoices(samples, note.sampleRate, detectSpeech(samples, note.sampleRate));
    const measured = measureConversation(split, samples.length / note.sampleRate);
    expect(split.voices).toBe(1);
    expect(measured.talkRatio).toBe(1);
    expect(measured.interruptions).toEqual({ seller: 0, prospect: 0 });
  });
});
