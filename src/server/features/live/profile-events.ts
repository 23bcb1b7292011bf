import type { Database } from '../../db/client.ts';
import { logger } from '../../lib/logger.ts';

type Handler = () => void;

/**
 * One LISTEN per app process, fanned out to the SSE streams of that process. Postgres delivers
 * the NOTIFY to every node, so a change made anywhere (admin edit, webhook, psql) reaches the user.
 */
export class ProfileEvents {
  private handlers = new Map<string, Set<Handler>>();
  private stopListening?: () => Promise<void>;

  constructor(private database: Database) {}

  async start() {
    this.stopListening = await this.database.listen('profile_changed', (userId) => {
      for (const handler of this.handlers.get(userId) ?? []) {
        try {
          handler();
        } catch (error) {
          logger.error('profile event handler failed', { error: String(error) });
        }
      }
    });
  }

  subscribe(userId: string, handler: Handler) {
    let set = this.handlers.get(userId);
    if (!set) this.handlers.set(userId, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(userId);
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
