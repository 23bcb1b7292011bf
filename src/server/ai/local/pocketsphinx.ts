// Offline speech-to-text: ffmpeg turns the upload into 16 kHz mono WAV, pocketsphinx 0.8
// (Debian `pocketsphinx pocketsphinx-en-us`) recognises it. Both are optional system packages,
// found once at start-up; without them the Pitch Lab offers to type the pitch instead.

import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PITCH_AUDIO_TYPES, type AudioContainer } from '../../../shared/pitch-lab.ts';
import type { MeasuredSpeech } from '../provider.ts';
import { measureSpeakingRate } from './speaking-rate.ts';

export interface SpeechEngine {
  ffmpeg: string;
  pocketsphinx: string;
}

export interface RecognitionResult {
  text: string;
  /** Measured from the converted audio. */
  durationSeconds: number;
  /** The speaking rate measured from the converted audio, independent of what was recognised. */
  speech: MeasuredSpeech;
}

/** Absolute paths of ffmpeg and pocketsphinx_continuous, or null when either is missing. */
export function detectSpeechEngine(): SpeechEngine | null {
  const find = (binary: string) => {
    const result = spawnSync('which', [binary], { encoding: 'utf8', timeout: 5000 });
    const found = result.status === 0 ? result.stdout.trim().split('\n')[0] : '';
    return found || null;
  };
  const ffmpeg = find('ffmpeg');
  const pocketsphinx = find('pocketsphinx_continuous');
  return ffmpeg && pocketsphinx ? { ffmpeg, pocketsphinx } : null;
}

/**
 * ffmpeg's demuxer for each accepted container. The input format is always named (-f before -i),
 * never guessed: probing would let an upload that merely starts like an MP3 be read as, e.g., an
 * HLS playlist whose segments are files on this server.
 */
const DEMUXERS: Record<AudioContainer, string> = { webm: 'webm', ogg: 'ogg', wav: 'wav', mp4: 'mp4', mpeg: 'mp3' };

export function ffmpegInputFormat(mimeType: string): string {
  const container = PITCH_AUDIO_TYPES[mimeType.split(';')[0]!.trim().toLowerCase()];
  if (!container) throw new Error(`unsupported audio type ${mimeType}`);
  return DEMUXERS[container];
}

/**
 * Whether an MP4's index (moov) comes before its media data: only then can ffmpeg read it from a
 * pipe (fragmented and "faststart" files, as MediaRecorder writes them). Files with the index at
 * the end need seeking.
 */
export function mp4IndexFirst(data: Buffer): boolean {
  let offset = 0;
  while (offset + 8 <= data.length) {
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (type === 'moov' || type === 'moof') return true;
    if (type === 'mdat') return false;
    if (size === 1) {
      if (offset + 16 > data.length) return false;
      size = Number(data.readBigUInt64BE(offset + 8));
    }
    if (size < 8) return false;
    offset += size;
  }
  return false;
}

/** Runs ffmpeg with `input` on its stdin (pipe:0); resolves when it exits 0. */
function runWithStdin(binary: string, args: string[], input: Buffer, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    // ffmpeg stops reading at the first invalid byte: a closed pipe is its error to report, not ours.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(Object.assign(error, { stderr }));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(Object.assign(new Error(`${path.basename(binary)} exited with ${signal ?? code}`), { stderr, exitCode: signal ? null : code }));
    });
  });
}

function run(binary: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024, encoding: 'utf8', killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stderr: String(stderr).slice(-2000) }));
      else resolve(stdout);
    });
  });
}

/**
 * ffmpeg ran and refused the input (it exited with an error code, not killed by a timeout and not
 * missing): the upload is not decodable audio of its declared type.
 */
export class AudioDecodeError extends Error {
  constructor(readonly stderr: string) {
    super('ffmpeg could not decode the audio');
  }
}

function asDecodeError(error: unknown): unknown {
  const failed = error as { exitCode?: unknown; code?: unknown; killed?: boolean; stderr?: string };
  const exitCode = failed.exitCode ?? failed.code;
  return typeof exitCode === 'number' && exitCode !== 0 && !failed.killed ? new AudioDecodeError(failed.stderr ?? '') : error;
}

