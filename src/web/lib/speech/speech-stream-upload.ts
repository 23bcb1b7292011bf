import { SPEECH_STREAM_CHUNK_MAX_BYTES, SPEECH_STREAM_MISSING } from '@shared/speech-streams';
import { speechStreamsApi } from '@shared/contracts/speech-streams';
import { ApiError, callApi } from '../api/api.ts';
import { callApiWithRawBody } from '../api/raw-body-api.ts';

// A recording sent while it is recorded (decision 029): every piece MediaRecorder hands over goes
// up at its byte offset, one request at a time (pieces that pile up behind a slow request go
// together), so at Stop only the last second is left to send. A request that gets no answer is
// sent again from what the server last confirmed; any refusal ends the streaming and the
// recording goes up whole at Submit, as before.

/** Waits before sending again after no answer: short, a recording is short. */
const RETRY_MS = [500, 1000, 2000, 4000];
/** At Submit, how long the last bytes may take before the recording goes up whole instead. */
const FINISH_TIMEOUT_MS = 8000;

export interface SpeechStreamUpload {
  /** The stream's key; the recording's idempotency key too, so either way it is paid for once. */
  readonly key: string;
  push(piece: Blob): void;
  /** Sends what is left, marked final: true once the server has the whole recording. */
  finish(timeoutMs?: number): Promise<boolean>;
  /** The person recorded again: the server may drop it. */
  discard(): void;
}

export interface StreamTransport {
  append(key: string, offset: number, final: boolean, body: Blob, contentType: string): Promise<{ received: number; complete: boolean }>;
  discard(key: string): Promise<unknown>;
}

const apiTransport: StreamTransport = {
  append: (key, offset, final, body, contentType) =>
    callApiWithRawBody(speechStreamsApi.append, { params: { key }, query: { offset, final: final ? '1' : undefined } }, { body, contentType }),
  discard: (key) => callApi(speechStreamsApi.discard, { params: { key } }),
};

export function openSpeechStreamUpload(mimeType: string, transport: StreamTransport = apiTransport, key: string = crypto.randomUUID()): SpeechStreamUpload {
  const pieces: Blob[] = [];
  let total = 0;
  /** Bytes the server confirmed. */
  let confirmed = 0;
  let finalWanted = false;
  let complete = false;
  /** Refused or discarded: nothing more is sent. */
  let stopped = false;
  let sending = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const waiters = new Set<() => void>();
  const settle = () => waiters.forEach((wake) => wake());

  function pump() {
    if (stopped || complete || sending || retryTimer !== undefined) return;
    if (confirmed >= total && !finalWanted) return;
    const offset = confirmed;
    const body = new Blob(pieces, { type: mimeType }).slice(offset, Math.min(total, offset + SPEECH_STREAM_CHUNK_MAX_BYTES));
    const final = finalWanted && offset + body.size >= total;
    sending = true;
    transport
      .append(key, offset, final, body, mimeType)
      .then(
        (progress) => {
          failures = 0;
          confirmed = Math.max(confirmed, progress.received);
          complete = progress.complete;
        },
        (error: unknown) => {
          const status = error instanceof ApiError ? error.status : 0;
          const received = error instanceof ApiError ? error.details?.received : undefined;
          if (status === 409 && typeof received === 'number' && error instanceof ApiError && error.details?.reason !== SPEECH_STREAM_MISSING) {
            confirmed = received;
          } else if (status === 0 && finalWanted && globalThis.navigator?.onLine === false) {
            // Submitted with no network at all: the recording is kept on the device and goes up
            // whole later (decision 027); waiting here would only hold that notice back.
            stopped = true;
          } else if (status === 0) {
            // No answer: the same bytes again after a pause (the server skips what it has).
            retryTimer = setTimeout(
              () => {
                retryTimer = undefined;
                pump();
              },
              RETRY_MS[Math.min(failures, RETRY_MS.length - 1)],
            );
            failures += 1;
          } else {
            stopped = true;
          }
        },
      )
      .finally(() => {
        sending = false;
        settle();
        pump();
      });
  }

  return {
    key,
    push(piece) {
      if (stopped || finalWanted || piece.size === 0) return;
      pieces.push(piece);
      total += piece.size;
      pump();
    },
    finish(timeoutMs = FINISH_TIMEOUT_MS) {
      finalWanted = true;
      pump();
      return new Promise<boolean>((resolve) => {
        const done = () => {
          if (!complete && !stopped) return;
          clearTimeout(timer);
          waiters.delete(done);
          resolve(complete);
        };
        const timer = setTimeout(() => {
          waiters.delete(done);
          resolve(false);
        }, timeoutMs);
        waiters.add(done);
        done();
      });
    },
    discard() {
      const opened = confirmed > 0 || sending;
      stopped = true;
      clearTimeout(retryTimer);
      settle();
      if (opened) void transport.discard(key).catch(() => undefined);
    },
  };
}

/**
 * A tool's request that takes a stream (`take`); when the server has no such stream (a restart,
 * another node, expired), `whole` sends the recording itself under the same key.
 */
export function takeStreamOrSendWhole<T>(take: () => Promise<T>, whole: () => Promise<T>): Promise<T> {
  return take().catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && error.details?.reason === SPEECH_STREAM_MISSING) return whole();
    throw error;
  });
}
