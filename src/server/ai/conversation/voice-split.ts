// Who spoke when on a mono recording (a voice note, a call recorded through one microphone): the two
// voices are told apart by pitch and timbre, every 40 ms of speech clustered into two groups, then
// smoothed so that a voice does not flicker within a word. Overlapping speech goes to the louder
// voice, so the metrics of a mono call are estimates (CallMetrics.estimated).

import type { SpeechSpan } from '../../../shared/calls.ts';
import { measureSpeakingRate } from '../local/speaking-rate.ts';
import { MERGE_GAP_SECONDS, mergeSpans } from './voice-activity.ts';

const ANALYSIS_RATE = 4000;
const HOP_SECONDS = 0.04;
const WINDOW_SECONDS = 0.032;
const LOW_PASS_HZ = 900;
const MIN_PITCH_HZ = 70;
const MAX_PITCH_HZ = 400;
/** Periodicity a voiced frame has (noise and fricatives have not). */
const VOICING_CORRELATION = 0.7;
/** Labels are smoothed by a majority over this many voiced frames (~0.3 s). */
const SMOOTHING_FRAMES = 7;
/**
 * Two voices only when their pitches differ by 25% or more and the two groups stand apart (centre
 * distance over spread): one voice split in two by its own intonation scores about 2.7.
 */
const MIN_PITCH_RATIO = 1.25;
const MIN_SEPARATION = 3.5;
/** The second voice holds at least this share of the speech (else it is stray frames of the first). */
const MIN_VOICE_SHARE = 0.08;
/** Under this much speech a side's pace is no measure. */
const MIN_PACE_SECONDS = 2;

interface Frame {
  time: number;
  logPitch: number;
  tilt: number;
}

/**
 * Splits the speech of a mono recording between two voices. The seller is the voice heard first
 * (who opens a call or records a voice note); the upload lets the person say otherwise. When the
 * two groups do not differ enough, it is one voice (a voice note): everything is the seller's.
 */
export function splitVoices(samples: Int16Array, sampleRate: number, spans: SpeechSpan[]): { seller: SpeechSpan[]; prospect: SpeechSpan[]; voices: 1 | 2 } {
  const oneVoice = { seller: spans.map((span) => ({ ...span })), prospect: [], voices: 1 as const };
  const signal = downsample(samples, sampleRate);
  const frames = spans.flatMap((span) => voicedFrames(signal, span));
  if (frames.length < 10) return oneVoice;

  const labels = twoMeans(frames);
  if (!labels) return oneVoice;
  const smoothed = labels.map((_, i) => {
    let votes = 0;
    const half = SMOOTHING_FRAMES >> 1;
    for (let j = Math.max(0, i - half); j <= Math.min(labels.length - 1, i + half); j++) votes += labels[j]!;
    return votes * 2 > Math.min(labels.length - 1, i + half) - Math.max(0, i - half) + 1 ? 1 : 0;
  });

  // Each span is cut where the voice changes, halfway between the frames that disagree.
  const bySide: [SpeechSpan[], SpeechSpan[]] = [[], []];
  let k = 0;
  for (const span of spans) {
    const inside: number[] = [];
    while (k < frames.length && frames[k]!.time < span.end) {
      if (frames[k]!.time >= span.start) inside.push(k);
      k++;
    }
    if (inside.length === 0) continue; // no voiced frame: a noise the detector let through
    let start = span.start;
    for (let n = 1; n < inside.length; n++) {
      const previous = inside[n - 1]!;
      const current = inside[n]!;
      if (smoothed[current] !== smoothed[previous]) {
        const cut = (frames[previous]!.time + frames[current]!.time) / 2;
        bySide[smoothed[previous]!]!.push({ start, end: cut });
        start = cut;
      }
    }
    bySide[smoothed[inside[inside.length - 1]!]!]!.push({ start, end: span.end });
  }
  // A few stray frames of one voice (a cough, a squeak of intonation) are no second speaker.
  const minority = Math.min(...bySide.map((list) => list.reduce((sum, span) => sum + span.end - span.start, 0)));
  const speech = spans.reduce((sum, span) => sum + span.end - span.start, 0);
  if (minority < MIN_VOICE_SHARE * speech) return oneVoice;
  const sellerLabel = smoothed[0]!;
  const sort = (list: SpeechSpan[]) =>
    mergeSpans(
      list.sort((a, b) => a.start - b.start),
      MERGE_GAP_SECONDS,
    );
  return { seller: sort(bySide[sellerLabel]), prospect: sort(bySide[1 - sellerLabel]!), voices: 2 };
}

/** Syllables per second while speaking in `spans` (null under MIN_PACE_SECONDS of speech). */
export function sidePace(samples: Int16Array, sampleRate: number, spans: SpeechSpan[]): number | null {
  const pieces = spans.map((span) => samples.subarray(Math.round(span.start * sampleRate), Math.round(span.end * sampleRate)));
  const speaking = pieces.reduce((sum, piece) => sum + piece.length, 0) / sampleRate;
  if (speaking < MIN_PACE_SECONDS) return null;
  // Pieces are joined with a short silence so that two syllables across a cut stay two.
  const gap = Math.round(0.1 * sampleRate);
  const joined = new Int16Array(pieces.reduce((sum, piece) => sum + piece.length + gap, 0));
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.length + gap;
  }
  const { syllables } = measureSpeakingRate(joined, sampleRate);
  return Math.round((syllables / speaking) * 100) / 100;
}

/**
 * Floats at ANALYSIS_RATE, low-passed at about 900 Hz: pitch needs no more, and without the formants
 * the autocorrelation no longer mistakes a vowel's resonance for its pitch.
 */
