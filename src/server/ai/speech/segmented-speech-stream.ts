// Incremental recognition for a file-based speech-to-text API (decision 029, the openai path): the
// recording is decoded as it arrives, cut at pauses into pieces of 10–25 s, and each piece is sent
// as a small WAV file while the person is still speaking, one request at a time and in order. After
// Stop only the last piece is left to recognise.

import type { AiUsage, SpeechStream, SpeechStreamInput, Transcription } from '../provider.ts';
import { PauseSegmenter, pcmToWav } from './pause-segmenter.ts';
import { PCM_BYTES_PER_SECOND, StreamingDecoder } from './streaming-decoder.ts';

/** A tail shorter than this is a click or a breath, not worth a request. */
const MIN_LAST_SEGMENT_SECONDS = 0.3;

export interface SpeechSegment {
  /** 16 kHz mono 16-bit WAV. */
  wav: Buffer;
  seconds: number;
  /** The text recognised so far (the previous pieces'), for continuity across the cut. */
  previousText: string;
  /** Aborted when the stream is. */
  signal: AbortSignal;
}

export interface SegmentTranscription {
  text: string;
  usage: AiUsage;
}

export interface SegmentedSpeechStreamOptions {
  ffmpeg: string;
  /** The recogniser's model, for the usage record. */
  model: string;
  /** Recognises one piece; its errors are end()'s errors. */
  transcribeSegment: (segment: SpeechSegment) => Promise<SegmentTranscription>;
  /** What a decoding failure (or any error outside a request) becomes. */
  asError: (error: unknown) => unknown;
}

export function openSegmentedSpeechStream(input: SpeechStreamInput, options: SegmentedSpeechStreamOptions): SpeechStream {
  const segmenter = new PauseSegmenter();
  const controller = new AbortController();
  const results: SegmentTranscription[] = [];
  let pcmBytes = 0;
  let failure: { error: unknown } | null = null;
  let chain = Promise.resolve();

  const enqueue = (pcm: Buffer) => {
    chain = chain.then(async () => {
      if (failure || controller.signal.aborted) return;
      const previousText = results
        .map((result) => result.text.trim())
        .filter(Boolean)
        .join(' ');
      try {
        results.push(
          await options.transcribeSegment({ wav: pcmToWav(pcm), seconds: pcm.length / PCM_BYTES_PER_SECOND, previousText, signal: controller.signal }),
        );
      } catch (error) {
        // The first failure is the stream's; later pieces are not sent.
        failure = { error };
      }
    });
  };

  const decoder = new StreamingDecoder({
    ffmpeg: options.ffmpeg,
    mimeType: input.mimeType,
    // A little over the limit, so the measured duration can still tell "too long" (as offline).
    maxSeconds: input.maxSeconds + 5,
    onPcm: (pcm) => {
      pcmBytes += pcm.length;
      for (const piece of segmenter.push(pcm)) enqueue(piece);
    },
  });

  return {
    write: (bytes) => decoder.write(bytes),
    abort() {
      controller.abort();
      decoder.abort();
    },
    async end(): Promise<Transcription & { usage?: AiUsage }> {
      decoder.end();
      try {
        await decoder.finished;
      } catch (error) {
        controller.abort();
        throw options.asError(error);
      }
      const rest = segmenter.finish();
      if (rest.length >= MIN_LAST_SEGMENT_SECONDS * PCM_BYTES_PER_SECOND) enqueue(rest);
      await chain;
      if (failure) throw failure.error;
      const text = results
        .map((result) => result.text.trim())
        .filter(Boolean)
        .join(' ');
      return {
        text,
        durationSeconds: Math.round((pcmBytes / PCM_BYTES_PER_SECOND) * 10) / 10,
        usage: sumUsage(
          options.model,
          results.map((result) => result.usage),
        ),
      };
    },
  };
}

/** The pieces' usage as one call's: seconds and tokens added up (tokens only when reported). */
function sumUsage(model: string, usages: AiUsage[]): AiUsage {
  const total: AiUsage = { model, audioSeconds: 0 };
  for (const usage of usages) {
    total.audioSeconds! += usage.audioSeconds ?? 0;
    if (usage.inputTokens !== undefined) total.inputTokens = (total.inputTokens ?? 0) + usage.inputTokens;
    if (usage.outputTokens !== undefined) total.outputTokens = (total.outputTokens ?? 0) + usage.outputTokens;
  }
  total.audioSeconds = Math.round(total.audioSeconds! * 100) / 100;
  return total;
}
