// Cuts a recording's PCM, as it is decoded, into pieces a file-based recogniser can be sent while
// the person is still speaking (decision 029, the openai path). Cuts fall in pauses, so no word is
// split between two requests; a piece with no pause at all is cut at its quietest moment.

import { PCM_BYTES_PER_SECOND, PCM_SAMPLE_RATE } from './streaming-decoder.ts';

/** 20 ms frames: short enough to find the gap between two words. */
const FRAME_SAMPLES = PCM_SAMPLE_RATE / 50;
const FRAME_BYTES = FRAME_SAMPLES * 2;
const FRAMES_PER_SECOND = 50;

export interface PauseSegmenterOptions {
  /** A piece is cut at the first pause past this length… */
  minSeconds: number;
  /** …and at its quietest frame near this length when it has no pause. */
  maxSeconds: number;
  /** The shortest silence that counts as a pause. */
  pauseSeconds: number;
  /** Where in the piece's last seconds a forced cut may fall. */
  forcedCutWindowSeconds: number;
}

export const DEFAULT_SEGMENTER_OPTIONS: PauseSegmenterOptions = {
  minSeconds: 10,
  maxSeconds: 25,
  pauseSeconds: 0.3,
  forcedCutWindowSeconds: 3,
};

/**
 * Quiet is relative to the piece: a frame is quiet below 15% of its loud frames' level (the 95th
 * percentile), never above an absolute floor a breath or a room hum stays under (about -50 dBFS).
 */
const QUIET_SHARE = 0.15;
const LOUD_PERCENTILE = 0.95;
const QUIET_FLOOR_RMS = 100;
/** A silence at the very end counts as a pause once it lasts a second (the speaker may have stopped). */
const OPEN_PAUSE_FRAMES = FRAMES_PER_SECOND;

/** The level below which a frame of this piece counts as quiet. */
export function quietThreshold(frameRms: ArrayLike<number>): number {
  if (frameRms.length === 0) return QUIET_FLOOR_RMS;
  const sorted = Float64Array.from(frameRms).sort();
  const loud = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * LOUD_PERCENTILE))]!;
  return Math.max(QUIET_FLOOR_RMS, loud * QUIET_SHARE);
}

function frameRms(pcm: Buffer, offset: number): number {
  let sum = 0;
  for (let i = 0; i < FRAME_SAMPLES; i++) {
    const sample = pcm.readInt16LE(offset + i * 2);
    sum += sample * sample;
  }
  return Math.sqrt(sum / FRAME_SAMPLES);
}

/**
 * Feed PCM in with `push`; whole pieces come out as soon as they can be cut. `finish` returns what is
 * left. Pieces always start on a frame boundary and together are exactly the PCM pushed.
 */
export class PauseSegmenter {
  private readonly options: PauseSegmenterOptions;
  private chunks: Buffer[] = [];
  /** Bytes in `chunks`: whole frames plus a partial one at the end. */
  private bytes = 0;
  /** The level of each whole frame of the pending piece. */
  private levels: number[] = [];
  /** The partial frame's bytes, already in `chunks`, kept whole to measure once the frame completes. */
  private partial = Buffer.alloc(0);

  constructor(options: Partial<PauseSegmenterOptions> = {}) {
    this.options = { ...DEFAULT_SEGMENTER_OPTIONS, ...options };
  }

  push(pcm: Buffer): Buffer[] {
    if (pcm.length === 0) return [];
    this.chunks.push(pcm);
    this.bytes += pcm.length;
    const data = this.partial.length > 0 ? Buffer.concat([this.partial, pcm]) : pcm;
    let offset = 0;
    for (; offset + FRAME_BYTES <= data.length; offset += FRAME_BYTES) this.levels.push(frameRms(data, offset));
    this.partial = Buffer.from(data.subarray(offset));
    const pieces: Buffer[] = [];
    for (let cut = this.findCut(); cut !== null; cut = this.findCut()) pieces.push(this.cutAt(cut));
    return pieces;
  }

  /** Everything not yet returned (possibly empty). */
  finish(): Buffer {
    const rest = Buffer.concat(this.chunks, this.bytes);
    this.chunks = [];
    this.bytes = 0;
    this.levels = [];
    this.partial = Buffer.alloc(0);
    return rest;
  }

  /** The frame the next piece ends before, or null while the piece should grow. */
  private findCut(): number | null {
    const { minSeconds, maxSeconds, pauseSeconds, forcedCutWindowSeconds } = this.options;
    const frames = this.levels.length;
    if (frames < minSeconds * FRAMES_PER_SECOND) return null;
    const threshold = quietThreshold(this.levels);
    const pauseFrames = Math.round(pauseSeconds * FRAMES_PER_SECOND);
    // Pieces of 10 s or more: a few seconds are little context for the recogniser.
    const earliest = Math.round(minSeconds * FRAMES_PER_SECOND);
    // Only within the longest piece (PCM can arrive many seconds at once).
    const span = Math.min(frames, Math.round(maxSeconds * FRAMES_PER_SECOND));
    // A pause still going on is cut once it is long; until then its middle is not known yet.
    const isPause = (start: number, end: number) => end - start >= (end === frames ? OPEN_PAUSE_FRAMES : pauseFrames);
    // The most recent pause whose middle is past the shortest piece: walk back over runs of quiet frames.
    let runEnd = span;
    for (let i = span - 1; i >= 0; i--) {
      if (this.levels[i]! < threshold) continue;
      if (isPause(i + 1, runEnd)) {
        const middle = Math.floor((i + 1 + runEnd) / 2);
        if (middle >= earliest) return middle;
      }
      runEnd = i;
      if (runEnd < earliest) break;
    }
    if (isPause(0, runEnd) && Math.floor(runEnd / 2) >= earliest) return Math.floor(runEnd / 2);
    // No pause long enough: at the longest piece, it ends with the quietest frame of its last seconds.
    if (frames < maxSeconds * FRAMES_PER_SECOND) return null;
    const from = Math.max(earliest, span - Math.round(forcedCutWindowSeconds * FRAMES_PER_SECOND));
    let quietest = span - 1;
    for (let i = from; i < span; i++) if (this.levels[i]! < this.levels[quietest]!) quietest = i;
    return quietest + 1;
  }

  /** Splits off the first `frames` frames as a piece. */
  private cutAt(frames: number): Buffer {
    const all = Buffer.concat(this.chunks, this.bytes);
    const end = frames * FRAME_BYTES;
    const piece = Buffer.from(all.subarray(0, end));
    const rest = all.subarray(end);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.bytes = rest.length;
    this.levels = this.levels.slice(frames);
    return piece;
  }
}

/** A 16 kHz mono 16-bit WAV file around `pcm`. */
export function pcmToWav(pcm: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(PCM_SAMPLE_RATE, 24);
  header.writeUInt32LE(PCM_BYTES_PER_SECOND, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
