// Offline recognition while the person is still speaking (decision 029): ffmpeg decodes the
// recording's bytes as they arrive and pocketsphinx reads the PCM from a pipe, closing each
// utterance at a pause. At the end only the last utterance is left to recognise, not the
// whole recording.

import { spawn } from 'node:child_process';
import type { SpeechStream, SpeechStreamInput } from '../provider.ts';
import { StreamingDecoder, PCM_BYTES_PER_SECOND, PCM_SAMPLE_RATE } from '../speech/streaming-decoder.ts';
import { pcmSamples, RECOGNISER_FLAGS, type SpeechEngine } from './pocketsphinx.ts';
import { measureSpeakingRate } from './speaking-rate.ts';

/** After the last byte, how long the recogniser may take to finish (it keeps up with speech as it comes). */
const FINISH_TIMEOUT_MS = 60_000;

export function openPocketsphinxStream(engine: SpeechEngine, input: SpeechStreamInput): SpeechStream {
  const pcm: Buffer[] = [];
  let pcmBytes = 0;
  // Raw PCM on stdin: a name not ending in .wav, so no header is skipped. pocketsphinx opens its
  // -infile by name, and /dev/stdin cannot be opened when it is Node's pipe (a socket): `cat` turns
  // it into a real pipe. The binary's path goes as an argument, never into the script.
  const recogniser = spawn('sh', ['-c', 'cat | "$@"', 'sh', engine.pocketsphinx, '-infile', '/dev/stdin', ...RECOGNISER_FLAGS], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  recogniser.stdin.on('error', () => undefined);
  let stdout = '';
  recogniser.stdout.setEncoding('utf8');
  recogniser.stdout.on('data', (chunk: string) => {
    stdout += chunk;
  });
  const recognised = new Promise<void>((resolve, reject) => {
    recogniser.on('error', reject);
    recogniser.on('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`pocketsphinx exited with ${signal ?? code}`))));
  });
  recognised.catch(() => undefined);

  const decoder = new StreamingDecoder({
    ffmpeg: engine.ffmpeg,
    mimeType: input.mimeType,
    // A little over the limit, so the measured duration can still tell "too long".
    maxSeconds: input.maxSeconds + 5,
    onPcm: (data) => {
      pcm.push(data);
      pcmBytes += data.length;
      recogniser.stdin.write(data);
    },
  });

  const abort = () => {
    decoder.abort();
    recogniser.kill('SIGKILL');
  };

  return {
    write: (bytes) => decoder.write(bytes),
    abort,
    async end() {
      decoder.end();
      try {
        await decoder.finished;
      } catch (error) {
        recogniser.kill('SIGKILL');
        throw error;
      }
      recogniser.stdin.end();
      const timer = setTimeout(() => recogniser.kill('SIGKILL'), FINISH_TIMEOUT_MS);
      try {
        await recognised;
      } finally {
        clearTimeout(timer);
      }
      const text = stdout
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ');
      const samples = pcmSamples(Buffer.concat(pcm, pcmBytes));
      const durationSeconds = Math.round((pcmBytes / PCM_BYTES_PER_SECOND) * 10) / 10;
      const speech = measureSpeakingRate(samples, PCM_SAMPLE_RATE);
      return { text, durationSeconds, speech, usage: { audioSeconds: durationSeconds, model: 'pocketsphinx' } };
    },
  };
}
