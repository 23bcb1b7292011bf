import type { Database } from './client.ts';
import { logger } from '../lib/logger.ts';

type Handler = () => void;

/**
 * One LISTEN per channel and app process, fanned out to the SSE streams of that process by the
 * payload (a user id, a session id). Postgres delivers the NOTIFY to every node, so a change made
 * anywhere (admin edit, webhook, sign-out on another node, psql) reaches the stream.
 */
export class NotifyFanout {
  private handlers = new Map<string, Set<Handler>>();
  private stopListening?: () => Promise<void>;

  constructor(
    private database: Database,
    private channel: string,
  ) {}

  async start() {
    this.stopListening = await this.database.listen(this.channel, (key) => {
      for (const handler of this.handlers.get(key) ?? []) {
        try {
          handler();
        } catch (error) {
          logger.error('notification handler failed', { channel: this.channel, error: String(error) });
        }
      }
    });
  }

  subscribe(key: string, handler: Handler) {
    let set = this.handlers.get(key);
    if (!set) this.handlers.set(key, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(key);
    };
  }

  get subscriberCount() {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }

  async stop() {
    await this.stopListening?.();
    this.handlers.clear();
  }
}
