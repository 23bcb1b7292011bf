import { logger } from '../../lib/logger.ts';

// Real calls are analysed in the background, one at a time per process: recognising a call takes
// the machine's cores (pocketsphinx), and a second at once would only make both slower. The queue
// lives in memory; the database is the truth (status 'processing' and a lease), so a call queued
// here when the process dies is resumed by the next scan, here after a restart or on another node.

export interface CallWorkerOptions {
  /** Calls waiting here at most; past it an upload is refused with nothing spent (503 calls.busy). */
  maxQueued: number;
  /** How often to look for calls whose lease ran out (a node gone, a restart). */
  scanEveryMs: number;
}

export class CallWorker {
  private readonly queued = new Set<string>();
  private running: Promise<void> | null = null;
  private processor: ((id: string) => Promise<void>) | null = null;
  private scanner: ((worker: CallWorker) => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  /** `ffmpeg`: the decoder every call goes through; null when it is not installed (uploads refused, 503). */
  constructor(
    readonly ffmpeg: string | null,
    private readonly options: CallWorkerOptions,
  ) {}

  /** Starts the worker: `process` analyses one call; `scan` enqueues the calls due (at once, then every scanEveryMs). */
  start(process: (id: string) => Promise<void>, scan: (worker: CallWorker) => Promise<void>) {
    this.processor = process;
    this.scanner = scan;
    this.stopped = false;
    void this.scan();
    this.timer = setInterval(() => void this.scan(), this.options.scanEveryMs);
    this.timer.unref();
  }

  get full(): boolean {
    return this.queued.size >= this.options.maxQueued;
  }

  enqueue(id: string) {
    if (this.stopped || this.queued.has(id)) return;
    this.queued.add(id);
    this.pump();
  }

  /** Resolves once nothing is queued or running (tests, shutdown). */
  idle(): Promise<void> {
    if (this.queued.size === 0 && !this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.queued.clear();
  }

  private async scan() {
    if (!this.scanner || this.stopped) return;
    try {
      await this.scanner(this);
    } catch (error) {
      logger.warn('calls: scan for due calls failed', { error: String(error) });
    }
  }

  private pump() {
    if (this.running || !this.processor) return;
    const next = this.queued.values().next();
    if (next.done) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
      return;
    }
    const id = next.value;
    this.running = this.processor(id)
      .catch((error: unknown) => logger.error('calls: analysis crashed', { callId: id, error: String(error) }))
      .finally(() => {
        this.queued.delete(id);
        this.running = null;
        this.pump();
      });
  }
}
