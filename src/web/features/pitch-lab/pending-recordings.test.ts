import { describe, expect, it, vi } from 'vitest';
import { flushPendingRecordings, isRetryable, ownerOf, type PendingRecording, type RecordingStore } from './pending-recordings.ts';

// The kept recordings' queue (decision 027): what is sent, for whom, and when a kept copy may go.
// The IndexedDB side is driven in Chromium (tests/e2e/recording-kept.spec.ts).

function memoryStore(initial: PendingRecording[]): RecordingStore & { items: Map<string, PendingRecording> } {
  const items = new Map(initial.map((r) => [r.key, r]));
  return {
    items,
    put: async (recording) => void items.set(recording.key, recording),
    remove: async (key) => void items.delete(key),
    list: async () => [...items.values()].sort((a, b) => a.createdAt - b.createdAt),
  };
}

const take = (key: string, owner: string, createdAt: number): PendingRecording => ({
  key,
  owner,
  blob: new Blob([key]),
  mimeType: 'audio/webm',
  durationSeconds: 30,
  createdAt,
});

class Failed extends Error {
  constructor(readonly status: number) {
    super(`status ${status}`);
  }
}
const statusOf = (error: unknown) => (error instanceof Failed ? error.status : 0);

function callbacks(answer: (r: PendingRecording) => Promise<string>) {
  return { send: vi.fn(answer), statusOf, onReceived: vi.fn(), onRefused: vi.fn() };
}

describe('flushPendingRecordings', () => {
  it("sends only the owner's recordings, oldest first, and drops each once answered", async () => {
    const store = memoryStore([take('b', 'user:1', 2), take('a', 'user:1', 1), take('x', 'user:2', 0), take('g', 'guest', 3)]);
    const cb = callbacks(async (r) => `report ${r.key}`);
    expect(await flushPendingRecordings(store, 'user:1', cb)).toBe(2);
    expect(cb.send.mock.calls.map(([r]) => r.key)).toEqual(['a', 'b']);
    expect(cb.onReceived.mock.calls.map(([r, response]) => [r.key, response])).toEqual([
      ['a', 'report a'],
      ['b', 'report b'],
    ]);
    // Another account's and the guest's wait for them.
    expect([...store.items.keys()].sort()).toEqual(['g', 'x']);
  });

  it('keeps everything and stops at the first upload that gets no answer (still offline)', async () => {
    const store = memoryStore([take('a', 'guest', 1), take('b', 'guest', 2)]);
    const cb = callbacks(async () => {
      throw new Failed(0);
    });
    expect(await flushPendingRecordings(store, 'guest', cb)).toBe(0);
    expect(cb.send).toHaveBeenCalledTimes(1);
    expect(store.items.size).toBe(2);
    expect(cb.onRefused).not.toHaveBeenCalled();
  });

  it('drops a recording the server refuses for good (422 undecodable) and says so, then goes on', async () => {
    const store = memoryStore([take('bad', 'guest', 1), take('good', 'guest', 2)]);
    const cb = callbacks(async (r) => {
      if (r.key === 'bad') throw new Failed(422);
      return 'ok';
    });
    expect(await flushPendingRecordings(store, 'guest', cb)).toBe(1);
    expect(cb.onRefused.mock.calls.map(([r, error]) => [r.key, statusOf(error)])).toEqual([['bad', 422]]);
    expect(store.items.size).toBe(0);
  });

  it('one flush at a time: a second call joins the running one instead of sending twice', async () => {
    const store = memoryStore([take('a', 'guest', 1)]);
    const cb = callbacks(async () => 'ok');
    const [one, two] = await Promise.all([flushPendingRecordings(store, 'guest', cb), flushPendingRecordings(store, 'guest', cb)]);
    expect(one).toBe(1);
    expect(two).toBe(1);
    expect(cb.send).toHaveBeenCalledTimes(1);
  });
});

describe('isRetryable', () => {
  it.each([0, 401, 408, 409, 429, 500, 502, 503])('%i: kept and sent again later', (status) => expect(isRetryable(status)).toBe(true));
  it.each([400, 402, 403, 413, 415, 422])('%i: the answer would be the same, the copy goes', (status) => expect(isRetryable(status)).toBe(false));
});

describe('ownerOf', () => {
  it('a signed-in user, or the guest', () => {
    expect(ownerOf('u1')).toBe('user:u1');
    expect(ownerOf(null)).toBe('guest');
  });
});
