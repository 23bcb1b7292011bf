// Who spoke when, from the sound alone: speech is what stands clearly above the recording's own
// noise floor. Thresholds come from each recording's energy distribution (phones record at any level,
// in any room), with hysteresis so that a word's quiet edges stay with it. For stereo calls each
// channel's echo of the other party (cross-talk in the recorder) is subtracted before deciding.

import type { SpeechSpan } from '../../../shared/calls.ts';

/** Silences shorter than this inside speech (stops, breaths between words) do not split a span. */
export const MERGE_GAP_SECONDS = 0.25;
/** Shorter bursts are clicks and knocks, not speech (a quick "mm" lasts longer). */
export const MIN_SPAN_SECONDS = 0.12;

/** Energy every 10 ms over 20 ms. */
const HOP_SECONDS = 0.01;
const WINDOW_SECONDS = 0.02;
/** A span starts this far above the noise floor (or within this far of the loud speech)… */
const START_OVER_FLOOR_DB = 12;
const START_UNDER_LOUD_DB = 30;
/** …and lasts while the energy stays this far above the floor (or within this far of the loud speech). */
const STAY_OVER_FLOOR_DB = 6;
const STAY_UNDER_LOUD_DB = 42;
/** Own speech on a channel is at least this much louder than the other party's echo explains. */
const BLEED_MARGIN = 4;

/** Speech spans of mono PCM, in seconds. */
export function detectSpeech(samples: Int16Array, sampleRate: number): SpeechSpan[] {
  return spansFromPower(framePower(samples, sampleRate), sampleRate);
}

/**
 * Speech spans of each channel of a stereo call (one party per channel). The other party's voice
 * leaking into a channel is measured (how much of it each channel carries when only the other side
 * speaks) and taken out, so one side's words never count as the other's.
 */
export function detectStereoSpeech(left: Int16Array, right: Int16Array, sampleRate: number): { left: SpeechSpan[]; right: SpeechSpan[] } {
  const leftPower = framePower(left, sampleRate);
  const rightPower = framePower(right, sampleRate);
  return {
    left: spansFromPower(withoutBleed(leftPower, rightPower), sampleRate, leftPower),
    right: spansFromPower(withoutBleed(rightPower, leftPower), sampleRate, rightPower),
  };
}

/** Mean power of each 20 ms window, every 10 ms (DC ignored: the window is short next to any hum). */
function framePower(samples: Int16Array, sampleRate: number): Float64Array {
  const hop = Math.round(HOP_SECONDS * sampleRate);
  const window = Math.round(WINDOW_SECONDS * sampleRate);
  const frames = samples.length >= window ? Math.floor((samples.length - window) / hop) + 1 : 0;
  const power = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    const start = f * hop;
    let sum = 0;
    let square = 0;
    for (let i = start; i < start + window; i++) {
      const x = samples[i]! / 32768;
      sum += x;
      square += x * x;
    }
    const mean = sum / window;
    power[f] = square / window - mean * mean;
  }
  return power;
}

/**
 * The channel's power less the other channel's leak into it. The leak's gain is the median ratio of
 * the two over frames where the other channel is much the louder (mostly the other party talking
 * alone); a margin covers an echo that is not a perfect copy.
 */
function withoutBleed(own: Float64Array, other: Float64Array): Float64Array {
  const frames = Math.min(own.length, other.length);
  const otherLoud = percentile(other, 0.9);
  const ratios: number[] = [];
  for (let f = 0; f < frames; f++) {
    if (other[f]! >= otherLoud * 0.1 && own[f]! < other[f]!) ratios.push(own[f]! / other[f]!);
  }
  if (ratios.length < 20) return own;
  ratios.sort((a, b) => a - b);
  const gain = ratios[Math.floor(ratios.length / 2)]! * BLEED_MARGIN;
  const out = new Float64Array(own.length);
  for (let f = 0; f < own.length; f++) {
    // The echo arrives a little late: the loudest of the other channel's last 30 ms is what leaks now.
    const leak = f < frames ? gain * Math.max(other[f]!, f > 0 ? other[f - 1]! : 0, f > 1 ? other[f - 2]! : 0) : 0;
    out[f] = Math.max(own[f]! - leak, 1e-12);
  }
  return out;
}

/**
 * Spans where `power` stands above the noise floor. The thresholds come from `levels` (the channel as
 * recorded): a channel with the other party's echo taken out has holes below its true noise floor.
 */
function spansFromPower(power: Float64Array, sampleRate: number, levels = power): SpeechSpan[] {
  if (power.length === 0) return [];
  const toDb = (p: number) => 10 * Math.log10(p + 1e-12);
  const db = Float64Array.from(power, toDb);
  const recorded = levels === power ? db : Float64Array.from(levels, toDb);
  const floor = percentile(recorded, 0.05);
  const loud = percentile(recorded, 0.98);
  const start = Math.max(floor + START_OVER_FLOOR_DB, loud - START_UNDER_LOUD_DB);
  const stay = Math.max(floor + STAY_OVER_FLOOR_DB, loud - STAY_UNDER_LOUD_DB);
  if (loud < start) return [];

  // Runs above the lower threshold that reach the upper one somewhere (hysteresis).
  const hop = Math.round(HOP_SECONDS * sampleRate) / sampleRate;
  const window = Math.round(WINDOW_SECONDS * sampleRate) / sampleRate;
  const runs: SpeechSpan[] = [];
  let runStart = -1;
  let started = false;
  for (let f = 0; f <= db.length; f++) {
    const value = f < db.length ? db[f]! : -Infinity;
    if (value > stay) {
      if (runStart < 0) runStart = f;
      if (value > start) started = true;
    } else if (runStart >= 0) {
      if (started) runs.push({ start: runStart * hop + window / 4, end: (f - 1) * hop + window - window / 4 });
      runStart = -1;
      started = false;
    }
  }
  return mergeSpans(runs, MERGE_GAP_SECONDS).filter((span) => span.end - span.start >= MIN_SPAN_SECONDS);
}

/** Joins spans whose gap is under `maxGap` seconds (spans sorted by start). */
export function mergeSpans(spans: SpeechSpan[], maxGap: number): SpeechSpan[] {
  const merged: SpeechSpan[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start - last.end < maxGap) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

function percentile(values: Float64Array, q: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor(q * (sorted.length - 1))]!;
}
