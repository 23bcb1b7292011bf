// Speaking rate measured from the sound itself, without understanding a word: syllable nuclei are
// the loudness peaks of voiced speech (after de Jong & Wempe 2009, "Praat script to detect syllable
// nuclei and measure speech rate automatically"). The offline recogniser mishears synthetic and
// accented speech often enough that its word count is no measure of pace; the sound is.

import type { MeasuredSpeech } from '../provider.ts';

/** Loudness is measured every 10 ms over a 64 ms window (Praat's intensity for a 50 Hz floor). */
const FRAME_SECONDS = 0.01;
const WINDOW_SECONDS = 0.064;
/** Peaks quieter than this below the loudest speech (99th percentile) are background, not syllables. */
const SILENCE_DB = 25;
/** Two peaks are two syllables only when the loudness dips at least this much between them. */
const MIN_DIP_DB = 2;
/** A quiet stretch at least this long is a pause, not the closure of a consonant. */
const MIN_PAUSE_SECONDS = 0.3;
/** Voicing: the periodicity a vowel has and noise (fricatives, breath, hiss) has not. */
const MIN_PITCH_HZ = 75;
const MAX_PITCH_HZ = 400;
const VOICING_CORRELATION = 0.5;

/**
 * Nuclei counted per spoken word. Measured, not assumed: scripts/calibrate-speaking-rate.ts counts
 * them on four ~100-word English pitches spoken by espeak-ng at 110, 140 and 170 wpm and recorded as
 * the browser does; the mean is 1.376 (1.28–1.50 per text and rate; espeak's own phonemes give 1.33
 * syllables per word for the same texts). speaking-rate-audio.test.ts checks it on a fifth text.
 */
export const SYLLABLES_PER_WORD = 1.38;

/**
 * Measures the speaking rate of mono PCM audio (16-bit integers or floats in [-1, 1]).
 * Silence, hum or a steady tone give 0 syllables.
 */
export function measureSpeakingRate(samples: Int16Array | Float32Array, sampleRate: number): MeasuredSpeech {
  const signal = toFloat(samples);
  const durationSeconds = signal.length / sampleRate;
  const intensity = intensityContour(signal, sampleRate);
  if (intensity.length === 0) return { syllables: 0, speakingSeconds: 0, pauses: 0, wordsPerMinute: 0 };
  const threshold = speechThreshold(intensity);
  const nuclei = intensityPeaks(intensity, threshold).filter((frame) => isVoiced(signal, sampleRate, frameCentre(frame, sampleRate)));
  const { speakingSeconds, pauses } = speakingTime(intensity, threshold);
  const wordsPerMinute = durationSeconds > 0 ? Math.round((nuclei.length / SYLLABLES_PER_WORD / durationSeconds) * 60) : 0;
  return { syllables: nuclei.length, speakingSeconds: Math.round(speakingSeconds * 10) / 10, pauses, wordsPerMinute };
}

function toFloat(samples: Int16Array | Float32Array): Float32Array {
  if (samples instanceof Float32Array) return samples;
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 32768;
  return out;
}

const frameCentre = (frame: number, sampleRate: number) => Math.round((frame * FRAME_SECONDS + WINDOW_SECONDS / 2) * sampleRate);

/** Loudness in dB per 10 ms frame, Hann-weighted over 64 ms, DC removed. */
function intensityContour(signal: Float32Array, sampleRate: number): Float64Array {
  const window = Math.round(WINDOW_SECONDS * sampleRate);
  const hop = Math.round(FRAME_SECONDS * sampleRate);
  if (signal.length < window) return new Float64Array(0);
  const weights = new Float64Array(window);
  let weightSum = 0;
  for (let i = 0; i < window; i++) {
    weights[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / window);
    weightSum += weights[i]!;
  }
  const frames = Math.floor((signal.length - window) / hop) + 1;
  const contour = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    const start = f * hop;
    let mean = 0;
    for (let i = 0; i < window; i++) mean += signal[start + i]!;
    mean /= window;
    let energy = 0;
    for (let i = 0; i < window; i++) {
      const x = signal[start + i]! - mean;
      energy += weights[i]! * x * x;
    }
    // The floor keeps digital silence finite (-100 dB) so that percentiles stay meaningful.
    contour[f] = 10 * Math.log10(energy / weightSum + 1e-10);
  }
  return contour;
}