interface WavData {
  byteRate: number;
  sampleRate: number;
  bitsPerSample: number;
  /** The `data` chunk, cut to what is in the file (ffmpeg writes 0xFFFFFFFF as its size when streaming). */
  data: Buffer;
}

/** Walks a RIFF/WAVE file's chunks to its format and its `data` chunk. */
function readWav(wav: Buffer): WavData | null {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') return null;
  let offset = 12;
  let format = { byteRate: 0, sampleRate: 0, bitsPerSample: 0 };
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 24 <= wav.length) {
      format = { sampleRate: wav.readUInt32LE(offset + 12), byteRate: wav.readUInt32LE(offset + 16), bitsPerSample: wav.readUInt16LE(offset + 22) };
    }
    if (id === 'data') return { ...format, data: wav.subarray(offset + 8, Math.min(wav.length, offset + 8 + size)) };
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** Seconds of audio in a PCM WAV file. */
export function wavDurationSeconds(wav: Buffer): number {
  const parsed = readWav(wav);
  return parsed && parsed.byteRate > 0 ? parsed.data.length / parsed.byteRate : 0;
}

/** The samples of a 16-bit mono PCM WAV (what the conversion below writes), or null for any other. */
export function wavMonoSamples(wav: Buffer): { samples: Int16Array; sampleRate: number } | null {
  const parsed = readWav(wav);
  if (!parsed || parsed.bitsPerSample !== 16 || parsed.byteRate !== parsed.sampleRate * 2) return null;
  const samples = new Int16Array(Math.floor(parsed.data.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = parsed.data.readInt16LE(i * 2);
  return { samples, sampleRate: parsed.sampleRate };
}

/**
 * Search settings for both paths (whole file and streamed): at most 3000 HMMs per frame, a
 * 10-frame phone lookahead and no second (flat-lexicon) pass. On a 39 s pitch spoken by espeak-ng
 * this halved the CPU (24.6 s → 12.1 s) for the same share of words heard (38% → 39%), and it
 * shortens what is left to do at the end of each utterance, which is the wait after Stop.
 */
export const RECOGNISER_FLAGS = ['-maxhmmpf', '3000', '-pl_window', '10', '-fwdflat', 'no', '-logfn', '/dev/null'];

/**
 * Real calls (issue 31): a 2-minute voice note is to be analysed in 10 s on two cores, so the
 * search is narrower still (at most 1000 HMMs and 5 word exits per frame, tighter beams): 0.11 s
 * of CPU per second of speech against 0.23 s with the flags above, on the same espeak-ng speech.
 * `-time yes` prints each word with its start and end (seconds from the start of the file).
 */
export const CALL_RECOGNISER_FLAGS = [
  '-maxhmmpf',
  '1000',
  '-maxwpf',
  '5',
  '-beam',
  '1e-40',
  '-wbeam',
  '1e-30',
  '-pbeam',
  '1e-40',
  '-pl_window',
  '10',
  '-fwdflat',
  'no',
  '-time',
  'yes',
  '-logfn',
  '/dev/null',
];

/** Fillers of the recogniser's own (silence, noise, sentence marks), not words anybody said. */
const NOT_A_WORD = /^(?:<s>|<\/s>|<sil>|\[NOISE\]|\+\+.*\+\+)$/i;

/**
 * The words of `pocketsphinx_continuous -time yes`: lines "word start end confidence" (its
 * hypothesis lines have no times and are skipped); alternates ("to(3)") lose their number.
 */
export function parseTimedWords(stdout: string, offsetSeconds = 0): { text: string; start: number; end: number }[] {
  const words: { text: string; start: number; end: number }[] = [];
  for (const line of stdout.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields.length !== 4) continue;
    const [word, start, end, confidence] = fields as [string, string, string, string];
    if (![start, end, confidence].every((field) => /^-?\d+(?:\.\d+)?$/.test(field))) continue;
    if (NOT_A_WORD.test(word)) continue;
    const text = word.replace(/\(\d+\)$/, '');
    words.push({ text, start: Number(start) + offsetSeconds, end: Number(end) + offsetSeconds });
  }
  return words;
}

/** 16 kHz mono 16-bit little-endian PCM as samples. */
export function pcmSamples(pcm: Buffer): Int16Array {
  const samples = new Int16Array(Math.floor(pcm.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(i * 2);
  return samples;
}

/** What the recogniser hears: 16 kHz mono. */
export const PCM_SAMPLE_RATE = 16_000;

/** At most `limit` recognitions at once: pocketsphinx takes a CPU core for about the audio's length. */
class Semaphore {
  private active = 0;
  private waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}
  async use<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await work();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

export interface RecognizerOptions {
  /** Audio beyond this is not converted (the route refuses longer uploads anyway). */
  maxSeconds: number;
  concurrency?: number;
}

export class PocketsphinxRecognizer {
  private readonly slots: Semaphore;
  constructor(
    private readonly engine: SpeechEngine,
    private readonly options: RecognizerOptions,
  ) {
    this.slots = new Semaphore(options.concurrency ?? 2);
  }

  /**
   * Words with their times in a piece of a longer recording (16 kHz mono PCM): `offsetSeconds` is
   * where the piece starts in it. Takes one of the recogniser's slots, as a whole recording does.
   */
  recognizeTimed(samples: Int16Array, offsetSeconds: number): Promise<{ text: string; start: number; end: number }[]> {
    return this.slots.use(async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'call-stt-'));
      try {
        const raw = path.join(dir, 'piece.raw');
        await writeFile(raw, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength), { mode: 0o600 });
        const seconds = samples.length / PCM_SAMPLE_RATE;
        const stdout = await run(this.engine.pocketsphinx, ['-infile', raw, ...CALL_RECOGNISER_FLAGS], Math.max(60_000, Math.round(seconds * 4_000) + 60_000));
        return parseTimedWords(stdout, offsetSeconds);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  }

  recognize(audio: Buffer, mimeType: string): Promise<RecognitionResult> {
    return this.slots.use(async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'pitch-stt-'));
      try {
        const format = ffmpegInputFormat(mimeType);
        // Raw PCM, not WAV: pocketsphinx skips a fixed 44-byte header and ffmpeg's is longer, so
        // the rest of it would be heard as sound; raw is also what the streaming path feeds it, and
        // the same audio must be heard the same way on both.
        const raw = path.join(dir, 'speech.raw');
        // Leave a little over the limit so the measured duration can still tell "too long".
        const output = ['-t', String(this.options.maxSeconds + 5), '-vn', '-ac', '1', '-ar', String(PCM_SAMPLE_RATE), '-f', 's16le', raw];
        const common = ['-hide_banner', '-loglevel', 'error', '-y'];
        if (format !== 'mp4' || mp4IndexFirst(audio)) {
          // The audio goes through stdin; ffmpeg may open nothing else to read it.
          await runWithStdin(this.engine.ffmpeg, [...common, '-protocol_whitelist', 'pipe', '-f', format, '-i', 'pipe:0', ...output], audio, 60_000).catch(
            (error: unknown) => {
              throw asDecodeError(error);
            },
          );
        } else {
          // An MP4 with its index at the end cannot be read from a pipe: a file of ours, still
          // with the format named and nothing but that file readable.
          const input = path.join(dir, 'input.mp4');
          await writeFile(input, audio);
          await run(this.engine.ffmpeg, ['-nostdin', ...common, '-protocol_whitelist', 'file', '-f', format, '-i', `file:${input}`, ...output], 60_000).catch(
            (error: unknown) => {
              throw asDecodeError(error);
            },
          );
        }
        const samples = pcmSamples(await readFile(raw));
        const durationSeconds = samples.length / PCM_SAMPLE_RATE;
        const speech = measureSpeakingRate(samples, PCM_SAMPLE_RATE);
        // Recognition runs at roughly real time on one core; allow for a slow, busy machine.
        const timeoutMs = Math.max(60_000, Math.round(durationSeconds * 4_000) + 60_000);
        const stdout = await run(this.engine.pocketsphinx, ['-infile', raw, ...RECOGNISER_FLAGS], timeoutMs);
        const text = stdout
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join(' ');
        return { text, durationSeconds: Math.round(durationSeconds * 10) / 10, speech };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  }
}
