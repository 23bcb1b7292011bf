// A real call's audio as the conversation metrics read it (issue 31): 16 kHz 16-bit PCM, one array
// per party when the recording has one party per channel. The bytes go to a private file (an MP4
// whose index is at the end cannot be read from a pipe), and ffprobe and ffmpeg read only that
// file, with the demuxer found from the bytes named (see audio-container.ts and pocketsphinx.ts).

import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AudioDecodeError } from '../local/pocketsphinx.ts';
import type { SniffedContainer } from './audio-container.ts';

export const CALL_SAMPLE_RATE = 16_000;

export interface DecodedCall {
  sampleRate: typeof CALL_SAMPLE_RATE;
  /** One party per channel (2), or the whole call (1). */
  channels: Int16Array[];
  durationSeconds: number;
  /** Channels in the recording (more than 2 are mixed down to one). */
  sourceChannels: number;
  /** The recording was stereo with the same sound on both channels (phone apps duplicate mono): returned as one. */
  dualMono: boolean;
}

export interface DecodeCallOptions {
  maxSeconds: number;
  timeoutMs?: number;
}

/** The recording is longer than the longest call analysed. */
export class CallTooLongError extends Error {
  constructor(
    readonly seconds: number,
    readonly maxSeconds: number,
  ) {
    super(`the recording lasts ${seconds.toFixed(1)} s, more than ${maxSeconds} s`);
  }
}

/** Codec padding and priming can add a few hundredths to a call cut at exactly the limit. */
const LENGTH_GRACE_SECONDS = 0.5;
/** Less decoded than this is no audio (a file cut right after its header). */
const MIN_DECODED_SECONDS = 0.1;
/**
 * Two channels are one sound when, after matching their levels, what differs between them is under
 * this share of their energy (−13 dB): lossy codecs leave a little difference; two parties on their
 * own channels leave nearly all of it, even with some echo of the other side.
 */
const DUAL_MONO_RESIDUAL = 0.05;

const ffprobeByFfmpeg = new Map<string, string>();

/** ffprobe next to `ffmpegPath`, or the one on the PATH. */
export function ffprobeFor(ffmpegPath: string): string {
  const known = ffprobeByFfmpeg.get(ffmpegPath);
  if (known) return known;
  let found = path.join(path.dirname(ffmpegPath), 'ffprobe');
  try {
    accessSync(found, constants.X_OK);
  } catch {
    const which = spawnSync('which', ['ffprobe'], { encoding: 'utf8', timeout: 5000 });
    found = (which.status === 0 && which.stdout.trim().split('\n')[0]) || 'ffprobe';
  }
  ffprobeByFfmpeg.set(ffmpegPath, found);
  return found;
}

interface RunResult {
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs a binary to completion. An exit with an error code (not a kill by the timeout, not a
 * missing binary) means the input is not audio it can read: an AudioDecodeError.
 */
function run(binary: string, args: string[], timeoutMs: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout: Buffer.concat(chunks), stderr });
      else if (killed || signal) reject(new Error(`${path.basename(binary)} was stopped (${signal ?? 'timeout'}) after ${timeoutMs} ms`));
      else reject(new AudioDecodeError(stderr));
    });
  });
}

/** Only the one file may be opened, read with the named demuxer: nothing is probed or fetched. */
const inputArgs = (container: SniffedContainer, file: string) => ['-protocol_whitelist', 'file', '-f', container.demuxer, '-i', `file:${file}`];

interface Probe {
  channels: number;
  durationSeconds: number | null;
}

async function probe(ffprobe: string, container: SniffedContainer, file: string, timeoutMs: number): Promise<Probe> {
  const { stdout } = await run(
    ffprobe,
    ['-v', 'error', ...inputArgs(container, file), '-select_streams', 'a:0', '-show_entries', 'stream=channels:format=duration', '-of', 'json'],
    timeoutMs,
  );
  const parsed = JSON.parse(stdout.toString('utf8')) as { streams?: { channels?: number }[]; format?: { duration?: string } };
  const channels = parsed.streams?.[0]?.channels;
  if (!channels || channels < 1) throw new AudioDecodeError('no audio stream');
  const duration = Number(parsed.format?.duration);
  return { channels, durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null };
}

