import { describe, expect, it } from 'vitest';
import { measureSpeakingRate, SYLLABLES_PER_WORD } from './speaking-rate.ts';

const RATE = 16_000;

interface Burst {
  /** Seconds of quiet before the burst. */
  gap: number;
  seconds: number;
  kind: 'voiced' | 'noise';
}

/** Deterministic noise, so that every run hears the same signal. */
function noiseSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 30 - 1;
  };
}

/**
 * A vowel-like burst is a 140 Hz tone with its first harmonics (periodic, as voiced speech is); a
 * noise burst is hiss like an "s". Each rises and falls (Hann envelope), as a syllable's loudness does.
 */
function signal(bursts: Burst[], tailSeconds = 0.3): Float32Array {
  const total = bursts.reduce((sum, b) => sum + b.gap + b.seconds, 0) + tailSeconds;
  const out = new Float32Array(Math.round(total * RATE));
  const noise = noiseSource(7);
  let at = 0;
  for (const burst of bursts) {
    at += Math.round(burst.gap * RATE);
    const length = Math.round(burst.seconds * RATE);
    for (let i = 0; i < length; i++) {
      const envelope = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / length);
      const t = i / RATE;
      const source =
        burst.kind === 'voiced' ? Math.sin(2 * Math.PI * 140 * t) + 0.5 * Math.sin(2 * Math.PI * 280 * t) + 0.3 * Math.sin(2 * Math.PI * 420 * t) : noise();
      out[at + i] = 0.4 * envelope * source;
    }
    at += length;
  }
  return out;
}

const syllables = (count: number, gap = 0.12): Burst[] => Array.from({ length: count }, () => ({ gap, seconds: 0.16, kind: 'voiced' as const }));

describe('measureSpeakingRate', () => {
  it('hears nothing in silence', () => {
    expect(measureSpeakingRate(new Int16Array(RATE * 5), RATE)).toEqual({ syllables: 0, wordsPerMinute: 0, speakingSeconds: 0, pauses: 0 });
  });

  it('counts one nucleus per voiced burst', () => {
    for (const count of [1, 5, 12]) expect(measureSpeakingRate(signal(syllables(count)), RATE).syllables).toBe(count);
  });

  it('does not count hiss (unvoiced) as syllables, nor a steady hum as many', () => {
    const hiss = Array.from({ length: 6 }, () => ({ gap: 0.12, seconds: 0.16, kind: 'noise' as const }));
    expect(measureSpeakingRate(signal(hiss), RATE).syllables).toBe(0);
    const hum = new Float32Array(RATE * 3).map((_, i) => 0.3 * Math.sin((2 * Math.PI * 140 * i) / RATE));
    expect(measureSpeakingRate(hum, RATE).syllables).toBeLessThanOrEqual(1);
  });

  it('does not count a syllable twice when its loudness wobbles by less than 2 dB', () => {
    const long = signal([{ gap: 0.1, seconds: 0.6, kind: 'voiced' }]);
    // ±8% in amplitude is about 1.4 dB from crest to trough.
    const audio = long.map((x, i) => x * (1 + 0.08 * Math.sin((2 * Math.PI * 7 * i) / RATE)));
    expect(measureSpeakingRate(audio, RATE).syllables).toBe(1);
  });

  it('finds the pauses and leaves them out of the speaking time', () => {
    const bursts = [...syllables(4), { gap: 0.8, seconds: 0.16, kind: 'voiced' as const }, ...syllables(3)];
    const measured = measureSpeakingRate(signal(bursts), RATE);
    expect(measured.syllables).toBe(8);
    expect(measured.pauses).toBe(1);
    // 8 bursts of 0.16 s and 6 short gaps of 0.12 s are speech; the 0.8 s pause is not.
    expect(measured.speakingSeconds).toBeGreaterThan(1.8);
    expect(measured.speakingSeconds).toBeLessThan(2.4);
  });

  it('turns syllables into words per minute over the whole recording', () => {
    const audio = signal(syllables(12));
    const measured = measureSpeakingRate(audio, RATE);
    expect(measured.wordsPerMinute).toBe(Math.round((12 / SYLLABLES_PER_WORD / (audio.length / RATE)) * 60));
  });

  it('reads 16-bit samples as it reads floats', () => {
    const audio = signal(syllables(5));
    const pcm = Int16Array.from(audio, (x) => Math.round(x * 32767));
    expect(measureSpeakingRate(pcm, RATE)).toEqual(measureSpeakingRate(audio, RATE));
  });
});
