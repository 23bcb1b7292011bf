import { PENDING_RECORDINGS_FLAG } from '../../lib/platform/kept-recordings-flag.ts';

// Recordings kept on the device until the server has them (decision 027): written before the
// upload starts, removed only when an answer came that sending again would not change. A tiny
// wrapper over IndexedDB rather than a library: four calls, and nothing more in the bundle.

export interface PendingRecording {
  /** The idempotency key it is always sent with: the server analyzes and charges it once. */
  key: string;
  /** `user:<id>` or `guest`: it is sent only while the same person uses the app. */
  owner: string;
  blob: Blob;
  mimeType: string;
  durationSeconds: number;
  assignmentId?: string;
  /** When it was recorded (ms since epoch), for the notice. */
  createdAt: number;
}

export interface RecordingStore {
  put(recording: PendingRecording): Promise<void>;
  remove(key: string): Promise<void>;
  /** Oldest first. */
  list(): Promise<PendingRecording[]>;
}

const DB_NAME = 'growth-tools-recordings';
const STORE = 'pending';

export const ownerOf = (userId: string | null | undefined) => (userId ? `user:${userId}` : 'guest');

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = factory.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function withStore<T>(factory: IDBFactory, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb(factory);
  const tx = db.transaction(STORE, mode);
  // A write counts once it is committed: a tab closed right after must still find it.
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  const [result] = await Promise.all([request(work(tx.objectStore(STORE))), committed]);
  return result;
}

function setFlag(on: boolean) {
  try {
    if (on) localStorage.setItem(PENDING_RECORDINGS_FLAG, '1');
    else localStorage.removeItem(PENDING_RECORDINGS_FLAG);
  } catch {
    // Storage refused (private mode): the pitch page still uploads what is pending when it opens.
  }
}

/** The device's store (IndexedDB), or null where the browser has none. */
export function deviceRecordingStore(factory: IDBFactory | undefined = globalThis.indexedDB): RecordingStore | null {
  if (!factory) return null;
  return {
    async put(recording) {
      await withStore(factory, 'readwrite', (store) => store.put(recording));
      setFlag(true);
    },
    async remove(key) {
      await withStore(factory, 'readwrite', (store) => store.delete(key));
      const left = await withStore(factory, 'readonly', (store) => store.count());
      if (left === 0) setFlag(false);
    },
    async list() {
      const all = await withStore(factory, 'readonly', (store) => store.getAll() as IDBRequest<PendingRecording[]>);
      if (all.length === 0) setFlag(false);
      return all.sort((a, b) => a.createdAt - b.createdAt);
    },
  };
}

/**
 * Whether an upload's failure means "send it again later": no answer (offline), the session gone,
 * the same key still running, a rate limit, or the server failing. Any other refusal (422
 * undecodable, 413 too long, 402 no credit) would come back the same, so the copy is dropped.
 */
export function isRetryable(status: number) {
  return status === 0 || status === 401 || status === 408 || status === 409 || status === 429 || status >= 500;
}

export interface FlushCallbacks<R> {
  send: (recording: PendingRecording) => Promise<R>;
  /** The status of a failed send (0 when no answer came). */
  statusOf: (error: unknown) => number;
  onReceived: (recording: PendingRecording, response: R) => void;
  onRefused: (recording: PendingRecording, error: unknown) => void;
}

let flushing: Promise<number> | null = null;

/**
 * Sends the owner's kept recordings, oldest first, each with its own key; stops at the first that
 * gets no answer (the network is still down). Others' recordings wait for their owner. One flush at a
 * time per tab (start, `online` and the service worker's sync may fire together); two tabs racing are
 * made safe by the key. Resolves with how many were sent and answered.
 */
export function flushPendingRecordings<R>(store: RecordingStore, owner: string, callbacks: FlushCallbacks<R>): Promise<number> {
  flushing ??= flushOnce(store, owner, callbacks).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function flushOnce<R>(store: RecordingStore, owner: string, { send, statusOf, onReceived, onRefused }: FlushCallbacks<R>) {
  let done = 0;
  for (const recording of await store.list()) {
    if (recording.owner !== owner) continue;
    let response: R;
    try {
      response = await send(recording);
    } catch (error) {
      if (isRetryable(statusOf(error))) break;
      await store.remove(recording.key);
      onRefused(recording, error);
      continue;
    }
    await store.remove(recording.key);
    done += 1;
    onReceived(recording, response);
  }
  return done;
}
