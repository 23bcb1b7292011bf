// The conversation metrics survive every container a seller uploads (issue 31): one sales call
// spoken by two espeak-ng voices on a known timeline (tests/fixtures/call-timeline.ts), encoded as
// WhatsApp, browsers, iPhones and phone recorders write it, found from its bytes, decoded by
// decodeCallAudio and measured; the stereo call also as a phone line carries it (300–3400 Hz at
// 8 kHz, what call recorders hear). Stereo must match the truth: talk ratio ±0.02, longest monologue
// ±0.5 s, interruptions and long silences exact. Mono is estimated from the voices (as in
// call-metrics-audio.test.ts): talk ratio ±0.1, longest monologue ±3 s, long silences exact.
// AMR is not encodable here and is not among the containers. Needs espeak-ng and ffmpeg.

import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { measureConversation, type ConversationMetrics } from '../../src/server/ai/conversation/conversation-metrics.ts';
import { detectSpeech, detectStereoSpeech } from '../../src/server/ai/conversation/voice-activity.ts';
import { splitVoices } from '../../src/server/ai/conversation/voice-split.ts';
import { sniffAudioContainer } from '../../src/server/ai/speech/audio-container.ts';
import { decodeCallAudio } from '../../src/server/ai/speech/call-audio.ts';
import { hasBinaries } from '../fixtures/audio.ts';
import { CALL_FORMATS, encodeCall, type CallFormat } from '../fixtures/call-containers.ts';
import { renderCallTimeline, type RenderedTimeline } from '../fixtures/call-timeline.ts';
import { layOutScript, SAMPLE_SALES_CALL } from '../fixtures/call-script.ts';

const available = hasBinaries('espeak-ng', 'ffmpeg', 'ffprobe');
if (!available) console.warn('Skipping the call containers metrics test: espeak-ng, ffmpeg and ffprobe are not all on the PATH.');
const ffmpeg = available ? spawnSync('which', ['ffmpeg'], { encoding: 'utf8' }).stdout.trim() : '';

/** Seconds of `samples` at the timeline's rate. */
const lengthOf = (timeline: RenderedTimeline) => timeline.channels[0]!.length / timeline.sampleRate;

async function decoded(timeline: RenderedTimeline, format: CallFormat, telephone = false) {
  const data = await encodeCall(timeline.channels, timeline.sampleRate, format, { telephone });
  const container = sniffAudioContainer(data);
  expect(container, `${format} not recognised`).not.toBeNull();
  return decodeCallAudio(ffmpeg, data, container!, { maxSeconds: 15 * 60 });
}

describe.skipIf(!available)('conversation metrics in every container', () => {
  let stereo: RenderedTimeline;
  let mono: RenderedTimeline;
  let truth: ConversationMetrics;

  beforeAll(async () => {
    const lines = await layOutScript(SAMPLE_SALES_CALL);
    [stereo, mono] = await Promise.all([
      renderCallTimeline(lines, { layout: 'stereo', noiseDb: -55, bleedDb: -22 }),
      renderCallTimeline(lines, { layout: 'mono', noiseDb: -55 }),
    ]);
    truth = measureConversation(stereo.truth, lengthOf(stereo));
  }, 60_000);

  it('is the call it was designed to be', () => {
    console.info(`timeline ${lengthOf(stereo).toFixed(1)} s, truth ${JSON.stringify(truth)}`);
    expect(truth.interruptions).toEqual({ seller: 1, prospect: 1 });
    expect(truth.longSilences).toBe(2);
  });

  it.each(CALL_FORMATS.flatMap((format) => [false, true].map((telephone) => [format, telephone] as const)))(
    'measures the stereo call in %s exactly (phone line, 8 kHz: %s)',
    async (format, telephone) => {
      const call = await decoded(stereo, format, telephone);
      expect(call).toMatchObject({ sourceChannels: 2, dualMono: false });
      expect(Math.abs(call.durationSeconds - lengthOf(stereo))).toBeLessThan(0.1);
      const [left, right] = call.channels as [Int16Array, Int16Array];
      const spans = detectStereoSpeech(left, right, call.sampleRate);
      const measured = measureConversation({ seller: spans.left, prospect: spans.right }, call.durationSeconds);
      console.info(`stereo ${format}${telephone ? ' (phone line)' : ''}: ${JSON.stringify(measured)}`);
      expect(Math.abs(measured.talkRatio - truth.talkRatio)).toBeLessThanOrEqual(0.02);
      expect(Math.abs(measured.longestMonologueSeconds - truth.longestMonologueSeconds)).toBeLessThanOrEqual(0.5);
      expect(measured.interruptions).toEqual(truth.interruptions);
      expect(measured.longSilences).toBe(truth.longSilences);
    },
  );

  it.each(CALL_FORMATS)('estimates the mono call in %s', async (format) => {
    const call = await decoded(mono, format);
    expect(call).toMatchObject({ sourceChannels: 1, dualMono: false });
    expect(Math.abs(call.durationSeconds - lengthOf(mono))).toBeLessThan(0.1);
    const [samples] = call.channels as [Int16Array];
    const split = splitVoices(samples, call.sampleRate, detectSpeech(samples, call.sampleRate));
    const measured = measureConversation(split, call.durationSeconds);
    const monoTruth = measureConversation(mono.truth, lengthOf(mono));
    console.info(`mono ${format} (${split.voices} voices): ${JSON.stringify(measured)}`);
    expect(split.voices).toBe(2);
    expect(Math.abs(measured.talkRatio - monoTruth.talkRatio)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(measured.longestMonologueSeconds - monoTruth.longestMonologueSeconds)).toBeLessThanOrEqual(3);
    expect(measured.longSilences).toBe(monoTruth.longSilences);
  });
});
