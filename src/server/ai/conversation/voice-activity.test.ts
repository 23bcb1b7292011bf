import { describe, expect, it } from 'vitest';
import { detectSpeech, detectStereoSpeech, mergeSpans } from './voice-activity.ts';

const RATE = 16000;

/** A voiced-like buzz (150 Hz with harmonics) where `on` says, over seeded noise at `noise` (full scale). */
function signal(seconds: number, on: [number, number][], { level = 0.3, noise = 0.002 } = {}): Int16Array {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
  const out = new Int16Array(seconds * RATE);
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const speaking = on.some(([a, b]) => t >= a && t < b);
    const voice = speaking ? level * (Math.sin(2 * Math.PI * 150 * t) + 0.5 * Math.sin(2 * Math.PI * 450 * t)) * 0.6 : 0;
    out[i] = Math.round((voice + noise * random()) * 32767);
  }
  return out;
}

describe('detectSpeech', () => {
  it('finds speech over a noise floor to within a frame or two', () => {
    const spans = detectSpeech(
      signal(10, [
        [1, 3],
        [5, 8.5],
      ]),
      RATE,
    );
    expect(spans).toHaveLength(2);
    expect(spans[0]!.start).toBeCloseTo(1, 1);
    expect(spans[0]!.end).toBeCloseTo(3, 1);
    expect(spans[1]!.end).toBeCloseTo(8.5, 1);
  });

  it('merges gaps under 0.25 s and drops clicks', () => {
    const spans = detectSpeech(
      signal(6, [
        [1, 2],
        [2.15, 3],
        [4, 4.05],
      ]),
      RATE,
    );
    expect(spans).toHaveLength(1);
  });

  it('hears nothing in silence or steady noise', () => {
    expect(detectSpeech(new Int16Array(RATE * 3), RATE)).toEqual([]);
    expect(detectSpeech(signal(3, [], { noise: 0.05 }), RATE)).toEqual([]);
  });
});

describe('detectStereoSpeech', () => {
  it('does not count one party’s echo on the other channel as speech', () => {
    const seller = signal(10, [[1, 4]]);
    const prospect = signal(10, [[5, 8]]);
    const leak = (own: Int16Array, other: Int16Array) => own.map((x, i) => x + Math.round(other[i]! * 0.08));
    const { left, right } = detectStereoSpeech(leak(seller, prospect), leak(prospect, seller), RATE);
    expect(left).toHaveLength(1);
    expect(right).toHaveLength(1);
    expect(left[0]!.start).toBeCloseTo(1, 1);
    expect(right[0]!.start).toBeCloseTo(5, 1);
  });
});

describe('mergeSpans', () => {
  it('joins spans closer than the gap', () => {
    expect(
      mergeSpans(
        [
          { start: 0, end: 1 },
          { start: 1.2, end: 2 },
          { start: 3, end: 4 },
        ],
        0.25,
      ),
    ).toEqual([
      { start: 0, end: 2 },
      { start: 3, end: 4 },
    ]);
  });
});
