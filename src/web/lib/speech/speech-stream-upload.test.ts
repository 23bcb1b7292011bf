import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api.ts';
import { openSpeechStreamUpload, takeStreamOrSendWhole, type StreamTransport } from './speech-stream-upload.ts';

// The browser's half of decision 029: what the server is sent, in which order, and when the
// recording is handed back to a whole upload.

type Answer = { received: number; complete: boolean } | Error;

/** A server that keeps the bytes it accepts and answers as the real one does, or as scripted. */
function fakeServer(script: Answer[] = []) {
  const bytes: number[] = [];
  const calls: { offset: number; size: number; final: boolean }[] = [];
  const discarded: string[] = [];
  let complete = false;
  const transport: StreamTransport = {
    async append(_key, offset, final, body) {
      calls.push({ offset, size: body.size, final });
      const scripted = script.shift();
      if (scripted instanceof Error) throw scripted;
      if (scripted) return scripted;
      if (offset > bytes.length) throw new ApiError(409, 'conflict', 'gap', { reason: 'offset_mismatch', received: bytes.length });
      const data = new Uint8Array(await body.arrayBuffer());
      for (let i = bytes.length - offset; i < data.length; i++) bytes.push(data[i]!);
      complete ||= final;
      return { received: bytes.length, complete };
    },
    async discard(key) {
      discarded.push(key);
    },
  };
  return { transport, bytes, calls, discarded };
}

const piece = (from: number, size: number) => new Blob([Uint8Array.from({ length: size }, (_, i) => (from + i) % 251)]);
const expected = (size: number) => Array.from({ length: size }, (_, i) => i % 251);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('sending a recording while it is recorded', () => {
  it('sends the pieces in order, one request at a time, those that piled up together, the last marked final', async () => {
    const server = fakeServer();
    const upload = openSpeechStreamUpload('audio/webm', server.transport, 'k1');
    upload.push(piece(0, 100));
    upload.push(piece(100, 50));
    upload.push(piece(150, 50));
    expect(await upload.finish()).toBe(true);
    expect(server.bytes).toEqual(expected(200));
    expect(server.calls).toEqual([
      { offset: 0, size: 100, final: false },
      { offset: 100, size: 100, final: true },
    ]);
    expect(upload.key).toBe('k1');
  });

  it('a request without an answer is sent again from what the server confirmed; a gap resumes where the server says', async () => {
    vi.useFakeTimers();
    const server = fakeServer([new ApiError(0, 'network', 'offline')]);
    const upload = openSpeechStreamUpload('audio/webm', server.transport, 'k2');
    upload.push(piece(0, 100));
    await vi.advanceTimersByTimeAsync(0);
    upload.push(piece(100, 100));
    const finished = upload.finish();
    await vi.advanceTimersByTimeAsync(600);
    expect(await finished).toBe(true);
    expect(server.bytes).toEqual(expected(200));
    expect(server.calls[0]).toEqual({ offset: 0, size: 100, final: false });
    expect(server.calls[1]).toEqual({ offset: 0, size: 200, final: true });
  });

  it('resumes from the offset a 409 names', async () => {
    const server = fakeServer([{ received: 100, complete: false }, new ApiError(409, 'conflict', 'gap', { reason: 'offset_mismatch', received: 40 })]);
    const upload = openSpeechStreamUpload('audio/webm', server.transport, 'k3');
    upload.push(piece(0, 100));
    await flush();
    upload.push(piece(100, 100));
    await flush();
    await flush();
    await upload.finish(1000).catch(() => undefined);
    // The fake kept none of the scripted bytes, so it names 0 next: the rest follows from there.
    expect(server.calls.map((call) => call.offset)).toEqual([0, 100, 40, 0, 200]);
    expect(server.bytes).toEqual(expected(200));
  });

  it('any refusal stops the streaming: finish answers false and the recording goes up whole', async () => {
    const server = fakeServer([new ApiError(429, 'rate_limited', 'busy')]);
    const upload = openSpeechStreamUpload('audio/webm', server.transport, 'k4');
    upload.push(piece(0, 100));
    await flush();
    upload.push(piece(100, 100));
    expect(await upload.finish()).toBe(false);
    expect(server.calls).toHaveLength(1);
  });

  it('finish gives up after its time limit on a dead link', async () => {
    vi.useFakeTimers();
    const server = fakeServer(Array.from({ length: 20 }, () => new ApiError(0, 'network', 'offline')));
    const upload = openSpeechStreamUpload('audio/webm', server.transport, 'k5');
    upload.push(piece(0, 100));
    const finished = upload.finish(3000);
    await vi.advanceTimersByTimeAsync(3100);
    expect(await finished).toBe(false);
  });

  it('discarding tells the server only when something was sent', async () => {
    const server = fakeServer();
    openSpeechStreamUpload('audio/webm', server.transport, 'never-sent').discard();
    const upload = openSpeechStreamUpload('audio/webm', server.transport, 'sent');
    upload.push(piece(0, 10));
    await flush();
    upload.discard();
    upload.push(piece(10, 10));
    expect(server.discarded).toEqual(['sent']);
    expect(server.calls).toHaveLength(1);
  });

  it('a tool request whose stream is missing sends the recording whole; other errors stay errors', async () => {
    const missing = new ApiError(409, 'conflict', 'gone', { reason: 'stream_missing' });
    const whole = vi.fn(async () => 'whole');
    await expect(takeStreamOrSendWhole(() => Promise.reject(missing), whole)).resolves.toBe('whole');
    const busy = new ApiError(409, 'conflict', 'busy', { reason: 'in_progress' });
    await expect(takeStreamOrSendWhole(() => Promise.reject(busy), whole)).rejects.toBe(busy);
    await expect(takeStreamOrSendWhole(async () => 'taken', whole)).resolves.toBe('taken');
    expect(whole).toHaveBeenCalledTimes(1);
  });
});