/** Interleaved PCM split into one array per channel. */
function deinterleave(pcm: Buffer, count: number): Int16Array[] {
  // ffmpeg writes little-endian samples, as the hosts we run on are; a view needs an even offset.
  const length = pcm.length >> 1;
  const samples =
    pcm.byteOffset % 2 === 0
      ? new Int16Array(pcm.buffer, pcm.byteOffset, length)
      : new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + length * 2));
  if (count === 1) return [samples];
  const frames = Math.floor(samples.length / count);
  const channels = Array.from({ length: count }, () => new Int16Array(frames));
  for (let i = 0; i < frames; i++) for (let c = 0; c < count; c++) channels[c]![i] = samples[i * count + c]!;
  return channels;
}

/**
 * Whether `left` and `right` carry the same sound: the share of energy left in their difference
 * once the right is scaled to best match the left (1 − correlation²), means removed.
 */
export function isDualMono(left: Int16Array, right: Int16Array): boolean {
  const n = Math.min(left.length, right.length);
  if (n === 0) return true;
  let sumL = 0;
  let sumR = 0;
  for (let i = 0; i < n; i++) {
    sumL += left[i]!;
    sumR += right[i]!;
  }
  const meanL = sumL / n;
  const meanR = sumR / n;
  let ll = 0;
  let rr = 0;
  let lr = 0;
  for (let i = 0; i < n; i++) {
    const l = left[i]! - meanL;
    const r = right[i]! - meanR;
    ll += l * l;
    rr += r * r;
    lr += l * r;
  }
  // Both (near) silent: nothing tells the parties apart either way.
  const quiet = n * 4 * 4;
  if (ll <= quiet && rr <= quiet) return true;
  if (ll <= quiet || rr <= quiet) return false;
  const residual = 1 - (lr * lr) / (ll * rr);
  return lr > 0 && residual < DUAL_MONO_RESIDUAL;
}

function mixDown(left: Int16Array, right: Int16Array): Int16Array {
  const mixed = new Int16Array(Math.min(left.length, right.length));
  for (let i = 0; i < mixed.length; i++) mixed[i] = (left[i]! + right[i]!) >> 1;
  return mixed;
}

/**
 * Decodes a call to 16 kHz PCM: both channels of a stereo recording (one per party), one channel
 * otherwise (more than two are mixed down, a duplicated mono is returned once). Throws an
 * AudioDecodeError for bytes ffmpeg cannot read as `container`, and a CallTooLongError past
 * `maxSeconds`.
 */
export async function decodeCallAudio(ffmpegPath: string, data: Buffer, container: SniffedContainer, options: DecodeCallOptions): Promise<DecodedCall> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const dir = await mkdtemp(path.join(tmpdir(), 'call-audio-'));
  try {
    const file = path.join(dir, 'recording');
    await writeFile(file, data, { mode: 0o600 });
    const probed = await probe(ffprobeFor(ffmpegPath), container, file, timeoutMs);
    const outputChannels = probed.channels === 2 ? 2 : 1;
    const { stdout } = await run(
      ffmpegPath,
      [
        ...['-nostdin', '-hide_banner', '-loglevel', 'error'],
        ...inputArgs(container, file),
        // A little past the limit, so that "too long" is measured, not assumed.
        ...['-t', String(options.maxSeconds + 2), '-map', '0:a:0', '-vn', '-sn', '-dn'],
        ...['-ac', String(outputChannels), '-ar', String(CALL_SAMPLE_RATE), '-f', 's16le', '-c:a', 'pcm_s16le', 'pipe:1'],
      ],
      timeoutMs,
    );
    let channels = deinterleave(stdout, outputChannels);
    const decodedSeconds = channels[0]!.length / CALL_SAMPLE_RATE;
    if (decodedSeconds < MIN_DECODED_SECONDS) throw new AudioDecodeError('no audio decoded');
    if (decodedSeconds > options.maxSeconds + LENGTH_GRACE_SECONDS) {
      // Decoding stopped past the limit: the container's own duration, when it knows it, is the length.
      throw new CallTooLongError(Math.max(decodedSeconds, probed.durationSeconds ?? 0), options.maxSeconds);
    }
    const dualMono = outputChannels === 2 && isDualMono(channels[0]!, channels[1]!);
    if (dualMono) channels = [mixDown(channels[0]!, channels[1]!)];
    return { sampleRate: CALL_SAMPLE_RATE, channels, durationSeconds: decodedSeconds, sourceChannels: probed.channels, dualMono };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
