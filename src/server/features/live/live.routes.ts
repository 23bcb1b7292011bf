import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { liveApi, type LiveProfileEvents } from '../../../shared/contracts/live.ts';
import { findOwnProfile } from '../account/profile.service.ts';

const HEARTBEAT_MS = 25_000;

/** Returns `endAll`: at shutdown the streams are ended, not waited for (browsers reconnect by themselves). */
export function registerLiveRoutes(app: Hono<AppEnv>, deps: Deps) {
  const open = new Set<() => void>();
  defineRoute(app, deps, liveApi.profileEvents, (c, { user, actor }) => {
    const sessionId = c.get('sessionId')!;
    return streamSSE(c, async (stream) => {
      const send = <E extends keyof LiveProfileEvents>(event: E, data: LiveProfileEvents[E]) => stream.writeSSE({ event, data: JSON.stringify(data) });
      let pending = Promise.resolve();
      const push = () => {
        // Chained so two quick changes are sent in order, each with the latest row.
        pending = pending.then(async () => {
          if (stream.aborted) return;
          const view = await findOwnProfile(deps, actor).catch(() => null);
          if (!view) {
            await send('deleted', {});
            return;
          }
          // The wallet first: when the profile event lands, the page already has what it can spend.
          await send('wallet', view.wallet);
          await send('profile', view.profile);
        });
      };
      const unsubscribe = deps.profileEvents.subscribe(user.id, push);
      push();
      const heartbeat = setInterval(() => void stream.write(': ping\n\n').catch(() => {}), HEARTBEAT_MS);
      let end = () => {};
      await new Promise<void>((resolve) => {
        end = resolve;
        open.add(end);
        stream.onAbort(resolve);
        // Signed out (here or on another node), revoked or expired: the stream ends with the session.
        const unsubscribeSession = deps.sessionEvents.subscribe(sessionId, () => {
          unsubscribeSession();
          pending = pending.then(() => send('signed-out', {}).catch(() => {}));
          void pending.then(resolve);
        });
        stream.onAbort(unsubscribeSession);
      });
      open.delete(end);
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
  return {
    endAll() {
      const ended = open.size;
      for (const end of open) end();
      open.clear();
      return ended;
    },
  };
}