/**
 * The loudest speech (99th percentile, robust to a click) less SILENCE_DB, and at least 6 dB over the
 * background (5th percentile): in a noisy room the pauses stay pauses.
 */
function speechThreshold(intensity: Float64Array): number {
  const sorted = Float64Array.from(intensity).sort();
  const loud = sorted[Math.floor(0.99 * (sorted.length - 1))]!;
  const floor = sorted[Math.floor(0.05 * (sorted.length - 1))]!;
  return Math.max(loud - SILENCE_DB, floor + 6);
}

/**
 * Local maxima above the threshold, each kept only when the loudness between it and the previous
 * kept peak dips at least MIN_DIP_DB below both (else the louder of the two stays).
 */
function intensityPeaks(intensity: Float64Array, threshold: number): number[] {
  const peaks: number[] = [];
  let dipSincePeak = Infinity;
  for (let f = 1; f < intensity.length - 1; f++) {
    const value = intensity[f]!;
    dipSincePeak = Math.min(dipSincePeak, value);
    if (value <= threshold || value < intensity[f - 1]! || value <= intensity[f + 1]!) continue;
    const previous = peaks[peaks.length - 1];
    if (previous === undefined || (intensity[previous]! - dipSincePeak >= MIN_DIP_DB && value - dipSincePeak >= MIN_DIP_DB)) {
      peaks.push(f);
      dipSincePeak = value;
    } else if (value > intensity[previous]!) {
      peaks[peaks.length - 1] = f;
      dipSincePeak = value;
    }
  }
  return peaks;
}

/** Normalised autocorrelation at the best pitch lag, over 40 ms around `centre`. */
function isVoiced(signal: Float32Array, sampleRate: number, centre: number): boolean {
  const half = Math.round(0.02 * sampleRate);
  const start = Math.max(0, centre - half);
  const end = Math.min(signal.length, centre + half);
  const minLag = Math.floor(sampleRate / MAX_PITCH_HZ);
  const maxLag = Math.ceil(sampleRate / MIN_PITCH_HZ);
  const length = end - start - maxLag;
  if (length <= minLag) return false;
  let best = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    let cross = 0;
    let energyA = 0;
    let energyB = 0;
    for (let i = start; i < start + length; i++) {
      const a = signal[i]!;
      const b = signal[i + lag]!;
      cross += a * b;
      energyA += a * a;
      energyB += b * b;
    }
    const correlation = energyA > 0 && energyB > 0 ? cross / Math.sqrt(energyA * energyB) : 0;
    if (correlation > best) best = correlation;
  }
  return best >= VOICING_CORRELATION;
}

/** Seconds from the first to the last frame above the threshold, less the pauses in between. */
function speakingTime(intensity: Float64Array, threshold: number): { speakingSeconds: number; pauses: number } {
  let first = -1;
  let last = -1;
  for (let f = 0; f < intensity.length; f++) {
    if (intensity[f]! > threshold) {
      if (first < 0) first = f;
      last = f;
    }
  }
  if (first < 0) return { speakingSeconds: 0, pauses: 0 };
  const minPauseFrames = Math.round(MIN_PAUSE_SECONDS / FRAME_SECONDS);
  let paused = 0;
  let pauses = 0;
  let run = 0;
  for (let f = first; f <= last + 1; f++) {
    if (f <= last && intensity[f]! <= threshold) run++;
    else {
      if (run >= minPauseFrames) {
        paused += run;
        pauses++;
      }
      run = 0;
    }
  }
  return { speakingSeconds: (last - first + 1 - paused) * FRAME_SECONDS, pauses };
}
