// ffmpeg decoding a recording while it is still being recorded: the container's bytes go in as they
// arrive from the browser, 16 kHz mono 16-bit PCM comes out as it is decoded. Both providers'
// incremental recognition start here (decision 029).

import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { AudioDecodeError, ffmpegInputFormat, PCM_SAMPLE_RATE } from '../local/pocketsphinx.ts';

export { PCM_SAMPLE_RATE };
/** Bytes of PCM per second of audio (16-bit mono). */
export const PCM_BYTES_PER_SECOND = PCM_SAMPLE_RATE * 2;

export interface StreamingDecoderOptions {
  ffmpeg: string;
  mimeType: string;
  /** Audio past this is not decoded. */
  maxSeconds: number;
  /** Each piece of PCM as ffmpeg writes it (any length, always whole samples). */
  onPcm: (pcm: Buffer) => void;
}

/**
 * One ffmpeg process per recording. `finished` resolves when ffmpeg has decoded everything it was
 * given (after `end()`), and rejects with an AudioDecodeError when the bytes are not audio of the
 * declared type.
 */
export class StreamingDecoder {
  readonly finished: Promise<void>;
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private aborted = false;
  private carry: Buffer | null = null;

  constructor(options: StreamingDecoderOptions) {
    const format = ffmpegInputFormat(options.mimeType);
    // The input format is named, never probed (see DEMUXERS), and nothing but the pipe is readable.
    // A tiny probe: the container's header says what the stream is; waiting to "analyse" seconds
    // of audio would hold the first PCM back for as long.
    const args = ['-hide_banner', '-loglevel', 'error', '-nostats', '-probesize', '4096', '-analyzeduration', '0', '-protocol_whitelist', 'pipe'];
    args.push('-f', format, '-i', 'pipe:0', '-t', String(options.maxSeconds), '-vn', '-ac', '1', '-ar', String(PCM_SAMPLE_RATE));
    args.push('-f', 's16le', '-flush_packets', '1', 'pipe:1');
    this.child = spawn(options.ffmpeg, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    // ffmpeg stops reading at the first invalid byte (or at -t): a closed pipe is its to report.
    this.child.stdin.on('error', () => undefined);
    this.child.stdout.on('data', (chunk: Buffer) => {
      // Pipes cut anywhere; samples are two bytes.
      let data = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
      this.carry = null;
      if (data.length % 2 === 1) {
        this.carry = data.subarray(data.length - 1);
        data = data.subarray(0, data.length - 1);
      }
      if (data.length > 0 && !this.aborted) options.onPcm(data);
    });
    this.finished = new Promise((resolve, reject) => {
      this.child.on('error', (error) => reject(Object.assign(error, { stderr })));
      this.child.on('close', (code, signal) => {
        if (this.aborted) reject(new Error('decoding aborted'));
        else if (code === 0) resolve();
        else if (code !== null) reject(new AudioDecodeError(stderr));
        else reject(Object.assign(new Error(`ffmpeg killed by ${signal}`), { stderr }));
      });
    });
    // Nobody may be waiting yet; the rejection is read by whoever awaits `finished`.
    this.finished.catch(() => undefined);
  }

  write(bytes: Buffer) {
    if (!this.aborted && this.child.stdin.writable) this.child.stdin.write(bytes);
  }

  /** No more bytes: ffmpeg decodes what is left and exits. */
  end() {
    if (this.child.stdin.writable) this.child.stdin.end();
  }

  abort() {
    this.aborted = true;
    this.child.kill('SIGKILL');
  }
}
