import { describe, expect, it } from 'vitest';
import { PauseSegmenter, pcmToWav, quietThreshold } from './pause-segmenter.ts';
import { PCM_BYTES_PER_SECOND, PCM_SAMPLE_RATE } from './streaming-decoder.ts';

// Where the openai path cuts a recording (decision 029): in the first pause past 10 s, at the
// quietest moment near 25 s when there is none, and never losing or repeating a sample.

/** 16 kHz PCM: "speech" (a loud tone with a little noise) and silences, by seconds. */
function pcm(parts: { speech?: number; silence?: number }[]): Buffer {
  const seconds = parts.reduce((sum, part) => sum + (part.speech ?? part.silence ?? 0), 0);
  const samples = new Int16Array(Math.round(seconds * PCM_SAMPLE_RATE));
  let at = 0;
  for (const part of parts) {
    const length = Math.round((part.speech ?? part.silence ?? 0) * PCM_SAMPLE_RATE);
    for (let i = 0; i < length; i++) samples[at + i] = part.speech ? Math.round(6000 * Math.sin((2 * Math.PI * 220 * i) / PCM_SAMPLE_RATE)) : (i % 7) - 3;
    at += length;
  }
  return Buffer.from(samples.buffer);
}

/** Feeds `data` in pieces of `size` bytes (odd sizes: pipes cut anywhere) and collects every piece. */
function segment(data: Buffer, size = 3333): Buffer[] {
  const segmenter = new PauseSegmenter();
  const pieces: Buffer[] = [];
  // Whole samples, as the decoder hands them over.
  const step = size - (size % 2);
  for (let offset = 0; offset < data.length; offset += step) pieces.push(...segmenter.push(data.subarray(offset, offset + step)));
  const rest = segmenter.finish();
  if (rest.length > 0) pieces.push(rest);
  return pieces;
}

const seconds = (piece: Buffer) => piece.length / PCM_BYTES_PER_SECOND;

function rms(data: Buffer): number {
  let sum = 0;
  for (let i = 0; i + 1 < data.length; i += 2) sum += data.readInt16LE(i) ** 2;
  return Math.sqrt(sum / (data.length / 2));
}

describe('pause segmenter', () => {
  it('cuts in the middle of the first pause past 10 s; the pieces are the whole audio', () => {
    // Sentences of 4 s with 0.6 s pauses.
    const parts = Array.from({ length: 8 }, () => [{ speech: 4 }, { silence: 0.6 }]).flat();
    const data = pcm(parts);
    const pieces = segment(data);
    expect(Buffer.concat(pieces).equals(data)).toBe(true);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    for (const piece of pieces.slice(0, -1)) {
      expect(seconds(piece)).toBeGreaterThanOrEqual(10);
      expect(seconds(piece)).toBeLessThanOrEqual(15);
    }
    // Each cut is 0.3 s into a 0.6 s pause.
    let at = 0;
    for (const piece of pieces.slice(0, -1)) {
      at += seconds(piece);
      const intoSentence = at % 4.6;
      expect(intoSentence).toBeGreaterThan(4.2);
      expect(intoSentence).toBeLessThan(4.4);
    }
  });

  it('a short pause is not a cut; without any pause the piece is cut at its quietest frame by 25 s', () => {
    // Speech with 0.1 s gaps only, then one dip 23.5 s in.
    const parts = [...Array.from({ length: 23 }, () => [{ speech: 0.9 }, { silence: 0.1 }]).flat(), { speech: 0.5 }, { silence: 0.06 }, { speech: 10 }];
    const pieces = segment(pcm(parts));
    expect(seconds(pieces[0]!)).toBeLessThanOrEqual(25);
    expect(seconds(pieces[0]!)).toBeGreaterThan(22);
    // It ends inside a gap (its last frame is silence).
    expect(rms(pieces[0]!.subarray(pieces[0]!.length - 640))).toBeLessThan(100);
  });

  it('PCM arriving many seconds at once still gives pieces of at most 25 s', () => {
    const data = pcm([{ speech: 30 }, { silence: 1 }, { speech: 30 }]);
    const pieces = segment(data, data.length);
    expect(Buffer.concat(pieces).equals(data)).toBe(true);
    for (const piece of pieces) expect(seconds(piece)).toBeLessThanOrEqual(25);
  });

  it('quiet is relative to the piece, never above the floor for silence', () => {
    expect(quietThreshold([0, 0, 0])).toBe(100);
    expect(quietThreshold(Array.from({ length: 100 }, (_, i) => (i < 50 ? 10 : 4000)))).toBeCloseTo(600);
  });

  it('the WAV header says 16 kHz mono 16-bit and the data size', () => {
    const wav = pcmToWav(Buffer.alloc(3200));
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(40)).toBe(3200);
    expect(wav.length).toBe(44 + 3200);
  });
});