function downsample(samples: Int16Array, sampleRate: number): Float32Array {
  const step = sampleRate / ANALYSIS_RATE;
  const out = new Float32Array(Math.floor(samples.length / step));
  for (let i = 0; i < out.length; i++) {
    const from = Math.floor(i * step);
    const to = Math.max(from + 1, Math.floor((i + 1) * step));
    let sum = 0;
    for (let j = from; j < to; j++) sum += samples[j]!;
    out[i] = sum / (to - from) / 32768;
  }
  // Two passes of a one-pole low-pass (zero phase, so frames stay in time).
  const alpha = 1 - Math.exp((-2 * Math.PI * LOW_PASS_HZ) / ANALYSIS_RATE);
  for (let pass = 0; pass < 2; pass++) {
    let state = 0;
    for (let i = 0; i < out.length; i++) out[i] = state += alpha * (out[i]! - state);
    state = 0;
    for (let i = out.length - 1; i >= 0; i--) out[i] = state += alpha * (out[i]! - state);
  }
  return out;
}

/** The voiced frames of a span: pitch by normalised autocorrelation, timbre by spectral tilt. */
function voicedFrames(signal: Float32Array, span: SpeechSpan): Frame[] {
  const window = Math.round(WINDOW_SECONDS * ANALYSIS_RATE);
  const hop = Math.round(HOP_SECONDS * ANALYSIS_RATE);
  const minLag = Math.floor(ANALYSIS_RATE / MAX_PITCH_HZ);
  const maxLag = Math.ceil(ANALYSIS_RATE / MIN_PITCH_HZ);
  const frames: Frame[] = [];
  const first = Math.round(span.start * ANALYSIS_RATE);
  const last = Math.min(signal.length - window - maxLag, Math.round(span.end * ANALYSIS_RATE) - window);
  for (let start = first; start <= last; start += hop) {
    let energy = 0;
    let slope = 0;
    for (let i = start; i < start + window; i++) {
      energy += signal[i]! * signal[i]!;
      const d = signal[i + 1]! - signal[i]!;
      slope += d * d;
    }
    if (energy <= 0) continue;
    const correlations = new Float64Array(maxLag + 1);
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let cross = 0;
      let shifted = 0;
      for (let i = start; i < start + window; i++) {
        cross += signal[i]! * signal[i + lag]!;
        shifted += signal[i + lag]! * signal[i + lag]!;
      }
      correlations[lag] = shifted > 0 ? cross / Math.sqrt(energy * shifted) : 0;
    }
    // Only a peak is a period: at the shortest lags a low-passed signal correlates with itself anyway.
    for (let lag = minLag + 1; lag < maxLag; lag++) {
      const value = correlations[lag]!;
      if (value > best && value >= correlations[lag - 1]! && value >= correlations[lag + 1]!) {
        best = value;
        bestLag = lag;
      }
    }
    // The period's multiples correlate as well as the period itself: the shortest that nearly does is the pitch.
    for (const divisor of [2]) {
      const lag = Math.round(bestLag / divisor);
      if (lag >= minLag && correlations[lag]! >= 0.9 * best) {
        bestLag = lag;
        break;
      }
    }
    if (best < VOICING_CORRELATION) continue;
    frames.push({ time: (start + window / 2) / ANALYSIS_RATE, logPitch: Math.log(ANALYSIS_RATE / bestLag), tilt: Math.log(slope / energy + 1e-9) });
  }
  return frames;
}

/** Two groups of frames by pitch and timbre (0/1 per frame), or null when they are one voice. */
function twoMeans(frames: Frame[]): number[] | null {
  const tiltMean = frames.reduce((sum, frame) => sum + frame.tilt, 0) / frames.length;
  const tiltSpread = Math.sqrt(frames.reduce((sum, frame) => sum + (frame.tilt - tiltMean) ** 2, 0) / frames.length) || 1;
  // Pitch leads (in log units, where 25% apart is 0.22); timbre helps at half weight.
  const points = frames.map((frame) => [frame.logPitch, (0.1 * (frame.tilt - tiltMean)) / tiltSpread] as const);
  const pitches = points.map((point) => point[0]).sort((a, b) => a - b);
  let centres: [number, number][] = [
    [pitches[Math.floor(0.1 * (pitches.length - 1))]!, 0],
    [pitches[Math.floor(0.9 * (pitches.length - 1))]!, 0],
  ];
  let labels: number[] = [];
  for (let iteration = 0; iteration < 30; iteration++) {
    labels = points.map((p) => (distance(p, centres[0]!) <= distance(p, centres[1]!) ? 0 : 1));
    const next = [0, 1].map((label) => {
      const members = points.filter((_, i) => labels[i] === label);
      if (members.length === 0) return centres[label]!;
      return [members.reduce((s, p) => s + p[0], 0) / members.length, members.reduce((s, p) => s + p[1], 0) / members.length] as [number, number];
    }) as [number, number][];
    const moved = distance(next[0]!, centres[0]!) + distance(next[1]!, centres[1]!);
    centres = next;
    if (moved < 1e-6) break;
  }
  const pitchGap = Math.abs(centres[1]![0] - centres[0]![0]);
  let within = 0;
  points.forEach((p, i) => (within += (p[0] - centres[labels[i]!]![0]) ** 2));
  const spread = Math.sqrt(within / points.length) || 1e-6;
  const smaller = Math.min(labels.filter((label) => label === 0).length, labels.filter((label) => label === 1).length);
  if (pitchGap < Math.log(MIN_PITCH_RATIO) || pitchGap / spread < MIN_SEPARATION || smaller < 3) return null;
  return labels;
}

const distance = (a: readonly [number, number], b: readonly [number, number]) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;
